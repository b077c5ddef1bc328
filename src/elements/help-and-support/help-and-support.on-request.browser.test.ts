/**
 * An article's page as the demo's server sends it (demo/pages-on-request.mjs): rendered when
 * it is asked for, with the article and the categories list it was drawn from in the snapshot.
 * The article reads before any script; when the app arrives it takes the page over where it
 * stands, with nothing moved, nothing reported and neither asked for again.
 */
import { expect } from '@open-wc/testing';
import { textOf, waitFor } from '../../../test/helpers/dom';
import { resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { TEXT } from '../help-article/help-article.text';
import { HelpAndSupportElement } from './help-and-support.element';

const PAGE = '/help-and-support/meters/economy-7-meters';
const FIRST_PARAGRAPH = 'An Economy 7 meter records electricity at two rates';

/** The content server's addresses for this page's data, as the browser asked for them. */
const contentAsked = () => performance.getEntriesByType('resource').filter(({ name }) => /categories\.json|economy-7-meters\.html/.test(name)).length;

/** Where the given parts are, as laid out with the styles in force. */
const layoutOf = (root: ShadowRoot, parts: string[]) => () =>
  parts.map((part) => {
    const box = root.querySelector(part)?.getBoundingClientRect();
    return box ? `${part} ${box.top} ${box.left} ${box.height} ${box.width}` : `${part} missing`;
  });

describe('<help-and-support> taking over a page rendered when it was asked for', () => {
  beforeEach(async () => {
    await resetPage();
    history.replaceState(null, '', PAGE);
  });
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('an article reads before any script and is taken over in place, with nothing moved, reported or fetched again [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(PAGE, 'help-and-support', HelpAndSupportElement);
    const link = () => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
    await waitFor(() => link()?.sheet, { message: "the snapshot's stylesheet" });
    expect(textOf(root.querySelector('h1')!)).to.equal('Economy 7 meters explained');
    expect(textOf(root.querySelector('.help-article-body p')!)).to.include(FIRST_PARAGRAPH);
    expect(textOf(root.querySelector('nav[aria-label="Breadcrumb"]')!)).to.include('Meters');
    await expect(el).to.be.accessible();

    const layout = layoutOf(root, ['h1', '.help-article-body p', 'nav[aria-label="Breadcrumb"]']);
    const before = layout();
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout()));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const asked = contentAsked();
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !link() && !root.querySelector('script'), { message: 'the page taken over' });
      observer.disconnect();
      for (const moment of during) expect(moment, 'nothing moves as the app takes the page over').to.deep.equal(before);
      expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
      expect(root.querySelectorAll('.help-article-body'), 'one body').to.have.length(1);

      // The app answers as itself: the page's title, and the question under the article.
      await waitFor(() => document.title.startsWith('Economy 7 meters explained'), { message: "the article's title on the page" });
      const yes = [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => textOf(button) === 'Yes')!;
      yes.click();
      await waitFor(() => textOf(root).includes(TEXT.thanks), { message: 'the thanks for the answer' });
      expect(contentAsked(), 'the article and the categories list, not asked for again').to.equal(asked);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
  });
});
