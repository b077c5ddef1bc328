/**
 * The moment a customer starts on a form or an element: their first focus, press or key in it.
 * What a send needs (the rules, the confirmation's screen) is fetched then, long before the
 * send, and never on a visit that only looks.
 */

const STARTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Runs `work` once, at the customer's first focus, press or key inside `target` (an element, or
 * an element's shadow root), or in a task when there is no target or they are in it already.
 * Returns what stops waiting.
 */
export function whenStarted(target: Element | ShadowRoot | null | undefined, work: () => void): () => void {
  const host = target instanceof ShadowRoot ? target.host : target;
  if (!target || !host || host.matches(':focus-within')) {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const stop = () => STARTS.forEach((type) => target.removeEventListener(type, start));
  const start = () => {
    stop();
    work();
  };
  STARTS.forEach((type) => target.addEventListener(type, start));
  return stop;
}
