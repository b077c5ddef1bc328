import { expect } from '@open-wc/testing';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { inlineErrorOf, resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { setConfig } from '../../config';
import { messages } from '../../validation';
import { ComplaintJourneyElement, define } from './complaint-journey.element';
import { checkedValue, heading, radio } from '../../journeys/test-support';
import { answer, mount } from './complaint-journey.test-support';
import { CUSTOMER_TYPE_OPTIONS, KIND_TEXT, MESSAGES, SERVICE_TYPE_OPTIONS, TEXT } from './complaint-journey.text';

define();

const legendTexts = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll(`input[name="${name}"]`)].map((input) => textOf(root.querySelector(`label[for="${input.id}"]`)!));

describe('<complaint-journey> questions', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('registers once: define() again does no harm', () => {
    define();
    expect(customElements.get('complaint-journey')).to.equal(ComplaintJourneyElement);
  });

  it('starts on "What type of energy customer are you?" with the four customer types, none chosen', async () => {
    const { el, root } = await mount();
    expect(textOf(root.querySelector('h1')!)).to.equal('Make a complaintWhat type of energy customer are you?');
    expect(root.querySelector('legend h1')).to.not.equal(null);
    expect([...root.querySelectorAll<HTMLInputElement>('input[name="customerType"]')].map((input) => input.value)).to.deep.equal([
      'credit',
      'payAsYouGo',
      'directDebit',
      'other',
    ]);
    expect(legendTexts(root, 'customerType')).to.deep.equal(CUSTOMER_TYPE_OPTIONS.map((option) => option.label));
    expect(textOf(root)).to.contain('You pay when you get a bill').and.contain('You top up your meter');
    expect(checkedValue(root, 'customerType')).to.equal(undefined);
    expect(textOf(submitButton(root))).to.equal('Continue');
    await expect(el).to.be.accessible();
  });

  it("shows each question at the page's heading size, as the details step's, under the journey's name [all engines]", async () => {
    const { el, root } = await mount();
    const questionSizes: string[] = [];
    const measure = async (shown: ShadowRoot, question: string) => {
      await heading(shown, question);
      const h1 = shown.querySelector('h1')!;
      const caption = h1.querySelector<HTMLElement>('.help-caption');
      expect(caption && textOf(caption), `the caption of "${question}"`).to.equal(TEXT.journeyName);
      expect(caption!.getClientRects().length, 'the caption shown').to.be.greaterThan(0);
      questionSizes.push(getComputedStyle(h1).fontSize);
    };
    for (const [question, name, value] of [
      [TEXT.customerTypeQuestion, 'customerType', 'payAsYouGo'],
      [TEXT.serviceTypeQuestion, 'serviceType', 'energy'],
    ] as const) {
      await measure(root, question);
      if (name === 'customerType') await expect(el).to.be.accessible();
      await answer(root, name, value);
    }
    // The details step's h1, as every other screen's: the page's heading size.
    await heading(root, KIND_TEXT.complaint.heading);
    const pageSize = getComputedStyle(root.querySelector('h1')!).fontSize;
    expect(Number.parseFloat(pageSize), 'the page heading size').to.be.greaterThan(Number.parseFloat(getComputedStyle(root.querySelector('p')!).fontSize));
    // How the customer pays is asked only of a journey entered part-way.
    history.pushState(null, '', '/help-and-support/make-a-complaint-select-energy');
    await measure((await mount({ 'url-routing': '' })).root, TEXT.paymentTypeQuestion);
    expect(questionSizes).to.deep.equal([pageSize, pageSize, pageSize]);
  });

  it('asks for an answer in a focused summary and inline [both runtimes]', async () => {
    const { el, root } = await mount();
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.complaintCustomerType.required]);
    expect(inlineErrorOf(root, radio(root, 'customerType', 'credit'))).to.equal(`Error: ${messages.complaintCustomerType.required}`);
    await waitFor(() => deepActiveElement()?.classList.contains('help-error-summary'), { message: 'focus on the summary' });
    await expect(el).to.be.accessible();
  });

  it('goes on to what the complaint is about, each answer with what it covers, focusing the new heading', async () => {
    const { el, root } = await mount();
    await answer(root, 'customerType', 'payAsYouGo');
    const h1 = await heading(root, TEXT.serviceTypeQuestion);
    await waitFor(() => deepActiveElement() === h1, { message: 'focus on the new heading' });
    expect(legendTexts(root, 'serviceType')).to.deep.equal(['Energy', 'Home services', 'Installations', 'Electric Vehicle charge point']);
    for (const option of SERVICE_TYPE_OPTIONS) {
      const hint = root.getElementById(radio(root, 'serviceType', option.value).getAttribute('aria-describedby')!)!;
      expect([...hint.querySelectorAll('li')].map(textOf)).to.deep.equal([...option.includes]);
    }
    await expect(el).to.be.accessible();
    submitButton(root).click();
    await waitFor(() => summaryLinks(root).length === 1, { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([MESSAGES.serviceType]);
    await expect(el).to.be.accessible();
  });

  it('does not ask how the customer pays again: Pay As You Go goes straight from Energy to its complaint details', async () => {
    const { root } = await mount();
    await answer(root, 'customerType', 'payAsYouGo');
    await heading(root, TEXT.serviceTypeQuestion);
    await answer(root, 'serviceType', 'energy');
    await heading(root, KIND_TEXT.complaint.heading);
    expect(textOf(root)).to.contain('Pay As You Go');
    expect(textOf(root)).not.to.contain(TEXT.paymentTypeQuestion);
  });

  it('entered part-way, never goes Back to a step the customer did not see, asks how they pay once, and never sends them back where they came from [both runtimes]', async () => {
    // As from the main site's "Make a complaint about something else".
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => `${location.origin}/energy/complaints` });
    history.pushState(null, '', '/help-and-support/make-a-complaint-select-type');
    const navigations = recordNavigations();
    try {
      const { el, root } = await mount({ 'url-routing': '' });
      await heading(root, TEXT.serviceTypeQuestion);
      // Back is to the page the customer came from, not to "What type of energy customer are you?".
      const back = root.querySelector<HTMLAnchorElement>('.cj-back-link')!;
      expect(back.getAttribute('href')).to.equal(`${location.origin}/energy/complaints`);
      await expect(el).to.be.accessible();
      await answer(root, 'serviceType', 'energy');
      await heading(root, TEXT.paymentTypeQuestion);
      expect(checkedValue(root, 'paymentType')).to.equal(undefined);
      // The step before this one was seen: Back goes to it.
      root.querySelector<HTMLAnchorElement>('.cj-back-link')!.click();
      await heading(root, TEXT.serviceTypeQuestion);
      expect(checkedValue(root, 'serviceType')).to.equal('energy');
      expect(root.querySelector('.cj-back-link')!.getAttribute('href')).to.equal(`${location.origin}/energy/complaints`);
      // A Direct Debit customer is not sent back to the page they came from: they go on to its
      // gas and electricity complaint.
      await answer(root, 'serviceType', 'energy');
      await heading(root, TEXT.paymentTypeQuestion);
      await answer(root, 'paymentType', 'directDebit');
      await heading(root, KIND_TEXT.complaint.heading);
      expect(location.pathname).to.equal('/help-and-support/complaints/gas-and-electricity');
      expect(navigations.paths).to.deep.equal([]);
    } finally {
      navigations.stop();
      delete (document as { referrer?: string }).referrer;
    }
  });

  it('sends the other kinds of complaint to their configured main-site pages, announcing help-navigate first', async () => {
    setConfig({ allowedOrigins: ['https://www.example.test'], mainSiteUrl: 'https://www.example.test', complaintPages: { installations: '/our/installations-complaints' } });
    const navigations = recordNavigations();
    try {
      const { root } = await mount();
      await answer(root, 'customerType', 'credit');
      await heading(root, TEXT.serviceTypeQuestion);
      for (const [index, service] of ['homeServices', 'installations', 'evChargePoint'].entries()) {
        await answer(root, 'serviceType', service);
        await waitFor(() => navigations.paths.length === index + 1, { message: `help-navigate for ${service}` });
      }
      // Energy, from a customer who pays on receipt of a bill: no second question.
      await answer(root, 'serviceType', 'energy');
      await waitFor(() => navigations.paths.length === 4, { message: 'help-navigate for energy' });
      expect(textOf(root)).not.to.contain(TEXT.paymentTypeQuestion);
      // Asked only of a customer who came in part-way.
      history.pushState(null, '', '/help-and-support/make-a-complaint-select-energy');
      const partWay = await mount({ 'url-routing': '' });
      await heading(partWay.root, TEXT.paymentTypeQuestion);
      for (const [index, payment] of ['directDebit', 'other'].entries()) {
        await answer(partWay.root, 'paymentType', payment);
        await waitFor(() => navigations.paths.length === index + 5, { message: `help-navigate for ${payment}` });
      }
      expect(navigations.paths).to.deep.equal([
        'https://www.example.test/home-services/complaints',
        'https://www.example.test/our/installations-complaints',
        'https://www.example.test/electric-vehicles/complaints',
        'https://www.example.test/energy/complaints',
        'https://www.example.test/energy/complaints',
        'https://www.example.test/energy/complaints',
      ]);
      expect(navigations.events.every((event) => event.cancelable && event.bubbles && event.composed)).to.equal(true);
    } finally {
      navigations.stop();
    }
  });

  it('keeps every answer on Back and across a reload, reopening on the step it was on [both runtimes]', async () => {
    const { root } = await mount();
    await answer(root, 'customerType', 'directDebit');
    await heading(root, TEXT.serviceTypeQuestion);
    radio(root, 'serviceType', 'energy').click();
    simulateReload();
    const again = await mount();
    await heading(again.root, TEXT.serviceTypeQuestion);
    expect(checkedValue(again.root, 'serviceType')).to.equal('energy');
    again.root.querySelector<HTMLAnchorElement>('.cj-back-link')!.click();
    await heading(again.root, TEXT.customerTypeQuestion);
    expect(checkedValue(again.root, 'customerType')).to.equal('directDebit');
  });

  it('with url-routing, follows the page URL and the browser Back button [both runtimes]', async () => {
    history.replaceState(null, '', '/help-and-support/make-a-complaint');
    const { root } = await mount({ 'url-routing': '', 'owns-page': '' });
    await answer(root, 'customerType', 'other');
    await heading(root, TEXT.serviceTypeQuestion);
    expect(location.pathname).to.equal('/help-and-support/make-a-complaint-select-type');
    expect(document.title).to.equal(`${TEXT.serviceTypeQuestion} - Help & Support`);
    history.back();
    await heading(root, TEXT.customerTypeQuestion);
    expect(checkedValue(root, 'customerType')).to.equal('other');
  });

  it('answers with the keyboard alone [all engines] [both runtimes]', async () => {
    const { root } = await mount();
    radio(root, 'customerType', 'credit').focus();
    await press('ArrowDown');
    await press('Enter');
    const h1 = await heading(root, TEXT.serviceTypeQuestion);
    await waitFor(() => deepActiveElement() === h1, { message: 'focus on the heading' });
    expect(checkedValue(root, 'serviceType')).to.equal(undefined);
    await press('Tab'); // the first answer (the back link is above the heading)
    await press(' '); // the space bar: a key every engine's driver knows by its character
    expect(checkedValue(root, 'serviceType')).to.equal('energy');
    await press('Enter');
    // Pay As You Go, from the first answer: straight to its complaint details.
    await heading(root, KIND_TEXT.complaint.heading);
    expect(textOf(root)).to.contain('Pay As You Go');
  });
});
