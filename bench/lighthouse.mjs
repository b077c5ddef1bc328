// @ts-check
// Lighthouse on the demo's meter-read pages, the help home and an article (mobile, the default profile): performance, cumulative layout
// shift, accessibility and best practices, median of 5, against budgets. Run with `npm run
// bench:lighthouse` (builds first). Lighthouse itself is fetched by npx (12.2.3, the newest that
// runs on Node 20); each run starts its own Chromium, so each is a first visit.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../demo/server.mjs';
import { findChromium } from '../scripts/chromium-path.mjs';
import { LIGHTHOUSE_BUDGETS } from './budgets.mjs';

const RUNS = 5;
/** The scores at least, and the layout shift at most: bench/budgets.mjs. */
const { layoutShift: CLS_BUDGET, ...BUDGETS } = LIGHTHOUSE_BUDGETS;
const PAGES = {
  'embedded (demo page)': '/',
  'app page': '/help-and-support/submit-meter-read',
  'help home (app page)': '/help-and-support',
  'an article (app page)': '/help-and-support/meters/economy-7-meters',
};
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/**
 * Runs a command without blocking this process, which serves the pages meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${command} exited with ${code}`))));
  });

/** @param {number[]} values */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
const { url, close } = await startDemoServer({ port: 0, crossOriginPort: 0, database: 'memory', log: () => {} });
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));

// As a CDN would have them: every file compressed already (the demo server compresses large
// files at its best brotli level in the background after their first request).
const files = ['elements', 'chunks', 'styles'].flatMap((folder) => readdirSync(`dist/${folder}`).filter((name) => /\.(?:js|css)$/.test(name)).map((name) => `/dist/${folder}/${name}`));
for (const path of [...Object.values(PAGES), ...files, '/demo.css']) {
  await fetch(new URL(path, url), { headers: { 'Accept-Encoding': 'br' } }).then((response) => response.arrayBuffer()).catch(() => undefined);
}
await new Promise((resolve) => setTimeout(resolve, 3000));
let failed = false;
try {
  for (const [name, path] of Object.entries(PAGES)) {
    /** @type {Record<string, number[]>} */
    const scores = Object.fromEntries(Object.keys(BUDGETS).map((category) => [category, []]));
    /** @type {number[]} */
    const shifts = [];
    /** What the score is made of (simulated phone, ms): where the points go. */
    const METRICS = { 'first-contentful-paint': 'first paint', 'largest-contentful-paint': 'largest paint', 'total-blocking-time': 'blocking', 'speed-index': 'speed index' };
    /** @type {Record<string, number[]>} */
    const metrics = Object.fromEntries(Object.keys(METRICS).map((id) => [id, []]));
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      const report = join(out, `report-${attempt}.json`);
      await run(
        'npx',
        ['-y', 'lighthouse@12.2.3', new URL(path, url).href, '--quiet', `--chrome-flags=${FLAGS}`, `--only-categories=${Object.keys(BUDGETS).join(',')}`, '--output=json', `--output-path=${report}`],
        { env: { ...process.env, CHROME_PATH: findChromium() ?? '/usr/bin/chromium' } },
      );
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      for (const category of Object.keys(BUDGETS)) scores[category]?.push(Math.round(categories[category].score * 100));
      shifts.push(audits['cumulative-layout-shift'].numericValue);
      for (const id of Object.keys(METRICS)) metrics[id]?.push(audits[id].numericValue);
    }
    console.log(`${name}, median of ${RUNS}:`);
    for (const [category, budget] of Object.entries(BUDGETS)) {
      const runs = scores[category] ?? [];
      const score = median(runs);
      const ok = score >= budget;
      failed ||= !ok;
      console.log(`  ${category.padEnd(16)} ${String(score).padStart(6)}   (runs ${runs.join(', ')})   budget ≥ ${budget}: ${ok ? 'OK' : 'UNDER'}`);
    }
    const shift = median(shifts);
    const ok = Number(shift.toFixed(3)) <= CLS_BUDGET;
    failed ||= !ok;
    console.log(`  ${'layout shift'.padEnd(16)} ${shift.toFixed(3).padStart(6)}   (runs ${shifts.map((value) => value.toFixed(3)).join(', ')})   budget ≤ ${CLS_BUDGET}: ${ok ? 'OK' : 'OVER'}`);
    console.log(`  medians: ${Object.entries(METRICS).map(([id, label]) => `${label} ${median(metrics[id] ?? []).toFixed(0)} ms`).join(', ')}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  await close();
}
process.exitCode = failed ? 1 : 0;
