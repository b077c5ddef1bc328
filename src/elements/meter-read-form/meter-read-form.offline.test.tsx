/**
 * <meter-read-form> when the connection goes, a reply is lost, or two tabs send one draft: a
 * reading the service accepted is never shown as failed, and none is stored twice unasked.
 * Two tabs are two elements on this page under different draft keys, the second holding a copy
 * of the first's saved draft (as a duplicated tab holds a copy of its sessionStorage); they share
 * localStorage and Web Locks as two tabs do.
 */
import { expect } from '@open-wc/testing';
import { install, type Clock } from '@sinonjs/fake-timers';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { SENDING_TEXT } from '../../leads/sending.text';
import { submissionTimings } from '../../leads/forms/use-submit-lead';
import { FORM_TEXT } from '../../forms';
import { STORAGE_KEY } from '../../store';
import { clearField, deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads, restoreOnline, setOnline, simulateClose } from '../../../test/helpers/connection';
import { fieldIn as field, mountElement, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, getLeads, injectFault, pendingFaults } from '../../../test/helpers/stand-ins';
import { define } from './meter-read-form.element';
import { dualFuelAnswers } from './meter-read-form.test-support';
import { TEXT } from './meter-read-form.text';
import { CONFIRM_TEXT } from './screens/confirm.text';

define();

const answers = dualFuelAnswers();

const mount = (attributes: Record<string, string> = {}) => mountElement('meter-read-form', { attributes });

async function fill(root: ShadowRoot): Promise<void> {
  for (const [name, value] of Object.entries(answers)) await typeInto(field(root, name), value);
}

/**
 * The page's timers on a fake clock, for the tests where a retry's back-off or the wait for an
 * answer would race the test: nothing is tried again, nor given up, but when the test says.
 */
let clock: Clock | undefined;
const installClock = (): Clock => (clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }));
/** The real clock back, for what needs it (axe waits on timers of its own between its rules). */
const realClock = () => {
  clock?.uninstall();
  clock = undefined;
};

/**
 * Waits for `check` while the fake clock (if any) stands still, running what is due now
 * meanwhile: a query tells its screens of an answer, and a form's code is started, on a timer of
 * 0 ms.
 */
const waitStill = <T,>(check: () => T | null | undefined | false, message: string): Promise<T> =>
  waitFor(
    () => {
      clock?.tick(0);
      return check();
    },
    { message },
  );

/** What `ask` answers once `accept` takes it, asked again (one question at a time) until then. */
async function answered<T>(ask: () => Promise<T>, accept: (value: T) => boolean, message: string): Promise<T> {
  let seen: { value: T } | undefined;
  let asking: Promise<void> | undefined;
  await waitFor(
    () => {
      asking ??= ask().then((value) => {
        seen = { value };
        asking = undefined;
      });
      return seen !== undefined && accept(seen.value);
    },
    { message },
  );
  return seen!.value;
}

/** The calls the first pending fault has answered. */
const faultHits = async () => (await pendingFaults())[0]?.hits;

const confirmed = (root: ShadowRoot) => waitStill(() => textOf(root).includes(CONFIRM_TEXT.heading) && root.querySelector('.help-confirmation'), 'the confirmation');
const waitingBanner = (root: ShadowRoot) => waitStill(() => textOf(root).includes(SENDING_TEXT.waitingTitle) && root.querySelector('.help-form__banner'), 'the no-connection banner');
const buttonNamed = (root: ShadowRoot, name: string) => waitStill(() => [...root.querySelectorAll('button')].find((button) => textOf(button) === name), `the button "${name}"`);

/** Answers sent with no connection, then the page closed and the connection back. */
async function keptOnAClosedPage(): Promise<void> {
  const first = await mount();
  await fill(first.root);
  setOnline(false);
  submitButton(first.root).click();
  await waitingBanner(first.root);
  simulateClose();
  setOnline(true);
}

describe('<meter-read-form> offline and lost replies [all engines]', () => {
  beforeEach(resetPage);
  afterEach(() => {
    realClock();
    restoreOnline();
  });
  after(resetPage);

  it('confirms a reading stored as the connection dropped once the connection is back, with no press and one lead', async () => {
    await injectFault({ service: 'leads', network: true, stage: 'after-store', until: 'cleared' });
    const { el, root } = await mount();
    await fill(root);
    installClock();
    submitButton(root).click();
    await waitingBanner(root);
    setOnline(false); // the browser notices the drop
    expect(await getLeads(), 'the service stored it before the connection dropped').to.have.length(1);
    expect(textOf(root)).not.to.contain(TEXT.technicalIssues);
    // Past every retry's back-off with no connection: nothing is sent (the service, still
    // dropping every call, would count one).
    await clock!.tickAsync(60_000);
    expect(await faultHits(), 'nothing is sent while offline').to.equal(1);
    expect(root.querySelector('.help-confirmation'), 'nothing confirmed while offline').to.equal(null);
    realClock();
    await expect(el).to.be.accessible();

    await clearFaults();
    setOnline(true);
    await confirmed(root);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root)).to.contain(leads[0]!.id);
    expect(keptLeads(), 'nothing is kept once sent').to.deep.equal([]);
  });

  it('keeps answers sent with no connection on the device, says so once, and sends them by itself when the connection is back', async () => {
    const { el, root } = await mount();
    await fill(root);
    setOnline(false);
    submitButton(root).click();
    const banner = await waitingBanner(root);
    for (const part of [SENDING_TEXT.waitingTitle, SENDING_TEXT.waitingBody, SENDING_TEXT.waitingKept]) expect(textOf(banner)).to.contain(part);
    await waitFor(() => deepActiveElement() === banner, { message: 'focus on the banner' });
    expect(field(root, 'gas_reading').matches(':disabled'), 'the answers being sent are locked').to.equal(true);
    expect(textOf(submitButton(root))).to.equal(SENDING_TEXT.waitingLabel);
    expect(submitButton(root).getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
    // Pressed again: nothing new is said, nothing is sent. The form turns the press away as it
    // comes (its submit handler, run within the click), so what follows is already all there is.
    submitButton(root).click();
    expect(root.querySelectorAll('.help-banner')).to.have.length(1);
    expect(await getLeads()).to.deep.equal([]);
    const [kept] = keptLeads();
    expect(kept, 'kept on the device').to.include({ draft: 'meterRead', origin: 'submit-meter-read' });
    expect(kept!.tried, 'never sent').to.equal(undefined);
    expect(document.cookie).not.to.contain('012345');

    setOnline(true);
    await confirmed(root);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(leads[0]!.body.data.attributes['additional-information']).to.include({ GasReading: '012345' });
    expect(keptLeads()).to.deep.equal([]);
  });

  it('offers answers kept when the page was closed the next time the form opens, and "Send these answers" stores one lead [both runtimes]', async () => {
    await keptOnAClosedPage();

    const { el, root } = await mount();
    const offer = await waitFor(() => root.querySelector('.help-kept'), { message: 'the offer of the kept answers' });
    expect(textOf(offer)).to.contain(KEPT_TEXT.keptTitle);
    expect(textOf(offer)).to.contain('Gas meter reading: 012345');
    expect(textOf(offer)).to.contain('Electricity meter reading: 54321');
    expect(field(root, 'gas_reading').value, 'the closed tab took its draft with it').to.equal('');
    await expect(el).to.be.accessible();
    (await buttonNamed(root, KEPT_TEXT.keptSend)).focus();
    await press('Enter');
    await confirmed(root);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root)).to.contain(leads[0]!.id);
    expect(keptLeads()).to.deep.equal([]);
  });

  it('forgets kept answers on "Discard these answers": nothing sent, nothing kept, focus on the heading', async () => {
    await keptOnAClosedPage();

    const { el, root } = await mount();
    (await buttonNamed(root, KEPT_TEXT.keptDiscard)).focus();
    await press('Enter');
    await waitFor(() => !root.querySelector('.help-kept'), { message: 'the offer gone' });
    await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
    expect(keptLeads()).to.deep.equal([]);
    expect(await getLeads()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('stores one lead when two tabs of one draft both submit, and confirms it in both [both runtimes]', async () => {
    // Both sends are in flight together: the first is held at the page, and the second waits
    // for the first's hold on their key (a Web Lock) until the test lets the first go.
    const sends = holdRequests('/v1/leads');
    const tabA = await mount({ 'draft-key': 'tab-a' });
    await fill(tabA.root);
    // The duplicated tab: a copy of the first tab's saved draft, id and answers.
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { drafts: Record<string, unknown>; ids: Record<string, unknown> };
    saved.drafts['meterRead#tab-b'] = saved.drafts['meterRead#tab-a'];
    saved.ids['meterRead#tab-b'] = saved.ids['meterRead#tab-a'];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    simulateReload();
    const [a, b] = [await mount({ 'draft-key': 'tab-a' }), await mount({ 'draft-key': 'tab-b' })];
    expect(field(b.root, 'gas_reading').value).to.equal('012345');

    submitButton(a.root).click();
    submitButton(b.root).click();
    const leadLocks = (requests: LockInfo[] = []) => requests.filter((lock) => lock.name?.startsWith('help-and-support:lead:')).length;
    await answered(
      () => navigator.locks.query(),
      (locks) => sends.urls.length === 1 && leadLocks(locks.held) === 1 && leadLocks(locks.pending) === 1,
      'one send held at the page, the other waiting for its key',
    );
    sends.release();
    await Promise.all([confirmed(a.root), confirmed(b.root)]);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(a.root)).to.contain(leads[0]!.id);
    expect(textOf(b.root)).to.contain(leads[0]!.id);
  });

  it('settles a send whose reply never came before sending changed answers: its confirmation first, with what it held, and no second lead unless chosen', async () => {
    // The service stores the lead, and its answer would come long after the test.
    await injectFault({ service: 'leads', status: 0, delayMs: 60_000, stage: 'after-store', until: 'cleared' });
    const { el, root } = await mount();
    await fill(root);
    installClock();
    submitButton(root).click();
    const [stored] = await answered(getLeads, (leads) => leads.length === 1, 'the service to store 012345');
    // No answer in the time a send has: it is given up. The fake clock moves no further, so the
    // sends after it have all the time they need, however busy the machine.
    await clock!.tickAsync(submissionTimings.slowAfterMs);
    await waitStill(() => textOf(root).includes(FORM_TEXT.slowTitle), 'no reply');
    // The banner takes focus after it shows; typing starts once it has.
    await waitStill(() => deepActiveElement()?.classList.contains('help-form__banner'), 'focus on the banner');
    await clearFaults();
    await clearField(field(root, 'gas_reading'));
    await typeInto(field(root, 'gas_reading'), '054321');
    submitButton(root).click();

    await confirmed(root);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(stored!.id);
    const earlier = root.querySelector('.help-earlier')!;
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierTitle);
    expect(textOf(earlier)).to.contain('Gas meter reading: 012345');
    expect(textOf(earlier)).to.contain(KEPT_TEXT.earlierChanged);
    expect(await getLeads(), 'nothing else is sent unasked').to.have.length(1);
    realClock();
    await expect(el).to.be.accessible();

    (await buttonNamed(root, KEPT_TEXT.earlierSend)).focus();
    await press('Enter');
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed answers sent' });
    const leads = await getLeads();
    expect(leads.map((lead) => (lead.body.data.attributes['additional-information'] as Record<string, string>).GasReading)).to.deep.equal(['012345', '054321']);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(leads[1]!.id);
    await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
    await expect(el).to.be.accessible();
  });

  it('settles a reply lost with the connection, across a reload, before anything else: the confirmation of what was received, with no press and one lead [both runtimes]', async () => {
    await injectFault({ service: 'leads', network: true, stage: 'after-store', until: 'cleared' });
    const first = await mount();
    await fill(first.root);
    // The retry's back-off on a fake clock: the lost send is not tried again before the reload.
    installClock();
    submitButton(first.root).click();
    await waitingBanner(first.root);
    setOnline(false);
    simulateReload();
    setOnline(true);
    realClock();
    expect(await faultHits(), 'one send, its reply lost').to.equal(1);
    await clearFaults();

    // The form opens again, and its kept send goes again with its key before anything else.
    const { root } = await mountElement('meter-read-form', { waitForHeading: false });
    await confirmed(root);
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(leads[0]!.id);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain('Gas meter reading: 012345');
    expect(keptLeads()).to.deep.equal([]);
  });
});
