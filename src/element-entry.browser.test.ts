/**
 * What an app's entry script starts on a page the host names the first files of: the files the
 * page's marked modulepreload links name (that page's, written from embed/<tag>.pages.json),
 * else the app's home's; links not marked for the app, or marked for another, change nothing.
 * Where the page holds a snapshot, the files start once it is painted (its stylesheet in).
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../test/helpers/dom';
import { pageFiles, snapshotsPainted, startFiles } from './element-entry';

const HOME = ['../chunks/home.js'];

describe('an app entry script: the first files of the page it is sent for', () => {
  const added: HTMLLinkElement[] = [];
  const preload = (href: string, pageOf?: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (pageOf) link.dataset.helpPageOf = pageOf;
    document.head.append(link);
    added.push(link);
  };
  afterEach(() => added.splice(0).forEach((link) => link.remove()));

  it('starts the files the page names for it, in their order, in place of its home’s', () => {
    preload('/dist/chunks/app.js', 'help-and-support');
    preload('/dist/chunks/article-screen.js', 'help-and-support');
    expect(pageFiles('help-and-support', HOME)).to.deep.equal([`${location.origin}/dist/chunks/app.js`, `${location.origin}/dist/chunks/article-screen.js`]);
  });

  it('starts its home’s files where the page names none for it', () => {
    expect(pageFiles('help-and-support', HOME)).to.deep.equal(HOME);
    preload('/dist/chunks/other.js');
    preload('/dist/chunks/another-app.js', 'other-app');
    expect(pageFiles('help-and-support', HOME)).to.deep.equal(HOME);
  });
});

describe("an entry script on a page holding a snapshot: the element's files wait for it to be painted [all engines]", () => {
  const hosts: HTMLElement[] = [];
  /** A snapshot of `tag` whose stylesheet has not started (no address yet). */
  const snapshot = (tag: string) => {
    const host = document.createElement(tag);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.dataset.helpSnapshot = '';
    host.attachShadow({ mode: 'open' }).append(link);
    document.body.append(host);
    hosts.push(host);
    return link;
  };
  /** A module that, when run, says whether `link`'s stylesheet was in. */
  const recorder = (key: string) =>
    URL.createObjectURL(new Blob([`globalThis[${JSON.stringify(key)}] = document.querySelector('painted-test-a').shadowRoot.querySelector('link').sheet !== null;`], { type: 'text/javascript' }));
  const css = URL.createObjectURL(new Blob([':host { display: block; }'], { type: 'text/css' }));
  afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

  it('starts them once the stylesheet is in, not before', async () => {
    const link = snapshot('painted-test-a');
    const painted = snapshotsPainted('painted-test-a');
    expect(painted, 'a snapshot to paint').to.not.equal(undefined);
    const key = `painted-${Math.random()}`;
    startFiles([recorder(key)], painted);
    // Another module loaded meanwhile: one started at once would have run by then.
    await import(/* @vite-ignore */ recorder(`${key}-other`));
    expect((globalThis as Record<string, unknown>)[key], 'not run while the stylesheet is not in').to.equal(undefined);
    link.href = css;
    await waitFor(() => (globalThis as Record<string, unknown>)[key] !== undefined, { message: 'the files started' });
    expect((globalThis as Record<string, unknown>)[key], 'the stylesheet in first').to.equal(true);
    await snapshotsPainted('painted-test-a'); // in: the next frame only
  });

  it("does not wait for a stylesheet that failed, nor where the page holds no snapshot", async () => {
    const link = snapshot('painted-test-b');
    const painted = snapshotsPainted('painted-test-b');
    link.href = '/no-such-stylesheet.css';
    await painted;
    expect(snapshotsPainted('painted-test-none')).to.equal(undefined);
  });
});
