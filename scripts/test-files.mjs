// @ts-check
/**
 * Which tier a test file belongs to follows from its name, so a new test needs no list:
 *
 *   *.test.ts            logic: needs no DOM, runs once, in Node (scripts/test-logic.mjs)
 *   *.browser.test.ts    element: runs in the browsers (a .ts test that needs a DOM or a page)
 *   *.test.tsx           element: runs in the browsers
 *
 * In the browsers, Chromium runs every element test on React; Firefox and WebKit run only the
 * tests whose title, or whose describe's title, holds ENGINES_TAG (the engines tier). The lean
 * runtime runs only the tests that hold RUNTIMES_TAG the same way (in Firefox and WebKit, those
 * that hold both marks, in the element and component tests: testFilesOf): what preact/compat
 * can do differently from React.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The mark that puts a test (or a whole describe) in the engines tier. */
export const ENGINES_TAG = '[all engines]';
/** The mark that runs a test (or a whole describe) on the lean runtime too. */
export const RUNTIMES_TAG = '[both runtimes]';

/** @param {string} dir @returns {string[]} paths relative to the repository, sorted */
function walk(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) found.push(...walk(path));
    } else if (/\.test\.tsx?$/.test(entry.name)) {
      found.push(relative(ROOT, join(ROOT, path)));
    }
  }
  return found.sort();
}

/** Every test file under src/, test/ and build/. */
export function allTestFiles() {
  return [...walk('src'), ...walk('test'), ...walk('build')];
}

/** @param {string} path */
export const isLogicTest = (path) => path.endsWith('.test.ts') && !path.endsWith('.browser.test.ts');

/** The logic tier: test files that run in Node. */
export function logicTestFiles() {
  return allTestFiles().filter(isLogicTest);
}

/** The element tier: test files that run in the browsers. */
export function browserTestFiles() {
  return allTestFiles().filter((path) => !isLogicTest(path));
}

/**
 * The marks a browser run asks of its tests: ENGINES_TAG in the engines tier, RUNTIMES_TAG on
 * the lean runtime.
 * @param {'element' | 'engines'} tier @param {string} runtime
 */
export const marksOf = (tier, runtime) => [...(tier === 'engines' ? [ENGINES_TAG] : []), ...(runtime === 'lean' ? [RUNTIMES_TAG] : [])];

/**
 * The browser test files that hold every mark of `marks` (each somewhere in the file: which of
 * its tests carry them all, test/runtime/marked-tests.js decides in the page).
 * @param {readonly string[]} marks
 */
export function markedTestFiles(marks) {
  return browserTestFiles().filter((path) => {
    const text = readFileSync(join(ROOT, path), 'utf8');
    return marks.every((mark) => text.includes(mark));
  });
}

/**
 * The browser test files a run takes: those that hold every mark it asks for (marksOf). Firefox
 * and WebKit on lean take only the element and component tests (under src/), where
 * preact/compat's own events, focus handling and effects meet each engine. The page-level
 * tests (under test/: host pages, AEM pages, the elements' conformance) check what an engine
 * does with a page, which the React run in that engine and the lean run in Chromium cover
 * between them.
 * @param {'element' | 'engines'} tier @param {string} runtime
 */
export function testFilesOf(tier, runtime) {
  const files = markedTestFiles(marksOf(tier, runtime));
  return tier === 'engines' && runtime === 'lean' ? files.filter((path) => path.startsWith('src/')) : files;
}

/** The engines tier's files: browser test files that mark at least one test with ENGINES_TAG. */
export const enginesTestFiles = () => markedTestFiles([ENGINES_TAG]);

/** Modules that make up the runtime: React (or preact/compat, which the lean runtime puts in its place). */
const RUNTIME_MODULE = /(^|\/)node_modules\/(react|react-dom|preact|scheduler)\//;
/** A test that opens a page of the test server (a host page, an AEM page) runs the runtime under test there. */
const OPENS_TEST_PAGE = /['"`]\/(__host|aem)\//;

/**
 * The files among `files` whose code depends on the runtime: their bundle holds React (or an
 * element), or they open a page of the test server, which is built on the runtime under test.
 * The others (the sanitiser, the service calls, the stand-ins…) would run the very same code on
 * the lean runtime, so they run on React only.
 * @param {string[]} files paths relative to the repository
 * @param {Pick<import('esbuild').BuildOptions, 'loader' | 'external' | 'jsx' | 'alias'>} options the tests' bundle options
 * @returns {Promise<string[]>}
 */
export async function runtimeBoundTestFiles(files, options) {
  const { build } = await import('esbuild');
  // One build with shared chunks (as the test runner's own), read through each file's imports.
  const { metafile } = await build({
    ...options,
    entryPoints: files.map((file) => `./${file}`),
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    outdir: 'runtime-check',
    outbase: '.',
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const { outputs } = metafile;
  /** @param {string} output @param {Set<string>} inputs @param {Set<string>} seen */
  const collect = (output, inputs = new Set(), seen = new Set()) => {
    if (seen.has(output) || !outputs[output]) return inputs;
    seen.add(output);
    for (const input of Object.keys(outputs[output].inputs)) inputs.add(input);
    for (const { path } of outputs[output].imports) collect(path, inputs, seen);
    return inputs;
  };
  /** @type {Map<string, boolean>} whether each source file opens a page of the test server */
  const opens = new Map();
  const opensTestPage = (/** @type {string} */ input) => {
    if (!opens.has(input)) opens.set(input, OPENS_TEST_PAGE.test(readFileSync(join(ROOT, input), 'utf8')));
    return opens.get(input);
  };
  const bound = new Set();
  for (const [path, output] of Object.entries(outputs)) {
    const entry = output.entryPoint?.replace(/^\.\//, '');
    if (!entry || !files.includes(entry)) continue;
    const inputs = [...collect(path)];
    if (inputs.some((input) => RUNTIME_MODULE.test(input) || (!input.includes('node_modules/') && opensTestPage(input)))) bound.add(entry);
  }
  return files.filter((file) => bound.has(file));
}
