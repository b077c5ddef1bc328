// @ts-check
/**
 * An app's pages rendered when they are asked for: the pages whose content is known only then
 * (the descriptor's `onRequest`, an article), rendered by a host's server as the build renders
 * the pages it knows (scripts/snapshots.mjs), and taken over by the element the same way. The
 * demo's server uses it; docs/embedding.md shows a host how.
 *
 *   const renderer = await pageRenderer();
 *   const page = await renderer.render({ tag: 'help-and-support', path: '/meters/economy-7-meters',
 *     url: 'https://www.example.com/help-and-support/meters/economy-7-meters', config });
 *   // null: send the element empty (it fetches and shows what failed itself); else
 *   // page.element(stylesheetHref) is its markup, page.css the stylesheet to serve there
 *
 * The screen's data is fetched as the element fetches it (its route's prefetch, with the page's
 * configuration, relative addresses read against `url`) and travels in the snapshot, so the
 * element shows the page without asking again. Renders run one at a time: they share a DOM
 * (jsdom's, for reading and sanitising the content's HTML as the browser would), the page's
 * configuration and its query client.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';
import { loadDescriptors } from './descriptors.mjs';
import { HOLDS_ITS_PLACE, bundleForNode, firstScreenImports, snapshotElement, snapshotStylesheet } from './snapshots.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the render module is written for Node to import (its packages resolve from node_modules): one per process, as two servers may start at once. */
const BUNDLE = join(ROOT, `node_modules/.cache/help-and-support/page-render-${process.pid}.mjs`);

/**
 * @typedef {object} RenderedPage
 * @property {(stylesheet: string) => string} element the element holding its first screen, its stylesheet linked from `stylesheet`
 * @property {string} css the stylesheet (every rule the screen's components ask for, minified)
 * @property {string} cssName a name for it that changes with its content (`help-and-support.1a2b3c4d5e.css`)
 */

/**
 * The page's globals, from one jsdom window: what the elements' modules touch as they load and
 * render, and what DOMPurify and the article reader parse with. `location` follows the page
 * being rendered (the app's router reads it).
 */
function installDom() {
  // A console of its own: nothing of the page's goes to the server's (a test runner's console has no room for it).
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://www.example.invalid/', virtualConsole: new VirtualConsole() });
  const { window } = dom;
  const names = ['document', 'DOMParser', 'Node', 'Element', 'HTMLElement', 'ShadowRoot', 'DocumentFragment', 'HTMLTemplateElement', 'NodeFilter', 'NamedNodeMap', 'HTMLFormElement', 'Text', 'Comment', 'CustomEvent', 'Event', 'EventTarget'];
  for (const name of names) Object.defineProperty(globalThis, name, { value: /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[name], configurable: true, writable: true });
  Object.defineProperty(globalThis, 'window', { value: window, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'location', { get: () => window.location, configurable: true });
  Object.assign(globalThis, { dataLayer: [] });
  return dom;
}

/**
 * The render module: for each element with pages rendered on request, its first screen, app and
 * routes; React's server renderer and the page's configuration. Bundled for Node, CSS as text.
 * @param {string[]} tags
 */
async function renderModule(tags) {
  const contents = [
    ...firstScreenImports(tags),
    ...tags.map((tag, index) => `import descriptor${index} from './src/elements/${tag}/${tag}.descriptor';`),
    `export { renderPageOnRequest, routeParams } from './src/shell/snapshot-render';`,
    `export { setConfig } from './src/config/config';`,
    `export const apps = { ${tags.map((tag, index) => `${JSON.stringify(tag)}: { first: { ...first${index}, app: app${index} }, routes: descriptor${index}.routes }`).join(', ')} };`,
  ].join('\n');
  await bundleForNode(contents, 'page-render-entry.ts', BUNDLE);
  try {
    return await import(`${pathToFileURL(BUNDLE).href}?${Date.now()}`);
  } finally {
    rmSync(BUNDLE, { force: true });
  }
}

/** The renderer of every app's pages rendered on request. */
export async function pageRenderer() {
  // React's production builds, here and in the descriptors' bundle (the development one writes to
  // console methods a test runner's console lacks).
  process.env.NODE_ENV = 'production';
  const descriptors = (await loadDescriptors()).filter(({ onRequest: paths }) => paths.length > 0);
  const onRequest = new Map(descriptors.map(({ tag, onRequest: paths }) => [tag, paths]));
  // As the build's snapshots: where the page holds the element's place until it is defined, the
  // snapshot is the screen at its own height (scripts/snapshots.mjs, HOLDS_ITS_PLACE).
  const ownPlace = new Map(descriptors.map(({ tag, place }) => [tag, place.untilDefined ? [HOLDS_ITS_PLACE] : []]));
  const dom = installDom();
  const module = await renderModule([...onRequest.keys()]);
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  /**
   * The page `path` (under the app's base path) of `tag`, or null where none of its routes
   * rendered on request takes the path, or what the screen needs could not be had.
   * @param {{ tag: string, path: string, url: string, config: Record<string, unknown>, attributes?: Record<string, string>, date?: string }} page
   * @returns {Promise<RenderedPage | null>}
   */
  const renderNow = async ({ tag, path, url, config, attributes = {}, date = new Date().toISOString().slice(0, 10) }) => {
    const paths = onRequest.get(tag) ?? [];
    const app = module.apps[tag];
    /** @type {{ path: string } | undefined} */
    const route = app?.routes.find((/** @type {{ path: string }} */ candidate) => paths.includes(candidate.path) && module.routeParams(candidate.path, path));
    if (!app || !route) return null;
    dom.reconfigure({ url });
    module.setConfig(config);
    const rendered = await module.renderPageOnRequest(app.first, route, { tag, path, date, attributes });
    if (!rendered) return null;
    const css = snapshotStylesheet(rendered, ownPlace.get(tag) ?? []);
    const cssName = `${tag}.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    const facts = { date, path: route.path };
    return { css, cssName, element: (stylesheet) => snapshotElement({ tag, html: rendered.html, stylesheet, sheets: rendered.sheets, facts, attributes }) };
  };

  return {
    /** @param {Parameters<typeof renderNow>[0]} page */
    render: (page) => {
      const next = queue.then(() => renderNow(page));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
