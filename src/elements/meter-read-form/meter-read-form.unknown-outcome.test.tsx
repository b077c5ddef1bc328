/**
 * <meter-read-form> after a send whose outcome is unknown: the page was reloaded on its way, or
 * the service failed after storing it. The same request goes again with its key before anything
 * else, the customer sees the confirmation of what the service has, and a changed reading makes
 * a second lead only when the customer chooses to send it. The service's answers are held until
 * cleared; the page's time limit for an answer runs on a fake clock the test moves
 * (test/helpers/unknown-outcome.ts).
 */
import { expect } from '@open-wc/testing';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { FORM_TEXT } from '../../forms';
import { clearField, deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads } from '../../../test/helpers/connection';
import { fieldIn as field, mountElement, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { clearFaults, getLeads, injectFault, pendingFaults, type StoredLead } from '../../../test/helpers/stand-ins';
import { checkShown, faultHits, installPageClock, notCheckedShown, passAnswerWait, realPageClock, reloadMidSend, waitStill } from '../../../test/helpers/unknown-outcome';
import { define } from './meter-read-form.element';
import { dualFuelAnswers } from './meter-read-form.test-support';
import { TEXT } from './meter-read-form.text';
import { CONFIRM_TEXT } from './screens/confirm.text';

define();

const answers = dualFuelAnswers();
const mount = () => mountElement('meter-read-form');

async function fill(root: ShadowRoot): Promise<void> {
  for (const [name, value] of Object.entries(answers)) await typeInto(field(root, name), value);
}

async function changeGasReading(root: ShadowRoot): Promise<void> {
  await clearField(field(root, 'gas_reading'));
  await typeInto(field(root, 'gas_reading'), '054321');
}

const gasReadings = (leads: StoredLead[]) => leads.map((lead) => (lead.body.data.attributes['additional-information'] as Record<string, string>).GasReading);

const confirmed = (root: ShadowRoot) => waitStill(() => textOf(root).includes(CONFIRM_TEXT.heading) && root.querySelector('.help-confirmation'), 'the confirmation');
const buttonNamed = (root: ShadowRoot, name: string) => waitStill(() => [...root.querySelectorAll('button')].find((button) => textOf(button) === name), `the button "${name}"`);

/** A reading sent, and the page reloaded while the service holds its answer. */
async function reloadMidSendOfAReading(): Promise<StoredLead> {
  const first = await mount();
  await fill(first.root);
  return reloadMidSend(() => submitButton(first.root).click());
}

/** A reading stored, then a 500 for it: its outcome is unknown. */
async function storedThenFailed(): Promise<{ el: HTMLElement; root: ShadowRoot; stored: StoredLead }> {
  await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
  const { el, root } = await mount();
  await fill(root);
  submitButton(root).click();
  const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the failure banner' });
  // The banner takes focus after it shows; typing starts once it has.
  await waitFor(() => deepActiveElement() === banner, { message: 'focus on the banner' });
  const [stored] = await getLeads();
  return { el, root, stored: stored! };
}

describe('<meter-read-form> unknown outcomes', () => {
  beforeEach(resetPage);
  afterEach(realPageClock);
  after(resetPage);

  it('checks a reading sent as the page reloaded before anything else, and shows the confirmation of what was received with no press [all engines] [both runtimes]', async () => {
    const stored = await reloadMidSendOfAReading();
    await clearFaults();
    const submitted: string[] = [];
    const record = (event: Event) => submitted.push((event as CustomEvent<{ reference: string }>).detail.reference);
    document.addEventListener('help-submitted', record);
    try {
      const { el, root } = await mountElement('meter-read-form', { waitForHeading: false });
      await confirmed(root);
      expect(await getLeads(), 'the same request, with its key: no second lead').to.have.length(1);
      expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
      const received = root.querySelector('.help-earlier')!;
      expect(textOf(received)).to.contain(KEPT_TEXT.receivedTitle);
      expect(textOf(received)).to.contain('Gas meter reading: 012345');
      expect(submitted).to.deep.equal([stored.id]);
      expect(keptLeads(), 'settled: nothing is kept').to.deep.equal([]);
      realPageClock();
      await expect(el).to.be.accessible();
    } finally {
      document.removeEventListener('help-submitted', record);
    }
  });

  it('stores a reading whose send the reload ended before the service had it, once, with the check', async () => {
    // The service holds the call before storing anything; the reload ends it there.
    await injectFault({ service: 'leads', status: 0, delayMs: 60_000, until: 'cleared' });
    const first = await mount();
    await fill(first.root);
    installPageClock();
    submitButton(first.root).click();
    await faultHits(1, 'the send on its way');
    simulateReload();
    await passAnswerWait();
    expect(await getLeads(), 'nothing stored before the reload').to.deep.equal([]);
    await clearFaults();

    const { root } = await mountElement('meter-read-form', { waitForHeading: false });
    await confirmed(root);
    const leads = await getLeads();
    expect(gasReadings(leads)).to.deep.equal(['012345']);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(leads[0]!.id);
  });

  it('locks the form while the check is on its way; a changed reading after it stores nothing new, and the confirmation of the first shows first [all engines] [both runtimes]', async () => {
    const stored = await reloadMidSendOfAReading();
    const { el, root } = await mountElement('meter-read-form', { waitForHeading: false });
    await checkShown(root);
    await waitStill(() => root.querySelector('form'), 'the form');
    expect(field(root, 'gas_reading').value, 'the reload keeps the answers').to.equal('012345');
    expect(field(root, 'gas_reading').matches(':disabled'), 'locked while the check is on its way').to.equal(true);
    expect(textOf(submitButton(root))).to.equal(FORM_TEXT.checkingLabel);
    // The check is the same request: the service has it, and holds this answer too.
    await faultHits(2, 'the check sent');
    await clearFaults();
    await passAnswerWait();
    await notCheckedShown(root);
    expect(textOf(root)).to.contain(KEPT_TEXT.uncheckedFailed);
    expect(textOf(root)).to.contain('Gas meter reading: 012345');
    realPageClock();
    await expect(el).to.be.accessible();

    await changeGasReading(root);
    submitButton(root).click();
    await confirmed(root);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
    const earlier = root.querySelector('.help-earlier')!;
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierTitle);
    expect(textOf(earlier)).to.contain('Gas meter reading: 012345');
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierChanged);
    await expect(el).to.be.accessible();

    (await buttonNamed(root, KEPT_TEXT.earlierSend)).focus();
    await press('Enter');
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed reading sent' });
    const leads = await getLeads();
    expect(gasReadings(leads), 'the second only when chosen').to.deep.equal(['012345', '054321']);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(leads[1]!.id);
  });

  it("sends a reading the service failed after storing again with its key before a changed one, keeping the failure banner, and stores one lead", async () => {
    const { el, root, stored } = await storedThenFailed();
    expect(textOf(root)).to.contain(TEXT.technicalIssues);
    expect(keptLeads().map((lead) => lead.tried), 'its outcome unknown: kept').to.deep.equal([true]);

    await changeGasReading(root);
    submitButton(root).click();
    // The second call is the first reading again: a new key would have stored a second lead.
    await faultHits(2, 'the second call');
    const banner = await waitFor(() => deepActiveElement()?.classList.contains('help-banner--error') && deepActiveElement(), { message: 'the banner again, focused' });
    expect(textOf(banner)).to.contain(TEXT.technicalIssues);
    expect(await getLeads()).to.have.length(1);
    expect(field(root, 'gas_reading').value, 'every answer stays').to.equal('054321');
    await expect(el).to.be.accessible();

    await clearFaults();
    submitButton(root).click();
    await confirmed(root);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain('Gas meter reading: 012345');

    (await buttonNamed(root, KEPT_TEXT.earlierSend)).click();
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed reading sent' });
    expect(gasReadings(await getLeads())).to.deep.equal(['012345', '054321']);
  });

  describe('"Discard these answers" for a send that may have arrived', () => {
    /** A reading stored with its answer failed, the page reloaded, and the check failing too. */
    async function notCheckedAfterReload() {
      const { stored } = await storedThenFailed();
      simulateReload();
      const mounted = await mount();
      await notCheckedShown(mounted.root);
      return { ...mounted, stored };
    }

    it('asks first, with the heading focused, and "Check first" settles it: the confirmation of the first, one lead [all engines] [both runtimes]', async () => {
      const { el, root, stored } = await notCheckedAfterReload();
      expect(textOf(root)).to.contain(KEPT_TEXT.uncheckedFailed);
      expect(field(root, 'gas_reading').matches(':disabled'), 'the form is free once the check is answered').to.equal(false);
      await expect(el).to.be.accessible();

      (await buttonNamed(root, KEPT_TEXT.keptDiscard)).focus();
      await press('Enter');
      const question = await waitFor(() => root.querySelector('.help-kept__question'), { message: 'the question' });
      await waitFor(() => deepActiveElement() === question.querySelector('h3'), { message: 'focus on the question' });
      expect(textOf(question)).to.contain(KEPT_TEXT.discardTitle);
      expect(keptLeads(), 'nothing forgotten before the answer').to.have.length(1);
      await expect(el).to.be.accessible();

      // From the question, Tab reaches "Check first".
      await press('Tab');
      expect(textOf(deepActiveElement()!)).to.equal(KEPT_TEXT.discardCheck);
      // Still failing: told again, and the notice takes focus.
      const hits = (await pendingFaults())[0]?.hits ?? 0;
      await press('Enter');
      const notice = await waitFor(
        () => {
          const focused = deepActiveElement();
          return focused?.classList.contains('help-kept') && textOf(focused).includes(KEPT_TEXT.uncheckedTitle) && focused;
        },
        { message: 'the check answered, and focus on what it says' },
      );
      expect(textOf(notice)).to.contain(KEPT_TEXT.uncheckedFailed);
      // The notice takes focus as the check starts: the service mends only once the check has
      // reached it and failed, and the notice says so (on a busy machine the request can leave late).
      await faultHits(hits + 1, 'the check made, and failed');
      await notCheckedShown(root);

      await clearFaults();
      (await buttonNamed(root, KEPT_TEXT.keptDiscard)).click();
      (await buttonNamed(root, KEPT_TEXT.discardCheck)).click();
      await confirmed(root);
      expect(await getLeads()).to.have.length(1);
      expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored.id);
      await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the confirmation' });
    });

    it('"Discard anyway" forgets it, focus on the heading, and only then does a changed reading go as a new lead', async () => {
      const { root } = await notCheckedAfterReload();
      await clearFaults();
      (await buttonNamed(root, KEPT_TEXT.keptDiscard)).click();
      (await buttonNamed(root, KEPT_TEXT.discardAnyway)).click();
      await waitFor(() => !root.querySelector('.help-kept'), { message: 'the notice gone' });
      await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
      expect(keptLeads()).to.deep.equal([]);

      await changeGasReading(root);
      submitButton(root).click();
      await confirmed(root);
      expect(gasReadings(await getLeads()), 'sent as new, as the customer chose').to.deep.equal(['012345', '054321']);
      expect(root.querySelector('.help-earlier'), 'no earlier send to speak of').to.equal(null);
    });
  });
});
