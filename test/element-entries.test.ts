/**
 * Each element's entry script as the build wrote it (dist/elements/<tag>.js, in each build): it
 * holds its own copy of what it runs first (src/element-entry.ts), with what takes the meter-read
 * form's prefill out of the page's address (src/platform/address-prefill/address-prefill.ts),
 * and runs that before it starts anything, so no request of the element's leaves with the details
 * in the page's address and no chunk is waited for first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'chai';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILDS = ['dist', 'dist/lean', 'dist/react'];
/** Every element: a folder each under src/elements/. */
const TAGS = readdirSync(join(ROOT, 'src/elements'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('element entry scripts', () => {
  for (const build of BUILDS) {
    it(`${build}: each takes the prefill out of the address before it starts anything, from a copy of its own`, () => {
      const graphFile = join(ROOT, build, 'chunk-graph.json');
      expect(existsSync(graphFile), `${build}: dist/ is not built: run \`npm run build\``).to.equal(true);
      const graph = JSON.parse(readFileSync(graphFile, 'utf8')) as Record<string, { modules: string[] }>;
      for (const tag of TAGS) {
        const entry = `elements/${tag}.js`;
        expect(graph[entry]?.modules, entry).to.include(`\0element-entry-runtime:${tag}`);
        const code = readFileSync(join(ROOT, build, entry), 'utf8');
        expect(code, `${entry}: no static import`).not.to.match(/^import\b|[;}]import\s*[{"'*]/);
        const taken = code.indexOf('replaceState');
        expect(taken, `${entry} takes the prefill out`).to.be.greaterThan(-1);
        expect(taken, `${entry} takes the prefill out before its first request`).to.be.lessThan(code.indexOf('import('));
      }
    });
  }
});
