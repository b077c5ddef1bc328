// @ts-check
/**
 * How `npm test` shares the machine: never more busy work than cores. Every piece of the run
 * (the build, each browser run, each check) is a job that holds one core while it runs, and the
 * jobs wait for a free core; a watcher reads the machine's load meanwhile and says what it saw.
 *
 *   const results = await runJobs(jobs, { cores: 2 });
 *
 * The order is the cheapest one found for this suite on two cores (docs/testing.md, "How a run
 * is scheduled"): of the jobs whose prerequisites have passed, the one with the longest way to
 * the end of the run starts first: its own time plus the longest chain of jobs waiting on it.
 * That puts the build first (every browser run waits on it), then the longest browser runs, and
 * leaves the short checks to fill the last gaps, so both cores finish close together.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/**
 * @typedef {object} Job
 * @property {string} name
 * @property {number} seconds its time alone on a quiet two-core machine (measured; an estimate is enough to order by)
 * @property {string[]} [after] jobs that must have passed before it starts
 * @property {() => Promise<boolean>} run resolves true when it passed
 */

/**
 * @typedef {object} JobOutcome
 * @property {string} name
 * @property {'passed' | 'failed' | 'skipped'} outcome skipped: a prerequisite failed
 * @property {number} [from] when it started, in seconds from the start of the run (not when skipped)
 * @property {number} [to] when it ended, the same way
 */

/** The cores a run may keep busy: HELP_TEST_CORES, else the machine's. */
export function coresToUse() {
  const asked = Number(process.env.HELP_TEST_CORES);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

/**
 * Each job's way to the end of the run: its own time, plus the longest of the jobs after it.
 * @param {Job[]} jobs
 */
function waysToTheEnd(jobs) {
  /** @type {Map<string, number>} */
  const ways = new Map();
  /** @param {Job} job @returns {number} */
  const wayOf = (job) => {
    const known = ways.get(job.name);
    if (known !== undefined) return known;
    const following = jobs.filter((other) => other.after?.includes(job.name));
    const way = job.seconds + Math.max(0, ...following.map(wayOf));
    ways.set(job.name, way);
    return way;
  };
  jobs.forEach(wayOf);
  return ways;
}

/**
 * Runs the jobs, at most `cores` at a time, each as soon as a core is free and its
 * prerequisites have passed; a job whose prerequisite failed is skipped.
 * @param {Job[]} jobs
 * @param {{ cores: number, stopped?: () => boolean }} options
 * @returns {Promise<JobOutcome[]>} in the order they ended
 */
export async function runJobs(jobs, { cores, stopped = () => false }) {
  const ways = waysToTheEnd(jobs);
  const waiting = [...jobs].sort((a, b) => (ways.get(b.name) ?? 0) - (ways.get(a.name) ?? 0));
  /** @type {Map<string, 'passed' | 'failed' | 'skipped'>} */
  const ended = new Map();
  /** @type {Map<string, Promise<void>>} */
  const running = new Map();
  /** @type {JobOutcome[]} */
  const outcomes = [];
  const started = performance.now();
  const now = () => (performance.now() - started) / 1000;
  /** @type {Map<string, number>} */
  const startedAt = new Map();
  const end = (/** @type {string} */ name, /** @type {'passed' | 'failed' | 'skipped'} */ outcome) => {
    ended.set(name, outcome);
    const from = startedAt.get(name);
    outcomes.push(from === undefined ? { name, outcome } : { name, outcome, from, to: now() });
  };
  while (waiting.length > 0 || running.size > 0) {
    // Skip what can no longer run: a prerequisite failed or was skipped, or the run was stopped.
    for (const job of [...waiting]) {
      if (stopped() || (job.after ?? []).some((name) => ended.has(name) && ended.get(name) !== 'passed')) {
        waiting.splice(waiting.indexOf(job), 1);
        end(job.name, 'skipped');
      }
    }
    for (const job of [...waiting]) {
      if (running.size >= cores) break;
      if (!(job.after ?? []).every((name) => ended.get(name) === 'passed')) continue;
      waiting.splice(waiting.indexOf(job), 1);
      startedAt.set(job.name, now());
      running.set(
        job.name,
        job.run().then(
          (passed) => {
            running.delete(job.name);
            end(job.name, passed ? 'passed' : 'failed');
          },
          (error) => {
            console.error(`${job.name}: ${error instanceof Error ? error.message : String(error)}`);
            running.delete(job.name);
            end(job.name, 'failed');
          },
        ),
      );
    }
    if (running.size === 0) {
      // Nothing runs and nothing can start: what waits has prerequisites that never ran.
      for (const job of waiting.splice(0)) end(job.name, 'skipped');
      break;
    }
    await Promise.race(running.values());
  }
  return outcomes;
}

/** The machine's CPU time so far, busy and in all, in clock ticks (Linux; null elsewhere). */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const total = ticks.slice(0, 8).reduce((sum, each) => sum + each, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Watches the machine's load while a run goes on: the peak of the one-minute load average, and
 * how much of the machine's CPU the run kept busy.
 * @returns {{ stop(): string }} stop() ends the watch and says what it saw, in one line
 */
export function watchLoad() {
  const cores = availableParallelism();
  const startTicks = cpuTicks();
  const started = performance.now();
  let peak = loadavg()[0] ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, loadavg()[0] ?? 0);
  }, 2000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, loadavg()[0] ?? 0);
      const seconds = (performance.now() - started) / 1000;
      const endTicks = cpuTicks();
      const parts = [`peak load ${peak.toFixed(1)} (one-minute average) on ${cores} cores`];
      if (startTicks && endTicks && endTicks.total > startTicks.total) {
        const share = (endTicks.busy - startTicks.busy) / (endTicks.total - startTicks.total);
        // Clock ticks are hundredths of a second on Linux.
        parts.push(`CPU ${Math.round(share * 100)}% busy, ${Math.round((endTicks.busy - startTicks.busy) / 100)} CPU-seconds in ${Math.round(seconds)} s`);
      }
      return `Load: ${parts.join('; ')}`;
    },
  };
}
