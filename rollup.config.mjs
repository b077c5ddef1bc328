// Production bundle: ES modules, minified, code-split. One entry per element under
// dist/elements/<tag>.js (registers that tag only) plus dist/help-and-support.js, the
// autoloader (registers every tag, loading an element's code only when its tag appears), and
// dist/index.js, the package root (the element classes, registering nothing).
// Shared code is grouped into a few chunks named for what they hold (react, platform, forms,
// sanitiser); each element's screens are chunks of their own, named after the element.
//
// Two builds of the same entries:
//   dist/         self-contained, React included: for pages that load a script (CMS, AEM)
//   dist/react/   react and react-dom left as imports (peer dependencies), for applications
//                 that bundle React already and must not ship it twice
import { readdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { transform } from 'esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';

import { elementTags } from './scripts/elements.mjs';

const elementsDir = 'src/elements';
const tags = elementTags();

/**
 * Shared code, by what it holds (first match wins). report/ is a chunk of its own because the
 * autoloader uses it too: the autoloader must not pull the platform into every page.
 */
const SHARED_CHUNKS = [
  ['report', /src\/report\//],
  // Only where React is bundled; in the react/ build r2wc goes with the platform.
  ['react', /node_modules\/(react|react-dom|scheduler|@r2wc)\//, { reactBundled: true }],
  // What a form needs to show and take answers...
  ['forms', /node_modules\/react-hook-form\/|src\/forms\/(?!rules)|src\/leads\/use-submit-lead|src\/validation\/(choice-lists|dates|date-parts|meter-read-answers|constants)\.ts|src\/components\/(Field|Select|RadioGroup|DateField|ErrorSummary|ErrorMessage|FormGroup|Fieldset|Label|Hint)\.tsx/],
  // ...and what runs when it is sent (the rules and the lead builders), fetched once it shows.
  ['checks', /node_modules\/(valibot|@hookform|@standard-schema)\/|src\/(validation|leads)\/|src\/forms\/rules/],
  ['sanitiser', /node_modules\/dompurify\/|src\/sanitise\//],
  ['platform', /node_modules\/|src\/(api|config|components|platform\/(?!autoload)|router|store|styles|util)\b/],
];

/** @param {{ selfContained: boolean }} build */
const manualChunksFor = ({ selfContained }) =>
  function manualChunks(id) {
    const path = id.replace(/\\/g, '/');
    return SHARED_CHUNKS.find(([, pattern, only]) => (selfContained || !only?.reactBundled) && pattern.test(path))?.[0];
  };

/** What the react/ build leaves to the application: React itself (peer dependencies). */
const REACT_PEER = /^(react|react-dom|scheduler)(\/|$)/;

/** Chunks of one element are named after it: meter-read-form.form-screen-[hash].js. */
function chunkFileNames(chunk) {
  const id = (chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? '').replace(/\\/g, '/');
  const screen = /src\/elements\/([^/]+)\/screens\/([^/.]+)\.screen\.tsx$/.exec(id);
  if (screen) return `chunks/${screen[1]}.${screen[2]}-screen-[hash].js`;
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

/** Starts every build from an empty dist/, so no chunk of an earlier build lingers. */
const cleanDist = {
  name: 'clean-dist',
  buildStart() {
    rmSync('dist', { recursive: true, force: true });
  },
};

const ENTRY_PREFIX = '\0element-entry:';

/** Each element entry imports its element module and registers the tag (define() is idempotent). */
const elementEntries = {
  name: 'element-entries',
  resolveId(id) {
    return id.startsWith(ENTRY_PREFIX) ? id : null;
  },
  load(id) {
    if (!id.startsWith(ENTRY_PREFIX)) return null;
    const tag = id.slice(ENTRY_PREFIX.length);
    return `import { define } from ${JSON.stringify(`${process.cwd()}/${elementsDir}/${tag}/${tag}.element.ts`)};\ndefine();\n`;
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
      };
    }
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(graph, null, 2) });
  },
};

/**
 * One build of every entry into `dir`. `selfContained` bundles React; otherwise react and
 * react-dom stay imports for the application's bundler to resolve.
 * @param {{ dir: string, selfContained: boolean }} build
 */
const bundle = ({ dir, selfContained }) => ({
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
    manualChunks: manualChunksFor({ selfContained }),
    sourcemap: true,
    compact: true,
    generatedCode: 'es2015',
  },
  // The root keeps its exports; the element entries and the autoloader have none.
  preserveEntrySignatures: 'exports-only',
  plugins: [
    ...(selfContained ? [cleanDist] : []),
    elementEntries,
    parallelDynamicImports,
    cssAsText,
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    chunkGraph,
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' in libraries
    warn(warning);
  },
});

export default [bundle({ dir: 'dist', selfContained: true }), bundle({ dir: 'dist/react', selfContained: false })];
