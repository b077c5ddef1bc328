/**
 * For the tests of sends whose outcome is unknown (each journey's *.unknown-outcome.test.tsx):
 * the page's time limit for an answer on a fake clock that moves only when the test says, the
 * stand-ins asked until they say what the test waits for, and a reload in the middle of a send.
 */
import { install, type Clock } from '@sinonjs/fake-timers';
import { KEPT_TEXT } from '../../src/forms/kept-answers/kept-answers.text';
import { submissionTimings } from '../../src/leads/forms/use-submit-lead';
import { textOf, waitFor } from './dom';
import { simulateReload } from './element';
import { getLeads, injectFault, pendingFaults, type StoredLead } from './stand-ins';

let clock: Clock | undefined;

/** The page's timers on a fake clock: nothing is given up but when the test moves it. */
export function installPageClock(): void {
  clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
}

/** The real clock back, for what needs it (axe waits on timers of its own between its rules); afterEach. */
export function realPageClock(): void {
  clock?.uninstall();
  clock = undefined;
}

/** Moves the fake clock past the time a send may wait for its answer: the sends waiting are given up. */
export async function passAnswerWait(): Promise<void> {
  if (!clock) throw new Error('no fake clock installed');
  await clock.tickAsync(submissionTimings.slowAfterMs);
}

/** Waits for `check` while the fake clock (if any) stands still, running what is due now (timers of 0 ms). */
export const waitStill = <T>(check: () => T | null | undefined | false, message: string): Promise<T> =>
  waitFor(
    () => {
      clock?.tick(0);
      return check();
    },
    { message },
  );

/** What `ask` answers once `accept` takes it, asked again (one question at a time) until then. */
export async function answered<T>(ask: () => Promise<T>, accept: (value: T) => boolean, message: string): Promise<T> {
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

/** Once the first pending fault has answered `count` calls. */
export const faultHits = (count: number, message: string) => answered(pendingFaults, (faults) => faults[0]?.hits === count, message);

/**
 * The service stores the lead `press` sends and holds its answer (until the faults are cleared,
 * the answers of later calls too); the page is reloaded meanwhile. A reload ends the send it
 * interrupts: the old page's own time limit, moved on, stands in for that. Leaves the fake clock
 * installed; returns the stored lead.
 */
export async function reloadMidSend(press: () => void): Promise<StoredLead> {
  await injectFault({ service: 'leads', status: 0, delayMs: 60_000, stage: 'after-store', until: 'cleared' });
  installPageClock();
  press();
  const [stored] = await answered(getLeads, (leads) => leads.length === 1, 'the service to store the lead');
  simulateReload();
  await passAnswerWait();
  return stored!;
}

/** The notice of a send being checked, once it shows. */
export const checkShown = (root: ShadowRoot) =>
  waitStill(() => textOf(root).includes(KEPT_TEXT.checkingTitle) && root.querySelector('.help-kept'), 'the check on its way');

/** The notice of a send that could not be checked, once it shows. */
export const notCheckedShown = (root: ShadowRoot) =>
  waitStill(() => textOf(root).includes(KEPT_TEXT.uncheckedTitle) && root.querySelector('.help-kept'), 'the send not checked');
