/** Which chunk a module goes to and what a chunk is called (build/plugins/chunks.ts). */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { PreRenderedChunk } from 'rollup';
import { chunkFileNames, chunkOf, manualChunks } from './chunks';

const rules = { tags: ['meter-read-form', 'help-home'], selfContained: true };

describe('chunks (build/plugins/chunks.ts)', () => {
  it('puts packages in the chunk of what needs them, and React only where it is bundled', () => {
    expect(chunkOf('/r/node_modules/dompurify/dist/purify.es.mjs', rules)).to.equal('sanitiser');
    expect(chunkOf('/r/node_modules/react-dom/cjs/react-dom.production.js', rules)).to.equal('react');
    expect(chunkOf('/r/node_modules/react-dom/cjs/react-dom.production.js', { ...rules, selfContained: false })).to.equal('platform');
    expect(manualChunks({ ...rules, lean: true })('/r/node_modules/preact/dist/preact.mjs')).to.equal('preact');
    expect(chunkOf('/r/node_modules/@datadog/browser-rum/esm/index.js', rules)).to.equal('monitoring');
  });

  it("keeps an element's own files together and leaves its screens lazy", () => {
    expect(chunkOf('/r/src/elements/meter-read-form/meter-read-form.routes.ts', rules)).to.equal('meter-read-form.element');
    expect(chunkOf('/r/src/elements/meter-read-form/screens/form.screen.tsx', rules)).to.equal(undefined);
    expect(chunkOf('/r/src/api/http.ts', rules)).to.equal('platform');
    expect(chunkOf('/r/src/define.ts', rules)).to.equal(undefined);
  });

  it("names an element's screen chunks after the element", () => {
    const chunk = (id: string, name = 'x') => ({ name, facadeModuleId: id, moduleIds: [id] }) as unknown as PreRenderedChunk;
    expect(chunkFileNames(chunk('/r/src/elements/meter-read-form/screens/form.screen.tsx'))).to.equal('chunks/meter-read-form.form-screen-[hash:7].js');
    expect(chunkFileNames(chunk('/r/src/elements/help-category/screens/meters.layout.tsx'))).to.equal('chunks/help-category.meters-layout-[hash:7].js');
    expect(chunkFileNames(chunk('/r/x.ts', 'help-home.element'))).to.equal('chunks/help-home.element-[hash:7].js');
    expect(chunkFileNames(chunk('/r/src/api/http.ts', 'platform'))).to.equal('chunks/[name]-[hash:7].js');
  });
});
