// @ts-check
// Render benchmark: how long a customer waits for the meter-read form on screen, and how fast
// typing is echoed, in headless Chromium against the demo server with in-memory stand-ins; and
// the lean build (dist/lean/, `?runtime=lean`) against the default one, in the same run.
// Run with `npm run bench:render` (builds first). Prints medians against budgets.
// `node bench/render.mjs --only runtimes` runs the comparison of the two builds alone, `--only
// phone` the phone profile alone (the floor, the snippet's page and the app page on both builds),
// `--only bytes` what the marketing page downloads of the bundle on a first visit, `--only
// landing` the help home and an article on the phone profile, each against its floor.
//
// Every page load is a customer's first visit: a fresh incognito browser context of its own (an
// empty HTTP and memory cache, no service worker, no connection kept open, and a renderer
// process of its own, so no script compiled by an earlier load is reused), throttled before it
// navigates. The files come as a CDN sends them (compressed at the best level beforehand), from a
// copy of dist/ taken at the start, so a build during the run cannot mix two builds' files.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { DEMO_CSP, DIST_DIR, startDemoServer } from '../demo/server.mjs';
import { findChromium, chromiumArgs } from '../scripts/chromium-path.mjs';
import { KB, RENDER_BUDGETS as BUDGETS, againstBudget } from './budgets.mjs';

/** @typedef {import('puppeteer-core').Page} Page */

const RUNS = 7;

/** Lighthouse's mobile profile: 4× slower CPU, 150 ms round trip, 1.6 Mbps down, cold cache. */
const PHONE = { cpuSlowdown: 4, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const PHONE_RUNS = 7;
const FLOOR_PAGE = '/bench/meter-read-floor.html';
/**
 * A marketing page holding the build's snippet for the form and nothing else of ours: written at
 * the start into the copy of dist/ (writeEmbedPages), for each build, so served as dist/ is.
 */
const EMBED_PAGE = '/dist/bench/meter-read-embed.html';
const EMBED_PAGE_LEAN = '/dist/lean/bench/meter-read-embed.html';
const APP_PAGE = '/help-and-support/submit-meter-read';
/**
 * The help home (the app's) and an article, each against its floor: the same category links as
 * a static page (written at the start, writeHomeFloor), and a page that fetches the same
 * article's page and puts its body in with no framework.
 */
const HOME_PAGE = '/help-and-support';
const HOME_FLOOR = '/dist/bench/help-home-floor.html';
const ARTICLE_PAGE = '/help-and-support/meters/economy-7-meters';
const ARTICLE_FLOOR = '/bench/article-floor.html';
/** The elements whose shadow roots hold the help home's links and an article's body. */
const TARGET_HOSTS = 'help-and-support';
/** What a customer came to an article for: its first paragraph (the element's body, or the page's). */
const ARTICLE_FIRST_PARAGRAPH = [':is(.help-article-body, .help-article__body) p'];
/** How long one page may take to show the field, throttled. */
const FIELD_TIMEOUT_MS = 60_000;
/**
 * A new context's first page starts its renderer processes in the background; a customer's
 * browser has them running already. Asked for at once, a page waited for them: on this
 * benchmark's two-core machine, 100–200 ms more for every page, the floor included.
 */
const SETTLE_MS = 1000;

const VIEWPORTS = {
  phone: { width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1 },
};

/** @param {number[]} values */
const median = (values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/** The same demo page on the lean build (demo/server.mjs). @param {string} path */
const lean = (path) => `${path}${path.includes('?') ? '&' : '?'}runtime=lean`;

/** Other work on the machine as the run starts (the run's own work counts in any later figure). */
const loadAtStart = loadavg()[0] ?? 0;
const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
cpSync(DIST_DIR, dist, { recursive: true, filter: (source) => !/\.(?:map|zip)$/.test(source) && relative(DIST_DIR, source) !== 'aem' });
const { url, close, pagesReady } = await startDemoServer({ port: 0, database: 'memory', distDir: dist, log: () => {} });
const browser = await puppeteer.launch({ executablePath: findChromium() ?? undefined, headless: true, args: chromiumArgs });

/**
 * Writes the marketing page of each build into the copy of dist/: demo/public/bench/
 * meter-read-embed.html with everything between its snippet comments replaced by the build's
 * snippet as it is (dist/embed/meter-read-form.html, or dist/lean/embed/), and the demo pages'
 * policy as a meta element (less frame-ancestors, which a meta policy cannot hold).
 * @returns {string[]} the pages written, as paths on the demo server
 */
function writeEmbedPages() {
  const template = readFileSync(new URL('../demo/public/bench/meter-read-embed.html', import.meta.url), 'utf8');
  const region = /<!-- snippet -->[\s\S]*<!-- \/snippet -->/;
  if (!region.test(template)) throw new Error('demo/public/bench/meter-read-embed.html has lost its <!-- snippet --> … <!-- /snippet --> comments');
  const policy = DEMO_CSP.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')).join('; ');
  /** @type {string[]} */
  const written = [];
  for (const [build, path] of /** @type {[string, string][]} */ ([['', EMBED_PAGE], ['lean', EMBED_PAGE_LEAN]])) {
    const snippet = join(dist, build, 'embed', 'meter-read-form.html');
    if (!existsSync(snippet)) continue;
    const page = template
      .replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  <meta http-equiv="Content-Security-Policy" content="${policy}">`)
      .replace(region, () => readFileSync(snippet, 'utf8').trim());
    mkdirSync(join(dist, build, 'bench'), { recursive: true });
    writeFileSync(join(dist, build, 'bench', 'meter-read-embed.html'), page);
    written.push(path);
  }
  return written;
}

/**
 * Writes the help home's floor into the copy of dist/: demo/public/bench/help-home-floor.html
 * with the category links the app's home shows (its topics), read from the home as a browser
 * renders it, so the floor always has the same links.
 * @returns {Promise<string[]>} the links' addresses (what the home's rows wait for)
 */
async function writeHomeFloor() {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL(HOME_PAGE, url).href, { waitUntil: 'networkidle0', timeout: FIELD_TIMEOUT_MS });
    const links = await page.waitForFunction(
      () => {
        const topics = document.querySelector('help-and-support')?.shadowRoot?.querySelector('.hh-topics');
        const found = [...(topics?.querySelectorAll('a[href]') ?? [])].map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent?.trim() ?? '' }));
        return found.length > 0 ? found : null;
      },
      { timeout: FIELD_TIMEOUT_MS },
    );
    const list = /** @type {{ href: string, text: string }[]} */ (await links.jsonValue());
    /** @param {string} text */
    const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    const template = readFileSync(new URL('../demo/public/bench/help-home-floor.html', import.meta.url), 'utf8');
    const region = /<!-- links -->[\s\S]*<!-- \/links -->/;
    if (!region.test(template)) throw new Error('demo/public/bench/help-home-floor.html has lost its <!-- links --> … <!-- /links --> comments');
    const items = list.map(({ href, text }) => `<li><a href="${escape(href)}">${escape(text)}</a></li>`).join('\n      ');
    mkdirSync(join(dist, 'bench'), { recursive: true });
    writeFileSync(join(dist, 'bench', 'help-home-floor.html'), template.replace(region, () => items));
    return list.map(({ href }) => href);
  } finally {
    await context.close();
  }
}

/**
 * A time a page reports, and the function it reports it with; failing after FIELD_TIMEOUT_MS.
 * @param {string} what what did not happen, if it fails
 * @returns {[Promise<number>, (ms: number) => void]}
 */
function timed(what) {
  /** @type {(ms: number) => void} */
  let resolve = () => {};
  const time = new Promise((resolveTime, reject) => {
    resolve = resolveTime;
    setTimeout(() => reject(new Error(`${what} within ${FIELD_TIMEOUT_MS} ms`)), FIELD_TIMEOUT_MS).unref();
  });
  time.catch(() => undefined); // awaited only where it is asked for
  return [time, resolve];
}

/**
 * Runs in the page from its first moment: calls `report` with performance.now() at the first
 * frame in which an element matching each of `selectors` is on screen (connected, with a box, not
 * hidden by any style), in the page or in the open shadow roots of `hosts`. It looks again when
 * something was added to the page or to such a shadow root, once a frame at most.
 * @param {string} hosts
 * @param {string[]} selectors
 * @param {string} report the name of the function to call with the time
 */
function watchTargets(hosts, selectors, report) {
  /** @type {WeakSet<ShadowRoot>} */
  const watched = new WeakSet();
  let pending = false;
  let done = false;
  const observer = new MutationObserver(() => look());
  /** @param {Document | ShadowRoot} root @param {string} selector @returns {Element | null} */
  const find = (root, selector) => {
    for (const found of root.querySelectorAll(selector)) {
      const box = found.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && found.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return found;
    }
    for (const host of root.querySelectorAll(hosts)) {
      const shadow = host.shadowRoot;
      if (!shadow) continue;
      if (!watched.has(shadow)) {
        watched.add(shadow);
        observer.observe(shadow, { childList: true, subtree: true, attributes: true });
      }
      const inside = find(shadow, selector);
      if (inside) return inside;
    }
    return null;
  };
  const frame = () => {
    pending = false;
    if (done) return;
    if (!selectors.every((selector) => find(document, selector))) return look();
    done = true;
    observer.disconnect();
    /** @type {(ms: number) => void} */ (/** @type {any} */ (window)[report])(performance.now());
  };
  function look() {
    if (pending || done) return;
    pending = true;
    requestAnimationFrame(frame);
  }
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', look);
  addEventListener('load', look);
}

/**
 * Navigation start → every one of `selectors` on screen, on the phone profile, a first visit.
 * @param {string} path @param {string[]} selectors
 */
async function timeToTargets(path, selectors) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await emulatePhone(page);
    const [shown, reportShown] = timed(`${path}: not on screen`);
    await page.exposeFunction('__benchTargetsShown', reportShown);
    await page.evaluateOnNewDocument(watchTargets, TARGET_HOSTS, selectors, '__benchTargetsShown');
    await page.goto(new URL(path, url).href, { waitUntil: 'domcontentloaded', timeout: FIELD_TIMEOUT_MS });
    return await shown;
  } finally {
    await context.close();
  }
}

/**
 * The help home and an article on the phone profile, each against its floor in the same run,
 * both builds, runs alternating between the pages.
 */
async function landingPages() {
  const homeLinks = await writeHomeFloor();
  const homeTargets = homeLinks.map((href) => `a[href="${href.replace(/"/g, '\\"')}"]`);
  const rows = /** @type {const} */ ([
    ['home', 'the help home: its category links', HOME_FLOOR, homeTargets, [['app page', HOME_PAGE], ['app page, lean build', lean(HOME_PAGE)]], 'phoneHomeRatio'],
    ['article', 'an article (meters/economy-7-meters): its first paragraph', ARTICLE_FLOOR, ARTICLE_FIRST_PARAGRAPH, [['app page', ARTICLE_PAGE], ['app page, lean build', lean(ARTICLE_PAGE)]], 'phoneArticleRatio'],
  ]);
  for (const [, title, floorPage, targets, pages, budget] of rows) {
    const all = /** @type {[string, string][]} */ ([['no framework (the floor)', floorPage], ...pages]);
    /** @type {number[][]} */
    const times = all.map(() => []);
    for (let run = 0; run < PHONE_RUNS; run += 1) {
      for (let step = 0; step < all.length; step += 1) {
        const index = (run + step) % all.length;
        times[index]?.push(await timeToTargets(all[index]?.[1] ?? '', [...targets]));
      }
    }
    const floor = median(times[0] ?? []);
    console.log(`phone profile, ${title}, median of ${PHONE_RUNS} alternating runs:`);
    all.forEach(([label], index) => {
      const values = times[index] ?? [];
      const ratio = median(values) / floor;
      const runs = `(runs ${values.map((ms) => ms.toFixed(0)).join(', ')})`;
      if (index === 0) {
        console.log(`${`  ${label}`.padEnd(44)} ${floor.toFixed(0).padStart(6)} ms  1.00×                     ${runs}`);
        return;
      }
      const { ok, text } = againstBudget(ratio, BUDGETS[budget]);
      failed ||= !ok;
      console.log(`${`  ${label}`.padEnd(44)} ${median(values).toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}×, ${text}  ${runs}`);
    });
  }
}

/**
 * Asks for every script, stylesheet and page of the copy of dist/ and the pages timed, as a
 * browser does (brotli), and waits until the server has them all at its best level: a CDN
 * serves files compressed beforehand, where the demo server sends a large file's first request
 * at a faster, larger level and makes the best one in the background (demo/static-files.mjs).
 */
async function compressAsACdnWould() {
  /** @param {string} folder @returns {string[]} */
  const filesUnder = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(folder, entry.name)) : /\.(?:js|css|html)$/.test(entry.name) ? [join(folder, entry.name)] : [],
    );
  const files = filesUnder(dist);
  const pages = [FLOOR_PAGE, APP_PAGE, '/', HOME_PAGE, ARTICLE_PAGE].flatMap((path) => [path, lean(path)]);
  /** @param {string} path */
  const get = (path) => fetch(new URL(path, url), { headers: { 'Accept-Encoding': 'br' } }).then(async (response) => (await response.arrayBuffer(), response));
  const demoFiles = ['/demo.css', '/bench/meter-read-floor.css', '/bench/meter-read-floor.js', ARTICLE_FLOOR, '/bench/article-floor.js', '/consent-banner.js', '/control-panel.js'];
  for (const path of [...pages, ...demoFiles, ...files.map((file) => `/dist/${relative(dist, file)}`)]) await get(path);
  // The best level is made one file at a time, in the order asked: once the last large file
  // has it, all have.
  const largest = files.filter((file) => readFileSync(file).length > 32 * 1024).at(-1);
  for (let tries = 0; largest && tries < 600; tries += 1) {
    if ((await get(`/dist/${relative(dist, largest)}`)).headers.get('etag')?.endsWith('-br11"')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The hosts the first name field may be inside, in their shadow roots. */
const FIELD_HOSTS = 'meter-read-form, help-and-support';

/**
 * Runs in the page from its first moment: calls `report` with performance.now() at the first
 * frame in which the first name field is on screen (connected, with a box, not hidden by any
 * style), in the page or inside an element's open shadow root, put there by script or by the
 * parser (declarative shadow DOM). It looks again only when something was added to the page or
 * to a shadow root, once a frame at most (and every frame while the field is there but not yet
 * shown), so it costs the throttled page next to nothing.
 * @param {string} hosts
 * @param {string} report the name of the function to call with the time
 * @param {string} ready the name of the function to call with the time the form can be sent
 * @param {string} takenOver the name of the function to call with the time the element has taken
 *   its snapshot over (the time the form can be sent, where there is none)
 */
function watchFirstField(hosts, report, ready, takenOver) {
  /** @type {WeakSet<ShadowRoot>} */
  const watched = new WeakSet();
  let pending = false;
  let done = false;
  const observer = new MutationObserver(() => look());
  /** @param {Document | ShadowRoot} root @returns {HTMLInputElement | null} */
  const find = (root) => {
    const field = root.querySelector('input[name="first_name"]');
    if (field instanceof HTMLInputElement) return field;
    for (const host of root.querySelectorAll(hosts)) {
      const shadow = host.shadowRoot;
      if (!shadow) continue;
      if (!watched.has(shadow)) {
        watched.add(shadow);
        observer.observe(shadow, { childList: true, subtree: true });
      }
      const inside = find(shadow);
      if (inside) return inside;
    }
    return null;
  };
  const frame = () => {
    pending = false;
    if (done) return;
    const field = find(document);
    if (!field) return;
    const box = field.getBoundingClientRect();
    if (field.isConnected && box.width > 0 && box.height > 0 && field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      done = true;
      observer.disconnect();
      /** @type {(ms: number) => void} */ (/** @type {any} */ (window)[report])(performance.now());
      watchSendButton(field);
    } else look();
  };
  /**
   * Then the moment the form can be sent: its submit button enabled. A snapshot's is enabled by
   * the element's entry script, which holds a press until the element has taken the form over
   * and then sends it (src/platform/take-over/early-press.ts); a form rendered by script has it so. And the
   * moment the element has taken a snapshot over (the button no longer the snapshot's).
   * @param {HTMLInputElement} shownField
   */
  const watchSendButton = (shownField) => {
    const root = /** @type {Document | ShadowRoot} */ (shownField.getRootNode());
    const button = () => {
      // A snapshot that did not match is rendered afresh: the form's field, not the first one shown.
      const form = (find(document) ?? shownField).form;
      const found = form?.querySelector('button[type="submit"], button:not([type])');
      return found instanceof HTMLButtonElement ? found : undefined;
    };
    const sendable = () => button()?.disabled === false;
    const ownForm = () => sendable() && !button()?.hasAttribute('data-help-snapshot');
    /** @param {string} name */
    const at = (name) => /** @type {(ms: number) => void} */ (/** @type {any} */ (window)[name])(performance.now());
    let sent = false;
    const check = () => {
      if (!sent && sendable()) {
        sent = true;
        at(ready);
      }
      if (sent && ownForm()) {
        at(takenOver);
        return true;
      }
      return false;
    };
    if (check()) return;
    const buttons = new MutationObserver(() => {
      if (check()) buttons.disconnect();
    });
    buttons.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'data-help-snapshot'] });
  };
  function look() {
    if (pending || done) return;
    pending = true;
    requestAnimationFrame(frame);
  }
  observer.observe(document, { childList: true, subtree: true });
  // An element's script attaches its shadow root without changing the page: look once it has.
  for (const tag of hosts.split(',')) customElements.whenDefined(tag.trim()).then(look, () => undefined);
  document.addEventListener('DOMContentLoaded', look);
}

/**
 * Watches the next navigation of `page` for the first name field on screen.
 * @param {Page} page
 * @returns {Promise<{ shown: Promise<number>, ready: Promise<number>, takenOver: Promise<number> }>}
 *   the times, relative to navigation start, of the field on screen, of the form able to be sent
 *   and of the form the element's own
 */
async function watchField(page) {
  const [shown, reportShown] = timed('no first name field on screen');
  const [ready, reportReady] = timed('no form that could be sent');
  const [takenOver, reportTakenOver] = timed('no form taken over');
  await page.exposeFunction('__benchFieldShown', reportShown);
  await page.exposeFunction('__benchFormReady', reportReady);
  await page.exposeFunction('__benchFormTakenOver', reportTakenOver);
  await page.evaluateOnNewDocument(watchFirstField, FIELD_HOSTS, '__benchFieldShown', '__benchFormReady', '__benchFormTakenOver');
  return { shown, ready, takenOver };
}

/**
 * The phone profile (PHONE) on a page: its viewport, network and CPU.
 * @param {Page} page
 */
async function emulatePhone(page) {
  await page.setViewport(VIEWPORTS.phone);
  await page.emulateNetworkConditions({ download: PHONE.downloadThroughput, upload: PHONE.uploadThroughput, latency: PHONE.latency });
  await page.emulateCPUThrottling(PHONE.cpuSlowdown);
}

/**
 * Navigation start → the first name field on screen, in a fresh incognito context (a first
 * visit), or after a first visit in the same context (`cache`: a returning customer).
 * @param {string} path
 * @param {{ cache?: boolean, cpuSlowdown?: number, phone?: boolean }} options
 *   phone: the phone profile (PHONE: viewport, CPU and network), applied before navigating
 */
async function timeToField(path, options) {
  return (await timesToField(path, options)).shown;
}

/**
 * The same, and the time the form can be sent: on a snapshot's page, once the element has taken
 * it over (its submit button is disabled until then).
 * @param {string} path
 * @param {{ cache?: boolean, cpuSlowdown?: number, phone?: boolean }} options
 * @returns {Promise<{ shown: number, ready: number, takenOver: number }>}
 */
async function timesToField(path, { cache = false, cpuSlowdown = 1, phone = false }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (cache) await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0' }); // fill the cache
    if (phone) await emulatePhone(page);
    else if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
    const { shown, ready, takenOver } = await watchField(page);
    await page.goto(new URL(path, url).href, { waitUntil: 'domcontentloaded', timeout: FIELD_TIMEOUT_MS });
    return { shown: await shown, ready: await ready, takenOver: await takenOver };
  } finally {
    await context.close();
  }
}

/**
 * The phone profile for the floor, the snippet's page and the app page on both builds (a
 * build's snippet page only where the build wrote its snippet), runs alternating between the
 * pages, each round starting one page further on, so none always follows the same one.
 * @param {string[]} embedPages the snippet's pages written
 * @returns {Promise<{ shown: Record<string, number[]>, ready: Record<string, number[]>, takenOver: Record<string, number[]> }>}
 *   each page's times, in run order: the field on screen, the form able to be sent, and the form
 *   the element's own
 */
async function phoneProfile(embedPages) {
  /** @type {Record<string, string>} */
  const pages = { floor: FLOOR_PAGE };
  if (embedPages.includes(EMBED_PAGE)) pages.embed = EMBED_PAGE;
  pages.app = APP_PAGE;
  if (embedPages.includes(EMBED_PAGE_LEAN)) pages['embed, lean'] = EMBED_PAGE_LEAN;
  pages['app, lean'] = lean(APP_PAGE);
  const names = Object.keys(pages);
  /** @type {Record<string, number[]>} */
  const shown = Object.fromEntries(names.map((name) => [name, []]));
  /** @type {Record<string, number[]>} */
  const ready = Object.fromEntries(names.map((name) => [name, []]));
  /** @type {Record<string, number[]>} */
  const takenOver = Object.fromEntries(names.map((name) => [name, []]));
  for (let run = 0; run < PHONE_RUNS; run += 1) {
    for (let step = 0; step < names.length; step += 1) {
      const name = names[(run + step) % names.length] ?? '';
      const times = await timesToField(pages[name] ?? '', { phone: true });
      shown[name]?.push(times.shown);
      ready[name]?.push(times.ready);
      takenOver[name]?.push(times.takenOver);
    }
  }
  return { shown, ready, takenOver };
}

/**
 * The first name field of the meter-read form, in the page (runs in the page).
 * @returns {HTMLInputElement | null}
 */
function firstNameField() {
  const host = document.querySelector('meter-read-form') ?? document.querySelector('help-and-support');
  return host?.shadowRoot?.querySelector('input[name="first_name"]') ?? null;
}

/**
 * Records, in `window.__echo`, how long each keystroke in `field` takes to show (runs in the page).
 * @param {HTMLInputElement | HTMLTextAreaElement} field
 */
function recordEchoes(field) {
  const echoes = /** @type {number[]} */ ([]);
  /** @type {any} */ (window).__echo = echoes;
  field.addEventListener('keydown', () => {
    const started = performance.now();
    const length = field.value.length;
    const check = () => (field.value.length > length ? echoes.push(performance.now() - started) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
}

/** @param {Page} page */
const echoes = (page) => page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).__echo));

/** @param {string} path */
async function keystrokeLatency(path) {
  const page = await browser.newPage();
  await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0' });
  const field = /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (await page.waitForFunction(firstNameField));
  await field.focus();
  await page.evaluate(`(${recordEchoes})((${firstNameField})())`);
  await page.keyboard.type('Bartholomew Featherstonehaugh-Wainwright', { delay: 30 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const times = await echoes(page);
  await page.close();
  return median(times);
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
  const box = /** @type {import('puppeteer-core').ElementHandle<Element>} */ (
    await page.waitForFunction(() => document.querySelector('help-and-support')?.shadowRoot?.querySelector('textarea[name="query"]'), { timeout: 20000 })
  );
  await box.focus();
  const length = await page.evaluate(() => {
    const input = /** @type {HTMLTextAreaElement} */ (document.querySelector('help-and-support')?.shadowRoot?.querySelector('textarea[name="query"]'));
    input.setSelectionRange(input.value.length, input.value.length);
    return input.value.length;
  });
  if (length !== LONG_QUERY.length) throw new Error(`the query box holds ${length} characters, not ${LONG_QUERY.length}`);
  await page.evaluate(`(${recordEchoes})(document.querySelector('help-and-support').shadowRoot.querySelector('textarea[name="query"]'))`);
  if (cpuSlowdown > 1) await page.emulateCPUThrottling(cpuSlowdown);
  await page.keyboard.type(' It went up again this month', { delay: 30 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const times = await echoes(page);
  await page.close();
  return median(times);
}

/**
 * Layout shift from navigation until the form and its sanitised templates have settled, on a
 * first visit: on the phone profile (shifts that show only while a slow phone loads the page),
 * or on a desktop screen at full speed.
 * @param {string} path
 * @param {'phone' | 'desktop'} device
 */
async function layoutShift(path, device) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (device === 'phone') await emulatePhone(page);
    else await page.setViewport(VIEWPORTS.desktop);
    await page.evaluateOnNewDocument(() => {
      const page = /** @type {any} */ (window);
      page.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (list.getEntries())) {
          if (!entry.hadRecentInput) page.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0', timeout: FIELD_TIMEOUT_MS });
    await page.waitForFunction(() => (document.querySelector('meter-read-form') ?? document.querySelector('help-and-support'))?.shadowRoot?.querySelector('.mrf-intro b'), { timeout: FIELD_TIMEOUT_MS });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await page.evaluate(() => /** @type {number} */ (/** @type {any} */ (window).__cls));
  } finally {
    await context.close();
  }
}

/** @param {string} path */
async function measure(path) {
  /** @type {number[]} */ const cold = [];
  /** @type {number[]} */ const warm = [];
  /** @type {number[]} */ const slow = [];
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(await timeToField(path, { cache: false }));
    warm.push(await timeToField(path, { cache: true }));
    slow.push(await timeToField(path, { cache: false, cpuSlowdown: 4 }));
  }
  /** @type {{ phone: number[], desktop: number[] }} */
  const shifts = { phone: [], desktop: [] };
  for (let run = 0; run < 3; run += 1) {
    shifts.phone.push(await layoutShift(path, 'phone'));
    shifts.desktop.push(await layoutShift(path, 'desktop'));
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
/** @param {string} name @param {number} value @param {import('./budgets.mjs').TimeBudget} budget */
const line = (name, value, budget) => {
  const { ok, text } = againstBudget(value, budget);
  failed ||= !ok;
  console.log(`${name.padEnd(58)} ${value.toFixed(1).padStart(8)} ms   ${text}`);
};
/** @param {string} name @param {number} value */
const shiftLine = (name, value) => {
  const { ok, text } = againstBudget(value, BUDGETS.layoutShift);
  failed ||= !ok;
  console.log(`${name.padEnd(58)} ${value.toFixed(4).padStart(8)}      ${text}`);
};

/** `node bench/render.mjs --only query`: the query box alone (the rest takes minutes); `--only runtimes`: the two builds alone. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

/**
 * Both builds in one run: time to the meter-read form on screen, cold cache, at full speed and
 * with the CPU 4× slower, runs alternating between the builds (median of RUNS). The lean build
 * is held to the same budgets.
 */
async function runtimes() {
  console.log(`default build (React) against the lean build (preact/compat), form on screen, cold cache, median of ${RUNS} alternating runs:`);
  for (const [name, path] of /** @type {[string, string][]} */ ([
    ['embedded', '/'],
    ['app page', APP_PAGE],
  ])) {
    for (const cpuSlowdown of [1, 4]) {
      /** @type {{ react: number[], lean: number[] }} */
      const times = { react: [], lean: [] };
      for (let run = 0; run < RUNS; run += 1) {
        times.react.push(await timeToField(path, { cache: false, cpuSlowdown }));
        times.lean.push(await timeToField(lean(path), { cache: false, cpuSlowdown }));
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

/** The phone profile: the floor, and the snippet's page and the app page on both builds. */
/** @param {string[]} embedPages the snippet's pages written */
async function phone(embedPages) {
  const { shown, ready, takenOver } = await phoneProfile(embedPages);
  /** @param {number[]} values */
  const runs = (values) => `(runs ${values.map((ms) => ms.toFixed(0)).join(', ')})`;
  const pages = /** @type {[string, string][]} */ ([
    ['embed', 'the snippet alone (marketing page)'],
    ['app', 'app page'],
    ['embed, lean', 'the snippet alone, lean build'],
    ['app, lean', 'app page, lean build'],
  ]);
  const profile = `phone profile (${PHONE.cpuSlowdown}× slower CPU, ${PHONE.latency} ms round trip, 1.6 Mbps, 412×823, a first visit each)`;
  const floor = median(shown.floor ?? []);
  console.log(`${profile}, first name field on screen, median of ${PHONE_RUNS} alternating runs:`);
  console.log(`${'  no framework (the floor)'.padEnd(44)} ${floor.toFixed(0).padStart(6)} ms  1.00×                     ${runs(shown.floor ?? [])}`);
  for (const [name, label] of pages) {
    const values = shown[name];
    if (!values) {
      console.log(`  ${label}: not timed, the build wrote no snippet for it`);
      continue;
    }
    const ratio = median(values) / floor;
    const { ok, text } = againstBudget(ratio, name.startsWith('embed') ? BUDGETS.phoneEmbedRatio : BUDGETS.phoneAppRatio);
    failed ||= !ok;
    console.log(`${`  ${label}`.padEnd(44)} ${median(values).toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}×, ${text}  ${runs(values)}`);
  }
  // A snapshot is typeable before its element's code arrives; its button can be pressed once the
  // element's entry script has run, the press sent once the element has taken the form over: the
  // same loads, timed to the button (the floor's form can be sent as soon as it shows).
  const floorReady = median(ready.floor ?? []);
  console.log(`the same loads, the form able to be sent (its button can be pressed; a snapshot's press is sent once taken over):`);
  console.log(`${'  no framework (the floor)'.padEnd(44)} ${floorReady.toFixed(0).padStart(6)} ms  1.00×                     ${runs(ready.floor ?? [])}`);
  for (const [name, label] of pages) {
    const values = ready[name];
    if (!values) continue;
    const ratio = median(values) / floorReady;
    const { ok, text } = againstBudget(ratio, BUDGETS.phoneReadyRatio);
    failed ||= !ok;
    console.log(`${`  ${label}`.padEnd(44)} ${median(values).toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}×, ${text}  ${runs(values)}`);
  }
  // No budget: what a press before it waits for.
  console.log(`the same loads, the form the element's own (a snapshot taken over; no line):`);
  for (const [name, label] of pages) {
    const values = takenOver[name];
    if (!values) continue;
    console.log(`${`  ${label}`.padEnd(44)} ${median(values).toFixed(0).padStart(6)} ms  ${(median(values) / floorReady).toFixed(2)}×                     ${runs(values)}`);
  }
  // Other work on the machine slows the framework's pages more than the floor: ratios from a
  // busy machine come out higher.
  console.log(`  machine load as the run started (1-minute average): ${loadAtStart.toFixed(1)}${loadAtStart > 0.5 ? ', busy: the ratios come out higher than on a quiet machine' : ''}`);
}

/**
 * What a customer downloads of the bundle on a first visit to `path`, without acting: every
 * /dist/ file the page asks for until the network is quiet (the page itself, the host's, aside),
 * counted gzip as bench:size counts files.
 * @param {string} path
 */
async function firstVisitBytes(path) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    /** @type {Set<string>} */
    const files = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/') && pathname !== path) files.add(pathname.slice('/dist/'.length));
    });
    await page.setViewport(VIEWPORTS.phone);
    await page.goto(new URL(path, url).href, { waitUntil: 'networkidle0', timeout: FIELD_TIMEOUT_MS });
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
    return { files: files.size, bytes };
  } finally {
    await context.close();
  }
}

/** The marketing page's first visit on each build, against its line. @param {string[]} embedPages */
async function firstVisit(embedPages) {
  console.log('the marketing page with <meter-read-form> alone, first visit: the bundle downloaded until the network is quiet (gzip):');
  for (const [page, label, budget] of /** @type {[string, string, import('./budgets.mjs').TimeBudget][]} */ ([
    [EMBED_PAGE, 'React build', BUDGETS.firstVisitKb],
    [EMBED_PAGE_LEAN, 'lean build', BUDGETS.firstVisitLeanKb],
  ])) {
    if (!embedPages.includes(page)) continue;
    const { files, bytes } = await firstVisitBytes(page);
    const { ok, text } = againstBudget(bytes / KB, budget);
    failed ||= !ok;
    console.log(`${`  ${label}`.padEnd(44)} ${(bytes / KB).toFixed(1).padStart(6)} kB in ${files} files, ${text}`);
  }
}

/** The meter-read pages: time to the form on screen, keystrokes and layout shift. */
async function everythingElse() {
  for (const [name, path] of /** @type {[string, string][]} */ ([
    ['embedded (demo page)', '/'],
    [`app page (${APP_PAGE})`, APP_PAGE],
  ])) {
    const result = await measure(path);
    console.log(`${name}, median of ${RUNS}:`);
    line('  form on screen, cold cache', result.cold, BUDGETS.usableColdMs);
    line('  form on screen, warm cache', result.warm, BUDGETS.usableWarmMs);
    line('  form on screen, cold cache, CPU 4× slower', result.slow, BUDGETS.usableSlowCpuMs);
    line('  keystroke echoed in the first name field', result.keystroke, BUDGETS.keystrokeMs);
    shiftLine('  layout shift while loading, phone profile (worst of 3)', result.clsPhone);
    shiftLine('  layout shift while loading, desktop 1280×800 (worst of 3)', result.clsDesktop);
  }
}

try {
  const embedPages = writeEmbedPages();
  // A host renders an article's page when it is asked for: its renderer is ready before the
  // first customer (the demo's starts with the server).
  await pagesReady();
  await compressAsACdnWould();
  if (!only || only === 'query') await queryBox();
  if (!only || only === 'runtimes') await runtimes();
  if (!only || only === 'bytes') await firstVisit(embedPages);
  if (!only || only === 'phone') await phone(embedPages);
  if (!only || only === 'landing') await landingPages();
  if (!only) await everythingElse();
} finally {
  await browser.close();
  await close();
  rmSync(dist, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
