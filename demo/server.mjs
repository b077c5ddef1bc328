// @ts-check
/**
 * The demo server behind `npm start` (plain node:http, no dependencies besides the stand-ins).
 *
 * Its first port (PORT, default 8000) serves the demo and the stand-in services:
 *   /leads/…, /api/…, /aem6/…, /__stub/…, /identity/logout, /logout, /monitoring/intake
 *                                the stand-in services
 *   /dist/…                      the built bundle (dist/)
 *   /help-and-support[/…]        the app's page (demo/pages/help-and-support.html in the page
 *                                chrome, page-template.mjs), unless the path is a file in demo/public/
 *   /                            the control panel (demo/pages/control-panel.html, the same way)
 *   /elements/…                  each element's page (element-pages.mjs)
 *   /aem/…, /eds/…               the AEM package's pages (aem-pages.mjs) and the Edge Delivery
 *                                blocks' pages (eds-pages.mjs)
 *   /contact-us/…, /energy/complaints, /search, …   stand-ins for the main site's pages the
 *                                elements leave to (main-site/pages.mjs)
 *   anything else                a file from demo/public/ ('/x' also finds 'x.html'), else
 *                                404 with the stand-in page-not-found page
 * Every page takes `?runtime=lean`: it then loads dist/lean/ (preact/compat) instead of dist/.
 * A path that is not percent-encoded properly answers 400 (request-path.mjs), on either port.
 * Its second port (CROSS_ORIGIN_PORT, default PORT + 1) is another origin, as the marketing
 * site is: `/` embeds the meter-read form with a page configuration pointing every service
 * at the first port (demo/cross-origin/index.html); `/dist/…` and demo/public's styles and
 * images are served there too.
 *
 * Every page is sent with a strict Content-Security-Policy (DEMO_CSP; the cross-origin page
 * adds connect-src for the services' origin) and a Referrer-Policy that sends no page's address
 * on, only its origin (referrer-policy.mjs). Files are sent compressed and cached as a
 * CDN would (static-files.mjs): hashed chunks immutable, everything else no-cache with an
 * ETag; dist/ with `Access-Control-Allow-Origin: *`, as module scripts need on other origins.
 *
 * Environment: PORT (default 8000), CROSS_ORIGIN_PORT (default PORT + 1), HOST (default
 * 127.0.0.1), DEMO_DATABASE (SQLite file for the stand-ins, default demo/.data/leads.sqlite;
 * leads survive a restart), CORS_ORIGINS (origins besides localhost and 127.0.0.1 that may
 * call the stand-in services).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACES_CSS_PATH, elementPageFor, placesCss } from './element-pages.mjs';
import { appPage, controlPanelPage } from './page-template.mjs';
import { serveAem } from './aem-pages.mjs';
import { serveEds } from './eds-pages.mjs';
import { mainSitePage } from './main-site/pages.mjs';
import { withPageSettings } from './page-settings.mjs';
import { pagesOnRequest } from './pages-on-request.mjs';
import { REFERRER_POLICY } from '../standins/referrer-policy.mjs';
import { decodedPath } from './request-path.mjs';
import { pageSnippet } from '../scripts/descriptors.mjs';
import { createStandIns } from '../standins/index.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, createEncodingCache, fileStats, sendContent, sendFile } from './static-files.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./static-files.mjs').EncodingCache} EncodingCache */

const DEMO_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT_DIR = resolve(DEMO_DIR, '..');
export const PUBLIC_DIR = join(DEMO_DIR, 'public');
export const DIST_DIR = join(ROOT_DIR, 'dist');
export const CROSS_ORIGIN_PAGE = join(DEMO_DIR, 'cross-origin', 'index.html');
export const DEFAULT_DATABASE = join(DEMO_DIR, '.data', 'leads.sqlite');

const APP_BASE = '/help-and-support';
const NOT_FOUND_PAGE = 'page-not-found.html';

/**
 * The Content-Security-Policy of every demo page: no inline script or style, no plugins, no
 * <base>, no framing or form posts to other origins, and Trusted Types required for every
 * HTML sink (the elements' `help-and-support` policy and DOMPurify's `dompurify`). Workers only
 * from the page's origin: session replay's (dist/monitoring-worker.js, `monitoring.workerUrl`),
 * which the `default` policy the bundle creates after consent passes, that URL and no other.
 */
export const DEMO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types help-and-support dompurify 'allow-duplicates' default",
  "worker-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The policy of the cross-origin page: DEMO_CSP, and the services' origin for fetch.
 * @param {string} servicesOrigin e.g. http://localhost:8000
 */
export function crossOriginCsp(servicesOrigin) {
  return `${DEMO_CSP}; connect-src 'self' ${servicesOrigin}`;
}

/** dist/chunks/<name>-<hash>.js: the name changes whenever the content does. */
const HASHED_CHUNK = /^\/chunks\/[^/]+-[A-Za-z0-9_-]{8,}\.js$/;

/**
 * The file a request path names inside `base`, or null when it would leave `base`
 * or touch a hidden (dot) file or folder.
 * @param {string} base absolute folder
 * @param {string} requestPath decoded URL path, starting with '/'
 */
export function fileInside(base, requestPath) {
  if (requestPath.includes('\0') || requestPath.includes('\\')) return null;
  const segments = requestPath.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const target = join(base, ...segments);
  return target === base || target.startsWith(base + sep) ? target : null;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/**
 * The decoded path of a GET or HEAD request, or null once a 405 or 400 has been sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function staticPath(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    return null;
  }
  const path = decodedPath(req.url);
  if (path === null) sendText(res, 400, 'Bad Request: the path is not percent-encoded properly.\n');
  return path;
}

/**
 * Sends a file from dist/ when the path is under /dist/; resolves false for other paths.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} path
 * @param {{ distDir: string, cache: EncodingCache }} site
 */
async function serveDist(req, res, path, { distDir, cache }) {
  if (path !== '/dist' && !path.startsWith('/dist/')) return false;
  const inside = path.slice('/dist'.length);
  const file = fileInside(distDir, inside);
  const stats = await fileStats(file);
  if (file && stats) {
    // Module scripts load in CORS mode: a host page on another origin may load the bundle.
    await sendFile(req, res, cache, {
      path: file,
      stats,
      cacheControl: HASHED_CHUNK.test(inside) ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  } else {
    sendText(res, 404, `Not found: ${path}\nRun \`npm run build\` if dist/ is missing (npm start builds first).\n`);
  }
  return true;
}

/**
 * @typedef {object} DemoSite
 * @property {string} distDir the built bundle
 * @property {string} publicDir the demo pages, styles and images
 * @property {EncodingCache} cache
 * @property {(req: IncomingMessage) => { outage: unknown }} [flags] the stand-ins' flags for a request
 * @property {import('./pages-on-request.mjs').PagesOnRequest} [onRequest] the app's pages rendered as they are asked for
 */

/** `<!-- modulepreload <tag> -->` in a demo page: where the build's preload lines for that element go. */
const PRELOAD_MARKER = /<!-- modulepreload ([a-z][a-z0-9-]*) -->/g;

/**
 * `<!-- element <tag>[ attribute…] -->` in a demo page: where the element goes, holding its first
 * screen as declarative shadow DOM where the build rendered one: the build's snapshot of this
 * page (dist/embed/<tag>/<page>.html, for an app) or the element's snippet's; else empty.
 */
const ELEMENT_MARKER = /<!-- element ([a-z][a-z0-9-]*)((?: [a-z-]+)*) -->/g;

/**
 * @typedef {object} PageState
 * @property {boolean} [outage] a service outage is on (the stand-in's flag)
 * @property {(tag: string, attributes: Record<string, string>) => Promise<string | undefined>} [rendered]
 *   the element holding the page rendered as it is asked for (an article), where the build has no snapshot of it
 */

/**
 * Whether the build's snapshot of an element is true of the page now. The help home's is drawn
 * with no service outage: while one is on, the page is sent without it, and the home waits
 * briefly for its banner rather than push the page down with it, as a host that knows of the
 * outage does (docs/embedding.md).
 * @param {string} tag @param {string | undefined} page @param {PageState} now
 */
export const snapshotHolds = (tag, page, now) => !(now.outage && (tag === 'help-home' || (tag === 'help-and-support' && page === '/')));

/**
 * The first files of an app's page, from the build's list of its pages (embed/<tag>.pages.json,
 * in the order its router tries them: a fixed segment before a `:name`); undefined for an element
 * that is no app, or a page none of its routes takes.
 * @param {string} distDir @param {string} tag @param {string} page
 * @returns {Promise<string[] | undefined>}
 */
async function pageFilesOf(distDir, tag, page) {
  const text = await readFile(join(distDir, 'embed', `${tag}.pages.json`), 'utf8').catch(() => '');
  if (!text) return undefined;
  const pages = /** @type {{ path: string, files: string[] }[]} */ (JSON.parse(text));
  const segments = page.split('/').filter(Boolean);
  const takes = (/** @type {string} */ path) => {
    const pattern = path.split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((segment, index) => segment.startsWith(':') || segment === segments[index]);
  };
  return pages.find(({ path }) => takes(path))?.files;
}

/**
 * A demo page with each modulepreload marker replaced by the `<link rel="modulepreload">` lines
 * the build wrote for that element (dist/embed/<tag>.html, or its page's), as a CMS author may add them, and
 * each element marker by the element as the build's snippets hold it; a preload marker stays a
 * comment when the build has no such file.
 * @param {string} html
 * @param {string} distDir
 * @param {string} [page] the page under an app's base path (`/submit-meter-read`)
 * @param {PageState} [now] what the host knows as it sends the page
 */
export async function withModulePreloads(html, distDir, page, now = {}) {
  const tags = [...new Set([...html.matchAll(PRELOAD_MARKER), ...html.matchAll(ELEMENT_MARKER)].map((match) => match[1] ?? ''))];
  /** @param {string} path @returns {Promise<string[]>} */
  const linesOf = async (path) => (await readFile(join(distDir, 'embed', path), 'utf8').catch(() => '')).split('\n');
  /** @type {Map<string, { snippet: string[], page: string[] }>} */
  const snippets = new Map();
  for (const tag of tags) {
    snippets.set(tag, { snippet: await linesOf(`${tag}.html`), page: page ? await linesOf(`${pageSnippet(tag, page)}.html`) : [] });
  }
  const snapshot = (/** @type {string} */ tag, /** @type {string[]} */ lines) =>
    snapshotHolds(tag, page, now) ? lines.find((line) => line.startsWith(`<${tag}`) && line.includes('<template shadowrootmode="open">')) : undefined;
  // The page's own snippet where the build rendered this page: its preload lines are the page's.
  const linesFor = (/** @type {string} */ tag) => {
    const { snippet = [], page: pageLines = [] } = snippets.get(tag) ?? {};
    return snapshot(tag, pageLines) ? pageLines : snippet;
  };
  /** @type {Map<string, string[]>} */
  const routeFiles = new Map();
  for (const tag of tags) {
    const files = page ? await pageFilesOf(distDir, tag, page) : undefined;
    if (files) routeFiles.set(tag, files);
  }
  // A page the build did not render, rendered now where the host can (demo/pages-on-request.mjs).
  /** @type {Map<string, string | undefined>} */
  const renderedNow = new Map();
  for (const [marker, tag = '', attributes = ''] of html.matchAll(ELEMENT_MARKER)) {
    if (now.outage || !now.rendered || snapshot(tag, linesFor(tag))) continue;
    const named = Object.fromEntries(attributes.trim().split(/\s+/).filter(Boolean).map((name) => [name, '']));
    renderedNow.set(marker, await now.rendered(tag, named));
  }
  // The stylesheet of the first screen the page is sent with, before the script files: the
  // screen is painted once it is in (none for an element sent empty).
  const stylesheetFirst = (/** @type {string} */ tag) => {
    const lines = linesFor(tag);
    if (snapshot(tag, lines)) return lines.filter((line) => line.startsWith('<link rel="preload" as="style"'));
    const rendered = [...renderedNow].find(([marker, element]) => element && marker.startsWith(`<!-- element ${tag} `))?.[1];
    const href = rendered && /<link rel="stylesheet" href="([^"]+)"/.exec(rendered)?.[1];
    return href ? [`<link rel="preload" as="style" href="${href}">`] : [];
  };
  // An app's page the build did not render: the files of that page's first screen, marked for the
  // app's entry script to start them in place of its home's (src/element-entry.ts, pageFiles).
  const preloads = (/** @type {string} */ tag) => {
    const lines = linesFor(tag);
    const files = snapshot(tag, lines) ? undefined : routeFiles.get(tag);
    const scripts = files
      ? files.map((file) => `<link rel="modulepreload" fetchpriority="low" href="${file}" data-help-page-of="${tag}">`)
      : lines.filter((line) => line.startsWith('<link rel="modulepreload"'));
    return [...stylesheetFirst(tag), ...scripts].join('\n    ');
  };
  const element = (/** @type {string} */ marker, /** @type {string} */ tag, /** @type {string} */ attributes) =>
    snapshot(tag, linesFor(tag)) ?? renderedNow.get(marker) ?? `<${tag}${attributes}></${tag}>`;
  return html.replace(PRELOAD_MARKER, (marker, tag) => preloads(tag) || marker).replace(ELEMENT_MARKER, (marker, tag, attributes) => element(marker, tag, attributes));
}

/** `?runtime=lean` on a demo page: the page loads dist/lean/ (preact/compat) instead of dist/. */
export const RUNTIMES = /** @type {const} */ (['react', 'lean']);

/**
 * The runtime a demo page asks for: `lean` with `?runtime=lean`, else `react`.
 * @param {IncomingMessage} req
 * @returns {(typeof RUNTIMES)[number]}
 */
export function runtimeOf(req) {
  const search = (req.url ?? '').split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(search).get('runtime') === 'lean' ? 'lean' : 'react';
}

/**
 * A demo page for its runtime: on the lean one its element scripts come from /dist/lean/ (the
 * same names, in the same layout) and `<html data-runtime="lean">` says so, for the control
 * panel; the default build's pages are sent as they are.
 * The modulepreload markers are filled from that build's snippets.
 * @param {string} html
 * @param {string} distDir
 * @param {(typeof RUNTIMES)[number]} runtime
 * @param {string} [page] the page under an app's base path, for its snapshot
 * @param {PageState} [now] what the host knows as it sends the page
 */
export async function forRuntime(html, distDir, runtime, page, now) {
  if (runtime === 'react') return withModulePreloads(html, distDir, page, now);
  const lean = html
    .replace(/<html\b/, '<html data-runtime="lean"')
    .replace(/(<script type="module" src=")\/dist\/(?!lean\/)/g, '$1/dist/lean/');
  return withModulePreloads(lean, join(distDir, 'lean'), page, now);
}

/**
 * Static files of the first port: /dist/ from the build, each element's page (/elements/…,
 * element-pages.mjs), the app page under /help-and-support/, the rest from demo/public/. Pages
 * carry DEMO_CSP and REFERRER_POLICY, and the control panel's settings in their configuration
 * (page-settings.mjs).
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {DemoSite} site
 */
export async function serveStatic(req, res, site) {
  const path = staticPath(req, res);
  if (path === null) return;
  if (await serveDist(req, res, path, site)) return;

  const pageHeaders = { 'Content-Security-Policy': DEMO_CSP, 'Referrer-Policy': REFERRER_POLICY };
  /**
   * A page as the demo sends it: for its runtime (and an app's page, for its snapshot), with the
   * control panel's settings (a cookie) in its configuration JSON.
   * @param {string} template @param {string} [appPath]
   */
  const sendPage = async (template, appPath) => {
    const { onRequest } = site;
    const url = `http://${req.headers.host ?? 'localhost'}${(req.url ?? '/').split(/[?#]/)[0]}`;
    /** @type {PageState['rendered']} */
    const rendered = onRequest && appPath ? (tag, attributes) => onRequest.element({ tag, path: appPath, url, html: template, attributes }) : undefined;
    const page = await forRuntime(template, site.distDir, runtimeOf(req), appPath, { outage: Boolean(site.flags?.(req).outage), rendered });
    const html = Buffer.from(withPageSettings(page, req.headers.cookie));
    return sendContent(req, res, site.cache, {
      key: `page\0${createHash('sha256').update(html).digest('hex')}`,
      load: async () => html,
      contentType: 'text/html; charset=utf-8',
      cacheControl: CACHE_REVALIDATE,
      compressible: true,
      headers: pageHeaders,
    });
  };

  const firstScreenStyles = site.onRequest?.stylesheet(path);
  if (firstScreenStyles) {
    return sendContent(req, res, site.cache, {
      key: `first-screen\0${path}`,
      load: async () => firstScreenStyles,
      contentType: 'text/css; charset=utf-8',
      cacheControl: CACHE_IMMUTABLE,
      compressible: true,
    });
  }

  // Every element folder's page, from the one template and its examples (element-pages.mjs).
  if (path === PLACES_CSS_PATH) {
    const css = Buffer.from(placesCss());
    return sendContent(req, res, site.cache, {
      key: `places\0${createHash('sha256').update(css).digest('hex')}`,
      load: async () => css,
      contentType: 'text/css; charset=utf-8',
      cacheControl: CACHE_REVALIDATE,
      compressible: true,
    });
  }
  const elementPage = await elementPageFor(path, runtimeOf(req));
  if (elementPage !== null) return sendPage(elementPage);

  // The control panel and the app's page, in the same chrome as the element pages (page-template.mjs).
  if (path === '/' || path === '/index.html') return sendPage(controlPanelPage());

  /** @type {string[]} */
  const candidates = [path];
  if (extname(path) === '') candidates.push(`${path.replace(/\/+$/, '')}.html`, `${path.replace(/\/+$/, '')}/index.html`);
  for (const candidate of candidates) {
    const file = fileInside(site.publicDir, candidate);
    const stats = await fileStats(file);
    if (file && stats) {
      if (extname(file) !== '.html') return sendFile(req, res, site.cache, { path: file, stats, cacheControl: CACHE_REVALIDATE });
      return sendPage(await readFile(file, 'utf8'));
    }
  }

  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) return sendPage(appPage(), path.slice(APP_BASE.length).replace(/\/+$/, '') || '/');

  // The main site's pages the elements leave to: the demo's stand-ins (main-site/pages.mjs).
  const mainSite = await mainSitePage(path, (req.url ?? '').split('?').slice(1).join('?'));
  if (mainSite !== null) return sendPage(mainSite);

  const notFound = join(site.publicDir, NOT_FOUND_PAGE);
  const stats = await fileStats(notFound);
  if (stats) return sendFile(req, res, site.cache, { path: notFound, stats, cacheControl: CACHE_REVALIDATE, status: 404, headers: pageHeaders });
  sendText(res, 404, 'Not Found\n');
}

/** Files of demo/public/ the cross-origin page may use: styles and images, not pages or scripts. */
const CROSS_ORIGIN_ASSETS = new Set(['.css', '.svg', '.png', '.ico', '.woff', '.woff2']);

/**
 * The origin of the services as the browser of a cross-origin page reaches them: the host
 * name it used for the page, with the services' port.
 * @param {IncomingMessage} req
 * @param {number} servicesPort
 */
export function servicesOriginFor(req, servicesPort) {
  let hostname = 'localhost';
  try {
    const given = new URL(`http://${req.headers.host ?? ''}`).hostname;
    if (/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(given)) hostname = given;
  } catch {
    // Keep localhost.
  }
  return `http://${hostname}:${servicesPort}`;
}

/**
 * The page configuration of the cross-origin page: every service on the first port.
 * @param {string} servicesOrigin
 */
export function crossOriginConfig(servicesOrigin) {
  const o = servicesOrigin;
  return {
    // The services' origin is another than the page's: the URL policy takes its addresses only
    // when the configuration allows it.
    allowedOrigins: [new URL(o).origin],
    clientId: 'help-and-support-web',
    mainSiteUrl: o,
    apiBaseUrl: `${o}/api/`,
    leadsBaseUrl: `${o}/leads/`,
    contentBaseUrl: `${o}/aem6/`,
    backendBaseUrl: `${o}/api/proxy/`,
    energySystemBaseUrl: `${o}/api/energy/`,
    meterReadConfigUrl: `${o}/aem6/content/dam/britishgas/beta/json/help/meter-read.json`,
    outageUrl: `${o}/aem6/content/dam/britishgas/beta/json/help/service-outages.json`,
    signIn: { authoriseUrl: `${o}/api/auth/authorize` },
  };
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The second port: the cross-origin page at /, the bundle, and demo/public's styles and images.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {DemoSite & { servicesPort: number, page: string }} site
 */
export async function serveCrossOrigin(req, res, site) {
  const path = staticPath(req, res);
  if (path === null) return;
  if (await serveDist(req, res, path, site)) return;

  if (path === '/' || path === '/index.html') {
    const servicesOrigin = servicesOriginFor(req, site.servicesPort);
    // JSON in a script element: '<' escaped, so no text in it can close the element.
    const config = JSON.stringify(crossOriginConfig(servicesOrigin), null, 2).replace(/</g, '\\u003c');
    const template = await forRuntime(await readFile(site.page, 'utf8'), site.distDir, runtimeOf(req));
    const html = Buffer.from(
      template.replaceAll('{{config}}', config).replaceAll('{{servicesOrigin}}', escapeHtml(servicesOrigin)),
    );
    return sendContent(req, res, site.cache, {
      key: `cross-origin\0${createHash('sha256').update(html).digest('hex')}`,
      load: async () => html,
      contentType: 'text/html; charset=utf-8',
      cacheControl: CACHE_REVALIDATE,
      compressible: true,
      headers: { 'Content-Security-Policy': crossOriginCsp(servicesOrigin), 'Referrer-Policy': REFERRER_POLICY },
    });
  }

  if (CROSS_ORIGIN_ASSETS.has(extname(path).toLowerCase())) {
    const file = fileInside(site.publicDir, path);
    const stats = await fileStats(file);
    if (file && stats) return sendFile(req, res, site.cache, { path: file, stats, cacheControl: CACHE_REVALIDATE });
  }
  sendText(res, 404, 'Not Found: this origin has only the cross-origin demo page, at /.\n');
}

/**
 * Starts listening; resolves once the port is taken.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 */
function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });
}

/**
 * The URL a browser opens for a server.
 * @param {import('node:http').Server} server
 * @param {string} host
 */
function urlOf(server, host) {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const shownHost = host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' ? 'localhost' : host;
  return { port, url: `http://${shownHost}:${port}/` };
}

/**
 * Starts the demo server: the demo and the stand-in services on `port`, the cross-origin
 * page on `crossOriginPort` (default port + 1; with port 0, any free port).
 * @param {{ port?: number, crossOriginPort?: number, host?: string, database?: string,
 *   distDir?: string, corsOrigins?: readonly string[], log?: (line: string) => void }} [options]
 *   distDir: the built bundle (default dist/); corsOrigins: origins allowed besides
 *   localhost and 127.0.0.1 (default: the CORS_ORIGINS environment variable)
 */
export async function startDemoServer(options = {}) {
  const {
    port = 8000,
    host = '127.0.0.1',
    database = DEFAULT_DATABASE,
    distDir = DIST_DIR,
    log = console.log,
  } = options;
  const crossOriginPort = options.crossOriginPort ?? (port === 0 ? 0 : port + 1);
  const standIns = createStandIns({ storage: database, ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}) });
  const cache = createEncodingCache();
  const site = { distDir, publicDir: PUBLIC_DIR, cache, flags: standIns.flags, onRequest: pagesOnRequest({ log }) };

  /**
   * @param {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle
   */
  const answering = (handle) => async (/** @type {IncomingMessage} */ req, /** @type {ServerResponse} */ res) => {
    try {
      await handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error\n');
      else res.destroy();
    }
  };

  const server = createServer(
    answering(async (req, res) => {
      const started = Date.now();
      if (await standIns.handle(req, res)) {
        // The control panel polls /__stub/ with GET: only changes and service calls are logged.
        const quiet = req.method === 'GET' && (req.url ?? '').startsWith('/__stub/');
        if (!quiet) log(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
        return;
      }
      if (await serveAem(req, res, { ...site, csp: DEMO_CSP })) return;
      if (await serveEds(req, res, { ...site, csp: DEMO_CSP })) return;
      await serveStatic(req, res, site);
    }),
  );
  /** @type {number} */
  let servicesPort = port;
  const crossOriginServer = createServer(
    answering((req, res) => serveCrossOrigin(req, res, { ...site, servicesPort, page: CROSS_ORIGIN_PAGE })),
  );

  await listen(server, port, host);
  const first = urlOf(server, host);
  servicesPort = first.port;
  try {
    await listen(crossOriginServer, crossOriginPort, host);
  } catch (error) {
    await new Promise((resolvePromise) => server.close(resolvePromise));
    standIns.close();
    throw Object.assign(/** @type {Error} */ (error), { crossOrigin: true });
  }
  const second = urlOf(crossOriginServer, host);

  /** Stops accepting, drops open connections, then closes the stand-ins' database. */
  function close() {
    const closing = [server, crossOriginServer].map(
      (each) =>
        new Promise((resolvePromise) => {
          each.close(() => resolvePromise(undefined));
          each.closeAllConnections();
        }),
    );
    return Promise.all(closing).then(() => standIns.close());
  }

  // `pagesReady`: once the app's pages rendered on request can be (a few seconds after the start).
  return { server, url: first.url, crossOriginServer, crossOriginUrl: second.url, close, pagesReady: site.onRequest.ready };
}

async function main() {
  /**
   * @param {string} name
   * @param {string} text
   */
  const portFrom = (name, text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value > 65535) {
      console.error(`${name} must be a number from 0 to 65535, not '${text}'.`);
      process.exit(1);
    }
    return value;
  };
  const port = portFrom('PORT', process.env.PORT ?? '8000');
  const crossOriginPort = process.env.CROSS_ORIGIN_PORT ? portFrom('CROSS_ORIGIN_PORT', process.env.CROSS_ORIGIN_PORT) : undefined;
  const host = process.env.HOST || '127.0.0.1';
  const database = process.env.DEMO_DATABASE || DEFAULT_DATABASE;

  let demo;
  try {
    demo = await startDemoServer({ port, host, database, ...(crossOriginPort === undefined ? {} : { crossOriginPort }) });
  } catch (error) {
    const { code, crossOrigin } = /** @type {{ code?: string, crossOrigin?: boolean }} */ (error);
    if (code === 'EADDRINUSE' && crossOrigin) {
      console.error('The cross-origin page\'s port is already in use: set CROSS_ORIGIN_PORT, e.g. CROSS_ORIGIN_PORT=8011 npm start');
    } else if (code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use: stop the other server or set PORT, e.g. PORT=8001 npm start`);
    } else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  console.log(`Help & Support demo: ${demo.url}`);
  console.log(`  Meter-read form in the app: ${demo.url}help-and-support/submit-meter-read`);
  console.log(`  Every element, in each of its example states: ${demo.url}elements/`);
  console.log(`  On another origin, as the marketing site embeds it: ${demo.crossOriginUrl}`);
  const shownDatabase = relative(process.cwd(), database);
  console.log(`  Stand-in services on ${demo.url.replace(/\/$/, '')}; leads kept in ${shownDatabase.startsWith('..') ? database : shownDatabase}`);
  if (!existsSync(join(DIST_DIR, 'elements'))) {
    console.warn('  dist/ has not been built yet: run `npm run build` (npm start does this first).');
  }
  console.log('  Press Ctrl+C to stop.');

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the demo server.`);
    demo.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
