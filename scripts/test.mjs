// @ts-check
/**
 * `npm test`: type-check, then every browser test in each engine installed here, one engine
 * after another (web-test-runner.config.mjs), on each runtime: React, then lean (preact/compat,
 * as dist/lean/ runs).
 *
 *   npm test                          the engines found; Chromium is required
 *   npm test -- --engine firefox      one engine alone (a comma list or repeated --engine for more)
 *   HELP_TEST_ENGINES=all npm test    all three, failing when one is missing (CI)
 *   HELP_TEST_ENGINES=webkit npm test the same as --engine webkit
 *   npm test -- --runtime lean        one runtime alone (react, lean; HELP_TEST_RUNTIMES the same)
 *
 * Other arguments go to the test runner (e.g. `npm test -- --files src/api/errors.test.ts`).
 * For WebKit this script starts what MiniBrowser needs and stops it afterwards: a virtual
 * screen (Xvfb, 1280×1024, where the default window holds the pointer and so the keyboard
 * focus) and WebKitWebDriver on a free port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ENGINES, ENGINE_NAMES, findEngines, installCommand, parseEngines } from './engines.mjs';
import { RUNTIMES, RUNTIME_NAMES, parseRuntimes } from './runtimes.mjs';

/** @typedef {import('./engines.mjs').Engine} Engine */
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

const require = createRequire(import.meta.url);

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
    fail('No Chromium or Chrome found (CHROME_PATH, /usr/bin/chromium, google-chrome): install it with `apt-get install -y chromium` and run `npm test` again.');
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

/** Stops the helpers, newest first, and waits for each to exit (5 s at most). */
async function stopHelpers() {
  for (const child of helpers.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => {
      child.once('exit', resolve);
      setTimeout(resolve, 5000).unref();
    });
    child.kill('SIGTERM');
    await exited;
  }
  helpers.length = 0;
}

/**
 * Starts Xvfb on the first free display and resolves with it (":N").
 * @param {string} xvfb
 * @returns {Promise<string>}
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
        resolve(`:${match[1]}`);
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
    env: { ...process.env, ...(display ? { DISPLAY: display } : {}) },
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
      if (status.ok) return url;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 15 s. ${errors}`.trim());
}

/** @type {ChildProcess | undefined} the test runner, once started */
let testRunner;

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function runTestRunner(args, env) {
  return new Promise((resolve) => {
    testRunner = spawn(process.execPath, [join(dirname(require.resolve('@web/test-runner')), 'bin.js'), ...args], { stdio: 'inherit', env });
    testRunner.on('exit', (code, signal) => {
      // Said here: a runner stopped from outside prints nothing of its own.
      if (signal) console.error(`The test runner (${env.HELP_TEST_ENGINES}, ${env.HELP_TEST_RUNTIME}) was stopped by ${signal}.`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// Ctrl+C or a stop from CI: the test runner closes its browsers and exits, then the helpers
// are stopped; before it has started, the helpers are stopped at once.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (testRunner && testRunner.exitCode === null) testRunner.kill(signal);
    else void stopHelpers().then(() => process.exit(1));
  });
}

const { engineLists, runtimeLists, rest } = readArguments(process.argv.slice(2));
const installed = findEngines();
const engines = chooseEngines(engineLists, installed);
const runtimes = chooseRuntimes(runtimeLists);

// The bundle and its tests, then the demo and the scripts (their // @ts-check).
for (const project of ['tsconfig.json', 'tsconfig.node.json']) {
  const typecheck = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', project], { stdio: 'inherit' });
  if (typecheck.status !== 0) process.exit(typecheck.status ?? 1);
}

console.log(`Browser engines: ${namesOf(engines)}; runtimes: ${runtimes.map((runtime) => RUNTIME_NAMES[runtime]).join(', ')}`);
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, HELP_TEST_ENGINES: engines.join(',') };

let exitCode = 1;
try {
  if (engines.includes('webkit') && installed.webkit) {
    const display = installed.webkit.xvfb ? await startVirtualScreen(installed.webkit.xvfb) : process.env.DISPLAY;
    env.HELP_WEBKIT_WEBDRIVER_URL = await startWebKitDriver(installed.webkit.driver, display);
  }
  // One engine after another, each with its own test run: engines running at once shared two
  // cores and the stand-in services' state, and a test file then stalled in Chromium. Each
  // engine runs every runtime before the next engine starts (one browser start-up each time).
  exitCode = 0;
  for (const engine of engines) {
    for (const runtime of runtimes) {
      const code = await runTestRunner(rest, { ...env, HELP_TEST_ENGINES: engine, HELP_TEST_RUNTIME: runtime });
      exitCode ||= code;
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopHelpers();
}
process.exit(exitCode);
