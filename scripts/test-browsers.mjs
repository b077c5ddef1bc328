// @ts-check
/**
 * The test runner's launchers for the three engines, the commands that let a test ask what
 * its engine can emulate, and a one-line result per engine at the end of a run.
 *
 *   Chromium  puppeteer over the DevTools protocol (viewport and media emulation)
 *   Firefox   puppeteer over WebDriver BiDi (viewport; no media-feature emulation)
 *   WebKit    WebKitWebDriver driving MiniBrowser (window size only, no emulation)
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { Key } from 'webdriverio';
import { chromiumArgs } from './chromium-path.mjs';
import { ENGINE_NAMES } from './engines.mjs';

/** @typedef {import('./engines.mjs').Engine} Engine */
/** @typedef {import('@web/test-runner-core').BrowserLauncher} BrowserLauncher */

/**
 * What a test may rely on in its engine (test/helpers/engine.ts reads it).
 * @typedef {object} EngineFeatures
 * @property {Engine} engine
 * @property {boolean} emulatesMedia `emulateMedia` works (prefers-reduced-motion and the like)
 * @property {boolean} setsViewport `setViewport` sets the exact viewport size
 */

/** @type {WeakMap<object, EngineFeatures>} */
const featuresOfLauncher = new WeakMap();

/**
 * @template {object} T
 * @param {T} launcher
 * @param {EngineFeatures} features
 * @returns {T}
 */
function withFeatures(launcher, features) {
  featuresOfLauncher.set(launcher, features);
  return launcher;
}

/**
 * A page for one test file at a time: its own browser context (cookies, storage and broadcast
 * channels of its own), so test files can run side by side, and focus emulated, so that each
 * page behaves as the focused window whichever of them was opened last.
 * @param {{ browser: import('puppeteer-core').Browser }} args
 */
async function isolatedPage({ browser }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const session = await page.createCDPSession();
  await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  return page;
}

/**
 * No network or issue events over the protocol: the tests never ask the runner about requests
 * (the stand-ins say what they received), and reporting every request, and in Firefox keeping
 * every response body, cost a tenth of each run's CPU.
 */
const QUIET_PROTOCOL = { networkEnabled: false, issuesEnabled: false };

/** @param {string} executablePath */
export function chromiumBrowser(executablePath) {
  const launcher = chromeLauncher({ launchOptions: { executablePath, headless: true, args: chromiumArgs, ...QUIET_PROTOCOL }, createPage: isolatedPage });
  launcher.name = ENGINE_NAMES.chromium;
  return withFeatures(launcher, { engine: 'chromium', emulatesMedia: true, setsViewport: true });
}

/**
 * Puppeteer sets a page's viewport over WebDriver BiDi with a screen orientation beside it, a
 * command Firefox ESR 140 does not know: every page it opened failed before its first test. The
 * orientation is not ours to set (the tests set widths), so an unknown command there is let go,
 * as puppeteer already lets go of the touch override.
 */
function tolerateUnknownOrientationCommand() {
  // @web/test-runner-chrome loads puppeteer-core as CommonJS: patch that copy.
  const { BrowsingContext } = createRequire(import.meta.url)('puppeteer-core/internal/bidi/core/BrowsingContext.js');
  const original = BrowsingContext.prototype.setScreenOrientationOverride;
  if (original.tolerant) return;
  /** @this {unknown} @param {unknown[]} args */
  const tolerant = async function (...args) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      if (error instanceof Error && /unknown command|unsupported operation/.test(error.message)) return undefined;
      throw error;
    }
  };
  tolerant.tolerant = true;
  BrowsingContext.prototype.setScreenOrientationOverride = tolerant;
}

/** @param {string} executablePath */
export function firefoxBrowser(executablePath) {
  tolerateUnknownOrientationCommand();
  const launcher = chromeLauncher({
    puppeteer: /** @type {any} */ (puppeteerCore),
    launchOptions: {
      browser: 'firefox',
      ...QUIET_PROTOCOL,
      executablePath,
      headless: true,
      extraPrefsFirefox: {
        // Stay off the network: no update, telemetry or captive-portal checks.
        'app.update.enabled': false,
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
        'toolkit.telemetry.enabled': false,
        // Send the full address as the Referer to another origin where the page asks for it
        // (`unsafe-url`), as Chromium does: the stand-ins find a test's state by it.
        'network.http.referer.disallowCrossSiteRelaxingDefault': false,
        // Each test file's page is a new tab on the same site: it reuses the site's content
        // process rather than starting one, and no spare process is started beside it.
        'dom.ipc.keepProcessesAlive.webIsolated.perOrigin': 1,
        'dom.ipc.processPrelaunch.enabled': false,
      },
    },
  });
  launcher.name = ENGINE_NAMES.firefox;
  // Puppeteer emulates media features only over the DevTools protocol, which Firefox lacks.
  return withFeatures(launcher, { engine: 'firefox', emulatesMedia: false, setsViewport: true });
}

/**
 * WebdriverLauncher with keys sent one at a time. webdriverio's `keys()` presses every key
 * before releasing any, and WebKit then drops a repeated character ("Ann" arrives as "An").
 */
class WebKitLauncher extends WebdriverLauncher {
  /**
   * The base class's session objects, which its type declarations keep private.
   * @returns {{ driverManager?: { performActions(sessionId: string, actions: object[]): Promise<void> }, driver?: WebdriverIO.Browser }}
   */
  get internals() {
    return /** @type {any} */ (this);
  }

  /**
   * @override
   * @param {import('@web/test-runner-core').TestRunnerCoreConfig} config
   */
  async initialize(config) {
    await super.initialize(config);
    this.name = ENGINE_NAMES.webkit;
  }

  /**
   * @override
   * @param {string} sessionId
   * @param {string[]} keys characters, key names such as 'Tab' and 'ArrowDown', or a chord such as 'Shift+Tab'
   */
  sendKeys(sessionId, keys) {
    const { driverManager } = this.internals;
    if (!driverManager) throw new Error('Not initialized');
    const named = /** @type {Record<string, string>} */ (Key);
    const actions = keys.flatMap((key) => {
      // 'Shift+Tab': the modifier held around the key.
      const chord = /^(Shift|Control|Alt|Meta)\+(.+)$/.exec(key);
      if (chord) {
        const [modifier, pressed] = [named[chord[1] ?? ''] ?? '', named[chord[2] ?? ''] ?? chord[2] ?? ''];
        return [
          { type: 'keyDown', value: modifier },
          { type: 'keyDown', value: pressed },
          { type: 'keyUp', value: pressed },
          { type: 'keyUp', value: modifier },
        ];
      }
      const value = named[key] ?? key;
      return [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ];
    });
    return driverManager.performActions(sessionId, [{ type: 'key', id: 'keyboard', actions }]);
  }

  /**
   * Resizes the window so that its viewport is as near the size asked as the browser allows
   * (MiniBrowser's toolbar sets a minimum width), centred on the screen so that the pointer,
   * which sits in the middle of the screen, stays inside: under Xvfb the window has the
   * keyboard focus only while the pointer is over it.
   * @param {number} width
   * @param {number} height
   * @returns {Promise<{ width: number, height: number }>} the viewport the window was given; the
   *   page may learn of it a little later on a busy machine
   */
  async resizeViewport(width, height) {
    const { driver } = this.internals;
    if (!driver) throw new Error('Not initialized');
    const [innerWidth, innerHeight, outerWidth, outerHeight, screenWidth, screenHeight] = /** @type {[number, number, number, number, number, number]} */ (
      await driver.execute('return [innerWidth, innerHeight, outerWidth, outerHeight, screen.width, screen.height]')
    );
    const windowWidth = width + outerWidth - innerWidth;
    const windowHeight = height + outerHeight - innerHeight;
    const given = await driver.setWindowRect(
      Math.max(0, Math.round((screenWidth - windowWidth) / 2)),
      Math.max(0, Math.round((screenHeight - windowHeight) / 2)),
      windowWidth,
      windowHeight,
    );
    return { width: given.width - (outerWidth - innerWidth), height: given.height - (outerHeight - innerHeight) };
  }
}

/**
 * @param {{ url: string, browser: string }} options WebKitWebDriver's address; the MiniBrowser it starts
 */
export function webkitBrowser({ url, browser }) {
  const { hostname, port } = new URL(url);
  const launcher = new WebKitLauncher({
    hostname,
    port: Number(port),
    path: '/',
    logLevel: 'error',
    capabilities: /** @type {WebdriverIO.Capabilities} */ ({
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: browser, args: ['--automation'] },
    }),
  });
  return withFeatures(launcher, { engine: 'webkit', emulatesMedia: false, setsViewport: false });
}

/**
 * Commands for tests: `engine-features` (what the session's engine can emulate) and
 * `resize-window` (the nearest WebKit gets to setViewport; it answers with the viewport the window was given).
 * @returns {import('@web/test-runner-core').TestRunnerPlugin}
 */
export function engineCommands() {
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'engine-features') {
        const features = featuresOfLauncher.get(session.browser);
        if (!features) throw new Error(`No engine features known for ${session.browser.name}.`);
        return features;
      }
      if (command === 'resize-window') {
        const { width, height } = /** @type {{ width: number, height: number }} */ (payload);
        if (!(session.browser instanceof WebKitLauncher)) throw new Error(`resize-window is for WebKit; ${session.browser.name} has setViewport.`);
        return session.browser.resizeViewport(width, height);
      }
      return undefined;
    },
  };
}

/**
 * @param {import('@web/test-runner-core').TestSuiteResult | undefined} suite
 * @param {{ passed: number, failed: number, skipped: number }} counts
 */
function countTests(suite, counts) {
  if (!suite) return counts;
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites) countTests(child, counts);
  return counts;
}

/**
 * The full names of a suite's failed tests, each with the first line of its error.
 * @param {import('@web/test-runner-core').TestSuiteResult | undefined} suite
 * @param {string[]} path the names of the suites above
 * @returns {string[]}
 */
function failedTests(suite, path = []) {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  return [
    ...suite.tests
      .filter((test) => !test.skipped && !test.passed)
      .map((test) => `${[...here, test.name].join(' › ')}: ${(test.error?.message ?? 'failed').split('\n')[0]}`),
    ...suite.suites.flatMap((child) => failedTests(child, here)),
  ];
}

/** A test file's path from the repository's root (src/…, test/…), as the reports name it. @param {string} path */
const repositoryPath = (path) => path.replace(/^.*?\/(src|test)\//, '$1/');

/**
 * Every test's time in ms, by its full name (file › suites › test).
 * @param {import('@web/test-runner-core').TestSuiteResult | undefined} suite
 * @param {string[]} path the file and the suites above
 * @returns {[string, number][]}
 */
function testTimes(suite, path) {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  return [
    ...suite.tests.filter((test) => !test.skipped).map((test) => /** @type {[string, number]} */ ([[...here, test.name].join(' › '), test.duration ?? 0])),
    ...suite.suites.flatMap((child) => testTimes(child, here)),
  ];
}

/**
 * Below the progress bars, one line per engine once it has finished: tests passed, failed and
 * skipped, test files that failed to run, and how long the engine took (engines run one after
 * another, so the times add up to the run).
 * @returns {import('@web/test-runner').Reporter}
 */
export function engineSummaryReporter() {
  /** The runtime of this run, when it is not React's (scripts/runtimes.mjs). */
  const runtimeLabel = process.env.HELP_TEST_RUNTIME === 'lean' ? ', lean' : '';
  /** @type {Map<string, { started?: number, finished?: number }>} each engine's time span, by run and engine */
  const spans = new Map();
  /** @type {import('@web/test-runner-core').ReporterArgs | undefined} */
  let args;
  /** @type {Map<string, { file: string, started: number, seconds?: number }>} each test file's time, by session */
  const files = new Map();

  /** @param {string} name @param {number} testRun */
  function summaryOf(name, testRun) {
    if (!args) return undefined;
    const own = [...args.sessions.forBrowserName(name)].filter((session) => session.testRun === testRun);
    if (own.length === 0 || own.some((session) => session.status !== 'FINISHED')) return undefined;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const session of own) countTests(session.testResults, counts);
    const brokenFiles = own.filter((session) => !session.passed && session.errors.length > 0).length;
    const span = spans.get(`${testRun} ${name}`) ?? {};
    const seconds = (((span.finished ?? Date.now()) - (span.started ?? args.startTime)) / 1000).toFixed(1);
    const parts = [`${counts.passed} passed`, `${counts.failed} failed`, `${counts.skipped} skipped`];
    if (brokenFiles > 0) parts.push(`${brokenFiles} test file${brokenFiles === 1 ? '' : 's'} with errors`);
    return `${`${name}${runtimeLabel}:`.padEnd(9)} ${parts.join(', ')} in ${own.length} test files, ${seconds} s`;
  }

  return {
    start(startArgs) {
      args = startArgs;
      /** @param {import('@web/test-runner-core').TestSession} session */
      const spanOf = (session) => {
        const key = `${session.testRun} ${session.browser.name}`;
        const span = spans.get(key) ?? {};
        spans.set(key, span);
        return span;
      };
      // The first engine has started before this reporter: it counts from the run's start.
      for (const session of startArgs.sessions.all()) {
        if (session.status !== 'SCHEDULED') {
          spanOf(session).started ??= startArgs.startTime;
          files.set(session.id, { file: session.testFile, started: startArgs.startTime });
        }
      }
      startArgs.sessions.on('session-status-updated', (session) => {
        if (session.status !== 'SCHEDULED' && !files.has(session.id)) files.set(session.id, { file: session.testFile, started: Date.now() });
        if (session.status === 'INITIALIZING') spanOf(session).started ??= Date.now();
        if (session.status === 'FINISHED') {
          spanOf(session).finished = Date.now();
          const file = files.get(session.id);
          if (file) file.seconds = (Date.now() - file.started) / 1000;
        }
      });
    },
    // The slowest files, where a shorter run starts.
    stop() {
      const slowest = [...files.values()]
        .filter((file) => file.seconds !== undefined)
        .sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0))
        .slice(0, 6)
        .map((file) => `${repositoryPath(file.file)} ${file.seconds?.toFixed(0)} s`);
      if (slowest.length > 0) process.stdout.write(`Slowest files: ${slowest.join(', ')}\n`);
      // HELP_TEST_TIMINGS=<file>: every file's and test's time, as JSON, to see where a run's time goes.
      const timings = process.env.HELP_TEST_TIMINGS;
      if (timings) {
        const sessions = [...(args?.sessions.all() ?? [])];
        const report = {
          files: Object.fromEntries([...files.values()].map((file) => [repositoryPath(file.file), file.seconds ?? null])),
          tests: Object.fromEntries(sessions.flatMap((session) => testTimes(session.testResults, [repositoryPath(session.testFile)]))),
        };
        writeFileSync(timings, `${JSON.stringify(report, null, 1)}\n`);
      }
      // Repeated last, so the end of a long log names what failed.
      for (const session of args?.sessions.all() ?? []) {
        const file = repositoryPath(session.testFile);
        for (const failure of failedTests(session.testResults)) process.stdout.write(`Failed: ${session.browser.name}${runtimeLabel} ${file} › ${failure}\n`);
        for (const error of session.errors) process.stdout.write(`Failed: ${session.browser.name}${runtimeLabel} ${file}: ${error.message.split('\n')[0]}\n`);
      }
    },
    getTestProgress({ testRun }) {
      if (!args) return [];
      const lines = args.browserNames.map((name) => summaryOf(name, testRun)).filter((line) => line !== undefined);
      return lines.length > 0 ? ['', ...lines] : [];
    },
  };
}
