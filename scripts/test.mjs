// @ts-check
/**
 * `npm test`: the checks and the tests in three tiers (scripts/test-files.mjs says which file is
 * in which), never more of them at once than the machine has cores (scripts/test-schedule.mjs):
 *
 *   logic     every test that needs no DOM, once, in Node (seconds)
 *   element   every browser test in Chromium on React; those marked `[both runtimes]` on lean
 *             too (preact/compat, as dist/lean/ runs)
 *   engines   the tests marked `[all engines]`, in Firefox and WebKit too; on lean, those that
 *             also carry `[both runtimes]` among the element and component tests (src/)
 *   checks    the package (which builds dist/), the type-checks, lint (ESLint, no warnings) and
 *             the layering rule (dependency-cruiser, .dependency-cruiser.cjs)
 *
 *   npm test                          every tier, in the engines installed here; Chromium is required
 *   npm test -- --quick               the inner loop: logic and the element tier on React only,
 *                                     with the type-check; no package check, lint or layering check
 *   npm test -- --engine firefox      one engine alone (a comma list or repeated --engine for more)
 *   HELP_TEST_ENGINES=all npm test    all three, failing when one is missing (CI)
 *   npm test -- --runtime lean        one runtime alone (react, lean; HELP_TEST_RUNTIMES the same)
 *   npm test -- --files a.test.ts b.test.tsx   only these files, each in its own tier
 *   npm test -- --browsers-only       the browser runs alone (what a soak repeats: test-soak.mjs)
 *
 * Other arguments go to the browser test runner. HELP_TEST_CORES sets how many jobs run at once
 * (default: the machine's cores); HELP_TEST_CONCURRENCY how many test files one browser runs side
 * by side (default 1). For WebKit this script starts what MiniBrowser needs and stops it
 * afterwards: a virtual screen (Xvfb, 1280×1024, where the default window holds the pointer and
 * so the keyboard focus) and WebKitWebDriver on a free port. The last lines sum up every tier,
 * the machine's load, and end `Total: N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ENGINES, ENGINE_NAMES, findEngines, installCommand, parseEngines } from './engines.mjs';
import { RUNTIMES, RUNTIME_NAMES, parseRuntimes } from './runtimes.mjs';
import { isLogicTest, testFilesOf } from './test-files.mjs';
import { freePort, isStopping, runTier, startVirtualScreen, startWebKitDriver, stopHelper, stopHelpers } from './test-runs.mjs';
import { coresToUse, runJobs, watchLoad } from './test-schedule.mjs';

/** @typedef {import('./engines.mjs').Engine} Engine */
/** @typedef {import('./test-runs.mjs').TierResult} TierResult */

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

/**
 * Takes `--quick`, `--browsers-only` and `--files a b …` out of the runner's arguments.
 * @param {string[]} args
 */
function readFiles(args) {
  /** @type {string[] | null} */
  let files = null;
  let quick = false;
  let browsersOnly = false;
  /** @type {string[]} */
  const others = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--quick') quick = true;
    else if (arg === '--browsers-only') browsersOnly = true;
    else if (arg === '--files') {
      files ??= [];
      while (i + 1 < args.length && !(args[i + 1] ?? '').startsWith('--')) files.push(args[(i += 1)] ?? '');
    } else others.push(arg);
  }
  return { files, quick, browsersOnly, others };
}

const HERE = dirname(new URL(import.meta.url).pathname);

/** @param {string} script @param {string[]} [args] */
function check(script, args = []) {
  const run = spawnSync(process.execPath, [join(HERE, script), ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/**
 * A command-line tool's script, for `node` to run: a devDependency, so at the top of node_modules.
 * @param {string} name the package @param {string} bin its script, from the package's folder
 */
const toolScript = (name, bin) => join(HERE, '..', 'node_modules', name, bin);

/**
 * Each job's time alone on a quiet two-core machine, in seconds, measured (docs/testing.md,
 * "How a run is scheduled"): only their order matters, and a new test moves them little.
 */
const SECONDS = {
  package: 50,
  logic: 19,
  types: 13,
  typesOfScripts: 7,
  lint: 37,
  layers: 6,
  /** @type {Record<Engine, Record<string, number>>} */
  browsers: {
    chromium: { react: 200, lean: 87 },
    firefox: { react: 170, lean: 54 },
    webkit: { react: 172, lean: 56 },
  },
};

const { engineLists, runtimeLists, rest } = readArguments(process.argv.slice(2));
const { files, quick, browsersOnly, others } = readFiles(rest);
const installed = findEngines();
const engines = quick ? /** @type {Engine[]} */ (['chromium']) : chooseEngines(engineLists, installed);
if (quick && !installed.chromium) chooseEngines([], installed);
const runtimes = quick ? ['react'] : chooseRuntimes(runtimeLists);
const logicFiles = files?.filter(isLogicTest) ?? null;
const browserFiles = files?.filter((file) => !isLogicTest(file)) ?? null;
const cores = coresToUse();

// The element folders, the budgets' tables and the demo server, before anything else: a second each.
if (!files && !browsersOnly) {
  check('elements.mjs', ['--check']);
  check('../bench/budgets.mjs', ['--check']);
  check('../demo/check-server.mjs');
}

/** @type {TierResult[]} */
const results = [];
/**
 * @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 * @param {{ check?: boolean }} [options]
 * @returns {() => Promise<boolean>}
 */
const tier = (name, args, env = process.env, { check = false } = {}) => async () => {
  const result = await runTier(name, args, env, { check, passThrough: cores === 1 });
  results.push(result);
  return result.code === 0 && result.failed === 0;
};

/** @type {import('./test-schedule.mjs').Job[]} */
const jobs = [];

// The package as shipped, which builds dist/ when it is stale, as on a fresh clone. The AEM
// package's logic tests and the browser tests read the build: they wait for it. In the inner
// loop, for chosen files and for a soak, dist/ is built only when it is stale.
const buildsFirst = !files && !quick && !browsersOnly;
if (buildsFirst) jobs.push({ name: 'package', seconds: SECONDS.package, run: tier('package, npm pack', [join(HERE, 'check-package.mjs')], process.env, { check: true }) });
else if (!files) check('build-if-stale.mjs');
const afterBuild = buildsFirst ? ['package'] : [];

// The code checks: the type-check (the bundle and its tests; then the demo and the scripts,
// their // @ts-check), and but in the inner loop or for chosen files lint and the layering rule.
if (!browsersOnly) {
  jobs.push(
    { name: 'types', seconds: SECONDS.types, run: tier('types, TypeScript', [toolScript('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], process.env, { check: true }) },
    { name: 'types of the scripts', seconds: SECONDS.typesOfScripts, run: tier('types of the scripts, TypeScript', [toolScript('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.node.json'], process.env, { check: true }) },
  );
  if (!files && !quick) {
    jobs.push(
      { name: 'lint', seconds: SECONDS.lint, run: tier('lint, ESLint', [toolScript('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'], process.env, { check: true }) },
      { name: 'layers', seconds: SECONDS.layers, run: tier('layers, dependency-cruiser', [toolScript('dependency-cruiser', 'bin/dependency-cruise.mjs'), 'src', '--config', '.dependency-cruiser.cjs'], process.env, { check: true }) },
    );
  }
}

// The logic tier, once, in Node.
if (!browsersOnly && (!logicFiles || logicFiles.length > 0)) {
  jobs.push({ name: 'logic', seconds: SECONDS.logic, after: afterBuild, run: tier('logic, Node', [join(HERE, 'test-logic.mjs'), ...(logicFiles ?? [])]) });
}

// Each engine's run on each runtime: Chromium runs the element tier, Firefox and WebKit the
// engines tier. One test file at a time in each (each run one core's work); WebKit's runs each
// have a virtual screen and a WebKitWebDriver of their own (the driver holds one session at a
// time, and the screen's pointer gives one window the keyboard).
const withBrowsers = !browserFiles || browserFiles.length > 0;
if (withBrowsers) {
  console.log(`\nBrowser engines: ${namesOf(engines)}; runtimes: ${runtimes.map((runtime) => RUNTIME_NAMES[/** @type {'react' | 'lean'} */ (runtime)]).join(', ')}`);
  for (const engine of engines) {
    for (const runtime of runtimes) {
      const tierName = engine === 'chromium' ? 'element' : 'engines';
      // Files named on the command line run where they carry the run's marks.
      const marked = testFilesOf(tierName, runtime);
      const runFiles = browserFiles?.filter((file) => marked.includes(file)) ?? null;
      if (runFiles?.length === 0) continue;
      const name = `${tierName}, ${ENGINE_NAMES[engine]}, ${runtime}`;
      const args = [join(dirname(require.resolve('@web/test-runner')), 'bin.js'), ...(runFiles ? ['--files', ...runFiles] : []), ...others];
      jobs.push({ name, seconds: SECONDS.browsers[engine][runtime] ?? 100, after: afterBuild, run: () => browserRun(name, args, engine, runtime, tierName) });
    }
  }
}

/**
 * One engine's run on one runtime. A run whose runner stopped before it summed up (its browser
 * or driver went away) gets one more go; a failed test, or a test file that failed to run, never
 * does.
 * @param {string} name @param {string[]} args @param {Engine} engine @param {string} runtime @param {'element' | 'engines'} tierName
 */
async function browserRun(name, args, engine, runtime, tierName) {
  for (let attempt = 1; ; attempt += 1) {
    const port = String(await freePort());
    const display = engine === 'webkit' && installed.webkit ? (installed.webkit.xvfb ? await startVirtualScreen(installed.webkit.xvfb) : { display: process.env.DISPLAY, stop: async () => {} }) : undefined;
    const webkitDriver = engine === 'webkit' && installed.webkit ? await startWebKitDriver(installed.webkit.driver, display?.display) : undefined;
    const result = await runTier(
      name,
      args,
      {
        ...process.env,
        WTR_PORT: port,
        HELP_TEST_ENGINES: engine,
        HELP_TEST_RUNTIME: runtime,
        HELP_TEST_TIER: tierName,
        HELP_TEST_CONCURRENCY: process.env.HELP_TEST_CONCURRENCY || '1',
        ...(webkitDriver ? { HELP_WEBKIT_WEBDRIVER_URL: webkitDriver } : {}),
      },
      { passThrough: cores === 1 },
    );
    if (webkitDriver) await stopHelper(webkitDriver);
    await display?.stop();
    if (attempt > 1 || result.summed || result.stopped) {
      results.push(result);
      return result.code === 0 && result.failed === 0;
    }
    console.log(`\nThe ${result.name} run stopped before it summed up (exit code ${result.code}; its browser or driver went away): running it once more.`);
  }
}

console.log(`\nRunning ${jobs.length} jobs, at most ${cores} at a time (one a core); each prints its output when it ends.`);
const load = watchLoad();
const started = performance.now();
/** @type {import('./test-schedule.mjs').JobOutcome[]} */
let outcomes = [];
try {
  outcomes = await runJobs(jobs, { cores, stopped: isStopping });
} finally {
  await stopHelpers();
}
const seconds = (performance.now() - started) / 1000;

const total = results.reduce((sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed, skipped: sum.skipped + result.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\nTiers:');
for (const result of results) {
  if (result.check) {
    console.log(`  ${result.name.padEnd(32)} ${result.code === 0 ? 'clean' : 'FAILED: see its output above'}, ${result.seconds.toFixed(0)} s`);
    continue;
  }
  console.log(`  ${result.name.padEnd(32)} ${String(result.passed).padStart(5)} passed, ${result.failed} failed, ${result.skipped} skipped, ${result.seconds.toFixed(0)} s${result.code !== 0 && result.failed === 0 ? ' (the runner failed: see above)' : ''}`);
}
// When each job ran, in the order they started: where the two cores' ends fall.
const ran = outcomes.filter((outcome) => outcome.from !== undefined).sort((a, b) => (a.from ?? 0) - (b.from ?? 0));
if (ran.length > 1) console.log(`Order: ${ran.map((outcome) => `${outcome.name} ${Math.round(outcome.from ?? 0)}–${Math.round(outcome.to ?? 0)} s`).join(', ')}`);
const notRun = outcomes.filter((outcome) => outcome.outcome === 'skipped').map((outcome) => outcome.name);
if (notRun.length > 0) console.log(`  Not run (what they need failed, or the run was stopped): ${notRun.join(', ')}`);
console.log(`${load.stop()}; ${Math.round(seconds)} s in all`);
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(outcomes.some((outcome) => outcome.outcome !== 'passed') || total.failed > 0 ? 1 : 0);
