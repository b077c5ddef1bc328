/**
 * The demo's stand-in cookie banner (demo/public/consent-banner.js): what it tells the elements
 * (window.OnetrustActiveGroups and the OneTrustGroupsUpdated event, as consent.ts reads them),
 * that it remembers the choice, and that it is accessible in each state.
 */
import { expect } from '@open-wc/testing';
import { activeGroups, CONSENT_EVENT } from '../../src/consent/consent';

/** The module as the demo serves it (loaded by the browser from the test server, not bundled). */
const BANNER_MODULE = '/demo/public/consent-banner.js';
interface Banner {
  storedChoice(): string[] | null;
  openCookieSettings(): void;
}

const STORAGE_KEY = 'help-demo-consent';
type WithOneTrust = Window & { OnetrustActiveGroups?: string };

function buttonNamed(region: Element, name: string): HTMLButtonElement {
  const found = [...region.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

describe('demo cookie banner', () => {
  let banner: Banner;
  let region: HTMLElement;
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<unknown>).detail);

  before(async () => {
    window.localStorage.removeItem(STORAGE_KEY);
    delete (window as WithOneTrust).OnetrustActiveGroups;
    window.addEventListener(CONSENT_EVENT, listener);
    banner = (await import(BANNER_MODULE)) as Banner;
    const found = document.querySelector<HTMLElement>('.consent-banner');
    if (!found) throw new Error('The banner is not on the page');
    region = found;
  });

  after(() => {
    window.removeEventListener(CONSENT_EVENT, listener);
    region.remove();
    window.localStorage.removeItem(STORAGE_KEY);
    delete (window as WithOneTrust).OnetrustActiveGroups;
  });

  it('asks first, as a region with a heading, before any value is set', async () => {
    expect(document.body.firstElementChild).to.equal(region);
    expect(region.getAttribute('role')).to.equal('region');
    expect(document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('Cookies on Energy supplier');
    expect([...region.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal([
      'Accept all cookies',
      'Reject optional cookies',
      'Manage cookies',
    ]);
    expect(activeGroups()).to.equal(undefined);
    expect(events).to.deep.equal([]);
    await expect(region).to.be.accessible();
  });

  it('accepts all: every group active, announced, remembered, and the confirmation focused', async () => {
    buttonNamed(region, 'Accept all cookies').click();
    expect((window as WithOneTrust).OnetrustActiveGroups).to.equal(',C0001,C0002,C0004,');
    expect([...(activeGroups() ?? [])]).to.deep.equal(['C0001', 'C0002', 'C0004']);
    expect(events.at(-1)).to.deep.equal(['C0001', 'C0002', 'C0004']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).to.deep.equal(['C0002', 'C0004']);
    expect(banner.storedChoice()).to.deep.equal(['C0002', 'C0004']);
    expect(document.activeElement?.textContent).to.equal("You've accepted all cookies.");
    await expect(region).to.be.accessible();
    buttonNamed(region, 'Hide cookie message').click();
    expect(region.hidden).to.equal(true);
  });

  it('lets the customer pick groups, with C0001 always on, and says when monitoring stops', async () => {
    banner.openCookieSettings();
    expect(region.hidden).to.equal(false);
    expect(document.activeElement).to.equal(region.querySelector('h2'));
    const boxes = [...region.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.map((box) => [box.value, box.checked])).to.deep.equal([
      ['C0002', true],
      ['C0004', true],
    ]);
    await expect(region).to.be.accessible();

    boxes[0]?.click();
    buttonNamed(region, 'Save cookie settings').click();
    expect((window as WithOneTrust).OnetrustActiveGroups).to.equal(',C0001,C0004,');
    expect(events.at(-1)).to.deep.equal(['C0001', 'C0004']);
    expect(document.activeElement?.textContent).to.match(/^Your cookie settings were saved\. Monitoring that has started stops when you reload the page\.$/);
  });

  it('keeps C0001 alone when no optional group is ticked', () => {
    banner.openCookieSettings();
    region.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked').forEach((box) => box.click());
    buttonNamed(region, 'Save cookie settings').click();
    expect((window as WithOneTrust).OnetrustActiveGroups).to.equal(',C0001,');
    expect(events.at(-1)).to.deep.equal(['C0001']);
    expect(banner.storedChoice()).to.deep.equal([]);
  });
});
