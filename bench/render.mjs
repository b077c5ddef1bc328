// Render benchmark: how long a customer waits for a usable meter-read form, and how fast typing
// is echoed, in headless Chromium against the demo server with in-memory stand-ins; and the
// lean build (dist/lean/, `?runtime=lean`) against the default one, in the same run.
// Run with `npm run bench:render` (builds first). Prints medians against budgets.
// `node bench/render.mjs --only runtimes` runs the comparison of the two builds alone, `--only
// phone` the phone profile alone (the floor and both pages on both builds).
import puppeteer from 'puppeteer-core';
import { startDemoServer } from '../demo/server.mjs';
import { findChromium, chromiumArgs } from '../scripts/chromium-path.mjs';

const RUNS = 7;
const BUDGETS = {
  /** Navigation start → first name field in the DOM and focusable, cold cache. */
  usableColdMs: 1500,
  /** The same with a warm HTTP cache (a returning customer). */
  usableWarmMs: 800,
  /** One keystroke → the value shown in the field, median over a 40-character name. */
  keystrokeMs: 16,
  /** Four-times slower CPU (a mid-range phone), cold cache. */
  usableSlowCpuMs: 3000,
  /** One keystroke in the complaint query box with 30,000 characters already in it → echoed. */
  queryKeystrokeMs: 16,
  /** Cumulative layout shift while the page loads, on a phone and on a desktop screen. */
  layoutShift: 0.01,
  /**
   * On a phone (below), time to a usable form against the same page with no framework at all
   * (demo/public/bench/meter-read-floor.html: the same config fetched, the same fields as HTML).
   */
  phoneRatio: 3.5,
};

/** Lighthouse's mobile profile: 4× slower CPU, 150 ms round trip, 1.6 Mbps down, cold cache. */
const PHONE = { cpuSlowdown: 4, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const PHONE_RUNS = 7;
const FLOOR_PAGE = '/bench/meter-read-floor.html';

const VIEWPORTS = {
  phone: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { url, close } = await startDemoServer({ port: 0, database: 'memory', log: () => {} });
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });

async function timeToUsable(path, { cache, cpuSlowdown = 1 }) {
  const page = await browser.newPage();
  await page.setCacheEnabled(cache);
  if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
  if (cache) await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0' }); // fill the cache
  await page.goto(new URL(path, url).href, { waitUntil: 'domcontentloaded' });
  const ms = await page.waitForFunction(
    () => {
      const input = (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support'))?.shadowRoot?.querySelector('input[name="first_name"]');
      return input ? performance.now() : false;
    },
    { polling: 'raf', timeout: 20000 },
  );
  const value = await ms.jsonValue();
  await page.close();
  return value;
}

/** Navigation start → the first name field on screen, on the phone profile. */
async function phoneTimeToUsable(path) {
  const page = await browser.newPage();
  await page.setViewport(VIEWPORTS.phone);
  const client = await page.createCDPSession();
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  await client.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  });
  await client.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto(new URL(path, url).href, { waitUntil: 'domcontentloaded', timeout: 60000 });
  const ms = await page.waitForFunction(
    () => {
      const input =
        (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support'))?.shadowRoot?.querySelector('input[name="first_name"]') ??
        document.querySelector('input[name="first_name"]');
      return input ? performance.now() : false;
    },
    { polling: 'raf', timeout: 60000 },
  );
  const value = await ms.jsonValue();
  await page.close();
  return value;
}

/** The same demo page on the lean build (demo/server.mjs). */
const lean = (path) => `${path}${path.includes('?') ? '&' : '?'}runtime=lean`;

/** The phone profile for the floor and both meter-read pages on both builds, runs alternating, medians and ratios. */
async function phoneProfile() {
  const pages = {
    floor: FLOOR_PAGE,
    embedded: '/',
    app: '/help-and-support/submit-meter-read',
    'embedded, lean': lean('/'),
    'app, lean': lean('/help-and-support/submit-meter-read'),
  };
  const times = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let run = 0; run < PHONE_RUNS; run += 1) {
    for (const [name, path] of Object.entries(pages)) times[name].push(await phoneTimeToUsable(path));
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
}

async function keystrokeLatency(path) {
  const page = await browser.newPage();
  await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0' });
  const field = await page.waitForFunction(() => (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support'))?.shadowRoot?.querySelector('input[name="first_name"]'));
  await field.focus();
  await page.evaluate(() => {
    const input = (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support')).shadowRoot.querySelector('input[name="first_name"]');
    window.__echo = [];
    input.addEventListener('keydown', () => {
      const started = performance.now();
      const length = input.value.length;
      const check = () => (input.value.length > length ? window.__echo.push(performance.now() - started) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
  });
  await page.keyboard.type('Bartholomew Featherstonehaugh-Wainwright', { delay: 30 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const echoes = await page.evaluate(() => window.__echo);
  await page.close();
  return median(echoes);
}

/** The longest query allowed (30,000 characters), already typed: what the query step holds before the last keystrokes. */
const LONG_QUERY = 'My bill is higher than expected. '.repeat(1000).slice(0, 30_000);
const QUERY_PATH = '/help-and-support/complaints/gas-and-electricity/query';

/**
 * Keystrokes at the end of a query box that already holds 30,000 characters, on the app's query
 * step (the details step's answers saved for the tab, as the journey keeps them), echoed in
 * the box: the median over 40 keystrokes.
 */
async function queryKeystrokeLatency({ cpuSlowdown = 1 } = {}) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((query) => {
    const cached = { firstName: 'Ann', surname: 'Lee', email: 'ann@example.com', telephoneNumber: '07700900982', textphoneNumber: '', vulnerabilityConsent: false, addressId: '100023336911' };
    sessionStorage.setItem('help-and-support', JSON.stringify({ version: 2, drafts: { complaint: { answers: { cached, query } } }, receipts: {} }));
  }, LONG_QUERY);
  await page.goto(new URL(QUERY_PATH, url).href, { waitUntil: 'networkidle0' });
  const box = await page.waitForFunction(() => document.querySelector('help-and-support')?.shadowRoot?.querySelector('textarea[name="query"]'), { timeout: 20000 });
  await box.focus();
  await page.evaluate((length) => {
    const input = document.querySelector('help-and-support').shadowRoot.querySelector('textarea[name="query"]');
    if (input.value.length !== length) throw new Error(`the query box holds ${input.value.length} characters, not ${length}`);
    input.setSelectionRange(length, length);
    window.__echo = [];
    input.addEventListener('keydown', () => {
      const started = performance.now();
      const before = input.value.length;
      const check = () => (input.value.length > before ? window.__echo.push(performance.now() - started) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
  }, LONG_QUERY.length);
  if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
  await page.keyboard.type(' It went up again this month', { delay: 30 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const echoes = await page.evaluate(() => window.__echo);
  await page.close();
  return median(echoes);
}

/** Layout shift from navigation until the form and its sanitised templates have settled. */
async function layoutShift(path, viewport) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await page.setCacheEnabled(false);
  await page.evaluateOnNewDocument(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support'))?.shadowRoot?.querySelector('.mrf-intro b'), { timeout: 20000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const cls = await page.evaluate(() => window.__cls);
  await page.close();
  return cls;
}

async function measure(path) {
  const cold = [];
  const warm = [];
  const slow = [];
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(await timeToUsable(path, { cache: false }));
    warm.push(await timeToUsable(path, { cache: true }));
    slow.push(await timeToUsable(path, { cache: false, cpuSlowdown: 4 }));
  }
  const shifts = { phone: [], desktop: [] };
  for (let run = 0; run < 3; run += 1) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) shifts[name].push(await layoutShift(path, viewport));
  }
  return {
    cold: median(cold),
    warm: median(warm),
    slow: median(slow),
    keystroke: await keystrokeLatency(path),
    clsPhone: Math.max(...shifts.phone),
    clsDesktop: Math.max(...shifts.desktop),
  };
}

let failed = false;
const line = (name, value, budget) => {
  const ok = value <= budget;
  failed ||= !ok;
  console.log(`${name.padEnd(58)} ${value.toFixed(1).padStart(8)} ms   budget ${budget} ms: ${ok ? 'OK' : 'OVER'}`);
};
const shiftLine = (name, value) => {
  const ok = value <= BUDGETS.layoutShift;
  failed ||= !ok;
  console.log(`${name.padEnd(58)} ${value.toFixed(4).padStart(8)}      budget ${BUDGETS.layoutShift}: ${ok ? 'OK' : 'OVER'}`);
};

/** `node bench/render.mjs --only query`: the query box alone (the rest takes minutes); `--only runtimes`: the two builds alone. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

/**
 * Both builds in one run: time to a usable meter-read form, cold cache, at full speed and with
 * the CPU 4× slower, runs alternating between the builds (median of RUNS). The lean build is
 * held to the same budgets.
 */
async function runtimes() {
  console.log(`default build (React) against the lean build (preact/compat), form usable, cold cache, median of ${RUNS} alternating runs:`);
  for (const [name, path] of [
    ['embedded', '/'],
    ['app page', '/help-and-support/submit-meter-read'],
  ]) {
    for (const cpuSlowdown of [1, 4]) {
      const times = { react: [], lean: [] };
      for (let run = 0; run < RUNS; run += 1) {
        times.react.push(await timeToUsable(path, { cache: false, cpuSlowdown }));
        times.lean.push(await timeToUsable(lean(path), { cache: false, cpuSlowdown }));
      }
      const budget = cpuSlowdown > 1 ? BUDGETS.usableSlowCpuMs : BUDGETS.usableColdMs;
      const cpu = cpuSlowdown > 1 ? `, CPU ${cpuSlowdown}× slower` : '';
      line(`  ${name}${cpu}, React`, median(times.react), budget);
      line(`  ${name}${cpu}, lean`, median(times.lean), budget);
      console.log(`${''.padEnd(58)} lean/React: ${(median(times.lean) / median(times.react)).toFixed(2)}×`);
    }
  }
}

async function queryBox() {
  console.log('complaint query box with 30,000 characters in it (app page), median of 40 keystrokes:');
  line('  keystroke echoed', await queryKeystrokeLatency(), BUDGETS.queryKeystrokeMs);
  console.log(`${'  keystroke echoed, CPU 4× slower'.padEnd(58)} ${(await queryKeystrokeLatency({ cpuSlowdown: 4 })).toFixed(1).padStart(8)} ms`);
}

/** The phone profile: the floor, and both meter-read pages on both builds. */
async function phone() {
  const phone = await phoneProfile();
  console.log(`phone profile (CPU ${PHONE.cpuSlowdown}×, ${PHONE.latency} ms round trip, 1.6 Mbps, cold cache), median of ${PHONE_RUNS} alternating runs:`);
  console.log(`${'  no framework (the floor), usable'.padEnd(58)} ${phone.floor.toFixed(1).padStart(8)} ms`);
  for (const name of ['embedded', 'app', 'embedded, lean', 'app, lean']) {
    const ratio = phone[name] / phone.floor;
    const ok = ratio <= BUDGETS.phoneRatio;
    failed ||= !ok;
    const label = `${name.startsWith('embedded') ? 'embedded (demo page)' : 'app page'}${name.endsWith('lean') ? ', lean build' : ''}`;
    console.log(`${`  ${label}, usable`.padEnd(58)} ${phone[name].toFixed(1).padStart(8)} ms   ${ratio.toFixed(2)}× the floor, budget ${BUDGETS.phoneRatio}×: ${ok ? 'OK' : 'OVER'}`);
  }
}

/** The meter-read pages: time to usable, keystrokes and layout shift. */
async function everythingElse() {
  for (const [name, path] of [
    ['embedded (demo page)', '/'],
    ['app page (/help-and-support/submit-meter-read)', '/help-and-support/submit-meter-read'],
  ]) {
    const result = await measure(path);
    console.log(`${name}, median of ${RUNS}:`);
    line('  form usable, cold cache', result.cold, BUDGETS.usableColdMs);
    line('  form usable, warm cache', result.warm, BUDGETS.usableWarmMs);
    line('  form usable, cold cache, CPU 4× slower', result.slow, BUDGETS.usableSlowCpuMs);
    line('  keystroke echoed in the first name field', result.keystroke, BUDGETS.keystrokeMs);
    shiftLine('  layout shift while loading, phone 412×823 (worst of 3)', result.clsPhone);
    shiftLine('  layout shift while loading, desktop 1280×800 (worst of 3)', result.clsDesktop);
  }
}

try {
  if (!only || only === 'query') await queryBox();
  if (!only || only === 'runtimes') await runtimes();
  if (!only || only === 'phone') await phone();
  if (!only) await everythingElse();
} finally {
  await browser.close();
  await close();
}
process.exitCode = failed ? 1 : 0;
