/**
 * The customer type question from the build's snapshot (dist/embed/complaint-journey.html): headed,
 * labelled and answerable by keyboard before any script. When the code arrives, the element takes
 * the question over where it stands, with nothing moved, nothing reported and the choice kept; a
 * Continue pressed once the entry script has run is made once the code is in. Where the element
 * opens on another step (a `complaint`, answers saved for the tab), it draws that step in the
 * snapshot's place, with nothing reported.
 */
import { expect } from '@open-wc/testing';
import { deepActiveElement, press, textOf, waitFor } from '../../../test/helpers/dom';
import { resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { holdPlaceUntilDefined, removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { checkedValue, heading, radio } from '../../journeys/test-support';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { STORAGE_KEY } from '../../store';
import { KEPT_STORAGE_KEY } from '../../store/kept-check';
import { messages } from '../../validation';
import { ComplaintJourneyElement, opensOnQuestion } from './complaint-journey.element';
import { CUSTOMER_TYPE_OPTIONS, KIND_TEXT, TEXT } from './complaint-journey.text';

const SNIPPET = '/dist/embed/complaint-journey.html';

/** The snippet in the page, its code not yet arrived; `edit` changes the element's markup first. */
const snapshotOfQuestion = (edit?: (html: string) => string) => snapshotInPage(SNIPPET, 'complaint-journey', ComplaintJourneyElement, edit);

/** The snapshot's stylesheet link: there until the element has taken the question over. */
const snapshotLink = (root: ShadowRoot) => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
const styled = (root: ShadowRoot) => waitFor(() => snapshotLink(root)?.sheet, { message: "the snapshot's stylesheet" });
const takenOver = (root: ShadowRoot) => waitFor(() => !snapshotLink(root) && !submitButton(root).disabled, { message: 'the question taken over' });

/** Where the question's parts are, as laid out with the styles in force. */
function layout(el: HTMLElement, root: ShadowRoot): string[] {
  const host = el.getBoundingClientRect();
  const parts = [...root.querySelectorAll('h1, input[name="customerType"], button[type="submit"]')];
  return [`host ${host.height} ${host.width}`, ...parts.map((part) => {
    const box = part.getBoundingClientRect();
    return `${part.localName} ${box.top - host.top} ${box.left - host.left} ${box.height} ${box.width}`;
  })];
}

/** Answers saved for the tab, as a reload finds them. */
function savedForTheTab(answers: Record<string, unknown>, receipt?: { origin: string; reference: string }): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, drafts: { complaint: { answers } }, receipts: receipt ? { complaint: receipt } : {} }));
  simulateReload();
}

describe('the customer type question from the page, before and after its code arrives', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('is headed, labelled and answered by keyboard before any script; taken over with the choice and focus kept, nothing moved or reported [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfQuestion();
    // The page holds the element's place until it is defined, here taller than the step: the
    // snapshot is on screen at its own height, and stays so when the element is defined.
    holdPlaceUntilDefined(el, 2000);
    await styled(root);
    expect(el.getBoundingClientRect().height, 'the step at its own height').to.be.lessThan(1000);
    const h1 = root.querySelector('legend h1');
    expect(h1 && textOf(h1.querySelector('.help-caption')!), "the journey's name above the question").to.equal(TEXT.journeyName);
    expect(h1 && textOf(h1)).to.equal(`${TEXT.journeyName}${TEXT.customerTypeQuestion}`);
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"][name="customerType"]')];
    expect(radios.map((input) => input.value)).to.deep.equal(CUSTOMER_TYPE_OPTIONS.map((option) => option.value));
    expect(radios.map((input) => textOf(root.querySelector(`label[for="${input.id}"]`)!))).to.deep.equal(CUSTOMER_TYPE_OPTIONS.map((option) => option.label));
    expect(textOf(submitButton(root))).to.equal(TEXT.continue);
    expect(submitButton(root).disabled, 'no script yet: Continue cannot send the answer the browser way').to.equal(true);
    expect(root.querySelector('.help-without-script a')?.getAttribute('href'), 'the way for pages without scripts, after the button').to.equal('/energy/complaints');
    await expect(el).to.be.accessible();

    // By keyboard: the first choice with the space bar, the next with the arrow key.
    radio(root, 'customerType', 'credit').focus();
    await press(' ');
    expect(checkedValue(root, 'customerType')).to.equal('credit');
    await press('ArrowDown');
    expect(checkedValue(root, 'customerType'), 'the arrow key moves to Pay As You Go and chooses it').to.equal('payAsYouGo');

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
      for (const moment of during) expect(JSON.stringify(moment), 'nothing moves as the element takes the question over').to.equal(JSON.stringify(where));
      expect(JSON.stringify(layout(el, root)), 'nor once it has').to.equal(JSON.stringify(where));
      expect(checkedValue(root, 'customerType'), 'the choice made before the code arrived').to.equal('payAsYouGo');
      expect(deepActiveElement(), 'focus stays on it').to.equal(radio(root, 'customerType', 'payAsYouGo'));
      expect(root.querySelector('.help-without-script'), 'the way for pages without scripts gone').to.equal(null);
      expect(root.querySelectorAll('form'), 'one form, not a second copy').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      observer.disconnect();
      reported.stop();
    }
    // The choice is the form's: Continue goes on.
    submitButton(root).click();
    await heading(root, TEXT.serviceTypeQuestion);
  });

  it('takes a Continue pressed once the entry script has run, and goes on with the choice once the code is in [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfQuestion();
    holdEarlyPresses(el.localName); // as the element's entry script does as soon as it arrives
    expect(submitButton(root).disabled, 'the entry script in: Continue can be pressed').to.equal(false);
    radio(root, 'customerType', 'directDebit').click();
    const address = location.href;
    submitButton(root).click();
    expect(location.href, 'the page stays, the answer out of its address').to.equal(address);
    const reported = collectReports();
    try {
      arrive();
      await heading(root, TEXT.serviceTypeQuestion);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
    } finally {
      reported.stop();
    }
    // Back: the question, with the answer it went on with.
    root.querySelector<HTMLAnchorElement>('.cj-back-link')?.click();
    await heading(root, TEXT.customerTypeQuestion);
    await waitFor(() => checkedValue(root, 'customerType') === 'directDebit', { message: 'the answer kept' });
  });

  it('a Continue pressed early with nothing chosen asks for an answer once the code is in [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfQuestion();
    holdEarlyPresses(el.localName);
    submitButton(root).click();
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.complaintCustomerType.required]);
    expect(textOf(root.querySelector('h1')!)).to.include(TEXT.customerTypeQuestion);
    await expect(el).to.be.accessible();
  });

  it('with a complaint, the element draws its details step in the snapshot\'s place, with nothing reported [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotOfQuestion((html) => html.replace(/^<([\w-]+)/, '<$1 complaint="pay-as-you-go"'));
    expect(root.querySelector('input[name="customerType"]'), "the snapshot's question, until the element's own").to.not.equal(null);
    const reported = collectReports();
    try {
      arrive();
      await heading(root, KIND_TEXT.complaint.heading);
      await waitFor(() => root.querySelector('input[name="firstName"]'), { message: 'the details step' });
      expect(snapshotLink(root), "the snapshot's stylesheet gone with it").to.equal(null);
      expect(root.querySelector('input[name="customerType"]'), 'no question left').to.equal(null);
      expect(root.querySelectorAll('form'), 'one form').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      reported.stop();
    }
  });

  it('where the answers saved for the tab reopen a later step, the element draws that step in the snapshot\'s place, with nothing reported [both runtimes]', async () => {
    savedForTheTab({ customerType: 'payAsYouGo', step: '/make-a-complaint-select-type', seen: ['/make-a-complaint', '/make-a-complaint-select-type'] });
    const { el, root, arrive } = await snapshotOfQuestion();
    const reported = collectReports();
    try {
      arrive();
      await heading(root, TEXT.serviceTypeQuestion);
      expect(snapshotLink(root)).to.equal(null);
      expect(root.querySelector('input[name="customerType"]')).to.equal(null);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
      await expect(el).to.be.accessible();
    } finally {
      reported.stop();
    }
  });

  it('a question answered earlier in the tab is taken over with that answer chosen, nothing reported [both runtimes]', async () => {
    savedForTheTab({ customerType: 'other', step: '/make-a-complaint', seen: ['/make-a-complaint'] });
    const { root, arrive } = await snapshotOfQuestion();
    const question = root.querySelector('form');
    const reported = collectReports();
    try {
      arrive();
      await takenOver(root);
      await waitFor(() => checkedValue(root, 'customerType') === 'other', { message: 'the saved answer chosen' });
      expect(root.querySelector('form'), "the snapshot's own form, taken over").to.equal(question);
      expect(reported.reports.map(reportedText), 'reports').to.deep.equal([]);
    } finally {
      reported.stop();
    }
  });

  it('is the first screen only where the element opens on the question with nothing offered above it', () => {
    const host = (attributes: Record<string, string> = {}) => {
      const element = document.createElement('div');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    };
    expect(opensOnQuestion(host()), 'nothing saved').to.equal(true);
    expect(opensOnQuestion(host({ complaint: 'pay-as-you-go' })), 'a complaint').to.equal(false);
    expect(opensOnQuestion(host({ complaint: '' })), 'an empty complaint').to.equal(true);
    expect(opensOnQuestion(host({ authoring: '' })), 'authoring mode').to.equal(false);
    history.replaceState(null, '', '/help-and-support/complaints/enquiry-pay-as-you-go');
    expect(opensOnQuestion(host()), "the page URL's complaint").to.equal(false);
    history.replaceState(null, '', '/help-and-support/make-a-complaint-select-type');
    expect(opensOnQuestion(host()), 'another step in the URL, without url-routing').to.equal(true);
    expect(opensOnQuestion(host({ 'url-routing': '' })), 'another step in the URL, with url-routing').to.equal(false);
    history.replaceState(null, '', '/Help-and-Support/Confirmation/');
    expect(opensOnQuestion(host({ 'url-routing': '' })), 'the confirmation, as the router reads it').to.equal(false);
    history.replaceState(null, '', '/help-and-support/make-a-complaint');
    expect(opensOnQuestion(host({ 'url-routing': '' })), 'the question in the URL').to.equal(true);
    savedForTheTab({ step: '/make-a-complaint-select-type' });
    expect(opensOnQuestion(host({ 'url-routing': '' })), 'with url-routing the URL decides').to.equal(true);
    expect(opensOnQuestion(host()), 'a later step saved').to.equal(false);
    expect(opensOnQuestion(host({ 'draft-key': 'other' })), "another instance's answers").to.equal(true);
    savedForTheTab({}, { origin: 'complaints/pay-as-you-go/query', reference: 'C-1' });
    expect(opensOnQuestion(host()), 'a receipt kept: the confirmation').to.equal(false);
    sessionStorage.removeItem(STORAGE_KEY);
    simulateReload();
    localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify([{ key: 'k', draftId: 'd', origin: 'complaints/pay-as-you-go/query', body: '{}', draft: 'complaint#mine', keptAt: Date.now() }]));
    expect(opensOnQuestion(host({ 'draft-key': 'mine' })), 'answers kept on the device, offered above the question').to.equal(false);
    expect(opensOnQuestion(host()), "another instance's kept answers").to.equal(true);
  });
});
