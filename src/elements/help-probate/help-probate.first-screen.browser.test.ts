/**
 * The bereavement page from the build's snapshot (dist/embed/help-probate.html): its sections,
 * links and questions are on the page before any script, the questions closed as the element
 * shows them. When the code arrives, the element takes the page over with nothing moved and
 * nothing reported, and the questions open and close.
 */
import { expect } from '@open-wc/testing';
import { textOf, waitFor } from '../../../test/helpers/dom';
import { resetPage } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { HelpProbateElement } from './help-probate.element';

const SNIPPET = '/dist/embed/help-probate.html';

/** The snapshot's stylesheet link: there until the element has taken the page over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
const sectionButtons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('.help-accordion__button')];
const answerOf = (root: ShadowRoot, button: HTMLButtonElement) => root.getElementById(button.getAttribute('aria-controls')!)!;
const shown = (node: HTMLElement) => node.getBoundingClientRect().height > 0;

/** Where the page's headings and questions are, as laid out with the styles in force. */
function layout(el: HTMLElement, root: ShadowRoot): string[] {
  const host = el.getBoundingClientRect();
  return [`host ${host.height}`, ...[...root.querySelectorAll('h1, h2, .help-accordion__button')].map((node) => `${textOf(node).slice(0, 30)} ${node.getBoundingClientRect().top - host.top}`)];
}

describe('the bereavement page from the page, before and after its code arrives', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('reads before any script, its questions closed; taken over with nothing moved or reported, the questions then open [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage(SNIPPET, 'help-probate', HelpProbateElement);
    await waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
    expect(textOf(root.querySelector('h1')!)).to.equal('Bereavement');
    const buttons = sectionButtons(root);
    expect(buttons, 'the eight questions').to.have.length(8);
    expect(buttons.map((button) => shown(answerOf(root, button))), 'each answer closed, as the element shows it').to.deep.equal(buttons.map(() => false));
    await expect(el).to.be.accessible();

    const where = layout(el, root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout(el, root)));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !snapshotLink(root), { message: 'the page taken over' });
      observer.disconnect();
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the element takes the page over').to.equal(JSON.stringify(where));
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      const first = sectionButtons(root)[0]!;
      first.click();
      await waitFor(() => shown(answerOf(root, first)), { message: 'the first answer open' });
      expect(first.getAttribute('aria-expanded')).to.equal('true');
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
  });
});
