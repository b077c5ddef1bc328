// @ts-check
/**
 * Source bundled in memory for pages that are served, not built: the demo's element pages read
 * an element's examples through it, the test server's host pages their autoloader and the HTML
 * readers. One set of options, for the browsers the bundles run in.
 */
import { build } from 'esbuild';
import { PREACT_ALIASES } from './runtimes.mjs';

/**
 * @param {import('esbuild').BuildOptions} options the entry (`entryPoints` or `stdin`) and what differs
 * @param {{ runtime?: import('./runtimes.mjs').Runtime }} [on] the runtime React resolves to (lean: preact/compat, as dist/lean/)
 * @returns {Promise<string>} the bundle's code
 */
export async function bundleInMemory(options, { runtime = 'react' } = {}) {
  const result = await build({
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    loader: { '.css': 'text' },
    logLevel: 'silent',
    ...(runtime === 'lean' ? { alias: { ...PREACT_ALIASES } } : {}),
    ...options,
  });
  return result.outputFiles?.[0]?.text ?? '';
}
