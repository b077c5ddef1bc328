/**
 * The complaint journey after a send whose outcome is unknown (the same machinery as every
 * journey's, leads/delivery.ts, seen from a complaint): the page was reloaded on its way, or the
 * service failed after storing it. The same request goes again with its key before anything
 * else, the customer sees the confirmation of the complaint the service has, and changed text
 * makes a second lead only when the customer chooses to send it.
 */
import { expect } from '@open-wc/testing';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { FORM_TEXT } from '../../forms';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads } from '../../../test/helpers/connection';
import { mountElement, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { clearFaults, getLeads, injectFault, type StoredLead } from '../../../test/helpers/stand-ins';
import { checkShown, faultHits, notCheckedShown, passAnswerWait, realPageClock, reloadMidSend, waitStill } from '../../../test/helpers/unknown-outcome';
import { buttonNamed, confirmed, heading } from '../../journeys/test-support';
import { define } from './complaint-journey.element';
import { mount, reachQuery } from './complaint-journey.test-support';
import { KIND_TEXT, TEXT } from './complaint-journey.text';

define();

const query = (root: ShadowRoot) => root.querySelector<HTMLTextAreaElement>('textarea[name="query"]')!;
const queries = (leads: StoredLead[]) => leads.map((lead) => lead.body.data.attributes.query);
const SENT = 'Complaint sent';

/** A complaint stored, then a 500 for it: its outcome is unknown. */
async function storedThenFailed(): Promise<{ root: ShadowRoot; stored: StoredLead }> {
  await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
  const { root } = await reachQuery('pay-as-you-go');
  await typeInto(query(root), 'No gas.');
  submitButton(root).click();
  const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the failure banner' });
  // The banner takes focus after it shows; typing starts once it has.
  await waitFor(() => deepActiveElement() === banner, { message: 'focus on the banner' });
  const [stored] = await getLeads();
  return { root, stored: stored! };
}

describe('<complaint-journey> unknown outcomes', () => {
  beforeEach(resetPage);
  afterEach(realPageClock);
  after(resetPage);

  it('checks a complaint sent as the page reloaded before anything else; changed text after it stores nothing new, and the confirmation of the first shows first [all engines] [both runtimes]', async () => {
    const first = await reachQuery('pay-as-you-go');
    await typeInto(query(first.root), 'No gas.');
    const stored = await reloadMidSend(() => submitButton(first.root).click());

    const { el, root } = await mountElement('complaint-journey', { attributes: { complaint: 'pay-as-you-go' }, waitForHeading: false });
    await checkShown(root);
    await waitStill(() => root.querySelector('textarea[name="query"]'), 'the query step');
    expect(query(root).value, 'the reload keeps the answers').to.equal('No gas.');
    expect(query(root).matches(':disabled'), 'locked while the check is on its way').to.equal(true);
    expect(textOf(submitButton(root))).to.equal(FORM_TEXT.checkingLabel);
    // The check is the same request: the service has it, and holds this answer too.
    await faultHits(2, 'the check sent');
    await clearFaults();
    await passAnswerWait();
    await notCheckedShown(root);
    expect(textOf(root)).to.contain('Your message: No gas.');
    realPageClock();
    await expect(el).to.be.accessible();

    await typeInto(query(root), ' Since Monday.');
    submitButton(root).click();
    await confirmed(root, SENT);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
    const earlier = root.querySelector('.help-earlier')!;
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierTitle);
    expect(textOf(earlier)).to.contain('Your message: No gas.');

    buttonNamed(root, KEPT_TEXT.earlierSend)!.click();
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed complaint sent' });
    expect(queries(await getLeads()), 'the second only when chosen').to.deep.equal(['No gas.', 'No gas. Since Monday.']);
  });

  it("sends a complaint the service failed after storing again with its key before its changed text, keeping the failure banner, and stores one lead", async () => {
    const { root, stored } = await storedThenFailed();
    expect(textOf(root.querySelector('.help-banner--error h2')!)).to.equal(TEXT.technicalProblemsTitle);

    await typeInto(query(root), ' Since Monday.');
    submitButton(root).click();
    // The second call is the first complaint again: a new key would have stored a second lead.
    await faultHits(2, 'the second call');
    await waitFor(() => deepActiveElement()?.classList.contains('help-banner--error'), { message: 'the banner again, focused' });
    expect(await getLeads()).to.have.length(1);
    expect(query(root).value, 'every answer stays').to.equal('No gas. Since Monday.');

    await clearFaults();
    submitButton(root).click();
    await confirmed(root, SENT);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain('Your message: No gas.');
  });

  it('asks before discarding a complaint that may have arrived; "Discard anyway" forgets it, and only then does changed text go as new [all engines]', async () => {
    await storedThenFailed();
    simulateReload();
    const { el, root } = await mount({ complaint: 'pay-as-you-go' });
    await heading(root, KIND_TEXT.complaint.queryHeading);
    await notCheckedShown(root);

    (await waitFor(() => buttonNamed(root, KEPT_TEXT.keptDiscard), { message: 'Discard' })).focus();
    await press('Enter');
    const question = await waitFor(() => root.querySelector('.help-kept__question'), { message: 'the question' });
    await waitFor(() => deepActiveElement() === question.querySelector('h3'), { message: 'focus on the question' });
    expect(textOf(question)).to.contain(KEPT_TEXT.discardTitle);
    expect(keptLeads(), 'nothing forgotten before the answer').to.have.length(1);
    await expect(el).to.be.accessible();

    await press('Tab'); // "Check first"
    await press('Tab'); // "Discard anyway"
    expect(textOf(deepActiveElement()!)).to.equal(KEPT_TEXT.discardAnyway);
    await press('Enter');
    await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
    expect(root.querySelector('.help-kept')).to.equal(null);
    expect(keptLeads()).to.deep.equal([]);

    await clearFaults();
    await typeInto(query(root), ' Since Monday.');
    submitButton(root).click();
    await confirmed(root, SENT);
    expect(queries(await getLeads()), 'sent as new, as the customer chose').to.deep.equal(['No gas.', 'No gas. Since Monday.']);
    expect(root.querySelector('.help-earlier')).to.equal(null);
  });
});
