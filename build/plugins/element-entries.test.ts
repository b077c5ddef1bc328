/**
 * The element entries plugin on a small bundle of its own: each entry script starts its element's
 * first-screen files, named once the chunks have names; the autoloader's import of an element
 * module loads the element's entry; the CMS snippet preloads the same files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'chai';
import { rollup, type OutputAsset, type OutputChunk, type RollupOutput } from 'rollup';
import { elementEntries, entryId, entrySource } from './element-entries';

const FILES: Record<string, string> = {
  'autoloader.js': "export const loaders = { 'x-card': () => import('./x-card/x-card.element.js'), 'x-app': () => import('./x-app.element.js') };",
  'x-app.element.js': "import { shared } from './shared.js';\nexport const pages = [() => import('./x-card/first.screen.js'), () => import('./x-card/later.screen.js'), () => import('./x-card/extra.js')];\nexport function define() { shared('x-app'); }",
  'x-card/x-card.element.js': "import { shared } from '../shared.js';\nexport const screens = [() => import('./first.screen.js'), () => import('./later.screen.js')];\nexport function define() { shared('x-card'); }",
  'x-card/first.screen.js': "import { shared } from '../shared.js';\nexport default () => shared('first');",
  'x-card/later.screen.js': "export default () => 'later';",
  'x-card/extra.js': "export const extra = 'loaded by the later page itself';",
  'shared.js': 'export const shared = (what) => `shared ${what}`;',
  'runtime.js': [
    'export const takePrefillForReaders = () => {};',
    'export const startFiles = (files) => { globalThis.started = { files, base: import.meta.url }; };',
    'export const snapshotFiles = (tag, byPage, files, takeOver) => files;',
    'export const pageFiles = (tag, files) => files;',
    'export const holdEarlyPresses = (tag) => {};',
    'export const startEarlyFetches = (id, prefetch) => { globalThis.early = { id, prefetch }; };',
    'export const registerElement = (tag, load) => load();',
  ].join('\n'),
};

describe('element entries (build/plugins/element-entries.ts)', () => {
  let folder = '';
  let output: RollupOutput['output'];
  const file = (name: string) => join(folder, name);
  const chunk = (name: string) => output.find((item): item is OutputChunk => item.type === 'chunk' && item.fileName === name);
  const holding = (module: string) => output.find((item): item is OutputChunk => item.type === 'chunk' && file(module) in item.modules)?.fileName;

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'element-entries-'));
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(folder, name, '..'), { recursive: true });
      writeFileSync(file(name), text);
    }
    const plugin = elementEntries({
      elements: [
        { tag: 'x-card', module: file('x-card/x-card.element.js'), firstScreen: file('x-card/first.screen.js'), prefetch: [['cardUrl', '/card.json']] },
        {
          tag: 'x-app',
          module: file('x-app.element.js'),
          firstScreen: file('x-card/first.screen.js'),
          prefetch: [],
          pages: [
            { path: '/', modules: [file('x-card/first.screen.js')] },
            { path: '/later', modules: [file('x-card/later.screen.js'), file('x-card/extra.js')] },
          ],
        },
      ],
      configElementId: 'page-config',
      runtime: file('runtime.js'),
      takeOver: file('shared.js'),
      autoloader: file('autoloader.js'),
    });
    const build = await rollup({ input: { autoloader: file('autoloader.js'), 'elements/x-card': entryId('x-card'), 'elements/x-app': entryId('x-app') }, plugins: [plugin], logLevel: 'silent' });
    ({ output } = await build.generate({ dir: join(folder, 'dist'), format: 'es', chunkFileNames: 'chunks/[name].js' }));
    await build.close();
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it("starts the element's module and its first screen's files, and nothing of its later screens", () => {
    const entry = chunk('elements/x-card.js');
    expect(entry?.imports, 'no static import of a shared file').to.deep.equal([]);
    const started = /startFiles\((\[[^\]]*\])/.exec(entry?.code ?? '')?.[1];
    const files = JSON.parse(started ?? '[]') as string[];
    expect(files).to.include(`../${holding('x-card/x-card.element.js')}`);
    expect(files).to.include(`../${holding('x-card/first.screen.js')}`);
    expect(files).to.not.include(`../${holding('x-card/later.screen.js')}`);
    expect(entry?.code).to.contain('"cardUrl"').and.contain('"/card.json"').and.contain('"page-config"');
  });

  it('gives the entry its own copy of what it calls of the runtime, and nothing else', () => {
    const code = chunk('elements/x-card.js')?.code ?? '';
    expect(code).to.contain('globalThis.started').and.contain('globalThis.early');
    expect(code, 'no snapshot to look for').to.not.contain('byPage');
    const copies = output.filter((item): item is OutputChunk => item.type === 'chunk' && item.code.includes('globalThis.started')).map((item) => item.fileName);
    expect(copies.sort(), 'in each entry, in no shared chunk').to.deep.equal(['elements/x-app.js', 'elements/x-card.js']);
  });

  it("loads the element's entry when the autoloader imports the element module", () => {
    expect(chunk('autoloader.js')?.dynamicImports).to.deep.equal(['elements/x-card.js', 'elements/x-app.js']);
  });

  it("lists an app's first files page by page, for a host that knows which page it sends, and its entry starts the files the page names", () => {
    const asset = output.find((item): item is OutputAsset => item.type === 'asset' && item.fileName === 'embed/x-app.pages.json');
    const pages = JSON.parse(String(asset?.source)) as { path: string; files: string[] }[];
    expect(pages.map(({ path }) => path), 'in the order the router tries them').to.deep.equal(['/', '/later']);
    // Each under the build's address, as the snippets write them.
    const named = (files: string[] | undefined) => (files ?? []).map((file) => file.replace(/^.*?\/dist\//, ''));
    const [home, later] = pages.map(({ files }) => named(files));
    expect(home).to.include(holding('x-app.element.js')).and.include(holding('x-card/first.screen.js'));
    expect(home).to.not.include(holding('x-card/later.screen.js'));
    expect(later).to.include(holding('x-app.element.js')).and.include(holding('x-card/later.screen.js'));
    expect(later).to.not.include(holding('x-card/first.screen.js'));
    expect(later, 'with the code the page loads itself').to.include(holding('x-card/extra.js'));
    expect(home).to.not.include(holding('x-card/extra.js'));
    expect(chunk('elements/x-app.js')?.code).to.contain('pageFiles');
    expect(chunk('elements/x-card.js')?.code, 'no app: nothing of it').to.not.contain('pageFiles');
  });

  it('writes the snippet for CMS authors, preloading the same files', () => {
    const snippet = output.find((item): item is OutputAsset => item.type === 'asset' && item.fileName === 'embed/x-card.html');
    const source = String(snippet?.source);
    expect(source).to.match(/<link rel="modulepreload" fetchpriority="low" href="[^"]+">/);
    expect(source).to.contain(`/${holding('x-card/first.screen.js')}">`);
    expect(source).to.contain('<script type="module" src="/').and.contain('elements/x-card.js"></script>');
    expect(source).to.contain('<x-card></x-card>');
  });

  it('calls only what the element needs, with its data, before the chunks have names', () => {
    const source = entrySource({ tag: 'x-card', module: '/m.js', firstScreen: '/s.js', prefetch: [] }, 'cfg');
    expect(source).to.contain('() => import("/m.js")').and.contain('startFiles(["__first-screen-files__"]);');
    expect(source).to.not.contain('snapshotFiles').and.not.contain('startEarlyFetches').and.not.contain('holdEarlyPresses');
    const withSnapshots = entrySource({ tag: 'x-card', module: '/m.js', firstScreen: '/s.js', prefetch: [['cardUrl', '/card.json']], snapshots: [] }, 'cfg');
    // A snapshot on the page: its files, and the element's module, once it is painted.
    expect(withSnapshots).to.contain('const painted = snapshotsPainted("x-card");');
    expect(withSnapshots).to.contain('startFiles(snapshotFiles("x-card", "__snapshot-files__", ["__first-screen-files__"], ["__take-over-files__"]), painted);');
    expect(withSnapshots).to.contain('registerElement("x-card", async () => (await painted, import("/m.js")));');
    expect(withSnapshots).to.contain('startEarlyFetches("cfg", [["cardUrl","/card.json"]])');
    // The snapshot's button, enabled as soon as the entry runs, holds a press until the take-over.
    expect(withSnapshots).to.contain('holdEarlyPresses("x-card");');
    // A snapshot that shows fields by the choices made: WebKit is made to follow them too.
    const withChoices = entrySource({ tag: 'x-card', module: '/m.js', firstScreen: '/s.js', prefetch: [], snapshots: [], followsChoices: true }, 'cfg');
    expect(withChoices).to.contain('holdEarlyPresses("x-card", true);');
    const app = entrySource({ tag: 'x-app', module: '/m.js', firstScreen: '/s.js', prefetch: [], snapshots: [], pages: [{ path: '/', modules: ['/s.js'] }] }, 'cfg');
    expect(app).to.contain('startFiles(snapshotFiles("x-app", "__snapshot-files__", pageFiles("x-app", ["__first-screen-files__"]), ["__take-over-files__"]), painted);');
  });
});
