import { expect } from '@open-wc/testing';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, getLeads, injectFault } from '../../../test/helpers/stand-ins';
import type { ComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { define } from './complaint-journey.element';
import { SENT_TEXT } from '../../journeys/journeys.text';
import { CHOSEN_ADDRESS_ID, buttonNamed, confirmed, heading } from '../../journeys/test-support';
import { mount, reachQuery } from './complaint-journey.test-support';
import { KIND_TEXT, TEXT } from './complaint-journey.text';

define();

const query = (root: ShadowRoot) => root.querySelector<HTMLTextAreaElement>('textarea[name="query"]')!;

async function chooseSubject(root: ShadowRoot, subject: string): Promise<void> {
  const select = fieldIn(root, 'subject') as unknown as HTMLSelectElement;
  select.value = subject;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const customer = {
  'first-name': 'Ann',
  surname: "O'Neill",
  'vulnerability-consent': true,
  email: 'ann@example.com',
  'contact-number': { number: '07700900982', type: 'mobile' },
};

/**
 * End to end, a complaint with a subject and an enquiry without one: the journey hands its route
 * and answers to the lead builder. How each of the four routes is filed, and the subject rule,
 * are the lead builder's own tests (src/leads/help-query-lead.test.ts); which routes ask for a
 * subject, complaint-journey.data.test.ts; the subject's question on screen, the query step's.
 */
const cases: [ComplaintSlug, string, string, string | undefined][] = [
  ['gas-and-electricity', 'Meters', 'Make a complaint-Monthly or quarterly', 'Dispute Bill/Balance'],
  ['enquiry-pay-as-you-go', 'Enquiry', 'Enquiry-Pay As You Go', undefined],
];

describe('<complaint-journey> sending', () => {
  beforeEach(resetPage);
  after(resetPage);

  for (const [slug, queryType, querySubtype, subject] of cases) {
    it(`complaints/${slug}/query sends the help query lead filed as ${queryType} / ${querySubtype}`, async () => {
      const submitted: CustomEvent<unknown>[] = [];
      const record = (event: CustomEvent) => submitted.push(event);
      document.addEventListener('help-submitted', record);
      try {
        const { root } = await reachQuery(slug);
        if (subject) await chooseSubject(root, subject);
        await typeInto(query(root), '  The bill is wrong.  ');
        submitButton(root).click();
        await confirmed(root, slug.startsWith('enquiry') ? SENT_TEXT.enquiry : SENT_TEXT.complaint);
        const leads = await getLeads();
        expect(leads).to.have.length(1);
        expect(leads[0]!.headers['content-type']).to.contain('application/vnd.api+json');
        expect(leads[0]!.body).to.deep.equal({
          data: {
            type: 'leads',
            attributes: {
              title: 'NA',
              topic: 'help-&-support',
              'query-type': queryType,
              'query-subtype': querySubtype,
              query: 'The bill is wrong.',
              ...customer,
              'additional-information': { caseType: subject ?? null, accountPrefix: null, textphoneNumber: '0800123456' },
              ...(subject ? { subject } : {}),
            },
            relationships: { address: { data: { type: 'addresses', id: CHOSEN_ADDRESS_ID } } },
          },
        });
        expect(submitted.map((event) => event.detail)).to.deep.equal([{ origin: `complaints/${slug}/query`, reference: leads[0]!.id }]);
      } finally {
        document.removeEventListener('help-submitted', record);
      }
    });
  }

  it('confirms a complaint with its reference, the email, what happens next and when [both runtimes]', async () => {
    const { el, root } = await reachQuery('gas-and-electricity', { 'owns-page': '' });
    await chooseSubject(root, 'Faulty meter');
    await typeInto(query(root), 'Broken.');
    submitButton(root).click();
    const panel = await confirmed(root, 'Complaint sent');
    const [lead] = await getLeads();
    expect(textOf(panel)).to.equal(`Complaint sentYour reference number${lead!.id}`);
    expect([...root.querySelectorAll('.cj > p, .cj > h2')].map(textOf)).to.deep.equal([
      "We've also sent your reference number to your email address.",
      'What happens next',
      'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.',
      // After the product's words: where to turn if the complaint is not resolved.
      'If your complaint is not resolved',
      'If we have not resolved your complaint within 8 weeks, or we send you a final response (a deadlock letter) and you are still unhappy, you can ask the Energy Ombudsman to look into it. The Energy Ombudsman is free and independent.',
    ]);
    await waitFor(() => deepActiveElement()?.tagName === 'H1', { message: 'focus on the confirmation heading' });
    expect(document.title).to.equal('Complaint sent - Help & Support');
    await expect(el).to.be.accessible();

    simulateReload();
    const again = await mount({ complaint: 'gas-and-electricity' });
    await confirmed(again.root, 'Complaint sent');
    expect(textOf(again.root)).to.contain(lead!.id);
    buttonNamed(again.root, TEXT.startAgain)!.click();
    await heading(again.root, KIND_TEXT.complaint.heading);
    expect(fieldIn(again.root, 'firstName').value).to.equal('');
  });

  it('sends the confirmation page reached without a submission back to the start', async () => {
    history.replaceState(null, '', '/help-and-support/confirmation');
    const { root } = await mount({ 'url-routing': '' });
    await heading(root, TEXT.customerTypeQuestion);
    expect(location.pathname).to.equal('/help-and-support/make-a-complaint');
  });

  it("shows SPEC's banner when the leads service fails, keeps every answer, and the same button sends one lead", async () => {
    await injectFault({ service: 'leads', status: 500, until: 'cleared' });
    const { el, root } = await reachQuery('pay-as-you-go');
    await typeInto(query(root), 'No gas.');
    submitButton(root).click();
    const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the banner' });
    expect(textOf(banner.querySelector('h2')!)).to.equal("Unfortunately, we're having technical problems at the moment.");
    expect(textOf(banner.querySelector('p')!)).to.equal(
      "Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.",
    );
    expect(query(root).value).to.equal('No gas.');
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
    // The service is back for the customer's second press.
    await clearFaults();
    submitButton(root).click();
    await confirmed(root, 'Complaint sent');
    expect(await getLeads()).to.have.length(1);
  });

  it('stores one lead when the answer was lost after the lead was stored, across a reload and a retry', async () => {
    await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
    const { root } = await reachQuery('enquiry-pay-as-you-go');
    await typeInto(query(root), 'When is my refund?');
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the banner' });
    const stored = await getLeads();
    expect(stored).to.have.length(1);
    simulateReload();
    const again = await mount({ complaint: 'enquiry-pay-as-you-go' });
    await heading(again.root, KIND_TEXT.enquiry.queryHeading);
    // Opened again, the page sends the same request first; the service, still failing, leaves it unknown.
    await waitFor(() => textOf(again.root).includes(KEPT_TEXT.uncheckedTitle), { message: 'the check answered' });
    expect(query(again.root).value).to.equal('When is my refund?');
    // The service answers again for the retry after the reload.
    await clearFaults();
    submitButton(again.root).click();
    await confirmed(again.root, 'Enquiry sent');
    expect(await getLeads()).to.have.length(1);
    expect(textOf(again.root)).to.contain(stored[0]!.id);
    // An enquiry is not a complaint: no word of the Energy Ombudsman.
    expect(textOf(again.root)).not.to.contain('Energy Ombudsman');
  });

  it('sends one lead on a double click [both runtimes]', async () => {
    const leads = holdRequests('/v1/leads');
    const { root } = await reachQuery('pay-as-you-go');
    await typeInto(query(root), 'Twice?');
    submitButton(root).click();
    submitButton(root).click();
    await waitFor(() => submitButton(root).getAttribute('aria-disabled') === 'true', { message: 'the busy button' });
    submitButton(root).click();
    leads.release();
    await confirmed(root, 'Complaint sent');
    expect(await getLeads()).to.have.length(1);
  });

  it('can be completed with the keyboard alone, from the first question to the confirmation [all engines] [both runtimes]', async () => {
    const { root } = await mount();
    root.querySelector<HTMLInputElement>('input[name="customerType"]')!.focus();
    await press('ArrowDown'); // Pay As You Go
    await press('Enter');
    const typeHeading = await heading(root, TEXT.serviceTypeQuestion);
    await waitFor(() => deepActiveElement() === typeHeading, { message: 'focus on the heading' });
    await press('Tab');
    await press(' '); // Energy (the space bar by its character: Firefox's driver knows no 'Space')
    await press('Enter'); // how the customer pays is known: straight to the details
    const detailsHeading = await heading(root, KIND_TEXT.complaint.heading);
    await waitFor(() => deepActiveElement() === detailsHeading, { message: 'focus on the heading' });
    for (const value of ['Kay', 'Ng', 'kay@example.com', '01632 960 001', '']) {
      await press('Tab');
      if (value) await typeInto(deepActiveElement() as HTMLElement, value);
    }
    await press('Tab'); // vulnerability: Yes
    await press('ArrowRight'); // No
    await press('Tab'); // the address question's postcode box
    await typeInto(deepActiveElement() as HTMLElement, 'SW1A 1AA');
    await press('Enter'); // finds the addresses, and focus moves to the list
    await waitFor(() => deepActiveElement()?.tagName === 'SELECT', { message: 'focus on the list of addresses' });
    await press('ArrowDown'); // the first address
    await press('Tab'); // "Use this address"
    await press('Enter');
    await waitFor(() => root.querySelector('button[type="submit"]'), { message: 'Next step' });
    submitButton(root).focus();
    await press('Enter');
    const queryHeading = await heading(root, KIND_TEXT.complaint.queryHeading);
    await waitFor(() => deepActiveElement() === queryHeading, { message: 'focus on the heading' });
    await press('Tab');
    await typeInto(deepActiveElement() as HTMLElement, 'Keys only.');
    await press('Tab');
    await press('Enter');
    await confirmed(root, 'Complaint sent');
    const [lead] = await getLeads();
    expect(lead!.body.data.attributes).to.include({ 'first-name': 'Kay', query: 'Keys only.', 'vulnerability-consent': false });
    expect(lead!.body.data.attributes['contact-number']).to.deep.equal({ number: '01632960001', type: 'home' });
  });
});
