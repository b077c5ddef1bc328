/** Starts every build from an empty output folder, so no chunk of an earlier build lingers. */
import { rmSync } from 'node:fs';
import type { Plugin } from 'rollup';

export function cleanDist(dir: string): Plugin {
  return {
    name: 'clean-dist',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
