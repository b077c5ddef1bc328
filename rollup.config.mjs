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
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { transform } from 'esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { build as esbuildBuild } from 'esbuild';
import { elementTags, firstScreenModule, prefetchKeys } from './scripts/elements.mjs';
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

/**
 * Shared code, by what it holds (first match wins). report/ goes with the platform (the
 * autoloader reports through the page's reporter without importing it).
 */
const SHARED_CHUNKS = [
  // The monitoring SDK: downloaded only after consent (consent/monitoring.ts), never with an element.
  ['monitoring', /node_modules\/@datadog\//],
  // Only where React is bundled; in the react/ build r2wc goes with the platform.
  // (In the lean/ build the same chunk holds preact and preact/compat instead, named 'preact'.)
  ['react', /node_modules\/(react|react-dom|scheduler|@r2wc|preact)\/|src\/runtime\//, { reactBundled: true }],
  // What a form needs to show and take answers (and the store of journeys' drafts and
  // receipts: only forms keep answers, so content pages download none of it)...
  ['forms', /node_modules\/(react-hook-form|zustand)\/|src\/store\/(store|journey)\.ts|src\/forms\/(?!rules|error-summary|WaitingBanner|sending-kit|KeptAnswers|EarlierAnswers|HeldAnswers|kept-answers)|src\/leads\/(use-submit-lead|use-delivery)|src\/validation\/(choice-lists|dates|date-parts|meter-read-answers|constants)\.ts|src\/components\/(Field|Select|RadioGroup|DateField|ErrorMessage|FormGroup|Fieldset|Label|Hint|Textarea)\.tsx|src\/components\/forms\.css|src\/api\/leads\.ts/],
  // Answers kept on the device offered again, and a settled send's earlier answers: only when
  // there are some (and with the confirmations, fetched with the form), not before a form shows.
  ['kept-answers', /src\/forms\/(KeptAnswers|EarlierAnswers|HeldAnswers|kept-answers\.text)\.tsx?$|src\/leads\/received(\.text)?\.ts$/],
  // Answers kept on the device: the sending keeps them, the offer reads them, and any element
  // that finds some drops those past their time, so a content page fetches this alone.
  ['kept', /src\/store\/kept\.ts$/],
  // The complaint journey's query types: its screens and its lead builder read them, no other form.
  ['complaint-query-types', /src\/leads\/complaint-query-types\.ts$/],
  // ...and what runs when it is sent (the rules, the lead builders and the sending), fetched
  // once it shows.
  ['checks', /node_modules\/(valibot|@hookform|@standard-schema)\/|src\/(validation|leads)\/|src\/forms\/(rules|error-summary|WaitingBanner|sending-kit)|src\/components\/ErrorSummary/],
  ['sanitiser', /node_modules\/dompurify\/|src\/sanitise\/(?!load)/],
  // What every content page needs beside the platform, and the meter-read form's page does not:
  // the content configuration, links out of a screen, page titles, the help home's outage
  // banner. One file for all of them.
  ['content', /src\/(config\/content-config|router\/app-link|platform\/page-meta|api\/outage\.ts)/],
  // What the category and article pages (and the app) share: the categories list that says
  // which pages exist, not-found redirects, a page's subject read from its URL, the "Try again"
  // of content that did not load. Not the help home's or the other content pages' download.
  ['content-pages', /src\/(api\/categories|router\/(not-found|route-segment)|components\/LoadFailed)\.tsx?$/],
  // ...and the content server's articles and header, and added scripts (nucleus articles, the
  // help videos' player).
  // Journeys' saved answers and where a journey opens: the meter-read form and the forms read them.
  ['saved', /src\/store\/(saved|start)\.ts$/],
  ['content-api', /src\/(api\/content\.ts|platform\/scripts)/],
  // Templated text from the content server through the sanitiser (contact us, the meter-read
  // form, articles and the deals, with their bodies' styles): not every page shows any.
  ['safe-html', /src\/components\/(SafeHtml\.tsx|ArticleBody\.(tsx|css))$/],
  // The meter-read page configuration: the meter-read form and contact us both read it, content
  // pages do not.
  ['meter-read-config', /src\/api\/meter-read-config\.ts/],
  // The help tiles: the help home and every category page show them. (Each layout's categories
  // travel with that layout, src/content/categories/.)
  ['help-tiles', /src\/content\/help-home\.ts$/],
  // The search box that category pages show too: not with <help-search>'s own chunk.
  ['search-panel', /src\/elements\/help-search\/search-panel/],
  // What waits for consent, and the data layer's errors: started after an element connects,
  // never in its first download. (Page views, which only the app sends, go with the app.)
  ['consent', /src\/consent\/(consent|consent-config|beacon|services|data-layer|mask-path|monitoring)\.ts$/],
  // The help pages' default meta description: the article and deals pages.
  ['page-meta', /src\/content\/page-meta\.ts$/],
  // Reading the token cookies: the deals page, and the journeys' details steps (for prefill).
  ['session-cookies', /src\/session\/(tokens|session-config)\.ts$/],
  // The idle time-out and its library: only signed-in pages (deals) load it, after they show.
  ['idle-timeout', /node_modules\/react-idle-timer\/|src\/session\/(idle-timeout\.(tsx|css)|session\.text\.ts)$/],
  // The address question: only the journeys' details steps ask it.
  // (with TanStack's mutations, which only it uses: not in every element's platform download).
  // The journeys' details questions and their prefill hook: both details steps show them.
  ['details', /src\/journeys\/personal-details\.(fields\.tsx|prefill\.ts)$/],
  // The frame of every journey step: it renders the form, so it comes with a journey's first
  // step and the form code, never in an element's eager download.
  ['step-frame', /src\/journeys\/step-frame\.tsx$/],
  ['address', /src\/components\/address\/|src\/api\/addresses\.ts$|node_modules\/@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)\.js$/],
  // Cards: the help home, contact us and category pages show them (not inside any one of them).
  ['Card', /src\/components\/Card\.(tsx|css)$/],
  // Components that only some screens use (ConfirmationPanel, Accordion, Card, Pill, SafeHtml,
  // LoadFailed) travel with those screens, and so does the Help & Support content
  // (src/content/, which no pattern here names) and what only the app or content pages use
  // (page meta, added scripts, the app's router and links, not-found redirects). The meter-read
  // page configuration and where a journey opens travel with the elements that read them, so
  // content pages do not carry those. The early answers of element entries (api/early.ts) stay
  // here: any element's first screen may read one. A signed-in customer's lookups
  // (api/accounts.ts) travel with the prefill, fetched only for a signed-in customer.
  ['platform', /node_modules\/|src\/(report|api(?!\/(content|categories|outage|meter-read-config|accounts)\.ts)|config\/(?!content|complaint)|components\/(?!ConfirmationPanel|Accordion|Card|Pill|LoadFailed|SafeHtml)|platform\/(?!autoload|page|scripts|inline-code|inert-page)|router\/(?!app-|not-found|route-segment)|sanitise\/load|store\/(kept-check|draft-key)|styles|util)\b/],
];

/** @param {{ selfContained: boolean }} build */
/**
 * An element's own module, shell, route table (with the paths and start its screens read,
 * <tag>.paths.ts, <tag>.start.ts) and stylesheet make one chunk: what its page needs before the
 * first screen, in one file. (The app composes the screens, not these: its home page downloads
 * no other element's chunk.)
 */
const ELEMENT_OWN = /src\/elements\/([^/]+)\/\1\.(element\.ts|tsx|routes\.ts|paths\.ts|start\.ts|styles\.css|text\.ts)$/;

/**
 * What always travels with an element's chunk goes in it: the category screen and its parts
 * (the element alone shows nothing else, and the app's category route loads the element's route
 * table and stylesheet with it). One file fewer for a category page to fetch and unzip.
 */
const WITH_ELEMENT = [
  /src\/elements\/(help-category)\/screens\/(?:category\.screen|category-parts)\.tsx$/,
  /src\/elements\/(help-deals)\/screens\/deals\.screen\.tsx$/,
];
/** The signed-in session's check and redirects: only the deals page runs them, so they travel with it. */
const DEALS_SESSION = /src\/session\/(use-signed-in|redirects|session-state|idle-timeout-loader)\.tsx?$/;

/**
 * What both journeys share (src/journeys/): the words, the answers of the details step, the
 * steps' column and its stylesheet, the back link and the way out. One chunk, so neither
 * journey's page downloads the other's screens or words. Not the pieces that need code fetched
 * later: the step frame (the form code), the details questions ('details'), their rules and the
 * confirmation, each of which would otherwise come with an element's first download.
 * The complaint journey's stylesheet (a few rules) stays here, where it was: the element loads
 * it first, so the chunk keeps its place in the bundle, and with it the shared chunks' export
 * names, which every page's gzip size depends on (the meter-read page has a few bytes to spare).
 */
const JOURNEY_SHARED = /src\/journeys\/(?!step-frame\.|personal-details\.(fields|prefill|rules)\.|confirmation\.)[^/]+$|src\/elements\/complaint-journey\/complaint-journey\.styles\.css$/;

const manualChunksFor = ({ selfContained, lean = false }) =>
  function manualChunks(id) {
    const path = id.replace(/\\/g, '/');
    if (JOURNEY_SHARED.test(path)) return 'journey';
    // Every step of the complaint journey reads its answers; its three questions share QuestionStep.
    if (/src\/elements\/complaint-journey\/(complaint-journey\.data\.ts|screens\/(question\.step|customer-type\.screen)\.tsx)$/.test(path)) return 'complaint-journey.steps';
    if (DEALS_SESSION.test(path)) return 'help-deals.element';
    const own = ELEMENT_OWN.exec(path) ?? WITH_ELEMENT.map((pattern) => pattern.exec(path)).find(Boolean);
    if (own) return `${own[1]}.element`;
    const chunk = SHARED_CHUNKS.find(([, pattern, only]) => (selfContained || !only?.reactBundled) && pattern.test(path))?.[0];
    return lean && chunk === 'react' ? 'preact' : chunk;
  };

/** What the react/ build leaves to the application: React itself (peer dependencies). */
const REACT_PEER = /^(react|react-dom|scheduler)(\/|$)/;

/** Chunks of one element are named after it: meter-read-form.form-screen-[hash].js. */
function chunkFileNames(chunk) {
  // An element's own chunk (ELEMENT_OWN) is named after the element.
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
const elementModule = (tag) => `${process.cwd()}/${elementsDir}/${tag}/${tag}.element.ts`;

/**
 * Each element entry (dist/elements/<tag>.js) has no static import, so it runs as soon as it
 * arrives, and starts at once, in parallel: every chunk the element and its first screen need,
 * the first screen's data (the URLs its JSDoc names with `@prefetch <config key>`, from the
 * page's #help-and-support-config or the defaults; api/early.ts hands the answers over), and
 * the element's module, which registers the tag. Without it each step waited for the one before:
 * entry, then its chunks, then React, then the screen's chunk and data, a round trip each.
 * The autoloader's import of an element module loads that element's entry instead, for the
 * same start.
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
    return `for (const file of [${JSON.stringify(FIRST_SCREEN_FILES)}]) import(new URL(file, import.meta.url).href).catch(() => {});
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
      const files = [...new Set([...closure(elementChunk), ...closure(screenChunk)])].filter((file) => file !== entry.fileName);
      entry.code = entry.code.replace(JSON.stringify(FIRST_SCREEN_FILES), files.map((file) => JSON.stringify(`../${file}`)).join(','));
      const snippet = [
        `<!-- <${tag}>: the optional modulepreload lines start every file of its first screen with the page, saving a round trip;`,
        `     at low priority, so the page's own styles still come first. Generated by the build: the names change with each build.`,
        `     Replace /${dist}/ with where dist/ is served from. -->`,
        ...files.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${dist}/${file}">`),
        `<script type="module" src="/${dist}/${entry.fileName}"></script>`,
        `<${tag}></${tag}>`,
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: `embed/${tag}.html`, source: snippet });
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
