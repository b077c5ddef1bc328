/**
 * The feedback journey after a send whose outcome is unknown (the same machinery as every
 * journey's, leads/delivery.ts, seen from feedback): the page was reloaded on its way, or the
 * service failed after storing it. The same request goes again with its key before anything
 * else, the customer sees the confirmation of the feedback the service has, and a changed answer
 * makes a second lead only when the customer chooses to send it.
 */
import { expect } from '@open-wc/testing';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { FORM_TEXT } from '../../forms';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads } from '../../../test/helpers/connection';
import { fieldIn, mountElement, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { clearFaults, getLeads, injectFault, type StoredLead } from '../../../test/helpers/stand-ins';
import { checkShown, faultHits, notCheckedShown, passAnswerWait, realPageClock, reloadMidSend, waitStill } from '../../../test/helpers/unknown-outcome';
import { buttonNamed, confirmed, heading } from '../../journeys/test-support';
import { define } from './feedback-journey.element';
import { fillDetails, mount, reachDetails } from './feedback-journey.test-support';
import { FEEDBACK_TEXT } from './feedback-journey.text';

define();

const THANKS = "Thanks, we've got your request";
const firstNames = (leads: StoredLead[]) => leads.map((lead) => lead.body.data.attributes['first-name']);

/** Feedback stored, then a 500 for it: its outcome is unknown. */
async function storedThenFailed(): Promise<{ root: ShadowRoot }> {
  await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
  const { root } = await reachDetails();
  await fillDetails(root);
  submitButton(root).click();
  const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the failure banner' });
  // The banner takes focus after it shows; typing starts once it has.
  await waitFor(() => deepActiveElement() === banner, { message: 'focus on the banner' });
  return { root };
}

describe('<feedback-journey> unknown outcomes', () => {
  beforeEach(resetPage);
  afterEach(realPageClock);
  after(resetPage);

  it('checks feedback sent as the page reloaded before anything else; a changed answer after it stores nothing new, and the confirmation of the first shows first [all engines] [both runtimes]', async () => {
    const first = await reachDetails();
    await fillDetails(first.root);
    await reloadMidSend(() => submitButton(first.root).click());

    const { el, root } = await mountElement('feedback-journey', { waitForHeading: false });
    await checkShown(root);
    const firstName = await waitStill(() => root.querySelector<HTMLInputElement>('input[name="firstName"]'), 'the personal details');
    expect(firstName.value, 'the reload keeps the answers').to.equal('Ann');
    expect(firstName.matches(':disabled'), 'locked while the check is on its way').to.equal(true);
    expect(textOf(submitButton(root))).to.equal(FORM_TEXT.checkingLabel);
    // The check is the same request: the service has it, and holds this answer too.
    await faultHits(2, 'the check sent');
    await clearFaults();
    await passAnswerWait();
    await notCheckedShown(root);
    expect(textOf(root)).to.contain("Name: Ann O'Neill");
    realPageClock();
    await expect(el).to.be.accessible();

    await typeInto(fieldIn(root, 'firstName'), 'e');
    submitButton(root).click();
    await confirmed(root, THANKS);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    const earlier = root.querySelector('.help-earlier')!;
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierTitle);
    expect(textOf(earlier)).to.contain("Name: Ann O'Neill");

    buttonNamed(root, KEPT_TEXT.earlierSend)!.click();
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed feedback sent' });
    expect(firstNames(await getLeads()), 'the second only when chosen').to.deep.equal(['Ann', 'Anne']);
  });

  it("sends feedback the service failed after storing again with its key before a changed answer, keeping the failure banner, and stores one lead", async () => {
    const { root } = await storedThenFailed();
    expect(textOf(root.querySelector('.help-banner--error h2')!)).to.equal("Unfortunately, we're having technical problems at the moment.");

    await typeInto(fieldIn(root, 'firstName'), 'e');
    submitButton(root).click();
    // The second call is the first feedback again: a new key would have stored a second lead.
    await faultHits(2, 'the second call');
    await waitFor(() => deepActiveElement()?.classList.contains('help-banner--error'), { message: 'the banner again, focused' });
    expect(await getLeads()).to.have.length(1);
    expect(fieldIn(root, 'firstName').value, 'every answer stays').to.equal('Anne');

    await clearFaults();
    submitButton(root).click();
    await confirmed(root, THANKS);
    expect(firstNames(await getLeads()), 'nothing else is sent unasked').to.deep.equal(['Ann']);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain("Name: Ann O'Neill");
  });

  it('asks before discarding feedback that may have arrived; "Check first" settles it with the confirmation of the first [all engines]', async () => {
    await storedThenFailed();
    simulateReload();
    const { el, root } = await mount();
    await heading(root, FEEDBACK_TEXT.detailsHeading);
    await notCheckedShown(root);

    (await waitFor(() => buttonNamed(root, KEPT_TEXT.keptDiscard), { message: 'Discard' })).focus();
    await press('Enter');
    const question = await waitFor(() => root.querySelector('.help-kept__question'), { message: 'the question' });
    await waitFor(() => deepActiveElement() === question.querySelector('h3'), { message: 'focus on the question' });
    expect(textOf(question)).to.contain(KEPT_TEXT.discardTitle);
    expect(keptLeads(), 'nothing forgotten before the answer').to.have.length(1);
    await expect(el).to.be.accessible();

    await clearFaults();
    await press('Tab');
    expect(textOf(deepActiveElement()!)).to.equal(KEPT_TEXT.discardCheck);
    await press('Enter');
    await confirmed(root, THANKS);
    expect(await getLeads()).to.have.length(1);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain(KEPT_TEXT.receivedTitle);
    expect(keptLeads()).to.deep.equal([]);
    await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the confirmation' });
  });
});
