/**
 * The lean/ build: React's modules become preact/compat's (preact 11: see docs/package.md, "The
 * `lean/` build"), by the map the tests' lean runtime uses too (scripts/runtimes.mjs).
 */
import type { Plugin } from 'rollup';

export function preactCompat(aliases: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'preact-compat',
    async resolveId(id, importer, options) {
      const target = aliases[id];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
