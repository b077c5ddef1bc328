// @ts-check
/**
 * The package's type declarations (`npm run build`, after rollup). The root's declarations
 * are emitted from src/ (tsconfig.build.json) and bundled into one file holding only what
 * integrators see: no React, no valibot, no internal module paths, and
 * explicit `.js` specifiers, so they work under `moduleResolution: NodeNext` as under `Bundler`.
 *
 *   dist/types/index.d.ts              the package root: element classes, attributes, events
 *                                      (HTMLElementEventMap), tag map, config and lead types
 *   dist/types/help-and-support.d.ts   the autoloader: no exports, the root's global types
 *   dist/types/elements/<tag>.d.ts     one element's script: no exports, the root's global types
 *   dist/types/jsx.d.ts                JSX intrinsic elements for React users (needs @types/react)
 *   dist/jsx.js                        an empty module, so `import 'help-and-support/jsx'` runs too
 *
 * The react/ build's entries export the same names and use the same files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { elementTags, jsxDeclarations } from './elements.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist/types');

/** @param {readonly ts.Diagnostic[]} diagnostics */
function failOn(diagnostics) {
  if (diagnostics.length === 0) return;
  const host = { getCanonicalFileName: (/** @type {string} */ name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}

/**
 * The program of tsconfig.build.json, and a rollup plugin that hands the bundler each module's
 * declarations as it asks for them: only the modules public types lead to are emitted
 * (`npm run typecheck` checks the code itself).
 */
function declarationsPlugin() {
  const configFile = join(ROOT, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => failOn([d]) });
  if (!parsed) throw new Error('tsconfig.build.json could not be read');
  failOn(parsed.errors);
  // tsconfig.build.json says noEmit so that a plain `tsc -p` writes nothing; here declarations
  // are emitted in memory.
  const options = { ...parsed.options, noEmit: false, emitDeclarationOnly: true };
  const program = ts.createProgram(parsed.fileNames, options);
  /** Declaration module ids (src/x/y.d.ts, not on disk) → their source files. */
  const sources = new Map();
  /** @param {string} source */
  const declarationId = (source) => {
    const id = source.replace(/\.tsx?$/, '.d.ts');
    sources.set(id, source);
    return id;
  };
  return {
    entry: declarationId(join(ROOT, 'src/index.ts')),
    /** @type {import('rollup').Plugin} */
    plugin: {
      name: 'declarations-in-memory',
      resolveId(specifier, importer) {
        if (!importer) return sources.has(specifier) ? specifier : null;
        const from = sources.get(importer);
        if (!from) return null;
        const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
        // Another package's types, or a module left out of what is public: the check below
        // fails if the bundle still needs it.
        if (!resolved || resolved.isExternalLibraryImport) return { id: specifier, external: true };
        return resolved.resolvedFileName.endsWith('.d.ts') ? resolved.resolvedFileName : declarationId(resolved.resolvedFileName);
      },
      load(id) {
        const source = sources.get(id);
        const file = source && program.getSourceFile(source);
        if (!file) return null;
        let text = '';
        const result = program.emit(file, (name, data) => {
          if (name.endsWith('.d.ts')) text = data;
        }, undefined, true);
        failOn(result.diagnostics);
        return text;
      },
    },
  };
}

/**
 * The root's declarations in one file: what src/index.ts exports and the global types it
 * brings (tag map, events), nothing else.
 */
async function bundleRoot() {
  const declarations = declarationsPlugin();
  const bundle = await rollup({
    input: declarations.entry,
    plugins: [declarations.plugin, dts({ respectExternal: false })],
    onwarn(warning, warn) {
      // Internal modules that import valibot and the like are read, then left out: nothing
      // public refers to them. The check below fails on any import that remains.
      if (warning.code === 'UNRESOLVED_IMPORT') return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({ file: join(OUT, 'index.d.ts'), format: 'es' });
  await bundle.close();
  const imports = output.flatMap((chunk) => (chunk.type === 'chunk' ? [...chunk.imports, ...chunk.dynamicImports] : []));
  if (output.length !== 1 || imports.length > 0) {
    console.error(`dist/types/index.d.ts must stand alone, but it imports ${imports.join(', ')}: public types must not need another package's types.`);
    process.exit(1);
  }
}

/** The other entries: side effects only, and the JSX types. @param {readonly string[]} tags */
function writeEntries(tags) {
  /** @param {string} file @param {string} code */
  const write = (file, code) => {
    mkdirSync(dirname(join(OUT, file)), { recursive: true });
    writeFileSync(join(OUT, file), code);
  };
  write('help-and-support.d.ts', `/** help-and-support.js registers every tag as it appears. It exports nothing: the classes are the package root's. */
import './index.js';
export {};
`);
  for (const tag of tags) {
    write(`elements/${tag}.d.ts`, `/** elements/${tag}.js registers <${tag}>. It exports nothing: the class is the package root's. */
import '../index.js';
export {};
`);
  }
  write('jsx.d.ts', jsxDeclarations(tags, () => './index.js'));
  writeFileSync(join(ROOT, 'dist/jsx.js'), '// Types only: dist/types/jsx.d.ts declares the JSX intrinsic elements for React users.\nexport {};\n');
}

async function main() {
  const tags = elementTags();
  rmSync(OUT, { recursive: true, force: true });
  await bundleRoot();
  writeEntries(tags);
}

await main();
