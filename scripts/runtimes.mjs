// @ts-check
/**
 * The two runtimes the same source runs on: React 19 (dist/, dist/react/) and preact/compat
 * (dist/lean/). The build (rollup.config.mjs) and the tests (web-test-runner.config.mjs) alias
 * React's modules to preact/compat's with this one map.
 */
import { fileURLToPath } from 'node:url';

/** @typedef {'react' | 'lean'} Runtime */

/** @type {readonly Runtime[]} */
export const RUNTIMES = ['react', 'lean'];

/** @type {Record<Runtime, string>} */
export const RUNTIME_NAMES = { react: 'React', lean: 'lean (preact/compat)' };

/**
 * React's modules, as the lean runtime resolves them: preact/compat's, and for
 * `react-dom/client` our own roots on top of them (src/runtime/lean-client.ts: React's order of
 * events and attributes). Every lean page renders through it.
 * @type {Readonly<Record<string, string>>}
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': fileURLToPath(new URL('../src/runtime/lean-client.ts', import.meta.url)),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * "react,lean", "all" or one of them → the runtimes, in that order, each once.
 * @param {string} text
 * @returns {Runtime[]}
 */
export function parseRuntimes(text) {
  const names = text
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('all') || names.includes('both')) return [...RUNTIMES];
  /** @type {Runtime[]} */
  const runtimes = [];
  for (const name of names) {
    const runtime = RUNTIMES.find((known) => known === name);
    if (!runtime) throw new Error(`Unknown runtime '${name}': use ${RUNTIMES.join(', ')} or all.`);
    if (!runtimes.includes(runtime)) runtimes.push(runtime);
  }
  return runtimes;
}
