/**
 * The demo's AEM pages (demo/aem-pages.mjs) in a frame of the test page, watched by the host
 * pages' probe (test/host-pages.mjs): what the AEM tests share.
 */
import { textOf, waitFor } from './dom';

export interface ProbedWindow extends Window {
  __host: { violations: string[]; errors: string[]; reports: string[] };
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
    // A busy machine running engines side by side may take a while to serve a page.
    { message: `the AEM page ${path} (is the package built? npm run build)`, timeout: 30000 },
  );
  return { win, doc: win.document };
}

export function closeAemPage(): void {
  frame?.remove();
  frame = undefined;
}

/** Waits for the page to stop moving: two frames, then a moment for anything late. */
export async function settle(win: Window, ms = 300): Promise<void> {
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, ms));
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
      { message: `<${tag}>'s heading`, timeout: 15000 },
    );
  } catch (error) {
    // What the element shows instead says whether it is still loading or stopped on something.
    const shown = textOf(root).slice(0, 200) || `nothing (${root.innerHTML.slice(0, 200)})`;
    throw new Error(`${(error as Error).message}; it shows: ${shown}`);
  }
}
