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
import './lean-attributes';
import './lean-keys';
import { createRoot } from './lean-root';

export { createRoot, flushPendingRenders } from './lean-root';

/**
 * Takes over markup the build rendered (a snapshot): only the take-over's lazily loaded chunk
 * calls it, so its code ships there (./take-over/lean-hydrate.ts), not in every page's download.
 */
export { hydrateRoot } from './take-over/lean-hydrate';

export default { createRoot };
