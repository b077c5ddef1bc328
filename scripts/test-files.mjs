// @ts-check
/**
 * Which tier a test file belongs to follows from its name, so a new test needs no list:
 *
 *   *.test.ts            logic: needs no DOM, runs once, in Node (scripts/test-logic.mjs)
 *   *.browser.test.ts    element: runs in the browsers (a .ts test that needs a DOM or a page)
 *   *.test.tsx           element: runs in the browsers
 *
 * In the browsers, Chromium runs every element test on both runtimes; Firefox and WebKit run
 * only the tests whose title, or whose describe's title, holds ENGINES_TAG (the engines tier).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The mark that puts a test (or a whole describe) in the engines tier. */
export const ENGINES_TAG = '[all engines]';

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

/** Every test file under src/ and test/. */
export function allTestFiles() {
  return [...walk('src'), ...walk('test')];
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

/** The engines tier's files: browser test files that mark at least one test with ENGINES_TAG. */
export function enginesTestFiles() {
  return browserTestFiles().filter((path) => readFileSync(join(ROOT, path), 'utf8').includes(ENGINES_TAG));
}
