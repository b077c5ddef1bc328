/**
 * `react-dom/client` in the lean build (scripts/runtimes.mjs): preact/compat's roots, made to
 * keep one promise React keeps and preact does not.
 *
 * React flushes the state updates still pending before it dispatches a discrete event (a click,
 * a key, a change), so a handler always sees the state of every event before it: pick an
 * address from the list, then press "Use this address" at once, and the choice is there.
 * preact renders a microtask after the update, and an event arriving before that microtask (a
 * change dispatched and a click in the same task, as assistive technology and scripts may)
 * would run the handler of the render before. So each root listens, as React's does, in the
 * capture phase for discrete events and renders what is pending first.
 *
 * A root in an element's shadow root renders once the element is in the page. r2wc mounts an
 * element's tree on its first attribute, before the element is connected (a host's
 * `createElement`, then `setAttribute` for each attribute, then `append`); React renders a task
 * later, when every attribute is set, but preact renders at once and would read `owns-page` or
 * `url-routing` before they are there. r2wc renders again when the element is connected: that
 * render is the first. (Other containers, in the page or not, render at once.)
 *
 * Effects (useEffect) run as React's run: just after the render that committed them, before
 * the page's next task (React's scheduler runs them in the same task as the commit), not after
 * the next animation frame, which a page in a background tab may not have for a long time. A
 * redirect, an owned page's title or a `help-navigate` of the first screen is then done by the
 * time anything else on the page runs.
 *
 * It also installs the attribute hook (./lean-attributes) and React's reading of keys
 * (./lean-keys): every lean page renders through here.
 */
import { options } from 'preact';
import { createRoot as createPreactRoot, hydrateRoot as hydratePreactRoot } from 'preact/compat/client';
import './lean-attributes';
import './lean-keys';

/** React's discrete events: a handler of one must see the updates of the events before it. */
const DISCRETE_EVENTS = [
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'compositionstart',
  'contextmenu',
  'dblclick',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
] as const;

/** preact's render of the pending updates, while it waits for its microtask. */
let pendingRender: (() => void) | undefined;

/** Renders now what preact would render at its next microtask; nothing when nothing waits. */
export function flushPendingRenders(): void {
  const render = pendingRender;
  pendingRender = undefined;
  render?.();
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- option hooks use no `this`: preact's own add-ons call the one before them bare too
const scheduled = options.debounceRendering;
options.debounceRendering = (render) => {
  pendingRender = render;
  (scheduled ?? queueMicrotask)(flushPendingRenders);
};

options.requestAnimationFrame = (runEffects) => queueMicrotask(runEffects);

type Container = Parameters<typeof createPreactRoot>[0];

const listening = new WeakSet<Container>();
function flushBeforeDiscreteEvents(container: Container) {
  if (listening.has(container)) return;
  listening.add(container);
  for (const type of DISCRETE_EVENTS) (container as Node).addEventListener(type, flushPendingRenders, { capture: true });
}

export function createRoot(container: Container): ReturnType<typeof createPreactRoot> {
  flushBeforeDiscreteEvents(container);
  const root = createPreactRoot(container);
  return {
    render(children) {
      if (container instanceof ShadowRoot && !container.isConnected) return;
      root.render(children);
    },
    unmount() {
      root.unmount();
    },
  };
}

export function hydrateRoot(container: Container, children: Parameters<typeof hydratePreactRoot>[1]): ReturnType<typeof hydratePreactRoot> {
  flushBeforeDiscreteEvents(container);
  return hydratePreactRoot(container, children);
}

export default { createRoot, hydrateRoot };
