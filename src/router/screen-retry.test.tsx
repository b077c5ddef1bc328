/**
 * A screen or part whose code failed to arrive (the connection dropped as it was fetched) is
 * tried again when the connection is back and on "Try again": never a dead end. Screens here
 * are test screens whose import fails as often as a test says, as a chunk fetch does offline
 * (tests run from one bundle, with no chunks of their own to lose).
 */
import { expect } from '@open-wc/testing';
import { useLocation } from 'wouter';
import { deepActiveElement, press, textOf, waitFor } from '../../test/helpers/dom';
import { createHelpElement, defineElement } from '../shell/create-element';
import { ElementShell, FALLBACK_TEXT, type ElementProps } from '../shell/element-shell';
import { ElementRoutes, useLazyPart } from './element-routes';
import { lazyScreen, type LazyScreen, type RouteTable } from './route-table';

/** An import that fails `failures` times before it arrives. */
function flaky<P>(screen: (props: P) => React.ReactNode, failures: number): LazyScreen<P> {
  let left = failures;
  return lazyScreen(() => (left-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: screen })));
}

function Received() {
  return <h1 tabIndex={-1}>Reading received</h1>;
}

let routes: RouteTable;
let part: LazyScreen<object>;

function Start() {
  const [, navigate] = useLocation();
  return (
    <>
      <h1>Start</h1>
      <button type="button" onClick={() => navigate('/received')}>
        Send
      </button>
    </>
  );
}

function WithPart() {
  const Part = useLazyPart(part);
  return Part ? <Part /> : <p>Loading</p>;
}

function TestRoutes({ container }: ElementProps) {
  return (
    <ElementShell container={container}>
      <ElementRoutes routes={routes} />
    </ElementShell>
  );
}

defineElement('test-screen-retry', createHelpElement(TestRoutes));

async function mount(): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  const el = document.createElement('test-screen-retry');
  document.body.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('h1'), { message: 'the first screen' });
  return { el, root: el.shadowRoot! };
}

const fallback = (root: ShadowRoot) => waitFor(() => root.querySelector('.help-fallback'), { message: 'the fallback' });
const tryAgain = (root: ShadowRoot) => [...root.querySelectorAll('button')].find((button) => textOf(button) === FALLBACK_TEXT.tryAgain)!;
const received = (root: ShadowRoot) => waitFor(() => textOf(root).includes('Reading received'), { message: 'the screen that failed to load' });

describe('a screen that failed to load [all engines] [both runtimes]', () => {
  afterEach(() => document.querySelectorAll('test-screen-retry').forEach((el) => el.remove()));

  it('says so with "Try again", and shows the screen by itself when the connection is back, in the same place', async () => {
    routes = [
      { path: '/start', screen: lazyScreen(() => Promise.resolve({ default: Start })) },
      { path: '/received', screen: flaky(Received, 1) },
    ];
    const { el, root } = await mount();
    root.querySelector('button')!.click();
    const shown = await fallback(root);
    expect(textOf(shown)).to.equal(`${FALLBACK_TEXT.heading}${FALLBACK_TEXT.body}${FALLBACK_TEXT.tryAgain}`);
    expect(shown.getAttribute('role')).to.equal('alert');
    await expect(el).to.be.accessible();
    // The fallback listens for the connection from an effect, which runs after the first paint
    // (later on lean than on React): the page hears that the connection is back at each look
    // until the screen shows. Nothing is pressed meanwhile: the event alone brings it.
    await waitFor(
      () => {
        window.dispatchEvent(new Event('online'));
        return textOf(root).includes('Reading received');
      },
      { message: 'the screen once the connection is back' },
    );
    expect(root.querySelector('.help-fallback')).to.equal(null);
  });

  it('tries again on a press of "Try again" from the keyboard, and again while it keeps failing', async () => {
    routes = [
      { path: '/start', screen: lazyScreen(() => Promise.resolve({ default: Start })) },
      { path: '/received', screen: flaky(Received, 2) },
    ];
    const { root } = await mount();
    root.querySelector('button')!.click();
    await fallback(root);
    tryAgain(root).focus();
    await press('Enter');
    // Failed again: a status message says so, and "Try again" keeps focus.
    await waitFor(() => textOf(root).includes(FALLBACK_TEXT.stillFailing), { message: 'the second failure said' });
    await waitFor(() => deepActiveElement() === tryAgain(root), { message: 'focus on "Try again"' });
    await press('Enter');
    await received(root);
  });

  it("tries a failed part again from the element's own fallback", async () => {
    part = flaky(Received, 1);
    routes = [{ path: '/start', screen: lazyScreen(() => Promise.resolve({ default: WithPart })) }];
    const el = document.createElement('test-screen-retry');
    document.body.append(el);
    const root = el.shadowRoot!;
    await fallback(root);
    await expect(el).to.be.accessible();
    tryAgain(root).focus();
    await press('Enter');
    await received(root);
  });
});
