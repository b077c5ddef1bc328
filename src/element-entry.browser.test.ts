/**
 * What an app's entry script starts on a page the host names the first files of: the files the
 * page's marked modulepreload links name (that page's, written from embed/<tag>.pages.json),
 * else the app's home's; links not marked for the app, or marked for another, change nothing.
 */
import { expect } from '@open-wc/testing';
import { pageFiles } from './element-entry';

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
