/**
 * The Edge Delivery folder `npm run build` writes (scripts/eds/, dist/eds/): a block for every
 * element of the manifest, each a lone module whose element script is where it looks for it,
 * each stylesheet holding its element's place, the lean build's modules whole, and a README
 * that tells an author every key. It reads the built dist/ (`npm test` builds it first when it
 * is out of date); the blocks at work in the browsers: test/eds-page.browser.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { expect } from 'chai';

interface AemElement {
  tag: string;
  attributes: { name: string; kind: string; label: string }[];
}
// Imported by URL: the scripts are JavaScript without declarations (tsconfig.node.json checks them).
const load = async <T>(path: string) => (await import(new URL(`../scripts/${path}`, import.meta.url).href)) as T;
const names = await load<{ EDS_DIR: string; DIST_DIR: string; EDS_BUILD: string; LIBRARY_FOLDER: string }>('eds/names.mjs');
const { aemElements, readManifest, readAuthors } = await load<{ aemElements: (manifest: unknown, authors: unknown) => AemElement[]; readManifest: () => unknown; readAuthors: () => Promise<unknown> }>('aem/manifest.mjs');
const { loadDescriptors } = await load<{ loadDescriptors: () => Promise<{ tag: string; placeRules: string[] }[]> }>('descriptors.mjs');
const { blockHeading } = await load<{ blockHeading: (tag: string) => string }>('eds/readme.mjs');

const built = existsSync(join(names.EDS_DIR, 'README.md'));
const notBuilt = 'dist/eds/ is not built: run `npm run build` (or `npm run build:eds` after a build)';
const elements = built ? aemElements(readManifest(), await readAuthors()) : [];
const read = (path: string) => readFileSync(join(names.EDS_DIR, path), 'utf8');

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)).map((file) => `${entry.name}/${file}`) : [entry.name]));

/** The relative module specifiers of a built file: static imports, re-exports and import(). */
const relativeImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+)\1/g)].map((match) => match[2] ?? '');

describe('the Edge Delivery folder', () => {
  it('holds exactly a block per element of the manifest, the lean build’s modules and its README', () => {
    expect(built, notBuilt).to.equal(true);
    expect(elements.length).to.be.greaterThan(10);
    const build = join(names.DIST_DIR, names.EDS_BUILD);
    const library = ['help-and-support.js', 'monitoring-worker.js', ...['elements', 'chunks'].flatMap((sub) => readdirSync(join(build, sub)).filter((file) => file.endsWith('.js')).map((file) => `${sub}/${file}`))];
    const expected = [
      'README.md',
      ...elements.flatMap(({ tag }) => [`blocks/${tag}/${tag}.js`, `blocks/${tag}/${tag}.css`]),
      ...library.map((file) => `${names.LIBRARY_FOLDER}/${file}`),
    ].sort();
    expect(filesUnder(names.EDS_DIR).sort()).to.deep.equal(expected);
    for (const file of library) expect(read(`${names.LIBRARY_FOLDER}/${file}`), file).to.equal(readFileSync(join(build, file), 'utf8'));
  });

  it('gives each block one module with no import of its own, decorate as its default, its element’s settings and script beside it', () => {
    expect(built, notBuilt).to.equal(true);
    for (const { tag, attributes } of elements) {
      const path = `blocks/${tag}/${tag}.js`;
      const script = read(path);
      // Loaded by aem.js as one request: a static import would be a second one in a row.
      expect(script, `${path}: a static import`).not.to.match(/(^|[;}\s])import\s*[\w{*"'`]/);
      expect(script, `${path}: its default export`).to.match(/export\s*\{\s*[\w$]+ as default\s*\}/);
      expect(script, `${path}: its element`).to.include(`tag:"${tag}"`);
      for (const { name } of attributes) expect(script, `${path}: ${name}`).to.include(`name:"${name}"`);
      expect(script, `${path}: authoring is not an author's to set`).not.to.include('name:"authoring"');
      // The element's entry script, where the block's runtime looks for it (src/eds/element-block.ts).
      const entry = fileURLToPath(new URL(`../../scripts/help-and-support/elements/${tag}.js`, pathToFileURL(join(names.EDS_DIR, path))));
      expect(existsSync(entry), `${relative(names.EDS_DIR, entry)}`).to.equal(true);
    }
  });

  it('gives each block a stylesheet holding its element’s place, as its descriptor says', async () => {
    expect(built, notBuilt).to.equal(true);
    const places = new Map((await loadDescriptors()).map(({ tag, placeRules }) => [tag, placeRules]));
    for (const { tag } of elements) {
      const css = read(`blocks/${tag}/${tag}.css`);
      const rules = places.get(tag) ?? [];
      expect(rules.length, tag).to.be.greaterThan(0);
      for (const rule of rules) expect(css, tag).to.include(rule);
    }
  });

  it('has every relative import of its modules resolve to a file in it', () => {
    expect(built, notBuilt).to.equal(true);
    for (const file of filesUnder(names.EDS_DIR).filter((each) => each.endsWith('.js'))) {
      for (const specifier of relativeImports(read(file))) {
        const target = resolve(names.EDS_DIR, dirname(file), specifier);
        expect(existsSync(target) && target.startsWith(names.EDS_DIR), `${file} imports ${specifier}`).to.equal(true);
      }
    }
  });

  it('tells an author, in its README, each block’s name and every key', () => {
    expect(built, notBuilt).to.equal(true);
    const readme = read('README.md');
    for (const { tag, attributes } of elements) {
      expect(readme, tag).to.include(`### ${blockHeading(tag)} (\`blocks/${tag}\`, \`<${tag}>\`)`);
      for (const { name, label } of attributes) expect(readme, `${tag} ${name}`).to.include(`| ${label} | \`${name}\` |`);
    }
  });
});
