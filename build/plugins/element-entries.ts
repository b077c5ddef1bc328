/**
 * Each element's entry script, dist/elements/<tag>.js. It has no static import of a shared file,
 * so it runs as soon as it arrives, and starts at once, in parallel, what the element's first
 * screen needs (src/platform/element-entry.ts: the chunks, the first screen's data, the element's
 * module). The autoloader's import of an element module loads that element's entry instead, for
 * the same start. Once the chunks have names, each entry gets the list of its first screen's
 * files, and the build writes embed/<tag>.html, the snippet for CMS authors.
 */
import { relative } from 'node:path';
import { build } from 'esbuild';
import type { OutputBundle, OutputChunk, Plugin } from 'rollup';

/** One element, as its entry needs it. Modules are absolute paths. */
export interface EntryElement {
  tag: string;
  /** The element's module, whose define() registers the tag. */
  module: string;
  /** The module of the screen the element shows first. */
  firstScreen: string;
  /** The page configuration's URL keys the first screen fetches, with their default URLs. */
  prefetch: readonly (readonly [key: string, fallback: string])[];
  /**
   * Where the build renders the element's first screen into the page (a snapshot): an app's
   * pages, each with its screen's module and its snippet's name under embed/ (without `.html`),
   * or none for the element's own first screen. Undefined: the build renders none.
   */
  snapshots?: readonly { path: string; module: string; snippet: string }[];
  /** A snapshot shows fields by the choices made (`:has()`): the entry has WebKit follow them. */
  followsChoices?: boolean;
  /**
   * An app's pages, in the order its router tries them, each with the modules it shows first
   * (its screen's): the build
   * writes each page's first files into embed/<tag>.pages.json for a host that knows which page
   * it sends, and the entry starts the files the page names.
   */
  pages?: readonly { path: string; modules: readonly string[] }[];
}

export interface ElementEntriesOptions {
  elements: readonly EntryElement[];
  /** The id of the page's configuration script. */
  configElementId: string;
  /** What every entry runs (src/platform/element-entry.ts). */
  runtime: string;
  /** What takes a snapshot over. */
  takeOver: string;
  /** The autoloader's module: its import of an element module loads that element's entry. */
  autoloader: string;
}

const ENTRY = '\0element-entry:';
const RUNTIME = '\0element-entry-runtime:';
/** Where an entry's list of files goes once the chunks have names. */
const FILES = JSON.stringify(['__first-screen-files__']);
const SNAPSHOT_FILES = JSON.stringify('__snapshot-files__');
const TAKE_OVER_FILES = JSON.stringify(['__take-over-files__']);

/** The id of an element's entry, for rollup's `input`. */
export const entryId = (tag: string): string => `${ENTRY}${tag}`;

/**
 * The entry's code before the chunks have names: calls of the runtime's copy (only those this
 * element needs), with its data. The snapshots' lists come before the list for any other page.
 */
export function entrySource(element: EntryElement, configElementId: string): string {
  const tag = JSON.stringify(element.tag);
  const used = [
    'takePrefillForReaders',
    'startFiles',
    ...(element.snapshots ? ['snapshotFiles', 'snapshotsPainted', 'holdEarlyPresses'] : []),
    ...(element.pages ? ['pageFiles'] : []),
    ...(element.prefetch.length > 0 ? ['startEarlyFetches'] : []),
    'registerElement',
  ];
  const files = element.pages ? `pageFiles(${tag}, ${FILES})` : FILES;
  return [
    `import { ${used.join(', ')} } from ${JSON.stringify(`${RUNTIME}${element.tag}`)};`,
    'takePrefillForReaders();',
    // Where the page holds a snapshot, its files start once it is painted.
    ...(element.snapshots ? [`const painted = snapshotsPainted(${tag});`] : []),
    `startFiles(${element.snapshots ? `snapshotFiles(${tag}, ${SNAPSHOT_FILES}, ${files}, ${TAKE_OVER_FILES}), painted` : files});`,
    ...(element.snapshots ? [`holdEarlyPresses(${tag}${element.followsChoices ? ', true' : ''});`] : []),
    ...(element.prefetch.length > 0 ? [`startEarlyFetches(${JSON.stringify(configElementId)}, ${JSON.stringify(element.prefetch)});`] : []),
    element.snapshots
      ? `registerElement(${tag}, async () => (await painted, import(${JSON.stringify(element.module)})));`
      : `registerElement(${tag}, () => import(${JSON.stringify(element.module)}));`,
    '',
  ].join('\n');
}

/** Every file in `file`'s static import graph, itself included. */
function closure(bundle: OutputBundle, file: string | undefined, seen = new Set<string>()): Set<string> {
  const chunk = file === undefined ? undefined : bundle[file];
  if (file === undefined || seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * The snippet for CMS authors: the element's, or (`path`) the one for an app's page. A snippet the
 * build draws the first screen into (`drawn`) names no script file but its entry: the screen is
 * on the page already, and the entry starts the rest once the screen is painted (its stylesheet,
 * which scripts/snapshots.mjs puts first, in, then a frame), so that they do not hold it up.
 */
export function snippet(tag: string, dist: string, entryFile: string, preloaded: readonly string[], path?: string, drawn = false): string {
  const on = `<!-- <${tag}>${path ? ` on ${path}` : ''}: `;
  return [
    ...(drawn
      ? [
          `${on}its first screen is drawn into the element below; the stylesheet line starts that screen's stylesheet with the page's own,`,
          `     and the script starts the element's files once the screen is painted. Generated by the build: the names change with each build.`,
        ]
      : [
          `${on}the optional modulepreload lines start every file of its first screen with the page, saving a round trip;`,
          `     at low priority, so the page's own styles still come first. Generated by the build: the names change with each build.`,
        ]),
    `     Replace /${dist}/ with where dist/ is served from. -->`,
    ...(drawn ? [] : preloaded.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${dist}/${file}">`)),
    `<script type="module" src="/${dist}/${entryFile}"></script>`,
    `<${tag}></${tag}>`,
    '',
  ].join('\n');
}

export function elementEntries(options: ElementEntriesOptions): Plugin {
  const byTag = new Map(options.elements.map((element) => [element.tag, element]));
  const byModule = new Map(options.elements.map((element) => [element.module, element]));
  let runtime: Promise<string> | undefined;
  return {
    name: 'element-entries',
    async resolveId(id, importer, resolveOptions) {
      if (id.startsWith(ENTRY) || id.startsWith(RUNTIME)) return id;
      if (importer !== options.autoloader) return null;
      const resolved = await this.resolve(id, importer, { ...resolveOptions, skipSelf: true });
      const element = resolved && byModule.get(resolved.id);
      return element ? entryId(element.tag) : null;
    },
    load(id) {
      if (id.startsWith(RUNTIME)) {
        // Bundled with what it imports, tree-shaken: the entry's own copy.
        runtime ??= build({ entryPoints: [options.runtime], bundle: true, write: false, format: 'esm', target: 'es2022', logLevel: 'silent' }).then(
          (result) => result.outputFiles[0]?.text ?? '',
        );
        return runtime;
      }
      if (!id.startsWith(ENTRY)) return null;
      const element = byTag.get(id.slice(ENTRY.length));
      if (!element) return this.error(`no element ${id.slice(ENTRY.length)}`);
      return entrySource(element, options.configElementId);
    },
    generateBundle(outputOptions, bundle) {
      const dist = relative(process.cwd(), outputOptions.dir ?? 'dist').replace(/\\/g, '/');
      const holding = (module: string): string | undefined =>
        Object.keys(bundle).find((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' && module in chunk.modules;
        });
      const list = (names: readonly string[]) => `[${names.map((file) => JSON.stringify(`../${file}`)).join(',')}]`;
      for (const element of options.elements) {
        const entry = bundle[`elements/${element.tag}.js`] as OutputChunk | undefined;
        if (entry?.type !== 'chunk') continue;
        const filesOf = (...modules: string[]) => {
          const chunks = modules.map((module) => {
            const chunk = holding(module);
            if (!chunk) this.error(`<${element.tag}>: no chunk holds ${module}`);
            return chunk;
          });
          return [...new Set(chunks.flatMap((chunk) => [...closure(bundle, chunk)]))].filter((file) => file !== entry.fileName);
        };
        const files = filesOf(element.module, element.firstScreen);
        entry.code = entry.code.replace(FILES, list(files));
        if (element.pages) {
          const pages = element.pages.map(({ path, modules }) => ({ path, files: filesOf(element.module, ...modules).map((file) => `/${dist}/${file}`) }));
          this.emitFile({ type: 'asset', fileName: `embed/${element.tag}.pages.json`, source: `${JSON.stringify(pages, null, 1)}\n` });
        }
        if (!element.snapshots) {
          this.emitFile({ type: 'asset', fileName: `embed/${element.tag}.html`, source: snippet(element.tag, dist, entry.fileName, files) });
          continue;
        }
        // The snippets the build puts snapshots in (scripts/snapshots.mjs): an app's pages, or the
        // element's own; the entry starts what takes the snapshot over with the screen's files.
        const snapshotFiles: Record<string, string[]> = {};
        for (const { path, module, snippet: name } of element.snapshots) {
          snapshotFiles[path] = filesOf(element.module, module, options.takeOver);
          this.emitFile({ type: 'asset', fileName: `embed/${name}.html`, source: snippet(element.tag, dist, entry.fileName, snapshotFiles[path], path, true) });
        }
        if (element.snapshots.length === 0) snapshotFiles[''] = filesOf(element.module, element.firstScreen, options.takeOver);
        // A snapshot of the first screen needs its files and the take-over's: the entry adds
        // those itself, and lists only the pages whose files differ (fewer bytes before anything).
        const withTakeOver = filesOf(element.module, element.firstScreen, options.takeOver);
        const takeOver = withTakeOver.filter((file) => !files.includes(file));
        const same = (names: readonly string[]) => names.length === withTakeOver.length && names.every((file) => withTakeOver.includes(file));
        const lists = Object.entries(snapshotFiles)
          .filter(([, names]) => !same(names))
          .map(([path, names]) => `${JSON.stringify(path)}:${list(names)}`);
        entry.code = entry.code.replace(SNAPSHOT_FILES, `{${lists.join(',')}}`).replace(TAKE_OVER_FILES, list(takeOver));
        this.emitFile({ type: 'asset', fileName: `embed/${element.tag}.html`, source: snippet(element.tag, dist, entry.fileName, snapshotFiles[''] ?? files, undefined, element.snapshots.length === 0) });
      }
    },
  };
}
