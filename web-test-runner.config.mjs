// Browser tests: every *.test.ts(x) is bundled with esbuild (React ships CommonJS only) and run
// in each engine of HELP_TEST_ENGINES (Chromium, Firefox, WebKit; `npm test` sets it, plain
// `wtr` runs Chromium), with the demo's stand-in services mounted as middleware on the same origin.
// The stand-ins hold one state (faults, flags, leads), so engines run one after another.
// HELP_TEST_RUNTIME says which runtime the tests' React is: `react` (React 19, the default) or
// `lean` (react and react-dom aliased to preact/compat, as in dist/lean/); `npm test` runs both.
// WTR_PORT moves the test server off its default port; WTR_FINISH_TIMEOUT (ms) shortens how
// long a test file may take before the runner gives up on it.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { defaultReporter } from '@web/test-runner';
import { findEngines, parseEngines, ENGINE_NAMES } from './scripts/engines.mjs';
import { chromiumBrowser, engineCommands, engineSummaryReporter, firefoxBrowser, webkitBrowser } from './scripts/test-browsers.mjs';
import { createStandIns } from './demo/standins/index.mjs';
import { hostPages } from './test/host-pages.mjs';
import { PREACT_ALIASES, parseRuntimes } from './scripts/runtimes.mjs';

const standIns = createStandIns({ storage: 'memory' });

const [runtime = 'react'] = parseRuntimes(process.env.HELP_TEST_RUNTIME || 'react');
/** The lean runtime: the build's aliases, with `act` added to `react` for the tests' helpers. */
const runtimeAliases = runtime === 'lean' ? { ...PREACT_ALIASES, react: fileURLToPath(new URL('./test/runtime/react-on-preact.js', import.meta.url)) } : {};

/** Bundles a test file on request so the browser gets plain ES modules. */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [`.${context.path}`],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      loader: { '.css': 'text', '.txt': 'text' },
      define: { 'process.env.NODE_ENV': '"development"' },
      alias: runtimeAliases,
      sourcemap: 'inline',
      // The fake clock (@sinonjs/fake-timers) names Node's modules on paths a browser never takes.
      external: ['/__web-dev-server__web-socket.js', 'util', 'timers', 'timers/promises', 'perf_hooks'],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
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

export default {
  ...(port ? { port } : {}),
  files: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsFinishTimeout: Number(process.env.WTR_FINISH_TIMEOUT) || 300000,
  browsers: parseEngines(process.env.HELP_TEST_ENGINES || 'chromium').map(launcherFor),
  reporters: [defaultReporter(), engineSummaryReporter()],
  middleware: [standIns.koa, hostPages],
  plugins: [bundleTests, engineCommands()],
};
