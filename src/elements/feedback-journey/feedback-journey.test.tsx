import { expect } from '@open-wc/testing';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { inlineErrorOf, resetPage, simulateReload, submitButton, summaryLinks } from '../../../test/helpers/element';
import { getLeads } from '../../../test/helpers/stand-ins';
import { messages } from '../../validation';
import { heading } from '../../journeys/test-support';
import { FeedbackJourneyElement, define } from './feedback-journey.element';
import { CREDIT_TEXT, continueWithCredit, creditBox, creditShown, detailsShown, mount } from './feedback-journey.test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';
import { feedbackRoutes } from './feedback-journey.routes';
import { sheetFor } from '../../styles/adopt';
import journeysCss from '../../journeys/journeys.styles.css';
import feedbackCss from './feedback-journey.styles.css';

define();

describe('<feedback-journey> using your credit', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('registers once: define() again does no harm', () => {
    define();
    expect(customElements.get('feedback-journey')).to.equal(FeedbackJourneyElement);
  });

  it("brings its own stylesheet; its steps bring the journeys' shared one, adopted once", async () => {
    await feedbackRoutes[0].screen.load();
    expect(feedbackRoutes[0].screen.styles).to.deep.equal([feedbackCss]);
    const { root } = await mount();
    await creditShown(root);
    expect(root.adoptedStyleSheets.filter((sheet) => sheet === sheetFor(journeysCss))).to.have.length(1);
  });

  it('starts on "Using your credit": what it is for, the box and "I don\'t want the refund"', async () => {
    const { el, root } = await mount({ 'owns-page': '' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Using your credit');
    expect([...root.querySelectorAll('.cj > p')].map(textOf)).to.deep.equal([FEEDBACK_TEXT.creditIntro, FEEDBACK_TEXT.creditInstead]);
    expect(textOf(root.querySelector(`label[for="${creditBox(root).id}"]`)!)).to.equal('Your full name, address, account number and email address');
    expect(creditBox(root).value).to.equal('');
    expect(textOf(submitButton(root))).to.equal("I don't want the refund");
    expect(document.title).to.equal('Using your credit - Help & Support');
    await expect(el).to.be.accessible();
  });

  it('asks for the text in a focused summary and inline, sending nothing [both runtimes]', async () => {
    const { el, root } = await mount();
    await typeInto(creditBox(root), '   ');
    submitButton(root).click();
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal(['Enter your full name, address, account number and email address']);
    expect(summaryLinks(root)).to.deep.equal([messages.creditText.required]);
    expect(inlineErrorOf(root, creditBox(root))).to.equal(`Error: ${messages.creditText.required}`);
    await waitFor(() => deepActiveElement()?.classList.contains('help-error-summary'), { message: 'focus on the summary' });
    root.querySelector<HTMLAnchorElement>('.help-error-summary a')!.click();
    await waitFor(() => deepActiveElement() === creditBox(root), { message: 'the summary link focuses the box' });
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('"I don\'t want the refund" goes on to the personal details, focusing their heading', async () => {
    const { root } = await mount();
    await continueWithCredit(root);
    const h1 = await heading(root, FEEDBACK_TEXT.detailsHeading);
    await waitFor(() => deepActiveElement() === h1, { message: 'focus on the new heading' });
    expect(await getLeads()).to.have.length(0);
  });

  it('keeps the text across a reload and on Back from the personal details [both runtimes]', async () => {
    const { root } = await mount();
    await typeInto(creditBox(root), 'Ann Lee,');
    await press('Enter');
    await typeInto(creditBox(root), '1 Test Street');
    simulateReload();
    const again = await mount();
    expect(creditBox(again.root).value).to.equal('Ann Lee,\n1 Test Street');
    submitButton(again.root).click();
    await heading(again.root, FEEDBACK_TEXT.detailsHeading);
    again.root.querySelector<HTMLAnchorElement>('.cj-back-link')!.click();
    await creditShown(again.root);
    expect(creditBox(again.root).value).to.equal('Ann Lee,\n1 Test Street');
  });

  it('sends the personal details reached without the checked text back to the first step', async () => {
    history.replaceState(null, '', '/help-and-support/complaints/feedback/personal-details');
    const { root } = await mount({ 'url-routing': '' });
    await creditShown(root);
    expect(location.pathname).to.equal('/help-and-support/complaints/feedback');
    // Typed but not checked by the button: still not enough to go on.
    await typeInto(creditBox(root), CREDIT_TEXT);
    history.pushState(null, '', '/help-and-support/complaints/feedback/personal-details');
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => location.pathname === '/help-and-support/complaints/feedback', { message: 'back to the first step' });
    expect(creditBox(root).value).to.equal(CREDIT_TEXT);
  });

  it('with url-routing, follows the page URL and the browser Back button, keeping every answer', async () => {
    history.replaceState(null, '', '/help-and-support/complaints/feedback');
    const { root } = await mount({ 'url-routing': '', 'owns-page': '' });
    await continueWithCredit(root);
    expect(location.pathname).to.equal('/help-and-support/complaints/feedback/personal-details');
    expect(document.title).to.equal('Your details - Help & Support');
    await typeInto(root.querySelector<HTMLInputElement>('input[name="firstName"]')!, 'Ann');
    history.back();
    await creditShown(root);
    expect(creditBox(root).value).to.equal(CREDIT_TEXT);
    history.forward();
    await detailsShown(root);
    expect(root.querySelector<HTMLInputElement>('input[name="firstName"]')!.value).to.equal('Ann');
  });

  it('reopens an embedded journey on the personal details after a reload [both runtimes]', async () => {
    const { root } = await mount({ 'draft-key': 'credit' });
    await continueWithCredit(root);
    simulateReload();
    const again = await mount({ 'draft-key': 'credit' });
    await heading(again.root, FEEDBACK_TEXT.detailsHeading);
    const other = await mount({ 'draft-key': 'another' });
    await creditShown(other.root);
    expect(creditBox(other.root).value).to.equal('');
  });
});
