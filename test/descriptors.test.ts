/**
 * The element descriptors as the build reads them (scripts/descriptors.mjs): one per element
 * folder, each route's screen found from its import, the first screen of an element and of the
 * app, the pages the build renders and the rules that hold each element's place.
 */
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface Loaded {
  tag: string;
  routes: { path: string; module: string }[];
  firstScreen: string;
  prefetch: readonly string[];
  snapshots?: { path: string; module: string; shows?: string }[];
  placeRules: string[];
}

const { elementTags, loadDescriptors } = (await import(new URL('../scripts/descriptors.mjs', import.meta.url).href)) as {
  elementTags: () => string[];
  loadDescriptors: () => Promise<Loaded[]>;
};
const descriptors = await loadDescriptors();
const byTag = new Map(descriptors.map((descriptor) => [descriptor.tag, descriptor]));

describe('element descriptors (scripts/descriptors.mjs)', () => {
  it('describes every element folder, each under its own tag', () => {
    expect(descriptors.map(({ tag }) => tag)).to.deep.equal(elementTags());
  });

  it("finds each route's screen from its import, as a module that exists", () => {
    for (const { tag, routes } of descriptors) {
      expect(routes.length, tag).to.be.greaterThan(0);
      for (const { path, module } of routes) expect(existsSync(module), `<${tag}> ${path}: ${module}`).to.equal(true);
    }
    expect(byTag.get('meter-read-form')?.routes).to.deep.equal([
      { path: '/submit-meter-read', module: 'src/elements/meter-read-form/screens/form.screen.tsx' },
      { path: '/submit-meter-read-confirm', module: 'src/elements/meter-read-form/screens/confirm.screen.tsx' },
    ]);
  });

  it("takes an element's first screen from its first route, and the app's from its home page", () => {
    expect(byTag.get('complaint-journey')?.firstScreen).to.equal(byTag.get('complaint-journey')?.routes[0]?.module);
    expect(byTag.get('help-and-support')?.firstScreen).to.equal('src/elements/help-home/screens/home.screen.tsx');
  });

  it('names the data a first screen fetches early, and the pages the build renders with their screens', () => {
    expect(byTag.get('meter-read-form')?.prefetch).to.deep.equal(['meterReadConfigUrl']);
    expect(byTag.get('meter-read-form')?.snapshots).to.deep.equal([]);
    expect(byTag.get('help-and-support')?.snapshots).to.deep.include({
      path: '/submit-meter-read',
      attributes: { 'with-header': '' },
      shows: 'meter-read-form',
      module: 'src/elements/meter-read-form/screens/form.screen.tsx',
      snippet: 'help-and-support/submit-meter-read',
    });
    expect(byTag.get('help-and-support')?.snapshots).to.deep.include({
      path: '/',
      attributes: { 'with-header': '' },
      module: 'src/elements/help-home/screens/home.screen.tsx',
      snippet: 'help-and-support/index',
    });
    expect(byTag.get('help-home')?.snapshots).to.deep.equal([]);
    expect(byTag.get('help-article')?.snapshots).to.equal(undefined);
  });

  it('writes the rules that hold a place, with a wide screen’s where it differs', () => {
    expect(byTag.get('help-search')?.placeRules).to.deep.equal([
      'help-search:not(:defined) { display: block; min-height: 162px; }',
      '@media (min-width: 641px) { help-search:not(:defined) { min-height: 184px; } }',
    ]);
    expect(byTag.get('help-deals')?.placeRules).to.deep.equal(['help-deals { display: block; min-height: 480px; }']);
  });
});
