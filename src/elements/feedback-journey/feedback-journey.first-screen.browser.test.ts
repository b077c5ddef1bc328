/**
 * "Using your credit" from the build's snapshot (dist/embed/feedback-journey.html): headed,
 * labelled and typeable before any script. When the code arrives, the element takes the step over
 * where it stands, with nothing moved, nothing reported and the text kept; "I don't want the
 * refund" pressed once the entry script has run is made once the code is in. Where the element
 * opens on another step (answers saved for the tab), it draws that step in the snapshot's place,
 * with nothing reported.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { holdPlaceUntilDefined, removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { heading } from '../../journeys/test-support';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { STORAGE_KEY } from '../../store';
import { KEPT_STORAGE_KEY } from '../../store/kept-check';
import { messages } from '../../validation';
import { FeedbackJourneyElement, opensOnCredit } from './feedback-journey.element';
import { CREDIT_TEXT, creditBox, detailsShown } from './feedback-journey.test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';

const SNIPPET = '/dist/embed/feedback-journey.html';

/** The snippet in the page, its code not yet arrived. */
const snapshotOfStep = () => snapshotInPage(SNIPPET, 'feedback-journey', FeedbackJourneyElement);

/** The snapshot's stylesheet link: there until the element has taken the step over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
const styled = (root: ShadowRoot) => waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
const takenOver = (root: ShadowRoot) => waitFor(() => !snapshotLink(root) && !submitButton(root).disabled, { message: 'the step taken over' });

/** Where the step's parts are, as laid out with the styles in force. */
function layout(el: HTMLElement, root: ShadowRoot): string[] {
  const host = el.getBoundingClientRect();
  const parts = [...root.querySelectorAll('h1, p:not(.help-without-script), label, textarea, button[type="submit"]')];
  return [`host ${host.height} ${host.width}`, ...parts.map((part) => {
    const box = part.getBoundingClientRect();
    return `${part.localName} ${box.top - host.top} ${box.left - host.left} ${box.height} ${box.width}`;
  })];
}

/** Answers saved for the tab, as a reload finds them. */
function savedForTheTab(answers: Record<string, unknown>, receipt?: { origin: string; reference: string }): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, drafts: { feedback: { answers } }, receipts: receipt ? { feedback: receipt } : {} }));
  simulateReload();
}

describe('"Using your credit" from the page, before and after its code arrives', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('is headed, labelled and typeable before any script; taken over with the text, focus and caret kept, nothing moved or reported [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfStep();
    // The page holds the element's place until it is defined, here taller than the step: the
    // snapshot is on screen at its own height, and stays so when the element is defined.
    holdPlaceUntilDefined(el, 2000);
    await styled(root);
    expect(el.getBoundingClientRect().height, 'the step at its own height').to.be.lessThan(1000);
    expect(textOf(root.querySelector('h1')!)).to.equal(FEEDBACK_TEXT.creditHeading);
    const box = creditBox(root);
    expect(textOf(root.querySelector(`label[for="${box.id}"]`)!)).to.equal(FEEDBACK_TEXT.creditLabel);
    expect(textOf(submitButton(root))).to.equal(FEEDBACK_TEXT.noRefund);
    expect(submitButton(root).disabled, 'no script yet: the button cannot send the text the browser way').to.equal(true);
    expect(root.querySelector('.help-without-script a')?.getAttribute('href'), 'the way for pages without scripts, after the button').to.equal('/help-and-support/contact-us');
    await expect(el).to.be.accessible();
    await typeInto(box, 'Ann Lee, 1 Test Street');

    const where = layout(el, root);
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout(el, root)));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    const reported = collectReports();
    try {
      arrive();
      await takenOver(root);
      observer.disconnect();
      expect(during.length, 'changes were seen').to.be.greaterThan(0);
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the element takes the step over').to.equal(JSON.stringify(where));
      expect(JSON.stringify(layout(el, root)), 'nor once it has').to.equal(JSON.stringify(where));
      expect(creditBox(root), "the snapshot's own box, taken over").to.equal(box);
      expect(box.value, 'the text typed before the code arrived').to.equal('Ann Lee, 1 Test Street');
      expect(deepActiveElement(), 'focus stays in the box').to.equal(box);
      // The caret stays at the end: the next keys carry on the text.
      await sendKeys({ type: ', account 850000000001' });
      expect(box.value).to.equal('Ann Lee, 1 Test Street, account 850000000001');
      expect(root.querySelector('.help-without-script'), 'the way for pages without scripts gone').to.equal(null);
      expect(root.querySelectorAll('form'), 'one form, not a second copy').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
    submitButton(root).click();
    await detailsShown(root);
  });

  it('takes "I don\'t want the refund" pressed once the entry script has run, and goes on with the text once the code is in [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfStep();
    holdEarlyPresses(el.localName); // as the element's entry script does as soon as it arrives
    expect(submitButton(root).disabled, 'the entry script in: the button can be pressed').to.equal(false);
    await typeInto(creditBox(root), CREDIT_TEXT);
    const address = location.href;
    submitButton(root).click();
    expect(location.href, 'the page stays, the text out of its address').to.equal(address);
    const reported = collectReports();
    try {
      arrive();
      await heading(root, FEEDBACK_TEXT.detailsHeading);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
    } finally {
      reported.stop();
    }
    root.querySelector<HTMLAnchorElement>('.cj-back-link')?.click();
    await heading(root, FEEDBACK_TEXT.creditHeading);
    expect(creditBox(root).value, 'the text kept').to.equal(CREDIT_TEXT);
  });

  it('pressed early with nothing typed, asks for the text once the code is in [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfStep();
    holdEarlyPresses(el.localName);
    submitButton(root).click();
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.creditText.required]);
    await expect(el).to.be.accessible();
  });

  it('where the answers saved for the tab reopen the personal details, the element draws them in the snapshot\'s place, with nothing reported [both runtimes]', async () => {
    savedForTheTab({ creditText: CREDIT_TEXT, cachedCreditText: CREDIT_TEXT, step: '/complaints/feedback/personal-details' });
    const { el, root, arrive } = await snapshotOfStep();
    const reported = collectReports();
    try {
      arrive();
      await heading(root, FEEDBACK_TEXT.detailsHeading);
      await detailsShown(root);
      expect(snapshotLink(root)).to.equal(null);
      expect(root.querySelector('textarea[name="creditText"]')).to.equal(null);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      reported.stop();
    }
  });

  it('a text typed earlier in the tab is taken over in its box, nothing reported [both runtimes]', async () => {
    savedForTheTab({ creditText: 'Kim Lee', step: '/complaints/feedback' });
    const { root, arrive } = await snapshotOfStep();
    const box = creditBox(root);
    const reported = collectReports();
    try {
      arrive();
      await takenOver(root);
      await waitFor(() => box.value === 'Kim Lee', { message: 'the saved text in the box' });
      expect(creditBox(root), "the snapshot's own box").to.equal(box);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
    } finally {
      reported.stop();
    }
  });

  it('is the first screen only where the element opens on the step with nothing offered above it', () => {
    const host = (attributes: Record<string, string> = {}) => {
      const element = document.createElement('div');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    };
    expect(opensOnCredit(host()), 'nothing saved').to.equal(true);
    history.replaceState(null, '', '/help-and-support/complaints/feedback/personal-details');
    expect(opensOnCredit(host()), 'another step in the URL, without url-routing').to.equal(true);
    expect(opensOnCredit(host({ 'url-routing': '' })), 'another step in the URL, with url-routing').to.equal(false);
    history.replaceState(null, '', '/help-and-support/complaints/feedback');
    expect(opensOnCredit(host({ 'url-routing': '' })), 'the step in the URL').to.equal(true);
    savedForTheTab({ step: '/complaints/feedback/personal-details' });
    expect(opensOnCredit(host()), 'the personal details saved').to.equal(false);
    expect(opensOnCredit(host({ id: 'second' })), "another instance's answers (by its id)").to.equal(true);
    savedForTheTab({}, { origin: 'feedback', reference: 'F-1' });
    expect(opensOnCredit(host()), 'a receipt kept: the confirmation').to.equal(false);
    sessionStorage.removeItem(STORAGE_KEY);
    simulateReload();
    localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify([{ key: 'k', draftId: 'd', origin: 'feedback', body: '{}', draft: 'feedback', keptAt: Date.now() }]));
    expect(opensOnCredit(host()), 'answers kept on the device, offered above the step').to.equal(false);
  });
});
