/**
 * The help home from the build's snapshots (dist/embed/help-and-support/index.html, the app's
 * home, and dist/embed/help-home.html, the element's own): its heading, search box and help
 * categories are in the page before any script has run, and wait for nothing. When the code
 * arrives, the element takes the page over with nothing moved and nothing reported; a service
 * outage known then shows above the heading; a search pressed before is made once it is in.
 */
import { expect } from '@open-wc/testing';
import { textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { setFlags } from '../../../test/helpers/stand-ins';
import { HOME_TILES } from '../../content/help-tiles/help-home';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { HelpAndSupportElement } from '../help-and-support/help-and-support.element';
import { HelpHomeElement } from './help-home.element';

const APP_HOME = '/help-and-support/';

/** The snapshot's stylesheet link: there until the element has taken the page over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');

/** The help categories' titles and the links under them, as a customer reads them. */
const categories = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part~="card"]')].map((card) => `${textOf(card.querySelector('[part~="card-title"]')!)} → ${card.querySelector('a')?.getAttribute('href') ?? 'no link'}`);

/** Where the page's parts are in its column, as laid out with the styles in force. */
function layout(root: ShadowRoot): string[] {
  const column = root.querySelector('.hh')!.getBoundingClientRect();
  return ['h1', '[part~="search"]', '[part~="card-grid"]', '[part~="secondary-links"]'].map((part) => {
    const box = root.querySelector(part)?.getBoundingClientRect();
    return box ? `${part} ${box.top - column.top} ${box.height} ${box.width}` : `${part} missing`;
  });
}

describe('the help home from the page, before and after its code arrives', () => {
  beforeEach(async () => {
    await resetPage();
    await setFlags({ outage: null });
    history.replaceState(null, '', APP_HOME);
  });
  afterEach(async () => {
    removeSnapshots();
    await setFlags({ outage: null });
    await resetPage();
  });

  it("the app's home: the help categories before any script, the same links once taken over, nothing moved or reported [all engines] [both runtimes]", async () => {
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-and-support/index.html', 'help-and-support', HelpAndSupportElement);
    await waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
    expect(root.querySelector('h1')?.textContent).to.equal('Help & Support');
    const before = categories(root);
    expect(before, 'every help category, with its link').to.have.length(HOME_TILES.length);
    expect(before.every((line) => !line.endsWith('no link'))).to.equal(true);
    expect(before[0]).to.match(/ → \/help-and-support\/\S+$/);
    await expect(el).to.be.accessible();

    const where = layout(root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout(root)));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root) && root.querySelector('header.site-header'), { message: 'the page taken over, the header in its place' });
      observer.disconnect();
      for (const moment of during) expect(moment, 'nothing moves as the app takes the page over').to.deep.equal(where);
      expect(categories(root)).to.deep.equal(before);
      expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
  });

  it('<help-home>: an outage known once the code is in shows above the heading, with no wait for it first [all engines] [both runtimes]', async () => {
    await setFlags({ outage: { title: 'Online account outage', message: 'You cannot sign in until 6pm.' } });
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-home.html', 'help-home', HelpHomeElement);
    expect(root.querySelector('[part~="outage-banner"]'), 'the snapshot is drawn with no outage').to.equal(null);
    expect(categories(root)).to.have.length(HOME_TILES.length);
    arrive();
    const banner = await waitFor(() => root.querySelector<HTMLElement>('[part~="outage-banner"]'), { message: 'the outage banner' });
    expect(textOf(banner)).to.include('Online account outage').and.include('You cannot sign in until 6pm.');
    expect(banner.compareDocumentPosition(root.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING, 'above the heading').to.not.equal(0);
    expect(categories(root), 'the categories stayed on screen').to.have.length(HOME_TILES.length);
    await waitFor(() => !snapshotLink(root), { message: 'the page taken over' });
    await expect(el).to.be.accessible();
  });

  it('<help-home owns-page url-routing>, as on the help home page itself: taken over with nothing reported [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-home.html', 'help-home', HelpHomeElement, (html) => html.replace('<help-home', '<help-home owns-page url-routing'));
    const before = categories(root);
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root), { message: 'the page taken over' });
      expect(categories(root)).to.deep.equal(before);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      expect(document.title).to.equal('Help & Support');
      await expect(el).to.be.accessible();
    } finally {
      reported.stop();
    }
  });

  it('a search pressed before the code arrives is made once it is in: an empty box says what to do, the page stays [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-home.html', 'help-home', HelpHomeElement);
    const form = root.querySelector<HTMLFormElement>('form[role="search"]')!;
    // Where no script runs, the box searches the main site's search page itself.
    expect(form.method).to.equal('get');
    expect(new URL(form.action).pathname).to.not.equal(location.pathname);
    holdEarlyPresses(el.localName); // as the element's entry script does as soon as it arrives
    await typeInto(root.querySelector<HTMLInputElement>('input[name="q"]')!, '   ');
    const address = location.href;
    root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(location.href, 'the page stays').to.equal(address);
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary, with no second press' });
    expect(location.href).to.equal(address);
    await expect(el).to.be.accessible();
  });
});
