import { expect } from '@open-wc/testing';
import { deepActiveElement, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { fieldIn, hasField, mountElement, inlineErrorOf, resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { getLeads } from '../../../test/helpers/stand-ins';
import { messages } from '../../validation';
import { define } from './complaint-journey.element';
import { buttonNamed, checkedValue, chooseAddress, heading, radio, typeDetails, validDetails } from '../../journeys/test-support';
import { mount } from './complaint-journey.test-support';
import { KIND_TEXT, TEXT } from './complaint-journey.text';

define();

const paragraphs = (root: ShadowRoot) => [...root.querySelectorAll('.cj > p')].map(textOf);

describe('<complaint-journey> details', () => {
  beforeEach(resetPage);
  after(resetPage);

  const routes = [
    ['gas-and-electricity', 'Gas and electricity', KIND_TEXT.complaint, 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.'],
    ['pay-as-you-go', 'Pay As You Go', KIND_TEXT.complaint, 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.'],
    ['enquiry-gas-and-electricity', 'Gas and electricity', KIND_TEXT.enquiry, 'We usually reply to a gas and electricity enquiry in about 2 days.'],
    ['enquiry-pay-as-you-go', 'Pay As You Go', KIND_TEXT.enquiry, 'We usually reply to a Pay As You Go enquiry in about 7 days.'],
  ] as const;

  for (const [slug, caption, words, responseTime] of routes) {
    it(`complaints/${slug}: heading, response time and every question`, async () => {
      const { el, root } = await mount({ complaint: slug, 'owns-page': '' });
      expect(textOf(root.querySelector('h1')!)).to.equal(`${caption}${words.heading}`);
      expect(textOf(root.querySelector('.help-caption')!)).to.equal(caption);
      expect(paragraphs(root)).to.deep.equal([words.intro, responseTime]);
      expect(document.title).to.equal(`${words.heading} - Help & Support`);
      for (const name of ['firstName', 'surname', 'email', 'telephoneNumber', 'textphoneNumber', 'vulnerability']) expect(hasField(root, name), name).to.equal(true);
      expect(textOf(root.querySelector(`label[for="${fieldIn(root, 'textphoneNumber').id}"]`)!)).to.equal('Textphone or international number (optional)');
      expect(textOf(root)).to.contain(TEXT.vulnerabilityQuestion).and.contain(TEXT.vulnerabilityHint);
      await expect(el).to.be.accessible();
    });
  }

  it('shows Next step only once an address is chosen', async () => {
    const { el, root } = await mount({ complaint: 'gas-and-electricity' });
    expect(root.querySelector('button[type="submit"]')).to.equal(null);
    await chooseAddress(root);
    expect(textOf(submitButton(root))).to.equal('Next step');
    await expect(el).to.be.accessible();
  });

  it('lists every missing answer in a focused summary and inline, in page order, sending nothing [both runtimes]', async () => {
    const { el, root } = await mount({ complaint: 'pay-as-you-go' });
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
    expect(inlineErrorOf(root, fieldIn(root, 'email'))).to.equal(`Error: ${messages.email.required}`);
    expect(inlineErrorOf(root, radio(root, 'vulnerability', 'Yes'))).to.equal(`Error: ${messages.vulnerabilityConsent.required}`);
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('checks the complaint telephone rule (UK or Irish, 11 digits or more), the email and the textphone digits', async () => {
    const { root } = await mount({ complaint: 'gas-and-electricity' });
    await typeDetails(root, { ...validDetails, email: 'ann@', telephoneNumber: '0161 496 000', textphoneNumber: '0800-123' });
    radio(root, 'vulnerability', 'No').click();
    await chooseAddress(root);
    submitButton(root).click();
    await waitFor(() => summaryLinks(root).length === 3, { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.email.format, messages.telephone.tooShort, messages.textphone.characters]);
    expect(fieldIn(root, 'telephoneNumber').value).to.equal('0161 496 000');
  });

  it('keeps every answer, the chosen address and the postcode across a reload and on Back from the query step [both runtimes]', async () => {
    const { root } = await mount({ complaint: 'enquiry-pay-as-you-go' });
    await typeDetails(root, { firstName: 'Ann', textphoneNumber: '0800' });
    radio(root, 'vulnerability', 'No').click();
    await typeDetails(root, { 'cj-address-finder': 'sw1a 1aa' });
    simulateReload();
    const again = await mount({ complaint: 'enquiry-pay-as-you-go' });
    expect(fieldIn(again.root, 'firstName').value).to.equal('Ann');
    expect(fieldIn(again.root, 'textphoneNumber').value).to.equal('0800');
    expect(checkedValue(again.root, 'vulnerability')).to.equal('No');
    expect(fieldIn(again.root, 'cj-address-finder').value).to.equal('sw1a 1aa');
    await typeDetails(again.root, { surname: 'Lee', email: 'ann@example.com', telephoneNumber: '01632960001' });
    await chooseAddress(again.root);
    submitButton(again.root).click();
    await heading(again.root, KIND_TEXT.enquiry.queryHeading);
    again.root.querySelector<HTMLAnchorElement>('.cj-back-link')!.click();
    await heading(again.root, KIND_TEXT.enquiry.heading);
    expect(fieldIn(again.root, 'surname').value).to.equal('Lee');
    expect(textOf(again.root)).to.contain('Flat 1, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA');
    expect(buttonNamed(again.root, 'Next step')).to.not.equal(null);
  });

  it('sends an unknown complaint to the main site page-not-found page, announcing it', async () => {
    const navigations = recordNavigations();
    try {
      const { root } = await mountElement('complaint-journey', { attributes: { complaint: 'broadband' }, waitForHeading: false });
      await waitFor(() => navigations.paths.length === 1, { message: 'help-navigate' });
      expect(navigations.paths).to.deep.equal(['/page-not-found.html']);
      expect(textOf(root)).to.equal('');
    } finally {
      navigations.stop();
    }
  });
});

