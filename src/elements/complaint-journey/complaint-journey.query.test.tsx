import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, hasField, inlineErrorOf, resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { getLeads } from '../../../test/helpers/stand-ins';
import { setReporter } from '../../report';
import { getHelpStore, STORAGE_KEY } from '../../store';
import { COMPLAINT_SUBJECTS, messages } from '../../validation';
import { define } from './complaint-journey.element';
import { SENT_TEXT } from '../../journeys/journeys.text';
import { buttonNamed, confirmed, heading, typeDetails } from '../../journeys/test-support';
import { mount, pasteInto, reachQuery } from './complaint-journey.test-support';
import { KIND_TEXT, TEXT } from './complaint-journey.text';
import { ANNOUNCE_AFTER_MS } from './screens/query-text';

define();

const query = (root: ShadowRoot) => root.querySelector<HTMLTextAreaElement>('textarea[name="query"]')!;
const visibleNotice = (root: ShadowRoot) => textOf(root.querySelector('.cj-limit')!);
const announced = (root: ShadowRoot) => textOf(root.querySelector('[data-limit-announcement]')!);

describe('<complaint-journey> query', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('asks a gas and electricity complaint for its subject, from SPEC\'s 17, and its text, both required', async () => {
    const { el, root } = await reachQuery('gas-and-electricity');
    expect(textOf(root.querySelector('h1')!)).to.equal(`Gas and electricity${KIND_TEXT.complaint.queryHeading}`);
    expect(textOf(root)).to.contain(KIND_TEXT.complaint.querySubheading);
    const options = [...root.querySelectorAll<HTMLOptionElement>('select[name="subject"] option')].map((option) => option.value);
    expect(options).to.deep.equal(['', ...COMPLAINT_SUBJECTS]);
    expect(COMPLAINT_SUBJECTS).to.have.length(17);
    await expect(el).to.be.accessible();
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    // The box is labelled "Your complaint": its error says so too.
    expect(summaryLinks(root)).to.deep.equal([messages.subject.required, 'Enter your complaint']);
    expect(inlineErrorOf(root, query(root))).to.equal('Error: Enter your complaint');
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it("names an enquiry's box in its error as its label does", async () => {
    const { el, root } = await reachQuery('enquiry-pay-as-you-go');
    expect(textOf(root.querySelector(`label[for="${query(root).id}"]`)!)).to.equal(KIND_TEXT.enquiry.queryLabel);
    submitButton(root).click();
    await waitFor(() => summaryLinks(root).length === 1, { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal(['Enter your enquiry']);
    expect(inlineErrorOf(root, query(root))).to.equal('Error: Enter your enquiry');
    await expect(el).to.be.accessible();
  });

  it('asks a Pay As You Go enquiry for no subject', async () => {
    const { root } = await reachQuery('enquiry-pay-as-you-go');
    expect(textOf(root.querySelector('h1')!)).to.equal(`Pay As You Go${KIND_TEXT.enquiry.queryHeading}`);
    expect(textOf(root)).to.contain(KIND_TEXT.enquiry.querySubheading);
    expect(hasField(root, 'subject')).to.equal(false);
    expect(textOf(submitButton(root))).to.equal('Send enquiry');
  });

  describe('on a fake clock', () => {
    let clock: ReturnType<typeof install> | undefined;
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('says how many characters over 30,000 the text is as it is typed, and announces it once typing pauses [both runtimes]', async () => {
      const { el, root } = await reachQuery('pay-as-you-go');
      pasteInto(query(root), 'a'.repeat(29_999));
      expect(visibleNotice(root)).to.equal('');
      // The pause before the announcement runs on a fake clock, which only the test moves.
      clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
      await typeInto(query(root), 'bcd');
      await waitFor(() => visibleNotice(root) === 'Maximum character limit reached. You are currently 2 characters over.', { message: 'the notice' });
      await clock.tickAsync(ANNOUNCE_AFTER_MS - 1);
      expect(announced(root), 'not announced while typing').to.equal('');
      const fake = clock;
      await waitFor(
        () => {
          fake.tick(1);
          return announced(root) === 'Maximum character limit reached. You are currently 2 characters over.';
        },
        { message: 'the announcement' },
      );
      await typeInto(query(root), 'e');
      expect(visibleNotice(root)).to.equal('Maximum character limit reached. You are currently 3 characters over.');
      expect(announced(root)).to.equal('Maximum character limit reached. You are currently 2 characters over.');
      // The accessibility check and the rest run on the page's own clock.
      clock.uninstall();
      clock = undefined;
      await expect(el).to.be.accessible();
      submitButton(root).click();
      await waitFor(() => summaryLinks(root).length === 1, { message: 'the error summary' });
      expect(summaryLinks(root)).to.deep.equal(['Your complaint must be 30,000 characters or less']);
      expect(await getLeads()).to.have.length(0);
      await expect(el).to.be.accessible();
    });
  });

  it('keeps the subject and text across a reload, and the details on Back [both runtimes]', async () => {
    const { root } = await reachQuery('enquiry-gas-and-electricity');
    (root.querySelector('select[name="subject"]') as HTMLSelectElement).focus();
    const select = fieldIn(root, 'subject') as unknown as HTMLSelectElement;
    select.value = 'Discount';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await typeInto(query(root), 'Why?');
    simulateReload();
    const again = await mount({ complaint: 'enquiry-gas-and-electricity' });
    await heading(again.root, KIND_TEXT.enquiry.queryHeading);
    expect((fieldIn(again.root, 'subject') as unknown as HTMLSelectElement).value).to.equal('Discount');
    expect(query(again.root).value).to.equal('Why?');
  });

  it('without cached details goes back to the details step, saying "No cached data found", sending nothing', async () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      history.replaceState(null, '', '/help-and-support/complaints/gas-and-electricity/query');
      const { root } = await mount({ 'url-routing': '' });
      await heading(root, KIND_TEXT.complaint.heading);
      await waitFor(() => location.pathname === '/help-and-support/complaints/gas-and-electricity', { message: 'the details route' });
      expect(reports).to.deep.equal(['No cached data found']);
      expect(await getLeads()).to.have.length(0);
    } finally {
      setReporter(previous);
    }
  });

  it('changing a detail after Next step needs Next step again before the query is sent', async () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      history.replaceState(null, '', '/help-and-support/complaints/pay-as-you-go');
      const { root } = await reachQuery('pay-as-you-go', { 'url-routing': '' });
      history.back();
      await heading(root, KIND_TEXT.complaint.heading);
      await typeDetails(root, { firstName: 'x' });
      history.forward();
      // The query step was reached again, found the details changed (reported) and went back.
      await waitFor(() => reports.length > 0 && location.pathname === '/help-and-support/complaints/pay-as-you-go', { message: 'the details route again' });
      expect(reports).to.deep.equal(['No cached data found']);
      expect(location.pathname).to.equal('/help-and-support/complaints/pay-as-you-go');
      expect(root.querySelector('textarea')).to.equal(null);
      expect(textOf(root.querySelector('h1')!)).to.contain(KIND_TEXT.complaint.heading);
      expect(fieldIn(root, 'firstName').value).to.equal('Annx');
    } finally {
      setReporter(previous);
    }
  });

  it('clears every answer once the lead is accepted, keeping only the reference', async () => {
    const { root } = await reachQuery('pay-as-you-go');
    await typeInto(query(root), 'My top-up did not arrive.');
    submitButton(root).click();
    await confirmed(root, SENT_TEXT.complaint);
    const [lead] = await getLeads();
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { drafts: unknown; receipts: { complaint: { sentAt: unknown } } };
    expect(saved.drafts).to.deep.equal({});
    expect(Object.keys(saved.receipts)).to.deep.equal(['complaint']);
    expect(saved.receipts.complaint).to.deep.include({ origin: 'complaints/pay-as-you-go/query', reference: lead!.id });
    expect(saved.receipts.complaint.sentAt).to.be.a('number');
    expect(getHelpStore().getState().drafts.complaint).to.equal(undefined);
    expect(buttonNamed(root, TEXT.startAgain)).to.not.equal(null);
  });
});
