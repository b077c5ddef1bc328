/**
 * How `npm test` schedules its jobs (scripts/test-schedule.mjs): never more at once than the
 * cores it is given, the longest way to the end first, a job only after what it needs has
 * passed, and skipped when that failed. Each job here ends when the test lets it, never after
 * a length of time.
 */
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface Job {
  name: string;
  seconds: number;
  after?: string[];
  run: () => Promise<boolean>;
}
interface JobOutcome {
  name: string;
  outcome: 'passed' | 'failed' | 'skipped';
  from?: number;
  to?: number;
}
interface ScheduleModule {
  runJobs: (jobs: Job[], options: { cores: number; stopped?: () => boolean }) => Promise<JobOutcome[]>;
}
const { runJobs } = (await import(new URL('../scripts/test-schedule.mjs', import.meta.url).href)) as ScheduleModule;

/** Jobs that start when the scheduler runs them and end when the test says, passing or failing. */
function controlledJobs(specs: { name: string; seconds: number; after?: string[] }[]) {
  const started: string[] = [];
  const running = new Set<string>();
  let most = 0;
  const finishers = new Map<string, (passed: boolean) => void>();
  const jobs: Job[] = specs.map((spec) => ({
    ...spec,
    run: () =>
      new Promise<boolean>((resolve) => {
        started.push(spec.name);
        running.add(spec.name);
        most = Math.max(most, running.size);
        finishers.set(spec.name, (passed) => {
          running.delete(spec.name);
          resolve(passed);
        });
      }),
  }));
  /**
   * Ends `name`, once the scheduler has had its turns (it needs no more than a few to start the
   * next job): a job it has not started by then fails the test rather than hanging it.
   */
  const finish = async (name: string, passed = true) => {
    for (let turn = 0; turn < 100 && !finishers.has(name); turn += 1) await new Promise((resolve) => setImmediate(resolve));
    if (!finishers.has(name)) throw new Error(`${name} has not started; started so far: ${started.join(', ')}`);
    finishers.get(name)!(passed);
    finishers.delete(name);
  };
  return { jobs, started, running, finish, most: () => most };
}

describe('the test run schedule', () => {
  it('runs no more jobs at once than it has cores, the longest way to the end first', async () => {
    const { jobs, started, finish, most } = controlledJobs([
      { name: 'lint', seconds: 40 },
      { name: 'package', seconds: 50 },
      { name: 'types', seconds: 13 },
      { name: 'webkit', seconds: 170, after: ['package'] },
      { name: 'chromium', seconds: 200, after: ['package'] },
      { name: 'logic', seconds: 19, after: ['package'] },
    ]);
    const run = runJobs(jobs, { cores: 2 });
    // The package leads to the longest browser run; lint is the longest of the rest.
    await finish('package');
    await finish('chromium');
    await finish('webkit');
    await finish('lint');
    await finish('logic');
    await finish('types');
    const outcomes = await run;
    expect(started).to.deep.equal(['package', 'lint', 'chromium', 'webkit', 'logic', 'types']);
    expect(most()).to.equal(2);
    expect(outcomes.every((outcome) => outcome.outcome === 'passed')).to.equal(true);
    for (const outcome of outcomes) expect(outcome.to!, outcome.name).to.be.at.least(outcome.from!);
  });

  it('starts a job only once what it needs has passed, and skips it when that failed', async () => {
    const { jobs, started, finish } = controlledJobs([
      { name: 'package', seconds: 50 },
      { name: 'chromium', seconds: 200, after: ['package'] },
      { name: 'types', seconds: 13 },
    ]);
    const run = runJobs(jobs, { cores: 2 });
    // With a core free, the browser run still waits for the package.
    await finish('types');
    expect(started).to.deep.equal(['package', 'types']);
    await finish('package', false);
    const outcomes = await run;
    expect(outcomes.map(({ name, outcome }) => [name, outcome])).to.deep.equal([
      ['types', 'passed'],
      ['package', 'failed'],
      ['chromium', 'skipped'],
    ]);
    expect(outcomes.find((outcome) => outcome.name === 'chromium')).not.to.have.property('from');
  });

  it('runs one job at a time on one core', async () => {
    const { jobs, finish, most } = controlledJobs([
      { name: 'a', seconds: 3 },
      { name: 'b', seconds: 2 },
      { name: 'c', seconds: 1 },
    ]);
    const run = runJobs(jobs, { cores: 1 });
    for (const name of ['a', 'b', 'c']) await finish(name);
    expect((await run).map((outcome) => outcome.name)).to.deep.equal(['a', 'b', 'c']);
    expect(most()).to.equal(1);
  });
});
