// Production bundle: ES modules, minified, code-split. One entry per element under
// dist/elements/<tag>.js (registers that tag only) plus dist/help-and-support.js, the
// autoloader (registers every tag, loading an element's code only when its tag appears), and
// dist/index.js, the package root (the element classes, registering nothing).
// Shared code is grouped into a few chunks named for what they hold (react, platform, forms,
// sanitiser); each element's screens are chunks of their own, named after the element.
//
// Three builds of the same entries:
//   dist/         self-contained, React included: for pages that load a script (CMS, AEM)
//   dist/react/   react and react-dom left as imports (peer dependencies), for applications
//                 that bundle React already and must not ship it twice
//   dist/lean/    self-contained on preact/compat instead of React (react and react-dom
//                 aliased, nothing else changed): the same elements in about half the bytes,
//                 for pages where every kilobyte counts
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { transform } from 'esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { build as esbuildBuild } from 'esbuild';
import { elementTags, firstScreenModule, hasSnapshot, prefetchKeys, snapshotPages } from './scripts/elements.mjs';
import { minifyChunks } from './build/minify.mjs';
import { MONITORING_WORKER_FILE, monitoringWorkerSource } from './build/monitoring-worker.mjs';
import { PREACT_ALIASES } from './scripts/runtimes.mjs';

const elementsDir = 'src/elements';
const tags = elementTags();

/** The page configuration's defaults, from src/config/config.ts itself (one source for both). */
const { defaultConfig, CONFIG_ELEMENT_ID } = await import(
  `data:text/javascript,${encodeURIComponent(
    (await esbuildBuild({ entryPoints: ['src/config/config.ts'], bundle: true, write: false, format: 'esm', logLevel: 'silent' })).outputFiles[0].text,
  )}`
);

/*
 * Which chunk a module goes to follows from where it is, by the first rule that applies; to move
 * bytes between pages, move the file (chunkOf below is the whole rule):
 *
 *   node_modules/<package>/…        the chunk PACKAGE_CHUNKS names, else 'platform'
 *   src/<file>                      none: the entries' own code (the autoloader, the root)
 *   src/elements/<tag>/<tag>.<part> the element's chunk, for what its page needs before any
 *                                   screen (ELEMENT_PARTS): one file for the page to fetch
 *   src/elements/<tag>/screens/…    none: each screen is a lazy chunk of its own
 *   src/elements/<tag>/<group>/…    '<tag>.<group>'
 *   src/<area>/<group>/…            '<group>': what loads together, gathered from several areas
 *                                   (src/components/forms/, src/store/forms/, …); a group named
 *                                   after an element goes in that element's chunk, and
 *                                   'with-screens' has no chunk of its own
 *   src/<area>/…                    the area's chunk (AREA_CHUNKS)
 *   anything else                   none
 *
 * "None" leaves the module to rollup: it goes with what imports it (a module that several lazy
 * chunks import gets a chunk of its own).
 */

/**
 * Packages by the chunk they go to; the rest go with the platform. React (or preact) is a chunk
 * of its own only where it is bundled: in the react/ build r2wc goes with the platform.
 */
const PACKAGE_CHUNKS = [
  // The monitoring SDK: downloaded only after consent (consent/monitoring.ts), never with an element.
  [/^@datadog\//, 'monitoring'],
  [/^(react|react-dom|scheduler|@r2wc|preact)\//, 'react', { reactBundled: true }],
  // What a form needs to show and take answers.
  [/^(react-hook-form|zustand)\//, 'forms'],
  // What runs when a form is sent.
  [/^(valibot|@hookform|@standard-schema)\//, 'checks'],
  [/^dompurify\//, 'sanitiser'],
  // Only signed-in pages (deals) load the idle time-out.
  [/^react-idle-timer\//, 'idle-timeout'],
  // TanStack's mutations: only the address question uses them.
  [/^@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js$/, 'address'],
];

/**
 * Each area's chunk for the files directly in it (null: none of its own). The platform is what
 * every element needs to start; forms and checks are what a form needs to show and to send;
 * content (the help pages' words), session code and the tags' typings go with what imports them.
 */
const AREA_CHUNKS = {
  api: 'platform',
  components: 'platform',
  config: 'platform',
  platform: 'platform',
  report: 'platform',
  router: 'platform',
  store: 'platform',
  styles: 'platform',
  util: 'platform',
  runtime: 'react',
  forms: 'forms',
  validation: 'checks',
  leads: 'checks',
  sanitise: 'sanitiser',
  consent: 'consent',
  journeys: 'journey',
  content: null,
  session: null,
  types: null,
};

/** A group folder whose files go with the screens that import them. */
const WITH_SCREENS = 'with-screens';

/**
 * An element's own files, its chunk: its module, shell, route table (with the paths and start
 * its screens read), stylesheet and words, and a screen (and its parts) that the element always
 * shows, such as the category page. (The app composes the screens, not these: its home page
 * downloads no other element's chunk.)
 */
const ELEMENT_PARTS = /^(element\.ts|tsx|routes\.ts|paths\.ts|start\.ts|styles\.css|text\.ts|screen\.tsx|parts\.tsx)$/;

const elementTagSet = new Set(tags);

/**
 * The chunk of one module (undefined: rollup decides).
 * @param {string} id
 * @param {{ selfContained: boolean }} build
 * @returns {string | undefined}
 */
export function chunkOf(id, { selfContained }) {
  const path = id.replace(/\\/g, '/');
  const inPackage = /\/node_modules\/(.+)$/.exec(path)?.[1];
  if (inPackage !== undefined) {
    const found = PACKAGE_CHUNKS.find(([pattern]) => pattern.test(inPackage));
    return found && (selfContained || !found[2]?.reactBundled) ? found[1] : 'platform';
  }
  const inSrc = /\/src\/(.+)$/.exec(path)?.[1];
  if (!inSrc) return undefined;
  const folders = inSrc.split('/');
  const file = folders.pop() ?? '';
  const [area, group] = folders;
  if (area === undefined) return undefined;
  if (area === 'elements' && group !== undefined) {
    const sub = folders[2];
    if (sub === undefined) {
      const part = file.startsWith(`${group}.`) ? file.slice(group.length + 1) : '';
      return ELEMENT_PARTS.test(part) ? `${group}.element` : undefined;
    }
    return sub === 'screens' ? undefined : `${group}.${sub}`;
  }
  if (group !== undefined) {
    if (group === WITH_SCREENS) return undefined;
    return elementTagSet.has(group) ? `${group}.element` : group;
  }
  const chunk = AREA_CHUNKS[/** @type {keyof typeof AREA_CHUNKS} */ (area)];
  if (area === 'runtime' && !selfContained) return undefined;
  return chunk ?? undefined;
}

const manualChunksFor = ({ selfContained, lean = false }) =>
  function manualChunks(id) {
    const chunk = chunkOf(id, { selfContained });
    return lean && chunk === 'react' ? 'preact' : chunk;
  };

/** What the react/ build leaves to the application: React itself (peer dependencies). */
const REACT_PEER = /^(react|react-dom|scheduler)(\/|$)/;

/** Chunks of one element are named after it: meter-read-form.form-screen-[hash].js. */
function chunkFileNames(chunk) {
  // An element's own chunk (ELEMENT_PARTS) is named after the element.
  if (chunk.name.endsWith('.element')) return `chunks/${chunk.name}-[hash].js`;
  const id = (chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? '').replace(/\\/g, '/');
  const screen = /src\/elements\/([^/]+)\/screens\/([^/.]+)\.screen\.tsx$/.exec(id);
  if (screen) return `chunks/${screen[1]}.${screen[2]}-screen-[hash].js`;
  const part = /src\/elements\/([^/]+)\/screens\/([^/.]+)\.layout\.tsx$/.exec(id);
  if (part) return `chunks/${part[1]}.${part[2]}-layout-[hash].js`;
  const own = /src\/elements\/([^/]+)\/(?:\1\.)?([^/]+?)(\.tsx?)?$/.exec(id);
  if (own) return `chunks/${own[1]}.${own[2].replace(/\./g, '-')}-[hash].js`;
  return 'chunks/[name]-[hash].js';
}

/**
 * A lazily loaded chunk (a screen, the rules) starts its own imports at the same moment as
 * itself: `import('./screen.js')` becomes `(import('./forms.js'), …, import('./screen.js'))`.
 * Without it the browser learns of them only after the chunk arrives, one round trip later.
 * Chunks already loaded cost nothing (the module map has them).
 */
const parallelDynamicImports = {
  name: 'parallel-dynamic-imports',
  renderDynamicImport({ chunk, getTargetChunkImports }) {
    const imports = (getTargetChunkImports() ?? []).filter((target) => target.type === 'internal' && target.fileName !== chunk.fileName);
    if (imports.length === 0) return null;
    // resolvedImportPath is quoted already. A failed dependency also fails the chunk itself,
    // which is where it is handled.
    const starts = imports.map((target) => `import(${target.resolvedImportPath})`).join(',');
    return { left: `(Promise.all([${starts}]).catch(()=>0),import(`, right: '))' };
  },
};

/**
 * dist/monitoring-worker.js: session replay's worker as a file (build/monitoring-worker.mjs), for
 * a page that requires Trusted Types to serve from its own origin (`monitoring.workerUrl`).
 */
const monitoringWorker = {
  name: 'monitoring-worker',
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: MONITORING_WORKER_FILE, source: await monitoringWorkerSource() });
  },
};

/** Starts every build from an empty dist/, so no chunk of an earlier build lingers. */
const cleanDist = {
  name: 'clean-dist',
  buildStart() {
    rmSync('dist', { recursive: true, force: true });
  },
};

const ENTRY_PREFIX = '\0element-entry:';
/** Where the entry's list of first-screen chunks goes once the chunks have names. */
const FIRST_SCREEN_FILES = '__first-screen-files__';
/** Where the entry's lists for a page holding a snapshot go: by the snapshot's page ('' for an element's own). */
const SNAPSHOT_FILES = '__snapshot-files__';
/** What takes a snapshot over (src/platform/take-over/). */
const TAKE_OVER_MODULE = 'src/platform/take-over/take-over.tsx';
const elementModule = (tag) => `${process.cwd()}/${elementsDir}/${tag}/${tag}.element.ts`;

/** What takes the meter-read form's prefill out of the page's address (src/platform/address-prefill/). */
const ADDRESS_PREFILL_MODULE = 'src/platform/address-prefill/address-prefill.ts';
const ADDRESS_PREFILL_COPY = '\0address-prefill:';

/**
 * Each element entry's own copy of that module (it imports nothing), run first: where the page
 * holds an element that reads the prefill, it leaves the address before the entry starts any
 * request. The module shared with the rest of the bundle would be a chunk of its own, one more
 * round trip before anything starts.
 */
const addressPrefillCopies = {
  name: 'address-prefill-copies',
  resolveId(id) {
    return id.startsWith(ADDRESS_PREFILL_COPY) ? id : null;
  },
  async load(id) {
    if (!id.startsWith(ADDRESS_PREFILL_COPY)) return null;
    return (await transform(readFileSync(ADDRESS_PREFILL_MODULE, 'utf8'), { loader: 'ts', format: 'esm', target: 'es2022' })).code;
  },
};

/**
 * Each element entry (dist/elements/<tag>.js) has no static import, so it runs as soon as it
 * arrives, and starts at once, in parallel: every chunk the element and its first screen need,
 * the first screen's data (the URLs its JSDoc names with `@prefetch <config key>`, from the
 * page's #help-and-support-config or the defaults; api/early.ts hands the answers over), and
 * the element's module, which registers the tag. Without it each step waited for the one before:
 * entry, then its chunks, then React, then the screen's chunk and data, a round trip each.
 * The autoloader's import of an element module loads that element's entry instead, for the
 * same start. Before all of it, the entry takes the meter-read form's prefill out of the page's
 * address where the page holds an element that reads it (addressPrefillCopies).
 */
const elementEntries = {
  name: 'element-entries',
  resolveId(id, importer) {
    if (id.startsWith(ENTRY_PREFIX)) return id;
    const autoloaded = importer?.endsWith('src/define.ts') && /^\.\/elements\/([^/]+)\/\1\.element$/.exec(id);
    return autoloaded ? `${ENTRY_PREFIX}${autoloaded[1]}` : null;
  },
  load(id) {
    if (!id.startsWith(ENTRY_PREFIX)) return null;
    const tag = id.slice(ENTRY_PREFIX.length);
    const prefetch = prefetchKeys(tag).map((key) => {
      if (typeof defaultConfig[key] !== 'string') this.error(`<${tag}> @prefetch ${key}: no such URL in the page configuration`);
      return [key, defaultConfig[key]];
    });
    // Only an element whose JSDoc names first-screen data reads the page configuration here.
    const earlyFetches = prefetch.length
      ? `try {
  const page = JSON.parse(document.getElementById(${JSON.stringify(CONFIG_ELEMENT_ID)})?.textContent || "{}");
  const early = (globalThis[Symbol.for("help-and-support.early-fetches")] ??= new Map());
  for (const [key, fallback] of ${JSON.stringify(prefetch)}) {
    const url = new URL(typeof page[key] === "string" ? page[key] : fallback, document.baseURI).href;
    if (!early.has(url)) early.set(url, fetch(url, { cache: "no-store" }).catch(() => undefined));
  }
} catch {}
`
      : '';
    // Where the page holds the build's snapshot of a first screen, the files of the screen it
    // shows, and what takes it over, instead: an app's snapshot is of a page, not of its home.
    const files = hasSnapshot(tag)
      ? `(() => {
  for (const element of document.getElementsByTagName(${JSON.stringify(tag)})) {
    const link = element.shadowRoot?.querySelector("link[data-help-snapshot]");
    if (link) return ${JSON.stringify(SNAPSHOT_FILES)}[link.dataset.path ?? ""];
  }
})() ?? [${JSON.stringify(FIRST_SCREEN_FILES)}]`
      : `[${JSON.stringify(FIRST_SCREEN_FILES)}]`;
    return `import { takePrefillForReaders } from ${JSON.stringify(`${ADDRESS_PREFILL_COPY}${tag}`)};
takePrefillForReaders();
for (const file of ${files}) import(new URL(file, import.meta.url).href).catch(() => {});
${earlyFetches}import(${JSON.stringify(elementModule(tag))}).then(
  (element) => element.define(),
  (error) => (globalThis[Symbol.for("help-and-support.reporter")] ?? ((e) => console.error(e)))(error, { action: ${JSON.stringify(`loading <${tag}>`)} }),
);
`;
  },
  /** Names the first screen's chunks in each entry, and writes embed/<tag>.html for CMS authors. */
  generateBundle(options, bundle) {
    const closure = (file, seen = new Set()) => {
      if (seen.has(file) || !bundle[file] || bundle[file].type !== 'chunk') return seen;
      seen.add(file);
      for (const imported of bundle[file].imports) closure(imported, seen);
      return seen;
    };
    const dist = relative(process.cwd(), options.dir).replace(/\\/g, '/');
    for (const tag of tags) {
      const entry = bundle[`elements/${tag}.js`];
      if (!entry || entry.type !== 'chunk') continue;
      const holding = (module) => Object.keys(bundle).find((file) => bundle[file].type === 'chunk' && Object.keys(bundle[file].modules).includes(module));
      const elementChunk = holding(elementModule(tag));
      const screenChunk = holding(`${process.cwd()}/${firstScreenModule(tag)}`);
      const filesOf = (...chunks) => [...new Set(chunks.flatMap((chunk) => [...closure(chunk)]))].filter((file) => file !== entry.fileName);
      const files = filesOf(elementChunk, screenChunk);
      const list = (names) => `[${names.map((file) => JSON.stringify(`../${file}`)).join(',')}]`;
      entry.code = entry.code.replace(`[${JSON.stringify(FIRST_SCREEN_FILES)}]`, list(files));
      /** The snippet for CMS authors: the element's, or (`path`) the one for an app's page. */
      const snippet = (preloaded, path) =>
        [
          `<!-- <${tag}>${path ? ` on ${path}` : ''}: the optional modulepreload lines start every file of its first screen with the page, saving a round trip;`,
          `     at low priority, so the page's own styles still come first. Generated by the build: the names change with each build.`,
          `     Replace /${dist}/ with where dist/ is served from. -->`,
          ...preloaded.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${dist}/${file}">`),
          `<script type="module" src="/${dist}/${entry.fileName}"></script>`,
          `<${tag}></${tag}>`,
          '',
        ].join('\n');
      if (!hasSnapshot(tag)) {
        this.emitFile({ type: 'asset', fileName: `embed/${tag}.html`, source: snippet(files) });
        continue;
      }
      // The snippets the build puts snapshots in (scripts/snapshots.mjs): an app's pages, or the
      // element's own; each starts what takes the snapshot over with the screen's files.
      const takeOverChunk = holding(`${process.cwd()}/${TAKE_OVER_MODULE}`);
      if (!takeOverChunk) this.error(`no chunk holds ${TAKE_OVER_MODULE}`);
      const pages = snapshotPages(tag);
      /** @type {Record<string, string[]>} */
      const snapshotFiles = {};
      for (const { path, module } of pages) {
        const pageChunk = holding(`${process.cwd()}/${module}`);
        if (!pageChunk) this.error(`<${tag}> ${path}: no chunk holds ${module}`);
        snapshotFiles[path] = filesOf(elementChunk, pageChunk, takeOverChunk);
        this.emitFile({ type: 'asset', fileName: `embed/${tag}${path}.html`, source: snippet(snapshotFiles[path], path) });
      }
      if (pages.length === 0) snapshotFiles[''] = filesOf(elementChunk, screenChunk, takeOverChunk);
      const lists = Object.entries(snapshotFiles).map(([path, names]) => `${JSON.stringify(path)}:${list(names)}`);
      entry.code = entry.code.replace(JSON.stringify(SNAPSHOT_FILES), `{${lists.join(',')}}`);
      this.emitFile({ type: 'asset', fileName: `embed/${tag}.html`, source: snippet(snapshotFiles[''] ?? files) });
    }
  },
};

/**
 * wouter imports `use-sync-external-store/shim` for React 17; React 19 has useSyncExternalStore
 * itself, so the shim's fallback is dead weight on every page (about 0.4 kB gzip): it becomes
 * React's own hook.
 */
const SYNC_EXTERNAL_STORE_SHIM = '\0use-sync-external-store-shim';
const reactSyncExternalStore = {
  name: 'react-sync-external-store',
  resolveId(id) {
    return /^use-sync-external-store\/shim(\/index\.js)?$/.test(id) ? SYNC_EXTERNAL_STORE_SHIM : null;
  },
  load(id) {
    return id === SYNC_EXTERNAL_STORE_SHIM ? "export { useSyncExternalStore } from 'react';" : null;
  },
};

/**
 * The lean/ build: React's modules become preact/compat's (preact 11: see docs/package.md, "The
 * `lean/` build"), with the map the tests' lean runtime uses too (scripts/runtimes.mjs).
 */
const preactCompat = {
  name: 'preact-compat',
  async resolveId(id, importer, options) {
    const target = PREACT_ALIASES[/** @type {keyof typeof PREACT_ALIASES} */ (id)];
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};

/** Stylesheets are imported as minified text and adopted as constructable stylesheets. */
const cssAsText = {
  name: 'css-as-text',
  async transform(code, id) {
    if (!id.endsWith('.css')) return null;
    const { code: minified } = await transform(code, { loader: 'css', minify: true });
    return { code: `export default ${JSON.stringify(minified.trim())};`, map: { mappings: '' } };
  },
};

/** Records each chunk's static and dynamic imports, for bench/size.mjs. */
const chunkGraph = {
  name: 'chunk-graph',
  generateBundle(_options, bundle) {
    const graph = {};
    for (const [fileName, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      graph[fileName] = {
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: Object.keys(chunk.modules).map((id) => relative(process.cwd(), id).replace(/\\/g, '/')),
        // Minified bytes each module leaves in the chunk (before gzip), for finding what weighs.
        renderedLength: Object.fromEntries(
          Object.entries(chunk.modules).map(([id, module]) => [relative(process.cwd(), id).replace(/\\/g, '/'), module.renderedLength]),
        ),
      };
    }
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(graph, null, 2) });
  },
};

/**
 * One build of every entry into `dir`. `selfContained` bundles React; otherwise react and
 * react-dom stay imports for the application's bundler to resolve. `lean` bundles
 * preact/compat in React's place.
 * @param {{ dir: string, selfContained: boolean, lean?: boolean }} build
 */
const bundle = ({ dir, selfContained, lean = false }) => ({
  input: {
    index: 'src/index.ts',
    'help-and-support': 'src/define.ts',
    ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, `${ENTRY_PREFIX}${tag}`])),
  },
  external: selfContained ? [] : (id) => REACT_PEER.test(id),
  output: {
    dir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    manualChunks: manualChunksFor({ selfContained, lean }),
    sourcemap: true,
    compact: true,
    generatedCode: 'es2015',
  },
  // The root keeps its exports; the element entries and the autoloader have none.
  preserveEntrySignatures: 'exports-only',
  plugins: [
    ...(selfContained && !lean ? [cleanDist] : []),
    ...(lean ? [preactCompat] : []),
    elementEntries,
    addressPrefillCopies,
    parallelDynamicImports,
    cssAsText,
    reactSyncExternalStore,
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    minifyChunks(),
    chunkGraph,
    monitoringWorker,
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' in libraries
    warn(warning);
  },
});

export default [
  bundle({ dir: 'dist', selfContained: true }),
  bundle({ dir: 'dist/react', selfContained: false }),
  bundle({ dir: 'dist/lean', selfContained: true, lean: true }),
];
