/**
 * The lean build's roots (../lean-client.ts is `react-dom/client` there): preact/compat's, made to
 * flush what is pending before a discrete event and to render an element's tree once it is in
 * the page, as that file says.
 */
import { options } from 'preact';
import { createRoot as createPreactRoot } from 'preact/compat/client';

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
