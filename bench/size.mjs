// Bundle size benchmark: minified and gzip (-9) bytes of what a page with one element
// downloads, for every element, against budgets; the autoloader (dist/help-and-support.js) on its
// own and on a page with one element; and the React floor built in the same run.
// Run with `npm run bench:size` (builds first).
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { minifyChunks } from '../build/minify.mjs';
import { loadDescriptors } from '../scripts/descriptors.mjs';
import { AUTOLOADER_BUDGET, KB, pageBudget } from './budgets.mjs';

/** Each element's first screen's module, by tag (from its descriptor). */
const firstScreens = new Map((await loadDescriptors()).map(({ tag, firstScreen }) => [tag, firstScreen]));

// The budgets themselves, with what each is for: bench/budgets.mjs.
/**
 * Code a page must not download before its first screen shows: the app's home page carries no
 * form, journey, sanitiser or session code (they come with the routes that need them). An
 * element's <tag>.app-routes.ts is the app's own: the lazy loads of that element's screens.
 */
const NOT_BEFORE_USABLE = {
  'help-and-support': /^src\/(elements\/(meter-read-form|complaint-journey|feedback-journey|help-deals)\/(?![^/]+\.app-routes\.ts$)|journeys\/|sanitise\/(?!platform\/)|forms\/|leads\/|validation\/|session\/)|node_modules\/(dompurify|react-idle-timer)\//,
};
/**
 * The signed-in session's code (the 30-second check, the redirects, the idle time-out and
 * react-idle-timer): only the pages that can show deals download it. Reading the cookies
 * (session/session-cookies/tokens.ts, session-config.ts) is not in it: anonymous pages may prefill.
 */
const SESSION_CODE = /^src\/session\/(help-deals|idle-timeout)\/|node_modules\/react-idle-timer\//;
const SIGNED_IN_PAGES = new Set(['help-deals', 'help-and-support']);
/** Monitoring waits for consent: no page downloads it to show its first screen (or at all before consent). */
const MONITORING_SDK = /node_modules\/@datadog\//;
/** @param {string} dist */
function buildOf(dist) {
  const graph = JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8'));
  const sizes = (files) => {
    let min = 0;
    let gzip = 0;
    for (const file of files) {
      const code = readFileSync(join(dist, file));
      min += code.length;
      gzip += gzipSync(code, { level: 9 }).length;
    }
    return { min, gzip };
  };
  /** The files a browser fetches for a chunk: static imports always, dynamic ones when asked. */
  const closure = (entry, { dynamic }) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const node = graph[file];
      if (!node) throw new Error(`${file} is not in ${dist}/chunk-graph.json`);
      node.imports.forEach(visit);
      if (dynamic) node.dynamicImports.forEach(visit);
    };
    visit(entry);
    return [...seen];
  };
  const chunkHolding = (module) => Object.keys(graph).find((file) => graph[file].modules.includes(module));
  return { dist, name: dist.endsWith('lean') ? 'lean' : 'react', graph, sizes, closure, chunkHolding };
}

const union = (...lists) => [...new Set(lists.flat())];

/** What one element's page downloads in one build: eager, before usable, everything. */
function pageOf({ dist, name, sizes, closure, chunkHolding }, tag) {
  const budget = pageBudget(tag, name);
  const entry = `elements/${tag}.js`;
  // The entry starts everything at once; the element registers once its own chunk is in.
  const elementChunk = chunkHolding(`src/elements/${tag}/${tag}.element.ts`);
  const eagerFiles = union(closure(entry, { dynamic: false }), closure(elementChunk, { dynamic: false }));
  const screenChunk = chunkHolding(firstScreens.get(tag) ?? '');
  if (!screenChunk) throw new Error(`no chunk of ${dist} holds ${firstScreens.get(tag)}`);
  const everyFile = closure(entry, { dynamic: true });
  const sanitiser = everyFile.filter((file) => /sanitiser/.test(file));
  if (budget.htmlFirst && sanitiser.length === 0) throw new Error(`<${tag}> shows HTML first, but its page never loads the sanitiser`);
  const screenFiles = union(eagerFiles, closure(screenChunk, { dynamic: false }), budget.htmlFirst ? sanitiser : []);
  const parts = budget.parts ? everyFile.filter((file) => budget.parts.test(file)) : [];
  const usableFiles = [screenFiles, ...parts.map((part) => union(screenFiles, closure(part, { dynamic: false })))].reduce((worst, files) =>
    sizes(files).gzip > sizes(worst).gzip ? files : worst,
  );
  return { budget, entry, eagerFiles, screenFiles, everyFile, sanitiser, parts, usableFiles };
}

const react = buildOf('dist');
const lean = buildOf('dist/lean');
const { graph, sizes, closure } = react;

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
      minifyChunks(),
    ],
    onwarn() {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  rmSync(dir, { recursive: true, force: true });
  const code = Buffer.from(output[0].code);
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => `${(n / KB).toFixed(1)} kB`;
const row = (name, s, extra = '') => console.log(`${name.padEnd(52)} ${kb(s.min).padStart(10)} ${kb(s.gzip).padStart(10)}  ${extra}`);

let failed = false;
const autoloader = 'help-and-support.js';
/** What is left under a budget, or how far over it a size is. */
const headroom = (size, budget) => (size <= budget ? `${kb(budget - size)} to spare` : `${kb(size - budget)} over`);
function check(name, s, budget, floor) {
  const ok = s.gzip <= budget;
  failed ||= !ok;
  row(name, s, `budget ${kb(budget)} gzip: ${ok ? 'OK' : 'OVER'}, ${headroom(s.gzip, budget)}${floor ? `  (${(s.gzip / floor.gzip).toFixed(2)}× React floor)` : ''}`);
}

/**
 * What a page of one build must never do: download the signed-in session's code (other than
 * the pages that show deals), anything of NOT_BEFORE_USABLE or the monitoring SDK before its
 * first screen, or another element's entry.
 */
function structureChecks(build, tag) {
  const { graph } = build;
  const { entry, everyFile, usableFiles } = pageOf(build, tag);
  const label = build === react ? `<${tag}> page` : `<${tag}> page of ${build.dist}/`;
  const sessionCode = SIGNED_IN_PAGES.has(tag) ? [] : everyFile.flatMap((file) => graph[file].modules.filter((module) => SESSION_CODE.test(module)));
  if (sessionCode.length) {
    failed = true;
    console.log(`OVER: the ${label} can download the signed-in session's code: ${[...new Set(sessionCode)].join(', ')}`);
  }
  const early = NOT_BEFORE_USABLE[tag];
  const tooEarly = usableFiles.flatMap((file) => graph[file].modules.filter((module) => early?.test(module) || MONITORING_SDK.test(module)));
  if (tooEarly.length) {
    failed = true;
    console.log(`OVER: the ${label} downloads before its first screen: ${tooEarly.join(', ')}`);
  }
  const leaked = Object.keys(graph).filter((f) => graph[f].isEntry && f !== entry && everyFile.includes(f));
  if (leaked.length) {
    failed = true;
    console.log(`OVER: the ${label} downloads other entries: ${leaked.join(', ')}`);
  }
}

/** The autoloader on a page with only this element: itself, then that element's entry and its files. */
function autoloaderCheck(build, tag) {
  const { graph, closure } = build;
  const { entry, usableFiles } = pageOf(build, tag);
  const loadsEntry = graph[autoloader].dynamicImports.includes(entry);
  const files = union(closure(autoloader, { dynamic: false }), loadsEntry ? usableFiles : []);
  const extra = files.filter((file) => !usableFiles.includes(file));
  const allowed = loadsEntry && extra.every((file) => file === autoloader);
  failed ||= !allowed;
  return { files, verdict: allowed ? `OK: the element page's files + the autoloader` : `OVER: ${loadsEntry ? `also downloads ${extra.join(', ')}` : `does not load ${entry}`}` };
}

console.log(`${'bundle'.padEnd(52)} ${'min'.padStart(10)} ${'gzip'.padStart(10)}`);
const floor = await reactFloor();
row('React floor (react + react-dom/client)', floor);
check('help-and-support.js (the autoloader file)', sizes([autoloader]), AUTOLOADER_BUDGET);
console.log('');

for (const tag of firstScreens.keys()) {
  const { budget, eagerFiles, screenFiles, everyFile, sanitiser, parts, usableFiles } = pageOf(react, tag);
  if (parts.length) row(`<${tag}> page, first screen alone`, sizes(screenFiles));
  for (const part of parts) row(`<${tag}> page, first screen + ${part.replace(/^chunks\/|-[\w-]{7}\.js$/g, '')}`, sizes(union(screenFiles, closure(part, { dynamic: false }))));
  structureChecks(react, tag);
  check(`<${tag}> page, eager download`, sizes(eagerFiles), budget.eager, floor);
  check(`<${tag}> page, before usable (+ first screen${budget.htmlFirst ? ' + sanitiser' : ''}${parts.length ? ' + heaviest part' : ''})`, sizes(usableFiles), budget.usable, floor);
  if (sanitiser.length && !budget.htmlFirst) row(`<${tag}> page, + sanitiser for HTML`, sizes(union(usableFiles, sanitiser)));
  row(`<${tag}> page, every lazy chunk too`, sizes(everyFile));

  const autoloaded = autoloaderCheck(react, tag);
  row(`<${tag}> page through help-and-support.js`, sizes(autoloaded.files), autoloaded.verdict);

  console.log(`  files: ${usableFiles.join(', ')}; later: ${everyFile.filter((f) => !usableFiles.includes(f)).join(', ') || 'none'}\n`);
}

// The lean/ build beside the default one, page for page (gzip): the same checks, against the
// lean build's own budgets.
console.log(`lean/ build (preact/compat) against its budgets, beside the default build, gzip:`);
console.log(`${'page'.padEnd(22)} ${'eager'.padStart(17)}  ${'before usable'.padStart(17)}  ${'+ sanitiser'.padStart(17)}   lean budgets (eager, before usable)`);
console.log(`${''.padEnd(22)} ${'React'.padStart(8)} ${'lean'.padStart(8)}  ${'React'.padStart(8)} ${'lean'.padStart(8)}  ${'React'.padStart(8)} ${'lean'.padStart(8)}`);
check('lean/help-and-support.js (the autoloader file)', lean.sizes([autoloader]), AUTOLOADER_BUDGET);
for (const tag of firstScreens.keys()) {
  const [ofReact, ofLean] = [react, lean].map((build) => {
    const page = pageOf(build, tag);
    const withSanitiser = page.sanitiser.length && !page.budget.htmlFirst ? build.sizes(union(page.usableFiles, page.sanitiser)).gzip : undefined;
    return { eager: build.sizes(page.eagerFiles).gzip, usable: build.sizes(page.usableFiles).gzip, withSanitiser, page };
  });
  structureChecks(lean, tag);
  const leanAutoloaded = autoloaderCheck(lean, tag);
  if (!leanAutoloaded.verdict.startsWith('OK')) console.log(`<${tag}> page of dist/lean/ through help-and-support.js: ${leanAutoloaded.verdict}`);
  const verdicts = /** @type {const} */ (['eager', 'usable']).map((name) => {
    const budget = ofLean.page.budget[name];
    failed ||= ofLean[name] > budget;
    return `${kb(budget)} ${ofLean[name] > budget ? 'OVER' : 'OK'} (${headroom(ofLean[name], budget)})`;
  });
  const cell = (n) => (n === undefined ? '—' : kb(n)).padStart(8);
  console.log(`${`<${tag}>`.padEnd(22)} ${cell(ofReact.eager)} ${cell(ofLean.eager)}  ${cell(ofReact.usable)} ${cell(ofLean.usable)}  ${cell(ofReact.withSanitiser)} ${cell(ofLean.withSanitiser)}   ${verdicts.join(', ')}`);
}
console.log('');
console.log('shared chunks:');
for (const file of Object.keys(graph).filter((f) => !graph[f].isEntry && !/^chunks\/[a-z]+-[a-z]+(-[a-z0-9]+)*\./.test(f))) row(`  ${file}`, sizes([file]));
process.exitCode = failed ? 1 : 0;
