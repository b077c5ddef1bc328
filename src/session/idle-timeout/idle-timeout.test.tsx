/**
 * The idle time-out of signed-in pages, through `<help-deals>`: the warning two minutes
 * before, "Stay signed in", Escape, the trapped and returned focus, and /logout after 15
 * minutes; then two tabs of one site (two host pages in iframes, each with its own copy of the
 * bundle) with a shortened time-out. Every tab's clock is fake: time moves only when the test
 * moves it, so the warning and the countdown are read at exactly the moment the test names,
 * however busy the machine.
 */
import { expect } from '@open-wc/testing';
import { install, withGlobal, type FakeMethod, type Clock } from '@sinonjs/fake-timers';
import { createMocks } from 'react-idle-timer';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { pressShiftTab } from '../../../test/helpers/engine';
import { signIn, signOutAddress } from '../../../test/helpers/session';
import { define } from '../../elements/help-deals/help-deals.element';
import { IDLE_TIMER_NAME } from './idle-timeout';
import { defaultSessionConfig } from '../session-cookies/session-config';
import { TEXT } from './session.text';

define();

const MINUTE = 60_000;

/** The idle timer counts with timeouts and intervals, and reads the time from Date. */
const FAKED: FakeMethod[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];

/**
 * Waits for `check` while the fake clocks stand still, running what is due now meanwhile: a
 * query tells its screens of an answer, and the lean runtime runs effects, on a timer of 0 ms.
 */
const waitStill = <T,>(clocks: readonly Clock[], check: () => T | null | undefined | false, message: string): Promise<T> =>
  waitFor(
    () => {
      for (const clock of clocks) clock.tick(0);
      return check();
    },
    { message },
  );

/** Resolves on the first message the page's tabs send each other on `name`. */
function firstMessageOn(name: string): Promise<void> {
  const channel = new BroadcastChannel(name);
  return new Promise((resolve) => {
    channel.onmessage = () => {
      channel.close();
      resolve();
    };
  });
}
const dialogIn = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[part="timeout-dialog"]');
const isOpen = (root: ShadowRoot) => dialogIn(root)?.open === true;
/** Which of the warning's controls has focus, by its part (chai would print a whole element on failure). */
const focusedPart = () => deepActiveElement()?.getAttribute('part') ?? deepActiveElement()?.tagName;
const button = (root: ShadowRoot, part: string) => root.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

describe('idle time-out [all engines]', () => {
  let clock: Clock;
  let faked = false;
  /** The real clock back, for what needs it (axe waits on timers of its own between its rules). */
  const realClock = () => {
    if (faked) clock.uninstall();
    faked = false;
  };
  let navigations: ReturnType<typeof recordNavigations>;
  let root: ShadowRoot;
  let el: HTMLElement;

  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
    // From today, not 1970: the idle timer takes a last activity at time 0 for none at all.
    clock = install({ now: Date.now(), shouldAdvanceTime: false, toFake: FAKED });
    faked = true;
    createMocks(); // the idle timer takes the fake clock's timers
    signIn('live');
    localStorage.setItem('chosenTariff', 'fixed-2027');
    // The time-out's code arrives after the page: it counts once it has told the other tabs
    // it is there (its first cross-tab message).
    let started = false;
    void firstMessageOn(IDLE_TIMER_NAME).then(() => (started = true));
    ({ el, root } = await mountElement('help-deals', { waitForHeading: false }));
    await waitStill([clock], () => root.querySelector('h1') && started, 'the deals, and the idle time-out counting');
  });
  afterEach(async () => {
    navigations.stop();
    // Unmounted while the timer still has the fake clock (which it keeps: the next test brings its own).
    await resetPage();
    realClock();
    localStorage.removeItem('chosenTariff');
  });
  after(resetPage);

  it('warns two minutes before, in an accessible modal dialog that takes focus [both runtimes]', async () => {
    await clock.tickAsync(13 * MINUTE - 1000);
    expect(isOpen(root), 'a second early').to.equal(false);
    await clock.tickAsync(1000);
    await waitStill([clock], () => isOpen(root), 'the warning');
    const dialog = dialogIn(root)!;
    expect(textOf(dialog.querySelector('h2')!)).to.equal(TEXT.warningHeading);
    expect(textOf(dialog)).to.contain(`${TEXT.warningBefore}2 minutes.`);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(deepActiveElement() === dialog.querySelector('h2'), 'focus on the heading').to.equal(true);
    // 25 seconds left: seen to the second, heard as the 30-second mark. The count's last update
    // renders after the tick, on a task of the runtime's own.
    await clock.tickAsync(MINUTE + 35_000);
    const live = dialog.querySelector('[aria-live]')!;
    await waitStill([clock], () => textOf(live) === `${TEXT.warningBefore}30 seconds.`, 'the 30-second announcement');
    const seen = dialog.querySelector('p[aria-hidden="true"]')!;
    await waitStill([clock], () => textOf(seen) === `${TEXT.warningBefore}25 seconds.`, `25 seconds left seen (${textOf(seen)})`);
    expect(navigations.paths).to.deep.equal([]);
    // Checked last, on the real clock: the warning stays open, its count where the test left it.
    realClock();
    await expect(el).to.be.accessible();
  });

  it('shows the warning in the font of the rest of the element, and in the page’s own when it gives one', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning');
    const dialog = dialogIn(root)!;
    const app = root.querySelector('.help-root')!;
    const fontOf = (node: Element) => getComputedStyle(node).fontFamily;
    for (const [what, node] of [['the dialog', dialog], ['its heading', dialog.querySelector('h2')!], ['its buttons', button(root, 'timeout-stay')]] as const) {
      expect(fontOf(node), what).to.equal(fontOf(app));
    }
    // A page's theme (tokens.css) reaches the warning as it reaches everything else.
    el.style.setProperty('--help-font-family', 'Georgia, serif');
    expect(fontOf(dialog)).to.equal('Georgia, serif');
    expect(fontOf(dialog)).to.equal(fontOf(app));
  });

  it('signs the customer out at /logout after 15 minutes, whatever the mouse does once warned', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning');
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    await clock.tickAsync(MINUTE);
    expect(isOpen(root), 'moving the mouse is not "Stay signed in"').to.equal(true);
    await clock.tickAsync(MINUTE);
    expect(navigations.paths).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
    expect(localStorage.getItem('chosenTariff')).to.equal(null);
    // The warning closes with the next render, a task after the time-out's timer.
    await waitStill([clock], () => !isOpen(root), 'the warning closed');
  });

  it('counts activity before the warning: the 15 minutes start again', async () => {
    await clock.tickAsync(10 * MINUTE);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Shift' }));
    await clock.tickAsync(10 * MINUTE);
    expect(isOpen(root)).to.equal(false);
    await clock.tickAsync(3 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning, 13 minutes after the key');
  });

  it('"Stay signed in" closes the warning, gives focus back and starts the 15 minutes again [both runtimes]', async () => {
    const link = root.querySelector<HTMLAnchorElement>('[part="article-body"] a[href]')!;
    link.focus();
    await clock.tickAsync(13 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning');
    await press('Tab');
    expect(focusedPart()).to.equal('timeout-stay');
    await press('Enter');
    await waitStill([clock], () => !dialogIn(root), 'the warning to close');
    expect(deepActiveElement() === link, 'focus back where it was').to.equal(true);
    await clock.tickAsync(12 * MINUTE);
    expect(dialogIn(root)).to.equal(null);
    await clock.tickAsync(MINUTE);
    await waitStill([clock], () => isOpen(root), 'the next warning');
    expect(navigations.paths).to.deep.equal([]);
  });

  it('keeps Tab and Shift+Tab inside the warning, and Escape keeps the customer signed in [both runtimes]', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning');
    await press('Tab');
    await press('Tab');
    expect(focusedPart()).to.equal('timeout-sign-out');
    await press('Tab');
    expect(focusedPart(), 'Tab from the last control').to.equal('timeout-stay');
    await pressShiftTab();
    expect(focusedPart(), 'Shift+Tab from the first control').to.equal('timeout-sign-out');
    await press('Escape');
    await waitStill([clock], () => !dialogIn(root), 'the warning to close');
    await clock.tickAsync(5 * MINUTE);
    expect(navigations.paths).to.deep.equal([]);
  });

  it('"Sign out" signs the customer out at once, at the sign-out address', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitStill([clock], () => isOpen(root), 'the warning');
    button(root, 'timeout-sign-out').click();
    expect(navigations.paths).to.deep.equal([signOutAddress()]);
    expect(localStorage.getItem('chosenTariff')).to.equal(null);
  });
});

describe('idle time-out in two tabs [all engines] [both runtimes]', () => {
  type Tab = { frame: HTMLIFrameElement; clock: Clock; win: Window; root: ShadowRoot; left: string[] };
  const tabs: Tab[] = [];
  const clocks = () => tabs.map((tab) => tab.clock);
  /** Moves every tab's clock on by `ms`, one tab after the other (what they tell each other comes as it comes). */
  const tickTabs = async (ms: number) => {
    for (const clock of clocks()) await clock.tickAsync(ms);
  };

  /**
   * One tab: the host page with `<help-deals>`, idle after 6 seconds, warned 4 seconds before,
   * on a fake clock of its own from `now`. The page is written into a blank frame whose timers
   * are fake already, so its copy of the bundle takes them as it loads (a frame's own address
   * would load it on the real clock before the test could reach the frame's window).
   */
  async function openTab(html: string, now: number): Promise<Tab> {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    document.body.append(frame);
    const win = frame.contentWindow!;
    const clock = withGlobal(win).install({ now, shouldAdvanceTime: false, toFake: FAKED });
    const tab = { frame, clock, win, left: [] as string[] } as Tab;
    tabs.push(tab);
    const page = frame.contentDocument!;
    page.open();
    page.write(html);
    page.close();
    // Written in, the page keeps the frame's window, and with it the fake clock (its Date: the
    // page's probe, a script in its head, wraps the timers it has just been given).
    expect((frame.contentWindow as unknown as { Date: unknown }).Date === clock.Date, "the tab's fake clock").to.equal(true);
    page.addEventListener('help-navigate', (event) => {
      event.preventDefault();
      tab.left.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    tab.root = await waitStill(clocks(), () => page.getElementById('first')?.shadowRoot?.querySelector('h1') && page.getElementById('first')!.shadowRoot!, 'the deals in the tab');
    return tab;
  }

  beforeEach(async () => {
    await resetPage();
    signIn('live');
  });
  afterEach(() => {
    for (const { frame, clock } of tabs.splice(0)) {
      frame.remove();
      clock.uninstall();
    }
  });
  after(resetPage);

  it('"Stay signed in" in one tab closes the warning in the other; idle in both, both sign out', async () => {
    const html = await (await fetch('/__host/page.html?tag=help-deals&idle=6,4')).text();
    // Each tab's time-out counts once it has told the others it is there; who spoke, by token.
    const spoken = new Set<string>();
    const channel = new BroadcastChannel(IDLE_TIMER_NAME);
    channel.onmessage = (event: MessageEvent<{ token?: string }>) => void (event.data.token && spoken.add(event.data.token));
    try {
      // Both clocks start at the same moment and stand still until both tabs count: the warning
      // then comes at the same time in both.
      const now = Date.now();
      const [first, second] = [await openTab(html, now), await openTab(html, now)];
      await waitStill(clocks(), () => spoken.size >= 2, 'the time-out counting in both tabs');
      await tickTabs(2000);
      await waitStill(clocks(), () => isOpen(first.root) && isOpen(second.root), 'the warning in both tabs');
      button(first.root, 'timeout-stay').click();
      await waitStill(clocks(), () => !dialogIn(second.root) && !dialogIn(first.root), 'the warning to close in both tabs');
      await tickTabs(2000);
      await waitStill(clocks(), () => isOpen(first.root) && isOpen(second.root), 'the next warning in both tabs');
      expect([first.left, second.left], 'no one signed out before the time').to.deep.equal([[], []]);
      await tickTabs(4000);
      await waitStill(clocks(), () => first.left.length > 0 && second.left.length > 0, `both tabs to sign out (${first.left.length}, ${second.left.length})`);
      expect(first.left).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
      expect(second.left).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
    } finally {
      channel.close();
    }
  });
});
