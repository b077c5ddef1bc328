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
import { baseStyles, sheetFor } from '../../styles/adopt';
import helpHomeCss from './help-home.styles.css';
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

  it("styled once: the snapshot's stylesheet goes on styling the taken-over page, its sheets are not adopted again, a page it does not hold adopts its own [all engines] [both runtimes]", async () => {
    const { root, arrive } = await snapshotInPage('/dist/embed/help-and-support/index.html', 'help-and-support', HelpAndSupportElement);
    const link = await waitFor(() => (snapshotLink(root)?.sheet ? snapshotLink(root) : null), { message: "the snapshot's stylesheet" });
    const heading = () => getComputedStyle(root.querySelector('h1')!);
    const styledNow = () => ({ font: heading().fontSize, family: heading().fontFamily, colour: heading().color, cards: getComputedStyle(root.querySelector('[part~="card-grid"]')!).display });
    const styled = styledNow();
    expect(styled.cards, 'the help categories laid out by their own rules').to.equal('grid');
    arrive();
    await waitFor(() => !snapshotLink(root) && root.querySelector('header.site-header'), { message: 'the page taken over, the header in its place' });
    expect(link.isConnected, "the snapshot's stylesheet, still in the element").to.equal(true);
    const held = [...baseStyles, helpHomeCss].map((css) => sheetFor(css));
    expect(root.adoptedStyleSheets.filter((sheet) => held.includes(sheet)), 'sheets the snapshot holds, adopted again').to.deep.equal([]);
    expect(styledNow()).to.deep.equal(styled);

    // A category page: its own sheets are adopted, after the snapshot's, which still styles what they share.
    const adopted = root.adoptedStyleSheets.length;
    const title = document.title;
    try {
      root.querySelector<HTMLAnchorElement>('[part~="card"] a')!.click();
      await waitFor(() => root.querySelector('h1') && root.querySelector('h1')?.textContent !== 'Help & Support', { message: 'a category page' });
      expect(root.adoptedStyleSheets.length, "the category page's sheets").to.be.greaterThan(adopted);
      expect(heading().fontFamily, "the page's heading, in the supplier's typeface").to.equal(styled.family);
    } finally {
      history.replaceState(null, '', APP_HOME);
      document.title = title;
    }
  });

  it("a snapshot whose stylesheet did not arrive: the element adopts every sheet, and the page it takes over is styled [all engines] [both runtimes]", async () => {
    const { root, arrive } = await snapshotInPage('/dist/embed/help-and-support/index.html', 'help-and-support', HelpAndSupportElement, (html) =>
      html.replace(/(<link rel="stylesheet" href=")[^"]+"/, '$1/dist/styles/no-such-sheet.css"'),
    );
    arrive();
    await waitFor(() => !snapshotLink(root) && root.querySelector('header.site-header'), { message: 'the page taken over, the header in its place' });
    const held = [...baseStyles, helpHomeCss].map((css) => sheetFor(css));
    expect(held.every((sheet) => root.adoptedStyleSheets.includes(sheet)), 'every sheet of the screen, adopted').to.equal(true);
    expect(getComputedStyle(root.querySelector('[part~="card-grid"]')!).display, 'the help categories laid out by their own rules').to.equal('grid');
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
