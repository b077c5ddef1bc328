// Browser tests: every *.test.tsx and *.browser.test.ts is bundled with esbuild (React ships
// CommonJS only) and run in the engine of HELP_TEST_ENGINES (Chromium, Firefox, WebKit; `npm test`
// runs one engine at a time, plain `wtr` runs Chromium), with the demo's stand-in services
// mounted as middleware on the same origin, holding a state of their own for each test file.
// HELP_TEST_RUNTIME says which runtime the tests' React is: `react` (React 19, the default) or
// `lean` (react and react-dom aliased to preact/compat, as in dist/lean/); `npm test` runs both.
// WTR_PORT moves the test server off its default port; WTR_FINISH_TIMEOUT (ms) shortens how
// long a test file may take before the runner gives up on it.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { cssAsText } from './build/css-text.mjs';
import { demoPagesKoa } from './demo/main-site/koa.mjs';
import { defaultReporter } from '@web/test-runner';
import { findEngines, parseEngines, ENGINE_NAMES } from './scripts/engines.mjs';
import { chromiumBrowser, engineCommands, engineSummaryReporter, firefoxBrowser, webkitBrowser } from './scripts/test-browsers.mjs';
import { createStandIns } from './standins/index.mjs';
import { SESSION_PATH, TEST_SESSION_COOKIE, TEST_SESSION_PARAM, hostPages, testSessionCookie, testSessionInReferer } from './test/host-pages.mjs';
import { PREACT_ALIASES, parseRuntimes } from './scripts/runtimes.mjs';
import { marksOf, testFilesOf } from './scripts/test-files.mjs';

/**
 * Each test file's page gets stand-in state of its own, keyed on its test session: the test
 * page is sent with a cookie that names the session (each page of a Chromium run has cookies
 * of its own), and a call to another origin, which carries no cookie of this one, names it in
 * its Referer (the test page and the host pages send their full address there).
 * @param {import('node:http').IncomingMessage} req
 */
function testSessionOf(req) {
  const named = req.headers[SESSION_HEADER];
  return (typeof named === 'string' ? named : null) ?? testSessionCookie(req.headers.cookie) ?? testSessionInReferer(req.headers.referer);
}

/** Set on a request whose address began with /__session/<id>/ (host pages' calls to another origin). */
const SESSION_HEADER = 'x-help-test-session';
const SESSION_IN_PATH = new RegExp(`^/${SESSION_PATH}/([\\w-]+)(/.*)$`);

/**
 * A call to /__session/<id>/api/… is the call to /api/… of that test's session.
 * @param {{ url: string, req: import('node:http').IncomingMessage }} ctx
 * @param {() => Promise<unknown>} next
 */
async function sessionInPath(ctx, next) {
  const match = SESSION_IN_PATH.exec(ctx.url);
  if (match) {
    ctx.req.headers[SESSION_HEADER] = match[1];
    ctx.url = match[2] ?? '/';
  }
  await next();
}

/**
 * The test page's response names its session in a cookie.
 * @param {{ path: string, query: Record<string, unknown>, set(name: string, value: string): void }} ctx
 * @param {() => Promise<unknown>} next
 */
async function namesTestSession(ctx, next) {
  const session = ctx.path === '/' ? ctx.query[TEST_SESSION_PARAM] : undefined;
  if (typeof session === 'string' && /^[\w-]+$/.test(session)) ctx.set('Set-Cookie', `${TEST_SESSION_COOKIE}=${session}; Path=/; SameSite=Lax`);
  await next();
}

/** Where the conformance test reads the parts the manifest declares for each element. */
const MANIFEST_PARTS_PATH = '/__manifest/parts.json';

/** @type {string | undefined} */
let manifestParts;

/**
 * Each element's parts as the package's manifest declares them (dist/custom-elements.json, which
 * the build writes from the source and every browser run has built first), so the conformance
 * test compares what shows with what is promised.
 * @param {{ path: string, body: unknown, type: string }} ctx
 * @param {() => Promise<unknown>} next
 */
async function servesManifestParts(ctx, next) {
  if (ctx.path !== MANIFEST_PARTS_PATH) return next();
  if (manifestParts === undefined) {
    /** @type {{ modules: { declarations?: { tagName?: string, cssParts?: { name: string }[] }[] }[] }} */
    const manifest = JSON.parse(readFileSync(new URL('./dist/custom-elements.json', import.meta.url), 'utf8'));
    const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
    manifestParts = JSON.stringify(Object.fromEntries(elements.map((element) => [element.tagName, (element.cssParts ?? []).map((part) => part.name)])));
  }
  ctx.body = manifestParts;
  ctx.type = 'json';
  return undefined;
}

const engines = parseEngines(process.env.HELP_TEST_ENGINES || 'chromium');
/**
 * The tier: `element` runs every browser test; `engines` only those marked `[all engines]`
 * (in their title or a describe's), and only the files that mark one (scripts/test-files.mjs). Chromium runs the element
 * tier, Firefox and WebKit the engines tier, unless HELP_TEST_TIER says otherwise.
 */
const tier = process.env.HELP_TEST_TIER || (engines.includes('chromium') ? 'element' : 'engines');
if (tier !== 'element' && tier !== 'engines') throw new Error(`HELP_TEST_TIER is element or engines, not ${tier}.`);

/** Registers only the tests that carry the run's marks (the engines tier, the lean runtime). */
const MARKED_TESTS = fileURLToPath(new URL('./test/runtime/marked-tests.js', import.meta.url));
/** Keeps a failure whose values are elements reportable (the results go to the server as a clone). */
const REPORTABLE_FAILURES = fileURLToPath(new URL('./test/runtime/reportable-failures.js', import.meta.url));

const standIns = createStandIns({ storage: 'memory', namespaceOf: testSessionOf });

const [runtime = 'react'] = parseRuntimes(process.env.HELP_TEST_RUNTIME || 'react');
/** The lean runtime: the build's aliases, with `act` added to `react` for the tests' helpers. */
const runtimeAliases = runtime === 'lean' ? { ...PREACT_ALIASES, react: fileURLToPath(new URL('./test/runtime/react-on-preact.js', import.meta.url)) } : {};

/** The marks this run's tests must carry: `[all engines]` in the engines tier, `[both runtimes]` on lean. */
const marks = marksOf(tier, runtime);

/** esbuild's options for the tests' bundles: the runtime's aliases, and the marks' filter first. */
const bundleOptions = {
  bundle: true,
  write: false,
  format: /** @type {const} */ ('esm'),
  platform: /** @type {const} */ ('browser'),
  target: 'es2022',
  jsx: /** @type {const} */ ('automatic'),
  // CSS as the bundles have it (minified text): a snapshot's link names its sheets by that text.
  loader: { '.txt': /** @type {const} */ ('text') },
  plugins: [cssAsText],
  alias: runtimeAliases,
  // Every failure reaches the report (test/runtime/reportable-failures.js); a run that asks for
  // marks registers only the tests that carry them (test/runtime/marked-tests.js).
  inject: [REPORTABLE_FAILURES, ...(marks.length > 0 ? [MARKED_TESTS] : [])],
  // Mapped stack traces need the mappings, not the sources: half the size and time. A file
  // bundled alone carries its map; the run's one build links them (below).
  sourcemap: /** @type {const} */ ('inline'),
  sourcesContent: false,
  // The fake clock (@sinonjs/fake-timers) names Node's modules on paths a browser never takes.
  external: ['/__web-dev-server__web-socket.js', 'util', 'timers', 'timers/promises', 'perf_hooks'],
  logLevel: /** @type {const} */ ('silent'),
};

/**
 * React's production build, as customers run it, for every file but those that drive React with
 * act() (test/helpers/react.tsx), which only the development build has. The development build's
 * extra checks print warnings that no test reads, and cost about a seventh of a run's CPU.
 * @param {string} file
 */
const reactBuildOf = (file) => (/helpers\/react['"]/.test(readFileSync(file, 'utf8')) ? 'development' : 'production');
/** @param {'development' | 'production'} build */
const defineFor = (build) => ({ 'process.env.NODE_ENV': JSON.stringify(build), HELP_TEST_MARKS: JSON.stringify(marks.join('\n')) });

/** The files that hold the run's marks (every browser test file when it asks for none). */
const testFiles = testFilesOf(tier, runtime);
/** One build of every file, unless files change (watch mode) or the command line names a few. */
const buildAllAtOnce = !process.argv.includes('--watch') && !process.argv.some((arg) => arg.startsWith('--files'));
const CHUNKS = '__test-chunks';

/** @type {Promise<Map<string, string>> | undefined} every test file and their shared chunks, by path */
let allBundles;

/**
 * Every test file of the run in one build, their shared code (React, the helpers, the
 * elements) split into chunks the browser fetches once and keeps: one build instead of one a
 * file, and a page loads a few hundred kB of its own.
 */
function bundleAll() {
  /** @param {'development' | 'production'} reactBuild */
  const buildOf = (reactBuild) => {
    const entryPoints = testFiles.filter((file) => reactBuildOf(file) === reactBuild).map((file) => `./${file}`);
    if (entryPoints.length === 0) return Promise.resolve([]);
    return build({
      ...bundleOptions,
      define: defineFor(reactBuild),
      entryPoints,
      // Maps beside the code, fetched only when a failure's stack is mapped: a page that loads
      // no map parses a few MB less, a twentieth of a Firefox run's CPU.
      sourcemap: 'linked',
      splitting: true,
      outdir: 'test-bundles',
      outbase: '.',
      entryNames: '[dir]/[name]',
      // Chunks are named by their content: the two builds share none by name unless identical.
      chunkNames: `${CHUNKS}/[name]-[hash]`,
    }).then((result) => result.outputFiles);
  };
  allBundles ??= Promise.all([buildOf('production'), buildOf('development')]).then(
    (outputs) => new Map(outputs.flat().map((file) => [relative(resolve('test-bundles'), file.path).split(sep).join('/'), file.text])),
  );
  return allBundles;
}

/** Serves the tests as plain ES modules (React ships CommonJS only). */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    const path = context.path.slice(1);
    if (buildAllAtOnce && (path.startsWith(`${CHUNKS}/`) || testFiles.includes(path) || path.endsWith('.js.map'))) {
      const body = (await bundleAll()).get(path.replace(/\.tsx?$/, '.js'));
      if (body !== undefined) return { body, type: path.endsWith('.map') ? 'json' : 'js', headers: { 'Cache-Control': 'max-age=3600' } };
    }
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    // Files named on the command line, or any file in watch mode: bundled one by one.
    const result = await build({ ...bundleOptions, define: defineFor(reactBuildOf(path)), entryPoints: [`.${context.path}`] });
    return { body: result.outputFiles[0]?.text ?? '', type: 'js' };
  },
};

/**
 * The test server keeps an idle connection open longer than any engine does (WebKit's libsoup
 * up to 60 s), so the browser is always the one to close it. With Node's 5 s, a request sent on
 * a connection as the server closes it can fail: the likely cause of WebKit's "Load failed" on
 * an autoloader's import, seen once on a loaded machine.
 */
const keepsConnections = {
  name: 'keeps-connections',
  /** @param {{ server?: import('node:http').Server }} args */
  serverStart({ server }) {
    if (!server) return;
    server.keepAliveTimeout = 120_000;
    server.headersTimeout = 121_000;
  },
};

const installed = findEngines();

/** @param {import('./scripts/engines.mjs').Engine} engine */
function launcherFor(engine) {
  if (engine === 'chromium') return chromiumBrowser(installed.chromium ?? '/usr/bin/chromium');
  if (engine === 'firefox') {
    if (!installed.firefox) throw new Error('Firefox is not installed: apt-get install -y firefox-esr');
    return firefoxBrowser(installed.firefox);
  }
  const url = process.env.HELP_WEBKIT_WEBDRIVER_URL;
  if (!url || !installed.webkit) {
    throw new Error(`${ENGINE_NAMES.webkit} runs through \`npm test\`, which starts its virtual screen and WebKitWebDriver.`);
  }
  return webkitBrowser({ url, browser: installed.webkit.browser });
}

const port = Number(process.env.WTR_PORT) || undefined;


/** Test files run side by side in one browser (each page with stand-in state of its own). */
const concurrency = Number(process.env.HELP_TEST_CONCURRENCY) || 1;

/**
 * The test page: as the runner's own, but sending its full address as the Referer to other
 * origins too, so that calls to the services on another origin name the test's session.
 * @param {string} testFramework
 */
const testRunnerHtml = (testFramework) =>
  `<!DOCTYPE html><html><head><meta name="referrer" content="unsafe-url"></head><body><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  ...(port ? { port } : {}),
  files: testFiles,
  nodeResolve: false,
  concurrency,
  concurrentBrowsers: 1,
  testRunnerHtml,
  // Mocha's limit for one test only stops a test that hangs: every wait in a test is for a
  // condition, with its own ceiling (test/helpers/dom.ts, 30 s), and a test made of several
  // waits on a loaded machine must not lose a race against this one.
  testFramework: { config: { timeout: 120_000 } },
  browserStartTimeout: 60000,
  // From opening a test page to its first test: in CI, WebKit loading a large test bundle beside
  // other work on two cores once took over the default 20 s. A page that never starts still
  // fails, after a minute.
  testsStartTimeout: 60000,
  // A whole file's time, which only stops a file that hangs (each test has its own limit): the
  // AEM author-mode file (eleven elements, twenty saves each) has taken 150 s in WebKit on a
  // loaded machine.
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT) || 600_000,
  browsers: engines.map(launcherFor),
  reporters: [defaultReporter(), engineSummaryReporter()],
  // Last, the demo's own pages for what nothing else answered: the main site's stand-ins, the
  // app's page and the 404 page, as `npm start` serves them (test/link-walk.browser.test.ts).
  middleware: [sessionInPath, namesTestSession, servesManifestParts, standIns.koa, hostPages, demoPagesKoa()],
  plugins: [keepsConnections, bundleTests, engineCommands()],
};
