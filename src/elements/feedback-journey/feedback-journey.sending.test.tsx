import { expect } from '@open-wc/testing';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, getLeads, injectFault } from '../../../test/helpers/stand-ins';
import { JOURNEY_TEXT } from '../../journeys/journeys.text';
import { CHOSEN_ADDRESS_ID, buttonNamed, confirmed, heading } from '../../journeys/test-support';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { define } from './feedback-journey.element';
import { CREDIT_TEXT, creditBox, creditShown, fillDetails, mount, reachDetails } from './feedback-journey.test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';

define();

const THANKS = "Thanks, we've got your request";

describe('<feedback-journey> sending', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('sends the feedback lead: the credit text as the query, filed as Feedback / Feedback-Energy, with the details [both runtimes]', async () => {
    const submitted: CustomEvent<unknown>[] = [];
    const record = (event: CustomEvent) => submitted.push(event);
    document.addEventListener('help-submitted', record);
    try {
      const { root } = await mount();
      await typeInto(creditBox(root), `  ${CREDIT_TEXT}  `);
      submitButton(root).click();
      await heading(root, FEEDBACK_TEXT.detailsHeading);
      await fillDetails(root);
      submitButton(root).click();
      await confirmed(root, THANKS);
      const leads = await getLeads();
      expect(leads).to.have.length(1);
      expect(leads[0]!.headers['content-type']).to.contain('application/vnd.api+json');
      expect(leads[0]!.body).to.deep.equal({
        data: {
          type: 'leads',
          attributes: {
            title: 'NA',
            topic: 'help-&-support-feedback',
            'query-type': 'Feedback',
            'query-subtype': 'Feedback-Energy',
            query: CREDIT_TEXT,
            'first-name': 'Ann',
            surname: "O'Neill",
            'vulnerability-consent': true,
            email: 'ann@example.com',
            'contact-number': { number: '07700900982', type: 'mobile' },
            'additional-information': { caseType: null, accountPrefix: null, textphoneNumber: '0800123456' },
          },
          // The chosen address's id reaches the lead.
          relationships: { address: { data: { type: 'addresses', id: CHOSEN_ADDRESS_ID } } },
        },
      });
      expect(submitted.map((event) => event.detail)).to.deep.equal([{ origin: 'feedback', reference: leads[0]!.id }]);
    } finally {
      document.removeEventListener('help-submitted', record);
    }
  });

  it("confirms with 'Thanks, we've got your request' and what happens next, clearing the answers [both runtimes]", async () => {
    const { el, root } = await reachDetails({ 'owns-page': '' });
    await fillDetails(root);
    submitButton(root).click();
    const panel = await confirmed(root, THANKS);
    expect(textOf(panel)).to.equal(THANKS);
    expect([...root.querySelectorAll('.cj > p, .cj > h2')].map(textOf)).to.deep.equal(['What happens next', JOURNEY_TEXT.feedbackNext]);
    await waitFor(() => deepActiveElement()?.tagName === 'H1', { message: 'focus on the confirmation heading' });
    expect(document.title).to.equal(`${THANKS} - Help & Support`);
    await expect(el).to.be.accessible();

    simulateReload();
    const again = await mount();
    await confirmed(again.root, THANKS);
    buttonNamed(again.root, FEEDBACK_TEXT.startAgain)!.click();
    await creditShown(again.root);
    expect(creditBox(again.root).value).to.equal('');
  });

  it('sends the confirmation page reached without a submission back to the start', async () => {
    history.replaceState(null, '', '/help-and-support/confirmation');
    const { root } = await mount({ 'url-routing': '' });
    await creditShown(root);
    expect(location.pathname).to.equal('/help-and-support/complaints/feedback');
  });

  it("shows SPEC's banner when the leads service fails, keeps every answer, and the same button sends one lead", async () => {
    await injectFault({ service: 'leads', status: 500, until: 'cleared' });
    const { el, root } = await reachDetails();
    await fillDetails(root);
    submitButton(root).click();
    const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the banner' });
    expect(textOf(banner.querySelector('h2')!)).to.equal("Unfortunately, we're having technical problems at the moment.");
    expect(textOf(banner.querySelector('p')!)).to.equal(
      "Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.",
    );
    expect(fieldIn(root, 'firstName').value).to.equal('Ann');
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
    // The service is back for the customer's second press.
    await clearFaults();
    submitButton(root).click();
    await confirmed(root, THANKS);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(leads[0]!.body.data.attributes.query).to.equal(CREDIT_TEXT);
  });

  it('stores one lead when the answer was lost after the lead was stored, across a reload and a retry', async () => {
    await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
    const { root } = await reachDetails();
    await fillDetails(root);
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the banner' });
    const stored = await getLeads();
    expect(stored).to.have.length(1);
    simulateReload();
    const again = await mount();
    await heading(again.root, FEEDBACK_TEXT.detailsHeading);
    // Opened again, the page sends the same request first; the service, still failing, leaves it unknown.
    await waitFor(() => textOf(again.root).includes(KEPT_TEXT.uncheckedTitle), { message: 'the check answered' });
    // The service answers again for the retry after the reload.
    await clearFaults();
    submitButton(again.root).click();
    await confirmed(again.root, THANKS);
    expect(await getLeads()).to.have.length(1);
  });

  it('sends one lead on a double click', async () => {
    const leads = holdRequests('/v1/leads');
    const { root } = await reachDetails();
    await fillDetails(root);
    submitButton(root).click();
    submitButton(root).click();
    await waitFor(() => submitButton(root).getAttribute('aria-disabled') === 'true', { message: 'the busy button' });
    submitButton(root).click();
    leads.release();
    await confirmed(root, THANKS);
    expect(await getLeads()).to.have.length(1);
  });

  it('can be completed with the keyboard alone [all engines] [both runtimes]', async () => {
    const { root } = await mount();
    creditBox(root).focus();
    await typeInto(deepActiveElement() as HTMLElement, 'Kay Ng, 2 Test Road, A1234, kay@example.com');
    await press('Tab');
    await press('Enter'); // I don't want the refund
    const detailsHeading = await heading(root, FEEDBACK_TEXT.detailsHeading);
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
    await waitFor(() => root.querySelector('button[type="submit"]'), { message: 'Send request' });
    await press('Tab'); // "Change address"
    await press('Tab');
    expect(deepActiveElement()).to.equal(submitButton(root));
    await press('Enter');
    await confirmed(root, THANKS);
    const [lead] = await getLeads();
    expect(lead!.body.data.attributes).to.include({ 'first-name': 'Kay', query: 'Kay Ng, 2 Test Road, A1234, kay@example.com', 'vulnerability-consent': false });
    expect(lead!.body.data.attributes['contact-number']).to.deep.equal({ number: '01632960001', type: 'home' });
  });
});
