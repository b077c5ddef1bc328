/**
 * The parts a host page may style with `::part()`, read from the source as the custom elements
 * manifest reads them (scripts/manifest.mjs): every part a component renders is documented by a
 * `@csspart` tag on that component, and an element's code reaches the components its lazily
 * loaded modules hand on. What each element really shows, in each example state, is checked
 * against the manifest in the conformance test (test/elements.browser.test.ts).
 */
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { expect } from 'chai';

/** What this test uses of scripts/manifest.mjs (plain JavaScript, so typed here). */
interface ManifestScript {
  componentParts(file: string): { component: string; line: number; rendered: string[]; documented: string[] }[];
  reachableModules(entry: string): string[];
}

// Imported by URL: the script is JavaScript without declarations (tsconfig.node.json checks it).
const manifest = (await import(new URL('../scripts/manifest.mjs', import.meta.url).href)) as ManifestScript;

/** Every component module under src/ (repository-relative), tests left out. */
const componentFiles = (readdirSync(new URL('../src', import.meta.url), { recursive: true }) as string[])
  .map((path) => `src/${path.replace(/\\/g, '/')}`)
  .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
  .sort();

describe('CSS parts in the source', () => {
  it('finds the components', () => {
    expect(componentFiles).to.include('src/components/checks/ErrorSummary.tsx');
  });

  it('documents every part a component renders with @csspart on that component', () => {
    const undocumented = componentFiles.flatMap((file) =>
      manifest.componentParts(file).flatMap(({ component, line, rendered, documented }) => {
        const missing = rendered.filter((part) => !documented.includes(part));
        return missing.length > 0 ? [`${file}:${line} ${component}: ${missing.join(', ')}`] : [];
      }),
    );
    expect(undocumented, 'parts rendered without "@csspart name - description" in the JSDoc of the component').to.deep.equal([]);
  });

  it('follows a lazily loaded module to the components it re-exports (the error summary)', () => {
    for (const tag of ['meter-read-form', 'help-search']) {
      expect(manifest.reachableModules(`src/elements/${tag}/${tag}.element.ts`), `<${tag}>`).to.include('src/components/checks/ErrorSummary.tsx');
    }
  });
});
