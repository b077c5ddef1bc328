// @ts-check
/**
 * Host pages for the browser tests, served by the test server under /__host/: a page as a CMS
 * or marketing site would build it, sent with the strict Content-Security-Policy a careful
 * host uses (Trusted Types required), loading the autoloader bundle, with optional hostile CSS
 * and a theme. A probe script records CSP violations, errors and layout shifts in
 * `window.__host` for the test (test/host-page.test.ts) to read from its iframe.
 *
 *   /__host/page.html?elements=2&hostile=1   the page (elements: how many <meter-read-form>)
 *   /__host/help-and-support.js               src/define.ts bundled (production React)
 *   /__host/probe.js, /__host/host.css, /__host/hostile.css
 */
import { build } from 'esbuild';
import { DEMO_CSP } from '../demo/server.mjs';

/** The demo's own strict policy (no inline script or style, Trusted Types required). */
export const HOST_PAGE_CSP = DEMO_CSP;

const PROBE = `window.__host = { violations: [], errors: [], shifts: [] };
document.addEventListener('securitypolicyviolation', (event) => window.__host.violations.push(event.violatedDirective + ' ' + event.blockedURI));
window.addEventListener('error', (event) => window.__host.errors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.__host.errors.push(String(event.reason)));
if (PerformanceObserver.supportedEntryTypes && PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__host.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}
`;

/** What a careful host page adds (README, "No layout shift"), and a theme on an ancestor. */
const HOST_CSS = `body { margin: 0; font-family: serif; }
header, footer { padding: 16px; }
meter-read-form:not(:defined) { display: block; min-height: 1600px; }
.themed { --help-color-button: rgb(0, 94, 165); }
#second { --help-font-family: Georgia, serif; }
`;

/** What a careless page does to everything. */
const HOSTILE_CSS = `html { font-size: 62.5%; }
* { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; letter-spacing: 3px; text-transform: uppercase; line-height: 3; }
button, input, label { font-size: 8px !important; }
`;

/** @param {URLSearchParams} query */
function page(query) {
  const count = Math.min(Math.max(Number(query.get('elements') ?? 1), 1), 3);
  const ids = ['first', 'second', 'third'].slice(0, count);
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>A host page</title>
  <link rel="stylesheet" href="/__host/host.css">
  ${query.get('hostile') ? '<link rel="stylesheet" href="/__host/hostile.css">' : ''}
  <script type="module" src="/__host/probe.js"></script>
  <script type="module" src="/__host/help-and-support.js"></script>
</head>
<body class="${query.get('theme') ? 'themed' : ''}">
  <header><p>A page of the supplier's site</p></header>
  <main>${ids.map((id) => `<meter-read-form id="${id}"></meter-read-form>`).join('\n')}</main>
  <footer id="below"><p>What comes after the form</p></footer>
</body>
</html>`;
}

/** @type {Promise<string> | undefined} */
let bundle;

function autoloaderBundle() {
  bundle ??= build({
    entryPoints: ['src/define.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/**
 * Koa middleware for @web/test-runner.
 * @param {{ path: string, querystring: string, status: number, type: string, body: unknown, set(name: string, value: string): void }} ctx
 * @param {() => Promise<unknown>} next
 */
export async function hostPages(ctx, next) {
  if (!ctx.path.startsWith('/__host/')) return next();
  ctx.set('Cache-Control', 'no-store');
  const send = (/** @type {string} */ type, /** @type {string} */ body) => {
    ctx.status = 200;
    ctx.type = type;
    ctx.body = body;
  };
  switch (ctx.path) {
    case '/__host/page.html':
      ctx.set('Content-Security-Policy', HOST_PAGE_CSP);
      return send('text/html', page(new URLSearchParams(ctx.querystring)));
    case '/__host/help-and-support.js':
      return send('text/javascript', await autoloaderBundle());
    case '/__host/probe.js':
      return send('text/javascript', PROBE);
    case '/__host/host.css':
      return send('text/css', HOST_CSS);
    case '/__host/hostile.css':
      return send('text/css', HOSTILE_CSS);
    default:
      ctx.status = 404;
      return undefined;
  }
}
