// @ts-check
/**
 * `npm run test:soak`: the browser runs again and again on a machine kept busy, to find the
 * tests that pass only on a quiet one before CI does.
 *
 *   npm run test:soak                              the browser runs 3 times, one core held busy
 *   npm run test:soak -- --repeat 5 --load 2       5 times, two cores held busy
 *   npm run test:soak -- --engine webkit           other arguments go to `npm test`
 *
 * Each busy loop is a Node process spinning at normal priority for the whole soak, as another
 * job on a shared CI machine would. Each run's output goes to a log file; the summary names
 * every test that failed, with the runs it failed in. Exits 1 when any run failed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * @param {string[]} args
 * @returns {{ repeat: number, load: number, rest: string[] }}
 */
function readArguments(args) {
  let repeat = 3;
  let load = 1;
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const option = /^--(repeat|load)(?:=(.*))?$/.exec(args[i] ?? '');
    if (!option) {
      rest.push(args[i] ?? '');
      continue;
    }
    const value = Number(option[2] ?? args[(i += 1)]);
    if (!Number.isInteger(value) || value < (option[1] === 'repeat' ? 1 : 0)) {
      console.error(`--${option[1]} takes a whole number${option[1] === 'repeat' ? ' from 1' : ''}.`);
      process.exit(2);
    }
    if (option[1] === 'repeat') repeat = value;
    else load = value;
  }
  return { repeat, load, rest };
}

const { repeat, load, rest } = readArguments(process.argv.slice(2));
const logs = mkdtempSync(join(tmpdir(), 'help-soak-'));
const busyLoops = Array.from({ length: load }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => busyLoops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => process.exit(1));

console.log(`Soak: the browser runs ${repeat} time${repeat === 1 ? '' : 's'}, ${load} core${load === 1 ? '' : 's'} held busy; each run's output in ${logs}/`);

/** @type {Map<string, number[]>} each failed test, with the runs it failed in */
const failedIn = new Map();
let failedRuns = 0;
for (let run = 1; run <= repeat; run += 1) {
  const log = join(logs, `run-${run}.log`);
  const started = performance.now();
  const output = createWriteStream(log);
  /** @type {string[]} */
  const lines = [];
  let pending = '';
  const child = spawn(process.execPath, [join(dirname(new URL(import.meta.url).pathname), 'test.mjs'), '--browsers-only', ...rest], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => {
    output.write(chunk);
    const split = (pending + chunk).split('\n');
    pending = split.pop() ?? '';
    lines.push(...split);
  });
  child.stderr.on('data', (chunk) => output.write(chunk));
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  lines.push(pending);
  output.end();
  // The runner's last lines: its tiers, the load it saw, the failed tests and the total.
  const tiers = lines.indexOf('Tiers:');
  const summary = tiers >= 0 ? lines.slice(tiers + 1) : lines.slice(-12);
  const failures = summary.slice(summary.indexOf('Failed:') + 1).filter((line) => summary.includes('Failed:') && line.startsWith('  '));
  for (const failure of failures) failedIn.set(failure.trim(), [...(failedIn.get(failure.trim()) ?? []), run]);
  if (code !== 0) failedRuns += 1;
  const total = summary.find((line) => line.startsWith('Total: ')) ?? 'no total (see the log)';
  const loadLine = summary.find((line) => line.startsWith('Load: ')) ?? '';
  console.log(`\nRun ${run}: ${code === 0 ? 'green' : 'RED'} in ${Math.round((performance.now() - started) / 1000)} s. ${total}`);
  for (const line of summary.filter((each) => /^ {2}(element|engines)/.test(each))) console.log(line);
  if (loadLine) console.log(loadLine);
}
stopLoops();

console.log(`\nSoak: ${repeat - failedRuns} of ${repeat} runs green with ${load} core${load === 1 ? '' : 's'} held busy.`);
if (failedIn.size > 0) {
  console.log('Failed tests, with the runs they failed in:');
  for (const [failure, runs] of failedIn) console.log(`  runs ${runs.join(', ')}: ${failure}`);
}
process.exit(failedRuns > 0 ? 1 : 0);
