// @ts-check
/**
 * The app's pages whose content is known only when they are asked for (an article), rendered
 * as the demo sends them, as a host's server would (scripts/page-render.mjs): the element
 * holds the page's first screen, its data for the take-over, and a link to the screen's
 * stylesheet, which this module serves at /first-screens/<name>.css.
 *
 * The demo's server starts the renderer with itself (bundling it takes a few seconds): a page
 * asked for before it is ready, or one whose content could not be had, is sent with its element
 * empty, as before, and the element fetches and shows what failed itself. The tests' server
 * starts it when a page first needs it, and that page waits for it.
 */
import { pageRenderer } from '../scripts/page-render.mjs';

/** Where the rendered pages' stylesheets are served. */
export const FIRST_SCREENS_PATH = '/first-screens/';

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
      try {
        const page = await renderer.render({ tag, path, url, config, attributes });
        if (!page) return undefined;
        stylesheets.set(page.cssName, Buffer.from(page.css));
        return page.element(`${FIRST_SCREENS_PATH}${page.cssName}`);
      } catch (error) {
        log(`Rendering ${path} on request failed: ${error instanceof Error ? error.stack : String(error)}`);
        return undefined;
      }
    },
    ready: () => start(),
    stylesheet(path) {
      return path.startsWith(FIRST_SCREENS_PATH) ? stylesheets.get(path.slice(FIRST_SCREENS_PATH.length)) : undefined;
    },
  };
}
