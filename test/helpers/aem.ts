/**
 * The demo's AEM pages (demo/aem-pages.mjs) in a frame of the test page, watched by the host
 * pages' probe (test/host-pages.mjs): what the AEM tests share, and `settle`, which every page
 * the probe watches (the host pages too) waits with.
 */
import { SNAPSHOT_ATTRIBUTE } from '../../src/platform/snapshot';
import { textOf, waitFor } from './dom';

/** What the probe (test/host-pages.mjs) records in a page, in `window.__host`. */
export interface HostProbe {
  violations: string[];
  errors: string[];
  /** What the elements reported (a failed request they worked around, a screen that failed). */
  reports: string[];
  /** Each layout shift, with what moved (engines that report layout shifts). */
  shifts: { value: number; at: number; moved: string[] }[];
  /** Fetches in flight, and a count of everything that moved in the page. */
  activity: { fetching: number; changes: number };
  /** How many of the page's timers are due by `time` (its performance.now()) and have not run. */
  timersDueBy(time: number): number;
  /** The calls held on their way (a page opened with `hold=`), and what lets them go. */
  held: string[];
  release(): void;
  /** Watches a shadow root the page's markup declared, as those attached later are. */
  watchRoot(root: ShadowRoot): void;
  /** Takes the layout shifts measured and not yet delivered (engines that report them). */
  takeShifts?(): void;
}

export interface ProbedWindow extends Window {
  __host: HostProbe;
}

export const CLIENTLIBS = '/etc.clientlibs/help-and-support/clientlibs/';

let frame: HTMLIFrameElement | undefined;

/** Opens an AEM page in a frame, once it is parsed whole (the probe runs in its head). */
export async function openAemPage(path: string): Promise<{ win: ProbedWindow; doc: Document }> {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 768px; border: 0';
  frame.src = path;
  document.body.append(frame);
  const win = await waitFor(
    () => {
      const each = frame?.contentWindow as ProbedWindow | null;
      return each?.__host && each.document.readyState !== 'loading' ? each : null;
    },
    { message: `the AEM page ${path} (is the package built? npm run build)` },
  );
  return { win, doc: win.document };
}

export function closeAemPage(): void {
  frame?.remove();
  frame = undefined;
}

/** Every shadow root under `root`, and theirs. */
function shadowRootsIn(root: Document | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(element.shadowRoot, ...shadowRootsIn(element.shadowRoot));
  }
  return found;
}

/** How many animation frames in a row a page must be still to be settled. */
export const STILL_FRAMES = 5;

/**
 * Waits for the page to stop moving: no fetch in flight, no picture still loading (but those
 * loaded lazily), no first screen the build rendered still to take over, and for
 * STILL_FRAMES animation frames in a row nothing changed: no fetch started or ended, no resource
 * loaded, no change in the page or its shadow roots, nothing recorded by the probe (a violation,
 * an error, a report, a layout shift), nor anything `also` returns (a test's own counts). Frames
 * follow the machine: a loaded one takes longer to settle, never less.
 */
export async function settle(win: ProbedWindow, also: () => unknown = () => null): Promise<void> {
  const probe = win.__host;
  for (const root of shadowRootsIn(win.document)) probe.watchRoot(root);
  const signature = () => {
    probe.takeShifts?.();
    // A picture loaded lazily may never start (out of sight): only the others are waited for.
    const loading = shadowRootsIn(win.document).reduce((count, root) => count + [...root.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' && !img.complete).length, 0);
    // A first screen the build rendered is settled once its element has taken it over.
    const snapshots = shadowRootsIn(win.document).filter((root) => root.querySelector(`[${SNAPSHOT_ATTRIBUTE}]`)).length;
    const { fetching, changes } = probe.activity;
    const busy = fetching > 0 || loading > 0 || snapshots > 0 || win.document.readyState !== 'complete';
    return { busy, still: JSON.stringify([changes, probe.violations.length, probe.errors.length, probe.reports.length, probe.shifts.length, also()]) };
  };
  let last = '';
  let stillFrames = 0;
  let frames = 0;
  let done = false;
  // The frames counted as the page's own rendering goes, not on a timer.
  const count = () => {
    if (done) return;
    frames += 1;
    const { busy, still } = signature();
    stillFrames = !busy && still === last ? stillFrames + 1 : 0;
    last = still;
    win.requestAnimationFrame(count);
  };
  win.requestAnimationFrame(count);
  try {
    await waitFor(() => stillFrames >= STILL_FRAMES, {
      message: `the page to settle (after ${frames} frames: ${JSON.stringify({ ...probe.activity, ...signature() })})`,
    });
  } finally {
    done = true;
  }
}

/** The page of an element's component (the app's is its base path). */
export const aemPageOf = (tag: string) => (tag === 'help-and-support' ? '/aem/content/help-and-support/' : `/aem/content/${tag}.html`);

/** An element's first heading with text, once its screen shows one. */
export async function headingShown(root: ShadowRoot, tag: string): Promise<Element> {
  try {
    return await waitFor(
      () => {
        const found = root.querySelector('h1') ?? root.querySelector('h2');
        return found && textOf(found) ? found : null;
      },
      { message: `<${tag}>'s heading` },
    );
  } catch (error) {
    // What the element shows instead says whether it is still loading or stopped on something.
    const shown = textOf(root).slice(0, 200) || `nothing (${root.innerHTML.slice(0, 200)})`;
    throw new Error(`${(error as Error).message}; it shows: ${shown}`);
  }
}
