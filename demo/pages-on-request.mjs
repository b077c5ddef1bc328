// @ts-check
/**
 * The app's pages whose content is known only when they are asked for (an article), rendered
 * as the demo sends them, as a host's server would (scripts/page-render.mjs): the element
 * holds the page's first screen, its data for the take-over, and a link to the screen's
 * stylesheet, which this module serves at /first-screens/<name>.css.
 *
 * A rendered page is kept for 30 seconds, as a host's cache would keep it.
 *
 * The demo's server starts the renderer with itself (bundling it takes a few seconds): a page
 * asked for before it is ready, or one whose content could not be had, is sent with its element
 * empty, as before, and the element fetches and shows what failed itself. The tests' server
 * starts it when a page first needs it, and that page waits for it.
 */
import { pageRenderer } from '../scripts/page-render.mjs';

/** Where the rendered pages' stylesheets are served. */
export const FIRST_SCREENS_PATH = '/first-screens/';

/**
 * How long a rendered page is sent again as it is, as a host's cache would keep it: as long as
 * the element keeps data fresh, so the app taking it over never finds its data stale.
 */
const KEPT_MS = 30_000;
/** At most this many rendered pages are kept (the oldest go first). */
const KEPT_PAGES = 200;

const CONFIG_BLOCK = /<script type="application\/json" id="help-and-support-config">([\s\S]*?)<\/script>/;

/**
 * @typedef {object} PagesOnRequest
 * @property {(page: { tag: string, path: string, url: string, html: string, attributes: Record<string, string> }) => Promise<string | undefined>} element
 *   the element holding the page `path` (under its base path) as it is now, or undefined
 * @property {(path: string) => Buffer | undefined} stylesheet a rendered page's stylesheet, by its address
 * @property {() => Promise<unknown>} ready resolves once pages can be rendered (or never will be)
 */

/**
 * @param {{ log?: (line: string) => void, eager?: boolean }} [options] eager: start the renderer now (else when a page first needs it, which waits)
 * @returns {PagesOnRequest}
 */
export function pagesOnRequest({ log = console.log, eager = true } = {}) {
  /** @type {Awaited<ReturnType<typeof pageRenderer>> | undefined} */
  let renderer;
  /** @type {Promise<unknown> | undefined} */
  let starting;
  const start = () =>
    (starting ??= pageRenderer().then(
      (ready) => (renderer = ready),
      (error) => log(`Pages rendered on request are off: ${error instanceof Error ? error.stack : String(error)}`),
    ));
  if (eager) start();
  /** @type {Map<string, Buffer>} */
  const stylesheets = new Map();
  /** @type {Map<string, { until: number, element: Promise<string | undefined> }>} */
  const kept = new Map();

  /** @param {string} tag @param {string} path @param {string} url @param {Record<string, unknown>} config @param {Record<string, string>} attributes */
  const render = async (tag, path, url, config, attributes) => {
    try {
      const page = await renderer?.render({ tag, path, url, config, attributes });
      if (!page) return undefined;
      stylesheets.set(page.cssName, Buffer.from(page.css));
      return page.element(`${FIRST_SCREENS_PATH}${page.cssName}`);
    } catch (error) {
      log(`Rendering ${path} on request failed: ${error instanceof Error ? error.stack : String(error)}`);
      return undefined;
    }
  };

  return {
    async element({ tag, path, url, html, attributes }) {
      if (!eager) await start();
      if (!renderer) return undefined;
      /** @type {Record<string, unknown>} */
      let config = {};
      try {
        config = JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? '{}');
      } catch {
        return undefined; // a page whose configuration is not JSON: the element says so itself
      }
      // The same page for the same address, configuration and attributes, while it is kept.
      const key = JSON.stringify([tag, path, new URL(url).origin, config, attributes]);
      const now = Date.now();
      const found = kept.get(key);
      if (found && found.until > now) return found.element;
      const element = render(tag, path, url, config, attributes);
      kept.delete(key);
      kept.set(key, { until: now + KEPT_MS, element });
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value ?? '');
      const rendered = await element;
      if (rendered === undefined) kept.delete(key); // not kept: the content may be back next time
      return rendered;
    },
    ready: () => start(),
    stylesheet(path) {
      return path.startsWith(FIRST_SCREENS_PATH) ? stylesheets.get(path.slice(FIRST_SCREENS_PATH.length)) : undefined;
    },
  };
}
