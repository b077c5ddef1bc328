// @ts-check
/**
 * Host pages for the browser tests, served by the test server under /__host/: a page as a CMS
 * author or the marketing site would write it (the page configuration script tag, the autoloader
 * script, the elements), sent with the strict Content-Security-Policy a careful host uses
 * (Trusted Types required), with the place of each element held as docs/embedding.md says, and
 * optionally the page's own hostile CSS and a theme. A probe script records CSP violations,
 * errors, the elements' reports and layout shifts in `window.__host` for the test
 * (test/host-page.browser.test.ts) to read from its iframe. It is a classic script after the
 * page's stylesheets, as on the AEM and Edge Delivery pages: the parser reads no further until
 * they are in, so the page is never painted without them (Chromium on a busy machine otherwise
 * did, once in a while, and the page's own margins counted as a layout shift).
 *
 *   /__host/page.html?tag=help-category&attrs=category%3Demergencies&count=2&origin=other&hostile=1
 *       tag      the element (default meter-read-form)
 *       attrs    its attributes, URL-encoded (`category=emergencies`; `with-header=` is a bare
 *                attribute)
 *       count    how many of it, 1 to 3 (ids first, second, third)
 *       beside   another element placed after them (id beside), e.g. help-search
 *       origin   `other`: the page configuration points every service at the other loopback
 *                name on the same port (localhost ↔ 127.0.0.1), another origin, so CORS applies,
 *                and the policy allows that origin as docs/security.md says a host page must
 *       hostile  the page's careless CSS; theme: a theme on <body> and on #second
 *       idle     `6,4`: the idle time-out after 6 seconds, its warning 4 seconds before
 *       monitoring  `1`: the demo app page's consent and monitoring
 *                (the demo's page template, demo/page.html): its configuration (monitoring to the
 *                stand-in intake, session replay for every session, its worker from
 *                /__host/monitoring-worker.js) and its cookie banner
 *       hold     part of a URL: the page's calls to such URLs are held until the test calls
 *                `window.__host.release()` (the probe holds them)
 *       sanitiser  `1`: the page also loads /__host/sanitiser.js, which puts the product's
 *                HTML readers in `window.__host.html` (sanitise, parseInert, parseArticlePage),
 *                so a test can feed them hostile HTML under this page's policy
 *   /__host/app/…                              the same page, for an app whose base path is /__host/app/
 *   /__host/help-and-support.js                src/define.ts bundled (production React; on the
 *                                              lean runtime, preact/compat as in dist/lean/)
 *   /__host/sanitiser.js                       the HTML readers for `sanitiser=1` (same runtime)
 *   /__host/monitoring-worker.js               session replay's worker, as the build writes it
 *                                              to dist/ (build/monitoring-worker.mjs)
 *   /__host/probe.js, /__host/host.css, /__host/hostile.css
 */
import { readFileSync } from 'node:fs';
import { bundleInMemory } from '../scripts/bundle-in-memory.mjs';
import { DEMO_CSP, DIST_DIR, crossOriginConfig } from '../demo/server.mjs';
import { aemPagesKoa } from '../demo/aem-pages.mjs';
import { edsPagesKoa } from '../demo/eds-pages.mjs';
import { CLIENT_LIBRARY_PATH } from '../standins/content.mjs';
import { MONITORING_WORKER_FILE, monitoringWorkerSource } from '../build/monitoring-worker.mjs';

/** The test runner's parameter that names a test file's session in its page's address. */
export const TEST_SESSION_PARAM = 'wtr-session-id';
/** A path prefix that names a test's session in a service's address: /__session/<id>/api/… */
export const SESSION_PATH = '__session';

/** The cookie that names it for every call from the test page and its frames. */
export const TEST_SESSION_COOKIE = 'help-test-session';

/**
 * The test session a Cookie header names.
 * @param {string | undefined} cookies
 */
export function testSessionCookie(cookies) {
  const match = new RegExp(`(?:^|;\\s*)${TEST_SESSION_COOKIE}=([\\w-]+)`).exec(cookies ?? '');
  return match?.[1] ?? null;
}

/**
 * The test session named in the address a request came from.
 * @param {string | undefined} referer
 */
export function testSessionInReferer(referer) {
  if (!referer) return null;
  try {
    return new URL(referer).searchParams.get(TEST_SESSION_PARAM);
  } catch {
    return null;
  }
}

/** The demo's own strict policy (no inline script or style, Trusted Types required). */
export const HOST_PAGE_CSP = DEMO_CSP;

/**
 * The same policy for a page whose services are on another origin: what docs/security.md ("What
 * a host page needs") tells a host to add for them. Module scripts, styles and the rest stay 'self'.
 * @param {string} services the services' origin
 */
export function hostPageCsp(services) {
  const added = {
    'script-src': services, // the nucleus scripts and the video player, from the content server
    'img-src': services, // pictures of the help home and the categories, from the content server
    'connect-src': services, // every service call
  };
  const directives = DEMO_CSP.split('; ').map((directive) => {
    const name = /** @type {keyof typeof added} */ (directive.split(' ')[0]);
    return name in added ? `${directive} ${added[name]}` : directive;
  });
  for (const [name, origin] of Object.entries(added)) {
    if (!directives.some((directive) => directive.startsWith(`${name} `))) directives.push(`${name} 'self' ${origin}`);
  }
  return directives.join('; ');
}

/**
 * The probe: CSP violations, uncaught errors and rejections, what the elements report (through
 * the page-wide reporter a host's monitoring would set, src/report) and layout shifts; and what
 * the page is doing, for a test to wait until it is still (test/helpers/aem.ts `settle`): its
 * fetches in flight, a count of everything that moved (a fetch started or ended, a resource
 * loaded, the DOM changed in the page or in a shadow root), and its timers' due times.
 */
const PROBE = `window.__host = { violations: [], errors: [], reports: [], shifts: [], activity: { fetching: 0, changes: 0 } };
window[Symbol.for('help-and-support.reporter')] = (error, context) => window.__host.reports.push(context.action + ': ' + (error && error.name ? error.name + ': ' + error.message : String(error)));
document.addEventListener('securitypolicyviolation', (event) => window.__host.violations.push(event.violatedDirective + ' ' + event.blockedURI));
window.addEventListener('error', (event) => window.__host.errors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.__host.errors.push(String(event.reason)));
{
  const activity = window.__host.activity;
  const moved = () => { activity.changes += 1; };
  // With \`hold=<part of a URL>\` in the page's address, the page's calls to such URLs wait
  // until the test calls window.__host.release(): it looks at the page while they are on their way.
  const hold = new URLSearchParams(location.search).get('hold');
  let release = () => {};
  const released = new Promise((resolve) => { release = resolve; });
  window.__host.held = [];
  window.__host.release = () => release();
  const pageFetch = window.fetch;
  window.fetch = function (...args) {
    activity.fetching += 1;
    moved();
    const ended = () => { activity.fetching -= 1; moved(); };
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    const held = hold && url.includes(hold);
    if (held) window.__host.held.push(url);
    const answer = held ? released.then(() => pageFetch.apply(window, args)) : pageFetch.apply(window, args);
    answer.then(ended, ended);
    return answer;
  };
  const mutations = new MutationObserver(moved);
  const everything = { childList: true, subtree: true, attributes: true, characterData: true };
  mutations.observe(document, everything);
  // A shadow root's changes reach no observer of the page: each is watched as it is attached, and
  // one the page's markup declared (a snapshot) when a test asks.
  window.__host.watchRoot = (root) => mutations.observe(root, everything);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    mutations.observe(root, everything);
    return root;
  };
  // Each timer set and neither run nor cleared, with when it is next due on the page's clock: a
  // test waits until those due by a time have had their turn, however late a loaded machine runs them.
  const timers = new Map();
  const { setTimeout: setT, clearTimeout: clearT, setInterval: setI, clearInterval: clearI } = window;
  const due = (delay) => performance.now() + (Number(delay) || 0);
  window.setTimeout = function (handler, delay, ...args) {
    if (typeof handler !== 'function') return setT.call(window, handler, delay, ...args);
    const id = setT.call(window, (...given) => { timers.delete(id); handler(...given); }, delay, ...args);
    timers.set(id, due(delay));
    return id;
  };
  window.setInterval = function (handler, delay, ...args) {
    if (typeof handler !== 'function') return setI.call(window, handler, delay, ...args);
    const id = setI.call(window, (...given) => { timers.set(id, due(delay)); handler(...given); }, delay, ...args);
    timers.set(id, due(delay));
    return id;
  };
  window.clearTimeout = function (id) { timers.delete(id); clearT.call(window, id); };
  window.clearInterval = function (id) { timers.delete(id); clearI.call(window, id); };
  window.__host.timersDueBy = (time) => [...timers.values()].filter((at) => at <= time).length;
  if (PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.includes('resource')) {
    new PerformanceObserver((list) => { activity.changes += list.getEntries().length; }).observe({ type: 'resource' });
  }
}
if (PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
  // Each shift with what moved (the node, its box before and after), for a failure to name it.
  const box = (rect) => Math.round(rect.x) + ',' + Math.round(rect.y) + ' ' + Math.round(rect.width) + 'x' + Math.round(rect.height);
  const named = (node) => !node ? 'a node gone' : node.nodeType === 1 ? node.localName + (node.id ? '#' + node.id : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ').filter(Boolean).join('.') : '') + (node.getRootNode() !== document ? ' in <' + node.getRootNode().host.localName + '>' : '') : 'text "' + String(node.textContent).trim().slice(0, 40) + '"';
  const record = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      window.__host.shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: (entry.sources || []).map((source) => named(source.node) + ' ' + box(source.previousRect) + ' -> ' + box(source.currentRect)) });
    }
  };
  const shifts = new PerformanceObserver((list) => record(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  // The shifts measured but not yet delivered to the observer, taken now: a test reads them all.
  window.__host.takeShifts = () => record(shifts.takeRecords());
}
`;

/**
 * The rules docs/embedding.md ("No layout shift") gives a host page to hold each element's
 * place, word for word: the page proves that advice.
 */
function placeholderRules() {
  const embedding = readFileSync(new URL('../docs/embedding.md', import.meta.url), 'utf8');
  const section = embedding.split(/^## No layout shift$/m)[1] ?? '';
  const rules = /```css\n([\s\S]*?)```/.exec(section.split(/^##/m)[0] ?? '')?.[1] ?? '';
  if (!/:not\(:defined\)/.test(rules)) throw new Error('docs/embedding.md, "No layout shift": no `:not(:defined)` rules found');
  return rules;
}

/** What a careful host page adds (docs/embedding.md, "No layout shift"), and a theme on an ancestor. */
const hostCss = () => `body { margin: 0; font-family: serif; }
header, footer { padding: 16px; }
${placeholderRules()}
.themed { --help-color-button: rgb(0, 94, 165); }
body.themed #second { --help-font-family: Georgia, serif; }
`;

/** What a careless page does to everything. */
const HOSTILE_CSS = `html { font-size: 62.5%; }
* { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; letter-spacing: 3px; text-transform: uppercase; line-height: 3; }
button, input, label { font-size: 8px !important; }
`;

const TAG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An element's tag as a CMS author writes it.
 * @param {string} tag
 * @param {string} attrs URL-encoded attributes
 * @param {string} [id]
 */
function element(tag, attrs, id) {
  const attributes = [...new URLSearchParams(attrs)].filter(([name]) => ATTRIBUTE.test(name));
  if (id) attributes.unshift(['id', id]);
  const written = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
  return `<${tag}${written}></${tag}>`;
}

/** @param {string} name `library/name` */
const clientLibrary = (name) => {
  const [library, file] = name.split('/');
  return CLIENT_LIBRARY_PATH.replace('{library}', library ?? '').replace('{name}', file ?? '');
};

/**
 * The page configuration of a page whose services are on `services`: the marketing site's
 * (demo/server.mjs), and the content server's scripts.
 * @param {string} services
 */
function pageConfig(services) {
  const origin = new URL(services).origin;
  return {
    ...crossOriginConfig(services),
    // Links to the main site go to its origin; the services' address carries the test's session.
    mainSiteUrl: origin,
    nucleusScriptUrls: ['nucleus/global', 'nucleus/forms'].map((name) => `${services}${clientLibrary(name)}`),
    videoPlayerUrl: `${services}${clientLibrary('video/player')}`,
  };
}

/** Where a host page serves session replay's worker (the demo: /dist/monitoring-worker.js). */
const HOST_MONITORING_WORKER = `/__host/${MONITORING_WORKER_FILE}`;

/**
 * The demo pages' own configuration, read from their template, demo/page.html (its monitoring
 * and analytics), with the worker where this server has it.
 */
function demoAppConfig() {
  const page = readFileSync(new URL('../demo/page.html', import.meta.url), 'utf8');
  const json = /<script type="application\/json" id="help-and-support-config">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!json) throw new Error('demo/page.html: no page configuration found');
  const config = JSON.parse(json);
  return { ...config, monitoring: { ...config.monitoring, workerUrl: HOST_MONITORING_WORKER } };
}

/**
 * A shorter idle time-out for signed-in pages: `idle=6,4` is 6 seconds, the warning 4 before.
 * @param {string | null} idle
 */
function idleConfig(idle) {
  const [timeout, warning] = (idle ?? '').split(',').map(Number);
  return timeout && warning !== undefined ? { session: { idleTimeoutSeconds: timeout, idleWarningSeconds: warning } } : {};
}

/**
 * @param {URLSearchParams} query
 * @param {string} services the services' origin, '' for the page's own
 */
function page(query, services) {
  const asked = query.get('tag') ?? '';
  const tag = TAG.test(asked) ? asked : 'meter-read-form';
  const count = Math.min(Math.max(Number(query.get('count') ?? 1) || 1, 1), 3);
  const ids = ['first', 'second', 'third'].slice(0, count);
  const beside = query.get('beside') ?? '';
  const elements = ids.map((id) => element(tag, query.get('attrs') ?? '', id));
  if (TAG.test(beside)) elements.push(element(beside, '', 'beside'));
  // JSON in a script element: '<' escaped, so no text in it can close the element.
  const monitored = Boolean(query.get('monitoring'));
  const given = { ...(services ? pageConfig(services) : {}), ...idleConfig(query.get('idle')), ...(monitored ? demoAppConfig() : {}) };
  const config = JSON.stringify(given, null, 2).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="referrer" content="unsafe-url">
  <title>A host page</title>
  <link rel="stylesheet" href="/__host/host.css">
  ${query.get('hostile') ? '<link rel="stylesheet" href="/__host/hostile.css">' : ''}
  <script src="/__host/probe.js"></script>
  ${monitored ? '<script type="module" src="/demo/public/consent-banner.js"></script>' : ''}
  <script type="application/json" id="help-and-support-config">${config}</script>
  <script type="module" src="/__host/help-and-support.js"></script>
  ${query.get('sanitiser') ? '<script type="module" src="/__host/sanitiser.js"></script>' : ''}
</head>
<body class="${query.get('theme') ? 'themed' : ''}">
  <header><p>A page of the supplier's site</p></header>
  <main>
  ${elements.join('\n  ')}
  </main>
  <footer id="below"><p>What comes after the elements</p></footer>
</body>
</html>`;
}

/**
 * The other loopback name for the same port: another origin for the browser.
 * @param {string} protocol
 * @param {string} host `localhost:8000`
 */
function otherOrigin(protocol, host) {
  const url = new URL(`${protocol}://${host}`);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.origin;
}

/** @type {import('../scripts/runtimes.mjs').Runtime} the runtime under test: React, or preact/compat as dist/lean/ */
const RUNTIME = process.env.HELP_TEST_RUNTIME === 'lean' ? 'lean' : 'react';

/** @type {Promise<string> | undefined} */
let bundle;

function autoloaderBundle() {
  bundle ??= bundleInMemory({ entryPoints: ['src/define.ts'], minify: true, define: { 'process.env.NODE_ENV': '"production"' } }, { runtime: RUNTIME });
  return bundle;
}

/** @type {Promise<string> | undefined} */
let sanitiserBundle;

/**
 * The product's readers of outside HTML, for `sanitiser=1`: what an article's body and page and
 * a template go through, each called by a test in the host page's own window and policy.
 */
function htmlReadersBundle() {
  sanitiserBundle ??= bundleInMemory(
    {
      stdin: {
        contents: `import { sanitiseArticleHtml } from './sanitise';
import { parseOutsideHtml } from './platform/content-api/inert-page';
import { plainParagraphsOf } from './components/safe-html/SafeHtml';
import { parseArticlePage } from './api/content-api/content';
window.__host.html = { sanitise: sanitiseArticleHtml, parseInert: (html) => parseOutsideHtml(html).documentElement.outerHTML + plainParagraphsOf(html).join(' '), parseArticlePage };`,
        resolveDir: 'src',
        loader: 'ts',
      },
      define: { 'process.env.NODE_ENV': '"production"' },
    },
    { runtime: RUNTIME },
  );
  return sanitiserBundle;
}

const aemPages = aemPagesKoa({ distDir: DIST_DIR, csp: HOST_PAGE_CSP, probe: '/__host/probe.js', lean: RUNTIME === 'lean' });
/** The Edge Delivery pages ship one build (scripts/eds/names.mjs), whatever the runtime under test. */
const edsPages = edsPagesKoa({ distDir: DIST_DIR, csp: HOST_PAGE_CSP, probe: '/__host/probe.js' });

/**
 * Koa middleware for @web/test-runner.
 * @param {{ path: string, querystring: string, protocol: string, host: string, status: number, type: string, body: unknown, get(name: string): string, set(name: string, value: string): void }} ctx
 * @param {() => Promise<unknown>} next
 */
export async function hostPages(ctx, next) {
  // The demo's AEM pages (/aem/…, /etc.clientlibs/…), watched by the probe, on the runtime under
  // test, and its Edge Delivery pages (/eds/…).
  if (!ctx.path.startsWith('/__host/')) return aemPages(/** @type {any} */ (ctx), () => edsPages(/** @type {any} */ (ctx), next));
  ctx.set('Cache-Control', 'no-store');
  const send = (/** @type {string} */ type, /** @type {string} */ body) => {
    ctx.status = 200;
    ctx.type = type;
    ctx.body = body;
  };
  if (ctx.path === '/__host/page.html' || ctx.path.startsWith('/__host/app/')) {
    const query = new URLSearchParams(ctx.querystring);
    // The page carries its test's session in its address, so that its calls to another origin
    // (which send no cookie of this one) name the session in their Referer.
    const session = testSessionCookie(ctx.get('cookie'));
    if (session && !query.has(TEST_SESSION_PARAM)) {
      query.set(TEST_SESSION_PARAM, session);
      ctx.status = 302;
      ctx.set('Location', `${ctx.path}?${query}`);
      return undefined;
    }
    const services = query.get('origin') === 'other' ? otherOrigin(ctx.protocol, ctx.host) : '';
    ctx.set('Content-Security-Policy', services ? hostPageCsp(services) : HOST_PAGE_CSP);
    // Calls to the other origin carry no cookie of this one, and some engines trim the Referer
    // they send there: the services' address names the test's session instead.
    const testSession = query.get(TEST_SESSION_PARAM);
    return send('text/html', page(query, services && testSession ? `${services}/${SESSION_PATH}/${testSession}` : services));
  }
  switch (ctx.path) {
    case '/__host/help-and-support.js':
      return send('text/javascript', await autoloaderBundle());
    case HOST_MONITORING_WORKER:
      return send('text/javascript', await monitoringWorkerSource());
    case '/__host/sanitiser.js':
      return send('text/javascript', await htmlReadersBundle());
    case '/__host/probe.js':
      return send('text/javascript', PROBE);
    case '/__host/host.css':
      return send('text/css', hostCss());
    case '/__host/hostile.css':
      return send('text/css', HOSTILE_CSS);
    default:
      ctx.status = 404;
      return undefined;
  }
}
