import { expect } from '@open-wc/testing';
import { deepActiveElement, textOf, waitFor } from '../../../test/helpers/dom';
import { fieldIn, hasField, inlineErrorOf, resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { getLeads } from '../../../test/helpers/stand-ins';
import { messages } from '../../validation';
import { JOURNEY_TEXT } from '../../journeys/journeys.text';
import { buttonNamed, checkedValue, chooseAddress, heading, radio, typeDetails, validDetails } from '../../journeys/test-support';
import { define } from './feedback-journey.element';
import { creditShown, fillDetails, mount, reachDetails } from './feedback-journey.test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';

define();

describe('<feedback-journey> personal details', () => {
  beforeEach(resetPage);
  after(resetPage);

  it("leads in with 'If you could supply a few details...' and asks every question", async () => {
    const { el, root } = await reachDetails();
    expect(textOf(root.querySelector('h1')!)).to.equal('Using your creditYour details');
    expect([...root.querySelectorAll('.cj > p')].map(textOf)).to.deep.equal(['If you could supply a few details...', FEEDBACK_TEXT.detailsWhy]);
    for (const name of ['firstName', 'surname', 'email', 'telephoneNumber', 'textphoneNumber', 'vulnerability']) expect(hasField(root, name), name).to.equal(true);
    expect(textOf(root)).to.contain(JOURNEY_TEXT.vulnerabilityQuestion).and.contain(JOURNEY_TEXT.vulnerabilityHint);
    await expect(el).to.be.accessible();
  });

  it('hints that the email is used to contact them about their credit, promising no reference number, as the confirmation gives none', async () => {
    const { root } = await reachDetails();
    const email = fieldIn(root, 'email');
    const hint = root.getElementById(`${email.id}-hint`);
    expect(email.getAttribute('aria-describedby')?.split(' ')).to.include(`${email.id}-hint`);
    expect(textOf(hint!)).to.equal("We'll only use this to contact you about your credit");
    expect(textOf(root)).not.to.match(/reference/i);
  });

  it('shows the send button only once an address is chosen', async () => {
    const { el, root } = await reachDetails();
    expect(root.querySelector('button[type="submit"]')).to.equal(null);
    await chooseAddress(root);
    expect(textOf(submitButton(root))).to.equal('Send request');
    await expect(el).to.be.accessible();
  });

  it('lists every missing answer in a focused summary and inline, in page order, sending nothing [both runtimes]', async () => {
    const { el, root } = await reachDetails();
    await chooseAddress(root);
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([
      messages.firstName.required,
      messages.surname.required,
      messages.email.required,
      messages.telephone.required,
      messages.vulnerabilityConsent.required,
    ]);
    await waitFor(() => deepActiveElement()?.classList.contains('help-error-summary'), { message: 'focus on the summary' });
    expect(inlineErrorOf(root, fieldIn(root, 'telephoneNumber'))).to.equal(`Error: ${messages.telephone.required}`);
    expect(inlineErrorOf(root, radio(root, 'vulnerability', 'Yes'))).to.equal(`Error: ${messages.vulnerabilityConsent.required}`);
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('checks the feedback telephone rule (UK or Irish, no minimum), the email and the textphone digits', async () => {
    const { root } = await reachDetails();
    await fillDetails(root, { ...validDetails, email: 'ann@', telephoneNumber: '12ab', textphoneNumber: '0800-123' }, 'No');
    submitButton(root).click();
    await waitFor(() => summaryLinks(root).length === 3, { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.email.format, messages.telephone.format, messages.textphone.characters]);
    expect(fieldIn(root, 'telephoneNumber').value).to.equal('12ab');
  });

  // Shorter than the complaint journey's minimum of 11 digits: this journey has the feedback rule.
  // Which numbers each rule takes: src/validation/contact.test.ts; the contact number sent: src/leads.
  it('accepts 0161 496 000: no minimum length', async () => {
    const { root } = await reachDetails();
    await fillDetails(root, { ...validDetails, telephoneNumber: '0161 496 000' }, 'No');
    submitButton(root).click();
    await waitFor(() => textOf(root).includes(JOURNEY_TEXT.feedbackConfirmed), { message: 'the confirmation' });
    const [lead] = await getLeads();
    expect(lead!.body.data.attributes['contact-number']).to.deep.equal({ number: '0161496000', type: 'home' });
  });

  it('keeps every answer, the chosen address and the postcode across a reload and on Back [both runtimes]', async () => {
    const { root } = await reachDetails();
    await typeDetails(root, { firstName: 'Ann', textphoneNumber: '0800' });
    radio(root, 'vulnerability', 'No').click();
    await typeDetails(root, { 'fj-address-finder': 'sw1a 1aa' });
    simulateReload();
    const again = await mount();
    await heading(again.root, FEEDBACK_TEXT.detailsHeading);
    expect(fieldIn(again.root, 'firstName').value).to.equal('Ann');
    expect(fieldIn(again.root, 'textphoneNumber').value).to.equal('0800');
    expect(checkedValue(again.root, 'vulnerability')).to.equal('No');
    expect(fieldIn(again.root, 'fj-address-finder').value).to.equal('sw1a 1aa');
    await chooseAddress(again.root);
    again.root.querySelector<HTMLAnchorElement>('.cj-back-link')!.click();
    await creditShown(again.root);
    submitButton(again.root).click();
    await heading(again.root, FEEDBACK_TEXT.detailsHeading);
    expect(fieldIn(again.root, 'firstName').value).to.equal('Ann');
    expect(textOf(again.root)).to.contain('Flat 1, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA');
    expect(buttonNamed(again.root, 'Send request')).to.not.equal(null);
  });
});
