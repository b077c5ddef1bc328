// Bundle size benchmark: minified and gzip (-9) bytes of each entry, of what a page with only
// <meter-read-form> downloads, and of the React floor built in the same run, against budgets.
// Run with `npm run bench:size` (builds first).
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const KB = 1000;
const BUDGETS = {
  /** What a page with only <meter-read-form> downloads eagerly (its script tag's import graph). */
  meterReadEager: 110 * KB,
  /** Everything it fetches before the form is usable (eager + the sanitiser for template HTML). */
  meterReadUsable: 120 * KB,
};

const dist = 'dist';
const graph = JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8'));

function sizes(files) {
  let min = 0;
  let gzip = 0;
  for (const file of files) {
    const code = readFileSync(join(dist, file));
    min += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
  }
  return { min, gzip };
}

/** The files a browser fetches for an entry: static imports always, dynamic ones when asked. */
function closure(entry, { dynamic }) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = graph[file];
    if (!node) throw new Error(`${file} is not in chunk-graph.json`);
    node.imports.forEach(visit);
    if (dynamic) node.dynamicImports.forEach(visit);
  };
  visit(entry);
  return [...seen];
}

/** Dynamic chunks (matching `pattern`) an entry loads, with their own static imports. */
function lazyChunks(entry, pattern, already) {
  const have = new Set(already);
  return [...have]
    .flatMap((file) => graph[file].dynamicImports)
    .filter((file) => pattern.test(file))
    .flatMap((file) => closure(file, { dynamic: false }))
    .filter((file) => !have.has(file) && have.add(file));
}

async function reactFloor() {
  const dir = mkdtempSync(join(tmpdir(), 'react-floor-'));
  const input = join(dir, 'floor.js');
  writeFileSync(input, "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(createElement('p', null, 'floor'));\n");
  const bundle = await rollup({
    input,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      nodeResolve({ browser: true, rootDir: process.cwd(), modulePaths: [join(process.cwd(), 'node_modules')] }),
      commonjs(),
      terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn() {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  rmSync(dir, { recursive: true, force: true });
  const code = Buffer.from(output[0].code);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => `${(n / KB).toFixed(1)} kB`;
const row = (name, s, extra = '') => console.log(`${name.padEnd(44)} ${kb(s.min).padStart(10)} ${kb(s.gzip).padStart(10)}  ${extra}`);

console.log(`${'bundle'.padEnd(44)} ${'min'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const [file, node] of Object.entries(graph)) {
  if (node.isEntry) row(`${file} (entry file alone)`, sizes([file]));
}
console.log('');

const floor = await reactFloor();
row('React floor (react + react-dom/client)', floor);

const entry = 'elements/meter-read-form.js';
const eagerFiles = closure(entry, { dynamic: false });
// The form step is fetched in parallel with the meter-read flag; the form is usable once it is in.
const usableFiles = [...eagerFiles, ...lazyChunks(entry, /\.form-/, eagerFiles)];
// Template HTML (the heading and error templates) needs the sanitiser; the form does not wait for it.
const withTemplatesFiles = [...usableFiles, ...lazyChunks(entry, /sanitis/, usableFiles)];
const everyFile = closure(entry, { dynamic: true });
const eager = sizes(eagerFiles);
const usable = sizes(usableFiles);
const withTemplates = sizes(withTemplatesFiles);
const every = sizes(everyFile);

let failed = false;
function check(name, s, budget) {
  const ok = s.gzip <= budget;
  failed ||= !ok;
  row(name, s, `budget ${kb(budget)} gzip: ${ok ? 'OK' : 'OVER'}  (${(s.gzip / floor.gzip).toFixed(2)}× React floor)`);
}
check('<meter-read-form> page, eager download', eager, BUDGETS.meterReadEager);
check('<meter-read-form> page, before usable', usable, BUDGETS.meterReadUsable);
row('<meter-read-form> page, + sanitiser for templates', withTemplates);
row('<meter-read-form> page, every lazy chunk too', every);
console.log(`\nfiles for <meter-read-form>: ${eagerFiles.join(', ')}; lazy: ${everyFile.filter((f) => !eagerFiles.includes(f)).join(', ') || 'none'}`);

const otherEntries = Object.keys(graph).filter((f) => graph[f].isEntry && f !== entry);
const leaked = otherEntries.filter((f) => everyFile.includes(f));
if (leaked.length) {
  failed = true;
  console.log(`OVER: the meter-read page downloads other entries: ${leaked.join(', ')}`);
}
process.exitCode = failed ? 1 : 0;
