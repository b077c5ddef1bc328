// @ts-check
/**
 * The processes of a test run: each tier's or check's runner, its output read for the totals,
 * and what WebKit needs beside it (a virtual screen and WebKitWebDriver), all stopped on Ctrl+C
 * or a stop from CI.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** A TCP port free on this machine now. */
export function freePort() {
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
export async function stopHelper(url) {
  const child = webkitDrivers.get(url);
  webkitDrivers.delete(url);
  if (child) await stopChild(child);
}

/** Stops the helpers still running, newest first. */
export async function stopHelpers() {
  for (const child of helpers.reverse()) await stopChild(child);
  helpers.length = 0;
}

/**
 * Starts Xvfb on the first free display and resolves with it (":N") and a way to stop it.
 * @param {string} xvfb
 * @returns {Promise<{ display: string, stop(): Promise<void> }>}
 */
export function startVirtualScreen(xvfb) {
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
export async function startWebKitDriver(driver, display) {
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

/** Set by Ctrl+C or a stop from CI: no run is started again. */
let stopping = false;
export const isStopping = () => stopping;

/**
 * Runs a test runner (or a check) with its output held and printed whole when it ends, and reads
 * its totals from the lines it prints: Node's test runner ('ℹ pass N') or the browser runner's
 * per-engine line ('Chromium: N passed, N failed, N skipped in …'). With `passThrough`, the
 * output is printed as it comes (a run alone).
 * @param {string} name
 * @param {string[]} args for node
 * @param {NodeJS.ProcessEnv} env
 * @param {{ passThrough?: boolean, check?: boolean }} [options] `check`: it runs no tests (lint, layers)
 * @returns {Promise<TierResult>}
 */
export function runTier(name, args, env, { passThrough = false, check = false } = {}) {
  const buffered = !passThrough;
  const started = performance.now();
  return new Promise((resolve) => {
    /** @type {TierResult} */
    const result = { name, passed: 0, failed: 0, skipped: 0, seconds: 0, code: 0, check, failures: [], stopped: false };
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', buffered ? 'pipe' : 'inherit'], env });
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
