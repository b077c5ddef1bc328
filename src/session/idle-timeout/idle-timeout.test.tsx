/**
 * The idle time-out of signed-in pages, through `<help-deals>`: the warning two minutes
 * before, "Stay signed in", Escape, the trapped and returned focus, and /logout after 15
 * minutes, on a fake clock; then two tabs of one site (two host pages in iframes, each with
 * its own copy of the bundle) on a shortened real clock.
 */
import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { createMocks } from 'react-idle-timer';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../test/helpers/element';
import { pressShiftTab } from '../../../test/helpers/engine';
import { signIn } from '../../../test/helpers/session';
import { defaultConfig } from '../../config/config';
import { define } from '../../elements/help-deals/help-deals.element';
import { IDLE_TIMER_NAME } from './idle-timeout';
import { defaultSessionConfig } from '../session-cookies/session-config';
import { TEXT } from './session.text';

define();

const MINUTE = 60_000;

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
  let clock: ReturnType<typeof install>;
  let navigations: ReturnType<typeof recordNavigations>;
  let root: ShadowRoot;
  let el: HTMLElement;

  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
    // From today, not 1970: the idle timer takes a last activity at time 0 for none at all.
    clock = install({ now: Date.now(), shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    createMocks(); // the idle timer takes the fake clock's timers
    signIn('live');
    localStorage.setItem('chosenTariff', 'fixed-2027');
    // The time-out's code arrives after the page: it counts once it has told the other tabs
    // it is there (its first cross-tab message).
    const started = firstMessageOn(IDLE_TIMER_NAME);
    ({ el, root } = await mountElement('help-deals'));
    await started;
  });
  afterEach(async () => {
    navigations.stop();
    // Unmounted while the timer still has the fake clock (which it keeps: the next test brings its own).
    await resetPage();
    clock.uninstall();
    localStorage.removeItem('chosenTariff');
  });
  after(resetPage);

  it('warns two minutes before, in an accessible modal dialog that takes focus', async () => {
    await clock.tickAsync(13 * MINUTE - 1000);
    expect(isOpen(root), 'a minute early').to.equal(false);
    await clock.tickAsync(1000);
    await waitFor(() => isOpen(root), { message: 'the warning' });
    const dialog = dialogIn(root)!;
    expect(textOf(dialog.querySelector('h2')!)).to.equal(TEXT.warningHeading);
    expect(textOf(dialog)).to.contain(`${TEXT.warningBefore}2 minutes.`);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(deepActiveElement() === dialog.querySelector('h2'), 'focus on the heading').to.equal(true);
    await expect(el).to.be.accessible();
    // 25 seconds left: seen to the second, heard as the 30-second mark (away from the edges of the once-a-second count).
    await clock.tickAsync(MINUTE + 35_000);
    // The tick's last update renders on a task of React's own, after the tick: on a busy machine
    // the announcement read at once was still the 1-minute one.
    const live = dialog.querySelector('[aria-live]')!;
    await waitFor(() => textOf(live) === `${TEXT.warningBefore}30 seconds.`, { message: 'the 30-second announcement' });
    // The count seen renders on React's tasks too: on a busy machine WebKit showed 29 seconds
    // (an update between) when the announcement was already read.
    const seen = dialog.querySelector('p[aria-hidden="true"]')!;
    await waitFor(() => /in 2[3-6] seconds\.$/.test(textOf(seen)), { message: `25 seconds left seen (${textOf(seen)})` });
    expect(navigations.paths).to.deep.equal([]);
  });

  it('shows the warning in the font of the rest of the element, and in the page’s own when it gives one', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitFor(() => isOpen(root), { message: 'the warning' });
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
    await waitFor(() => isOpen(root), { message: 'the warning' });
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    await clock.tickAsync(MINUTE);
    expect(isOpen(root), 'moving the mouse is not "Stay signed in"').to.equal(true);
    await clock.tickAsync(MINUTE);
    expect(navigations.paths).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
    expect(localStorage.getItem('chosenTariff')).to.equal(null);
    // The warning closes with React's next render, a task after the time-out's timer.
    await waitFor(() => !isOpen(root), { message: 'the warning closed' });
  });

  it('counts activity before the warning: the 15 minutes start again', async () => {
    await clock.tickAsync(10 * MINUTE);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Shift' }));
    await clock.tickAsync(10 * MINUTE);
    expect(isOpen(root)).to.equal(false);
    await clock.tickAsync(3 * MINUTE);
    await waitFor(() => isOpen(root), { message: 'the warning, 13 minutes after the key' });
  });

  it('"Stay signed in" closes the warning, gives focus back and starts the 15 minutes again', async () => {
    const link = root.querySelector<HTMLAnchorElement>('[part="article-body"] a[href]')!;
    link.focus();
    await clock.tickAsync(13 * MINUTE);
    await waitFor(() => isOpen(root), { message: 'the warning' });
    await press('Tab');
    expect(focusedPart()).to.equal('timeout-stay');
    await press('Enter');
    await waitFor(() => !dialogIn(root), { message: 'the warning to close' });
    expect(deepActiveElement() === link, 'focus back where it was').to.equal(true);
    await clock.tickAsync(12 * MINUTE);
    expect(dialogIn(root)).to.equal(null);
    await clock.tickAsync(MINUTE);
    await waitFor(() => isOpen(root), { message: 'the next warning' });
    expect(navigations.paths).to.deep.equal([]);
  });

  it('keeps Tab and Shift+Tab inside the warning, and Escape keeps the customer signed in', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitFor(() => isOpen(root), { message: 'the warning' });
    await press('Tab');
    await press('Tab');
    expect(focusedPart()).to.equal('timeout-sign-out');
    await press('Tab');
    expect(focusedPart(), 'Tab from the last control').to.equal('timeout-stay');
    await pressShiftTab();
    expect(focusedPart(), 'Shift+Tab from the first control').to.equal('timeout-sign-out');
    await press('Escape');
    await waitFor(() => !dialogIn(root), { message: 'the warning to close' });
    await clock.tickAsync(5 * MINUTE);
    expect(navigations.paths).to.deep.equal([]);
  });

  it('"Sign out" signs the customer out at once, at the sign-out address', async () => {
    await clock.tickAsync(13 * MINUTE);
    await waitFor(() => isOpen(root), { message: 'the warning' });
    button(root, 'timeout-sign-out').click();
    expect(navigations.paths).to.deep.equal([defaultConfig.signIn.logoutPath]);
    expect(localStorage.getItem('chosenTariff')).to.equal(null);
  });
});

describe('idle time-out in two tabs [all engines]', () => {
  const frames: HTMLIFrameElement[] = [];
  type Tab = { win: Window; root: ShadowRoot; left: string[] };

  /** One tab: a host page with `<help-deals>`, idle after 6 seconds, warned 4 seconds before. */
  async function openTab(): Promise<Tab> {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 800px; height: 600px; border: 0';
    frame.src = '/__host/page.html?tag=help-deals&idle=6,4';
    document.body.append(frame);
    frames.push(frame);
    // The host page's probe, not the blank document an iframe starts with.
    const win: Window = await waitFor(() => (frame.contentWindow as { __host?: unknown } | null)?.__host !== undefined && frame.contentWindow, {
      message: 'the tab',
      timeout: 15_000,
    });
    const left: string[] = [];
    win.document.addEventListener('help-navigate', (event) => {
      event.preventDefault();
      left.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    const root = await waitFor(() => win.document.getElementById('first')?.shadowRoot?.querySelector('h1') && win.document.getElementById('first')!.shadowRoot!, {
      message: 'the deals in the tab',
      timeout: 15_000,
    });
    return { win, root, left };
  }

  beforeEach(async () => {
    await resetPage();
    signIn('live');
  });
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });
  after(resetPage);

  it('"Stay signed in" in one tab closes the warning in the other; idle in both, both sign out', async function () {
    // Both open at once: each tab's idle clock starts as its deals show, and the warning comes
    // 2 seconds later, so a tab opened only after the other had loaded could miss it.
    const [first, second] = await Promise.all([openTab(), openTab()]);
    await waitFor(() => isOpen(first.root) && isOpen(second.root), { message: 'the warning in both tabs', timeout: 6000 });
    button(first.root, 'timeout-stay').click();
    await waitFor(() => !dialogIn(second.root) && !dialogIn(first.root), { message: 'the warning to close in both tabs', timeout: 3000 });
    await waitFor(() => isOpen(first.root) && isOpen(second.root), { message: 'the next warning in both tabs', timeout: 6000 });
    await waitFor(() => first.left.length > 0 && second.left.length > 0, { message: `both tabs to sign out (${first.left.length}, ${second.left.length})`, timeout: 8000 });
    expect(first.left).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
    expect(second.left).to.deep.equal([defaultSessionConfig.idleLogoutUrl]);
  });
});
