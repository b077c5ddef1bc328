// @ts-check
/**
 * `npm test`: the checks, then the tests in three tiers (scripts/test-files.mjs says which file
 * is in which), with the type-check, lint (ESLint, no warnings) and the layering rule
 * (dependency-cruiser, .dependency-cruiser.cjs) running beside them:
 *
 *   logic     every test that needs no DOM, once, in Node (seconds)
 *   element   every browser test, in Chromium, on each runtime: React, then lean (preact/compat,
 *             as dist/lean/ runs)
 *   engines   the tests marked `[all engines]`, in Firefox and WebKit too, on each runtime
 *
 *   npm test                          every tier, in the engines installed here; Chromium is required
 *   npm test -- --quick               the inner loop: logic and the element tier on React only,
 *                                     with the type-check; no package check, lint or layering check
 *   npm test -- --engine firefox      one engine alone (a comma list or repeated --engine for more)
 *   HELP_TEST_ENGINES=all npm test    all three, failing when one is missing (CI)
 *   npm test -- --runtime lean        one runtime alone (react, lean; HELP_TEST_RUNTIMES the same)
 *   npm test -- --files a.test.ts b.test.tsx   only these files, each in its own tier
 *
 * Other arguments go to the browser test runner. HELP_TEST_CONCURRENCY sets how many test files
 * run side by side in Chromium (each with its own page, cookies and stand-in state). For WebKit
 * this script starts what MiniBrowser needs and stops it afterwards: a virtual screen (Xvfb,
 * 1280×1024, where the default window holds the pointer and so the keyboard focus) and
 * WebKitWebDriver on a free port. The last line sums up every tier: `Total: N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ENGINES, ENGINE_NAMES, findEngines, installCommand, parseEngines } from './engines.mjs';
import { RUNTIMES, RUNTIME_NAMES, parseRuntimes } from './runtimes.mjs';
import { isLogicTest } from './test-files.mjs';

/** @typedef {import('./engines.mjs').Engine} Engine */
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const require = createRequire(import.meta.url);

/** Test files side by side in Chromium, the fastest measured on a 2-core machine. */
const DEFAULT_CONCURRENCY = 2;

/** @param {readonly Engine[]} engines */
const namesOf = (engines) => {
  const names = engines.map((engine) => ENGINE_NAMES[engine]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
};

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Splits `--engine x` / `--engine=x` and `--runtime x` / `--runtime=x` from the arguments meant
 * for the test runner.
 * @param {string[]} args
 */
function readArguments(args) {
  /** @type {string[]} */
  const engineLists = [];
  /** @type {string[]} */
  const runtimeLists = [];
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const option = /^--(engines?|runtimes?)(?:=(.*))?$/.exec(arg);
    if (!option) {
      rest.push(arg);
      continue;
    }
    const lists = option[1]?.startsWith('engine') ? engineLists : runtimeLists;
    let value = option[2];
    if (value === undefined) {
      value = args[i + 1];
      i += 1;
    }
    if (!value || value.startsWith('--')) {
      return fail(lists === engineLists ? `${arg} needs an engine: ${ENGINES.join(', ')} or all.` : `${arg} needs a runtime: ${RUNTIMES.join(', ')} or all.`);
    }
    lists.push(value);
  }
  return { engineLists, runtimeLists, rest };
}

/**
 * The runtimes to run: those asked for, else both.
 * @param {string[]} runtimeLists
 */
function chooseRuntimes(runtimeLists) {
  const asked = runtimeLists.length > 0 ? runtimeLists.join(',') : (process.env.HELP_TEST_RUNTIMES ?? '').trim();
  try {
    const runtimes = parseRuntimes(asked || 'all');
    if (runtimes.length === 0) fail(`No runtime named: use ${RUNTIMES.join(', ')} or all.`);
    return runtimes;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The engines to run: those asked for (each required), else every one installed (Chromium
 * required, the others named with their install line when missing).
 * @param {string[]} engineLists
 * @param {ReturnType<typeof findEngines>} installed
 * @returns {Engine[]}
 */
function chooseEngines(engineLists, installed) {
  const asked = engineLists.length > 0 ? engineLists.join(',') : (process.env.HELP_TEST_ENGINES ?? '').trim();
  if (asked) {
    /** @type {Engine[]} */
    let engines = [];
    try {
      engines = parseEngines(asked);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    if (engines.length === 0) fail(`No browser engine named: use ${ENGINES.join(', ')} or all.`);
    const missing = engines.filter((engine) => !installed[engine]);
    if (missing.length > 0) {
      fail(`${namesOf(missing)} ${missing.length > 1 ? 'are' : 'is'} required but not installed: install with \`${installCommand(missing)}\` and run \`npm test\` again.`);
    }
    return engines;
  }
  if (!installed.chromium) {
    fail('No Chromium or Chrome found (CHROME_PATH, chromium-headless-shell, /usr/bin/chromium, google-chrome): install it with `apt-get install -y chromium-headless-shell` and run `npm test` again.');
  }
  if (!/headless-shell$/.test(installed.chromium) && !process.env.CHROME_PATH) {
    console.log('Chromium\'s headless shell runs these tests on about a third less CPU: add it with `apt-get install -y chromium-headless-shell`.');
  }
  const missing = ENGINES.filter((engine) => !installed[engine]);
  if (missing.length > 0) {
    console.log(`Not testing in ${namesOf(missing)} (not installed): add ${missing.length > 1 ? 'them' : 'it'} with \`${installCommand(missing)}\`.`);
  }
  return ENGINES.filter((engine) => installed[engine]);
}

/** A TCP port free on this machine now. */
function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No free port'))));
      });
    })
  );
}

/** @type {ChildProcess[]} */
const helpers = [];

/** @type {Map<string, ChildProcess>} each running WebKitWebDriver, by its URL */
const webkitDrivers = new Map();

/**
 * Stops a helper and waits for it to exit (5 s at most).
 * @param {ChildProcess} child
 */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    setTimeout(resolve, 5000).unref();
  });
  child.kill('SIGTERM');
  await exited;
}

/**
 * Stops one WebKitWebDriver (and so its browser).
 * @param {string} url
 */
async function stopHelper(url) {
  const child = webkitDrivers.get(url);
  webkitDrivers.delete(url);
  if (child) await stopChild(child);
}

/** Stops the helpers still running, newest first. */
async function stopHelpers() {
  for (const child of helpers.reverse()) await stopChild(child);
  helpers.length = 0;
}

/**
 * Starts Xvfb on the first free display and resolves with it (":N") and a way to stop it.
 * @param {string} xvfb
 * @returns {Promise<{ display: string, stop(): Promise<void> }>}
 */
function startVirtualScreen(xvfb) {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    helpers.push(child);
    let errors = '';
    let written = '';
    child.stderr?.on('data', (chunk) => (errors += chunk));
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start within 15 s. ${errors}`.trim())), 15_000);
    const displayFd = /** @type {import('node:stream').Readable} */ (child.stdio[3]);
    displayFd.on('data', (chunk) => {
      written += chunk;
      const match = /^(\d+)\n/.exec(written);
      if (match) {
        clearTimeout(timer);
        resolve({ display: `:${match[1]}`, stop: () => stopChild(child) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb stopped (exit code ${code}). ${errors}`.trim()));
    });
  });
}

/**
 * Starts WebKitWebDriver showing its browsers on `display` and resolves with its URL once
 * it answers.
 * @param {string} driver
 * @param {string | undefined} display
 */
async function startWebKitDriver(driver, display) {
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`, '--host=127.0.0.1'], {
    // Layers drawn without OpenGL: on a machine with no GPU, WebKitGTK's compositing runs OpenGL in
    // software (llvmpipe), which took a third of a WebKit run's CPU; the page's layout is the same.
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1', ...(display ? { DISPLAY: display } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  helpers.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit code ${child.exitCode}). ${errors}`.trim());
    try {
      const status = await fetch(`${url}/status`);
      if (status.ok) {
        webkitDrivers.set(url, child);
        return url;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 15 s. ${errors}`.trim());
}

/** @type {Set<ChildProcess>} the test runners running now */
const testRunners = new Set();

/**
 * A tier's run, as its runner summed it up.
 * @typedef {object} TierResult
 * @property {string} name e.g. 'element, Chromium, React'
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 * @property {number} seconds wall time of the whole run, start-up included
 * @property {number} code the runner's exit code
 * @property {boolean} [check] a check that runs no tests (lint, layers)
 * @property {string[]} failures every failed browser test, as its runner named it
 * @property {boolean} stopped stopped from outside (a signal)
 * @property {boolean} [summed] the browser runner printed its totals (it ran to its end)
 */

/** @type {TierResult[]} */
const results = [];
/** Set by Ctrl+C or a stop from CI: no run is started again. */
let stopping = false;

/**
 * Runs a test runner with its output passed through, and reads its totals from the lines it
 * prints: Node's test runner ('ℹ pass N') or the browser runner's per-engine line
 * ('Chromium: N passed, N failed, N skipped in …').
 * With `buffered`, the output is held and printed whole when the run ends (runs side by side).
 * @param {string} name
 * @param {string[]} args for node
 * @param {NodeJS.ProcessEnv} env
 * With `check`, it runs no tests: a check that passes or fails (lint, layers), at the lowest
 * priority unless `niceness` says otherwise (0: as the tests).
 * @param {{ buffered?: boolean, check?: boolean, niceness?: number }} [options]
 * @returns {Promise<TierResult>}
 */
function runTier(name, args, env, { buffered = false, check = false, niceness = check ? 19 : 0 } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    /** @type {TierResult} */
    const result = { name, passed: 0, failed: 0, skipped: 0, seconds: 0, code: 0, check, failures: [], stopped: false };
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', buffered ? 'pipe' : 'inherit'], env });
    // A check beside the tests takes only the CPU they leave: their timings stay as they were.
    if (niceness !== 0 && child.pid !== undefined) setPriority(child.pid, niceness);
    testRunners.add(child);
    /** @type {Buffer[]} */
    const held = [];
    child.stderr?.on('data', (chunk) => held.push(chunk));
    let pending = '';
    /** @param {string} line */
    const read = (line) => {
      const plain = line.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
      const node = /^ℹ (pass|fail|skipped) (\d+)$/.exec(plain.trim());
      if (node) result[node[1] === 'pass' ? 'passed' : node[1] === 'fail' ? 'failed' : 'skipped'] = Number(node[2]);
      const browser = /^(?:Chromium|Firefox|WebKit)(?:, lean)?:\s+(\d+) passed, (\d+) failed, (\d+) skipped(?:, \d+ test files? with errors)? in /.exec(plain);
      if (browser) Object.assign(result, { passed: Number(browser[1]), failed: Number(browser[2]), skipped: Number(browser[3]), summed: true });
      if (plain.startsWith('Failed: ')) result.failures.push(plain.slice('Failed: '.length));
    };
    child.stdout?.on('data', (chunk) => {
      if (buffered) held.push(chunk);
      else process.stdout.write(chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(read);
    });
    child.on('exit', (code, signal) => {
      read(pending);
      // Said here: a runner stopped from outside prints nothing of its own.
      if (signal) console.error(`The ${name} tests were stopped by ${signal}.`);
      Object.assign(result, { code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, stopped: Boolean(signal) || stopping });
      testRunners.delete(child);
      if (buffered) {
        process.stdout.write(`\n── ${name} (${result.seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      results.push(result);
      resolve(result);
    });
  });
}

// Ctrl+C or a stop from CI: the test runner closes its browsers and exits, then the helpers
// are stopped; before it has started, the helpers are stopped at once.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true;
    const running = [...testRunners].filter((runner) => runner.exitCode === null);
    if (running.length > 0) running.forEach((runner) => runner.kill(signal));
    else void stopHelpers().then(() => process.exit(1));
  });
}

/**
 * Takes `--quick` and `--files a b …` out of the runner's arguments.
 * @param {string[]} args
 */
function readFiles(args) {
  /** @type {string[] | null} */
  let files = null;
  let quick = false;
  /** @type {string[]} */
  const others = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--quick') quick = true;
    else if (arg === '--files') {
      files ??= [];
      while (i + 1 < args.length && !(args[i + 1] ?? '').startsWith('--')) files.push(args[(i += 1)] ?? '');
    } else others.push(arg);
  }
  return { files, quick, others };
}

/** @param {string} script @param {string[]} [args] */
function check(script, args = []) {
  const run = spawnSync(process.execPath, [join(dirname(new URL(import.meta.url).pathname), script), ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const { engineLists, runtimeLists, rest } = readArguments(process.argv.slice(2));
const { files, quick, others } = readFiles(rest);
const installed = findEngines();
const engines = quick ? /** @type {Engine[]} */ (['chromium']) : chooseEngines(engineLists, installed);
if (quick && !installed.chromium) chooseEngines([], installed);
const runtimes = quick ? ['react'] : chooseRuntimes(runtimeLists);
const logicFiles = files?.filter(isLogicTest) ?? null;
const browserFiles = files?.filter((file) => !isLogicTest(file)) ?? null;

// The element folders and the demo server, before anything else.
if (!files) {
  check('elements.mjs', ['--check']);
  check('check-demo-server.mjs');
}

/**
 * A command-line tool's script, for `node` to run: a devDependency, so at the top of node_modules.
 * @param {string} name the package @param {string} bin its script, from the package's folder
 */
const toolScript = (name, bin) => join(dirname(new URL(import.meta.url).pathname), '..', 'node_modules', name, bin);

// The type-check (the bundle and its tests, then the demo and the scripts, their // @ts-check),
// and but in the inner loop or for chosen files lint and the layering rule: beside the tests at
// the lowest priority. The tests mostly wait, so the checks add little to the run and take
// nothing from the tests' timing. Their findings print when they end.
const codeChecks = [
  runTier('types, TypeScript', [toolScript('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], process.env, { buffered: true, check: true }).then(() =>
    runTier('types of the scripts, TypeScript', [toolScript('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.node.json'], process.env, { buffered: true, check: true }),
  ),
  ...(files || quick
    ? []
    : [
        runTier('lint, ESLint', [toolScript('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'], process.env, { buffered: true, check: true }),
        runTier('layers, dependency-cruiser', [toolScript('dependency-cruiser', 'bin/dependency-cruise.mjs'), 'src', '--config', '.dependency-cruiser.cjs'], process.env, {
          buffered: true,
          check: true,
        }),
      ]),
];

// The package as shipped (but in the inner loop), with the code checks already under way: it
// builds dist/ when that is stale, as on a fresh clone, on one core while the checks take the
// other. The tests wait for it: the AEM package's tests and the browser tests read the build.
if (!files && !quick) {
  console.log('\nThe package: npm pack');
  const packaged = await runTier('package, npm pack', [join(dirname(new URL(import.meta.url).pathname), 'check-package.mjs')], process.env, { check: true, niceness: 0 });
  if (packaged.code !== 0) {
    console.error('\nThe package check failed (its output is above): the tests need the build.');
    for (const runner of testRunners) runner.kill();
    process.exit(1);
  }
}

// The logic tier beside the browser runs (its output printed whole when it ends): it takes seconds
// of CPU, and the browser runs need not wait for it.
const withBrowsers = !browserFiles || browserFiles.length > 0;
/** @type {Promise<TierResult> | undefined} */
let logicTier;
if (!logicFiles || logicFiles.length > 0) {
  console.log(`\nLogic tier: Node${withBrowsers ? ', beside the browsers' : ''}`);
  logicTier = runTier('logic, Node', [join(dirname(new URL(import.meta.url).pathname), 'test-logic.mjs'), ...(logicFiles ?? [])], process.env, { buffered: withBrowsers });
}

const browserArgs = [join(dirname(require.resolve('@web/test-runner')), 'bin.js'), ...(browserFiles ? ['--files', ...browserFiles] : []), ...others];
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, HELP_TEST_ENGINES: engines.join(','), HELP_TEST_CONCURRENCY: process.env.HELP_TEST_CONCURRENCY || String(DEFAULT_CONCURRENCY) };

try {
  if (withBrowsers) {
    console.log(`\nBrowser engines: ${namesOf(engines)}; runtimes: ${runtimes.map((runtime) => RUNTIME_NAMES[/** @type {'react' | 'lean'} */ (runtime)]).join(', ')}`);
    // Each engine's runs (one per runtime, one browser start-up each) in a lane of their own, the
    // lanes side by side (Chromium alone: its two runtimes side by side): a browser test mostly
    // waits, so two cores keep three lanes busy, and only one Chromium run (two files at once)
    // goes at a time, which the other engines' runs need. HELP_TEST_LANES=1 runs them one after
    // another. Chromium runs the element tier, the others the engines tier. Firefox and WebKit take
    // one file at a time (WebKit's window has the keyboard focus only while the pointer is over it,
    // so each WebKit run has a virtual screen of its own).
    const runs = engines.flatMap((engine) => runtimes.map((runtime) => ({ engine, runtime })));
    const chromiumAlone = engines.length === 1 && engines[0] === 'chromium';
    const queues =
      Number(process.env.HELP_TEST_LANES) === 1 ? [runs] : chromiumAlone ? runs.map((run) => [run]) : engines.map((engine) => runs.filter((run) => run.engine === engine));
    const side = queues.length > 1;
    if (side) console.log(`Running ${runs.length} browser runs in ${queues.length} lanes side by side; each prints its output when it ends.`);
    /** @param {{ engine: Engine, runtime: string }[]} queue */
    const runLane = async (queue) => {
      const port = side ? String(await freePort()) : process.env.WTR_PORT;
      for (let run = queue.shift(); run && !stopping; run = queue.shift()) {
        const { engine, runtime } = run;
        const tier = engine === 'chromium' ? 'element' : 'engines';
        // A run whose runner stopped before it summed up (its browser or driver went away) gets
        // one more go; a failed test, or a test file that failed to run, never does.
        for (let attempt = 1; ; attempt += 1) {
          // A virtual screen and a WebKitWebDriver of their own for each WebKit run: the driver
          // holds one session at a time, and the screen's pointer gives one window the keyboard.
          const display = engine === 'webkit' && installed.webkit ? (installed.webkit.xvfb ? await startVirtualScreen(installed.webkit.xvfb) : { display: process.env.DISPLAY, stop: async () => {} }) : undefined;
          const webkitDriver = engine === 'webkit' && installed.webkit ? await startWebKitDriver(installed.webkit.driver, display?.display) : undefined;
          if (!side) console.log(`\n${tier === 'element' ? 'Element' : 'Engines'} tier: ${ENGINE_NAMES[engine]}, ${RUNTIME_NAMES[/** @type {'react' | 'lean'} */ (runtime)]}`);
          const result = await runTier(
            `${tier}, ${ENGINE_NAMES[engine]}, ${runtime}`,
            browserArgs,
            {
              ...env,
              ...(port ? { WTR_PORT: port } : {}),
              HELP_TEST_ENGINES: engine,
              HELP_TEST_RUNTIME: runtime,
              HELP_TEST_TIER: tier,
              ...(engine === 'chromium' ? {} : { HELP_TEST_CONCURRENCY: '1' }),
              ...(webkitDriver ? { HELP_WEBKIT_WEBDRIVER_URL: webkitDriver } : {}),
            },
            { buffered: side },
          );
          if (webkitDriver) await stopHelper(webkitDriver);
          await display?.stop();
          if (attempt > 1 || result.summed || result.stopped) break;
          results.splice(results.indexOf(result), 1);
          console.log(`\nThe ${result.name} run stopped before it summed up (exit code ${result.code}; its browser or driver went away): running it once more.`);
        }
      }
    };
    await Promise.all(queues.map(runLane));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  results.push({ name: 'browsers', passed: 0, failed: 0, skipped: 0, seconds: 0, code: 1, failures: [], stopped: false });
} finally {
  await stopHelpers();
  await logicTier;
  await Promise.all(codeChecks);
}

const total = results.reduce((sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed, skipped: sum.skipped + result.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\nTiers:');
for (const result of results) {
  if (result.check) {
    console.log(`  ${result.name.padEnd(28)} ${result.code === 0 ? 'clean' : 'FAILED: see its output above'}, ${result.seconds.toFixed(0)} s`);
    continue;
  }
  console.log(`  ${result.name.padEnd(28)} ${String(result.passed).padStart(5)} passed, ${result.failed} failed, ${result.skipped} skipped, ${result.seconds.toFixed(0)} s${result.code !== 0 && result.failed === 0 ? ' (the runner failed: see above)' : ''}`);
}
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.some((result) => result.code !== 0) || total.failed > 0 ? 1 : 0);
