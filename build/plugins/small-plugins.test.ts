/** The build's smaller plugins, each on what it is given (build/plugins/). */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { OutputBundle } from 'rollup';
import { chunkGraphOf } from './chunk-graph';
import { cssModule } from './css-as-text';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startImportsFirst, withoutLoadedStarts } from './parallel-dynamic-imports';
import { WITHOUT_PAGING, withoutInfiniteQueries } from './without-infinite-queries';

describe("the build's plugins (build/plugins/)", () => {
  it('parallel dynamic imports: a lazy chunk starts its own imports with itself', () => {
    const around = startImportsFirst('chunks/a.js', [
      { type: 'internal', fileName: 'chunks/forms.js', resolvedImportPath: "'./forms.js'" },
      { type: 'internal', fileName: 'chunks/a.js', resolvedImportPath: "'./a.js'" },
      { type: 'external', resolvedImportPath: "'react'" },
    ]);
    expect(around).to.deep.equal({ left: "(Promise.all([import('./forms.js')]).catch(()=>0),import(", right: '))' });
    expect(startImportsFirst('chunks/a.js', [])).to.equal(null);
  });

  it('parallel dynamic imports: no import is started again that the importing chunk has in already', () => {
    const code = "x=()=>(Promise.all([import('./react.js'),import(\"./forms.js\")]).catch(()=>0),import('./screen.js')),y=()=>(Promise.all([import('../chunks/react.js')]).catch(()=>0),import('./b.js'))";
    expect(withoutLoadedStarts(code, { fileName: 'chunks/a.js', imports: ['chunks/react.js'] }).toString()).to.equal(
      "x=()=>(Promise.all([import(\"./forms.js\")]).catch(()=>0),import('./screen.js')),y=()=>(import('./b.js'))",
    );
    expect(withoutLoadedStarts(code, { fileName: 'chunks/a.js', imports: [] }).toString()).to.equal(code);
  });

  it('css as text: a stylesheet becomes its minified text', async () => {
    expect(await cssModule(':host {\n  display: block;\n  /* why */\n}\n')).to.equal('export default ":host{display:block}";');
  });

  it('chunk graph: each chunk with its imports, its modules and their bytes, paths relative to the repository', () => {
    const bundle = {
      'chunks/a.js': { type: 'chunk', isEntry: false, imports: ['chunks/b.js'], dynamicImports: [], modules: { '/r/src/a.ts': { renderedLength: 12 } } },
      'a.css': { type: 'asset' },
    } as unknown as OutputBundle;
    expect(chunkGraphOf(bundle, '/r')).to.deep.equal({
      'chunks/a.js': { isEntry: false, imports: ['chunks/b.js'], dynamicImports: [], modules: ['src/a.ts'], renderedLength: { 'src/a.ts': 12 } },
    });
  });

  it("without infinite queries: TanStack's paging module, and only it, becomes one that fails loudly", async () => {
    const plugin = withoutInfiniteQueries();
    const load = plugin.load as (id: string) => string | null;
    expect(load('/r/node_modules/@tanstack/query-core/build/modern/infiniteQueryBehavior.js')).to.equal(WITHOUT_PAGING);
    expect(load('/r/node_modules/@tanstack/query-core/build/modern/query.js')).to.equal(null);
    // What query-core imports of it is all there.
    const real = readFileSync('node_modules/@tanstack/query-core/build/modern/infiniteQueryBehavior.js', 'utf8');
    expect(/export \{ ([^}]+) \}/.exec(real)?.[1]?.split(', ').sort()).to.deep.equal(['hasNextPage', 'hasPreviousPage', 'infiniteQueryBehavior']);
    const stand = (await import(`data:text/javascript,${encodeURIComponent(WITHOUT_PAGING)}`)) as { infiniteQueryBehavior: () => unknown };
    expect(() => stand.infiniteQueryBehavior()).to.throw(/left out of this bundle/);
  });

  it('without infinite queries: no source asks for an infinite (paged) query', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
      );
    const asking = sources('src').filter((file) => /\b(useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|fetchInfiniteQuery|prefetchInfiniteQuery|ensureInfiniteQueryData|InfiniteQueryObserver)\b/.test(readFileSync(file, 'utf8')));
    expect(asking, 'a paged query needs the paging module back in the bundle').to.deep.equal([]);
  });
});
