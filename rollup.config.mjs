// Production bundle: ES modules, minified, code-split. One entry per element under
// dist/elements/<tag>.js (registers that tag only) plus dist/help-and-support.js (every tag).
// React and common code land in shared chunks, so a page with one element downloads no other
// element's code.
import { readdirSync, existsSync } from 'node:fs';
import { transform } from 'esbuild';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';

const elementsDir = 'src/elements';
const tags = readdirSync(elementsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${elementsDir}/${entry.name}/${entry.name}.element.ts`))
  .map((entry) => entry.name);

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
      graph[fileName] = { isEntry: chunk.isEntry, imports: chunk.imports, dynamicImports: chunk.dynamicImports };
    }
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(graph, null, 2) });
  },
};

export default {
  input: {
    'help-and-support': 'src/define.ts',
    ...Object.fromEntries(tags.map((tag) => [`elements/${tag}`, `${ENTRY_PREFIX}${tag}`])),
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    compact: true,
    generatedCode: 'es2015',
  },
  preserveEntrySignatures: false,
  plugins: [
    elementEntries,
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
};
