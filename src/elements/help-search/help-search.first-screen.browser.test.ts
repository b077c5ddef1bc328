/**
 * The search box from the build's snapshot (dist/embed/help-search.html): on screen and typeable
 * before any script has run, a search where scripts never run. When the code arrives, the element
 * takes the box over with nothing moved, nothing reported and the typed text kept; a search
 * pressed before is made once it is in.
 */
import { expect } from '@open-wc/testing';
import { recordNavigations, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { HelpSearchElement } from './help-search.element';

const SNIPPET = '/dist/embed/help-search.html';

/** The snapshot's stylesheet link: there until the element has taken the box over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
const box = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[name="q"]')!;
const searchButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Where the box's parts are, as laid out with the styles in force. */
function layout(el: HTMLElement, root: ShadowRoot): string[] {
  const host = el.getBoundingClientRect();
  return [`host ${host.height} ${host.width}`, ...['label', 'input[name="q"]', 'button[type="submit"]'].map((part) => {
    const box = root.querySelector(part)?.getBoundingClientRect();
    return box ? `${part} ${box.top - host.top} ${box.left - host.left} ${box.height} ${box.width}` : `${part} missing`;
  })];
}

describe('the search box from the page, before and after its code arrives', () => {
  let navigations: ReturnType<typeof recordNavigations>;
  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
  });
  afterEach(async () => {
    navigations.stop();
    removeSnapshots();
    await resetPage();
  });

  it('is labelled and typeable before any script; taken over with the text kept, nothing moved or reported [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'help-search', HelpSearchElement);
    await waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
    expect(textOf(root.querySelector('label')!)).to.equal('Search Help & Support');
    expect(root.querySelector('label')!.htmlFor).to.equal(box(root).id);
    expect(textOf(searchButton(root))).to.equal('Search');
    // Where no script runs, the box searches the main site's search page itself.
    const form = root.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(form.method).to.equal('get');
    expect(new URL(form.action).pathname).to.equal('/search');
    await expect(el).to.be.accessible();

    await typeInto(box(root), 'moving home');
    const where = layout(el, root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout(el, root)));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root), { message: 'the box taken over' });
      observer.disconnect();
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the element takes the box over').to.equal(JSON.stringify(where));
      expect(box(root).value, 'the typed text is kept').to.equal('moving home');
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
  });

  it('a search pressed before the code arrives is made once it is in, to the search page with the text [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'help-search', HelpSearchElement);
    holdEarlyPresses(el.localName); // as the element's entry script does as soon as it arrives
    await typeInto(box(root), 'meter reading');
    const address = location.href;
    searchButton(root).click();
    expect(location.href, 'the page stays until the element is in').to.equal(address);
    expect(navigations.events, 'nothing announced before the element is in').to.have.length(0);
    arrive();
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate, with no second press' });
    expect(navigations.paths).to.deep.equal([`/search?q=meter%20reading&initiated=${location.pathname}`]);
    expect(location.href, 'the host prevented it').to.equal(address);
  });

  it('an empty search pressed early says what to do once the code is in, and the page stays [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'help-search', HelpSearchElement);
    holdEarlyPresses(el.localName);
    const address = location.href;
    searchButton(root).click();
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary' });
    expect(location.href).to.equal(address);
    expect(navigations.events).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('as the whole page (owns-page), the box is drawn by the element in the snapshot\'s place, its label the h1, with nothing reported [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'help-search', HelpSearchElement, (html) => html.replace(/^<([\w-]+)/, '<$1 owns-page'));
    expect(root.querySelector('h2'), "the snapshot's label, until the element's own").to.not.equal(null);
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root) && root.querySelector('h1 label'), { message: "the element's own box, its label the page's h1" });
      expect(root.querySelectorAll('input[name="q"]'), 'one box').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      reported.stop();
    }
  });
});
