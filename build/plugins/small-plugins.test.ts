/** The build's smaller plugins, each on what it is given (build/plugins/). */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { OutputBundle } from 'rollup';
import { chunkGraphOf } from './chunk-graph';
import { cssModule } from './css-as-text';
import { startImportsFirst } from './parallel-dynamic-imports';

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
});
