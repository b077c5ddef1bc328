// Production bundle: ES modules, minified, code-split. One entry per element under
// dist/elements/<tag>.js (registers that tag only) plus dist/help-and-support.js, the
// autoloader (registers every tag, loading an element's code only when its tag appears), and
// dist/index.js, the package root (the element classes, registering nothing).
//
// Three builds of the same entries:
//   dist/         self-contained, React included: for pages that load a script (CMS, AEM)
//   dist/react/   react and react-dom left as imports (peer dependencies), for applications
//                 that bundle React already and must not ship it twice
//   dist/lean/    self-contained on preact/compat instead of React (react and react-dom
//                 aliased, nothing else changed): the same elements in about half the bytes,
//                 for pages where every kilobyte counts
//
// The plugins are in build/plugins/ (TypeScript, loaded through tsx: `npm run build`), each with
// its tests; this file only composes them.
import { resolve } from 'node:path';
import { build as esbuildBuild } from 'esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { loadDescriptors } from './scripts/descriptors.mjs';
import { PREACT_ALIASES } from './scripts/runtimes.mjs';
import { minifyChunks } from './build/minify.mjs';
import { chunkFileNames, manualChunks } from './build/plugins/chunks.ts';
import { chunkGraph } from './build/plugins/chunk-graph.ts';
import { cleanDist } from './build/plugins/clean-dist.ts';
import { cssAsText } from './build/plugins/css-as-text.ts';
import { elementEntries, entryId } from './build/plugins/element-entries.ts';
import { monitoringWorker } from './build/plugins/monitoring-worker.ts';
import { parallelDynamicImports } from './build/plugins/parallel-dynamic-imports.ts';
import { preactCompat } from './build/plugins/preact-compat.ts';
import { reactSyncExternalStore } from './build/plugins/react-sync-external-store.ts';
import { withoutInfiniteQueries } from './build/plugins/without-infinite-queries.ts';

const descriptors = await loadDescriptors();
const tags = descriptors.map(({ tag }) => tag);
const absolute = (/** @type {string} */ path) => resolve(path);

/** The page configuration's defaults, from src/config/config.ts itself (one source for both). */
const { defaultConfig, CONFIG_ELEMENT_ID } = await import(
  `data:text/javascript,${encodeURIComponent(
    (await esbuildBuild({ entryPoints: ['src/config/config.ts'], bundle: true, write: false, format: 'esm', logLevel: 'silent' })).outputFiles[0].text,
  )}`
);

/** Each element as its entry script needs it, from its descriptor. */
const entryElements = descriptors.map(({ tag, firstScreen, prefetch, snapshots, followsChoices, routes, routedByUrl }) => ({
  tag,
  module: absolute(`src/elements/${tag}/${tag}.element.ts`),
  firstScreen: absolute(firstScreen),
  prefetch: prefetch.map((key) => /** @type {const} */ ([key, String(defaultConfig[key])])),
  ...(snapshots ? { snapshots: snapshots.map(({ path, module, snippet }) => ({ path, module: absolute(module), snippet })) } : {}),
  followsChoices,
  ...(routedByUrl
    ? {
        pages: routes.map(({ path, module }) => ({ path, modules: [absolute(module)] })),
      }
    : {}),
}));

const entries = elementEntries({
  elements: entryElements,
  configElementId: CONFIG_ELEMENT_ID,
  runtime: absolute('src/element-entry.ts'),
  takeOver: absolute('src/shell/take-over/take-over.tsx'),
  autoloader: absolute('src/define.ts'),
});

/** What the react/ build leaves to the application: React itself (peer dependencies). */
const REACT_PEER = /^(react|react-dom|scheduler)(\/|$)/;

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
    ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, entryId(tag)])),
  },
  external: selfContained ? [] : (/** @type {string} */ id) => REACT_PEER.test(id),
  output: {
    dir,
    format: /** @type {const} */ ('es'),
    entryFileNames: '[name].js',
    chunkFileNames,
    manualChunks: manualChunks({ tags, selfContained, lean }),
    sourcemap: true,
    compact: true,
    generatedCode: /** @type {const} */ ('es2015'),
  },
  // The root keeps its exports; the element entries and the autoloader have none.
  preserveEntrySignatures: /** @type {const} */ ('exports-only'),
  plugins: [
    ...(selfContained && !lean ? [cleanDist('dist')] : []),
    ...(lean ? [preactCompat(PREACT_ALIASES)] : []),
    entries,
    parallelDynamicImports(),
    cssAsText(),
    reactSyncExternalStore(),
    withoutInfiniteQueries(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    minifyChunks(),
    chunkGraph(),
    monitoringWorker(),
  ],
  /** @param {import('rollup').RollupLog} warning @param {(warning: import('rollup').RollupLog) => void} warn */
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
