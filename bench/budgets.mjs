// @ts-check
/**
 * Every budget, in one place: download bytes per page (`bench/size.mjs`), times, layout shift and
 * keystrokes (`bench/render.mjs`) and Lighthouse's scores (`bench/lighthouse.mjs`). Each bench
 * prints its figures with the headroom left, and docs/budgets.md shows the tables that
 * `node bench/budgets.mjs --write` writes from here (`--check`, part of `npm test`, fails when
 * they differ). Bytes are gzip (level 9), in kB of 1000.
 *
 * Per element page: `eager` is what its script tag's import graph downloads; `usable` adds its
 * first screen's chunks (the page is usable once they are in). An element whose first screen
 * is HTML from outside (`htmlFirst`: an article) shows nothing until the sanitiser has arrived
 * too, so its `usable` counts the sanitiser. A first screen that shows one of several `parts`
 * (a category page's layout) is usable once that part is in too: each is reported, and the
 * heaviest is held to the budget.
 *
 * Each page has a budget on each build: the default build (React) and the lean one
 * (preact/compat in React's place, which the marketing site's phone pages use). A lean budget is
 * bytes, as a React one is, not a share of the React page: a share moved with every byte added to
 * both builds, and a change that added the same code to each could pass or fail by where a few
 * bytes of shared code sat.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const KB = 1000;

/**
 * @typedef {object} PageBudget
 * @property {number} eager
 * @property {number} usable
 * @property {boolean} [htmlFirst]
 * @property {RegExp} [parts]
 */

/** @type {Record<string, { react: PageBudget, lean: PageBudget, why?: string }>} */
export const PAGE_BUDGETS = {
  'meter-read-form': {
    why: "the marketing site's phone page: its lean build is the tightest",
    react: { eager: 110 * KB, usable: 120 * KB },
    lean: { eager: 42 * KB, usable: 64 * KB },
  },
  'help-and-support': {
    why: "the app's home page, the area's front door from any page of the main site; it downloads no form, journey or sanitiser code",
    react: { eager: 105 * KB, usable: 105 * KB },
    lean: { eager: 46 * KB, usable: 58 * KB },
  },
  'help-category': {
    why: 'a category page is usable once its layout (with its categories) is in: the heaviest counts',
    react: { eager: 110 * KB, usable: 100 * KB, parts: /^chunks\/help-category\.[a-z-]+-layout-/ },
    lean: { eager: 48 * KB, usable: 54 * KB, parts: /^chunks\/help-category\.[a-z-]+-layout-/ },
  },
  'help-search': {
    why: 'a search box on a content page: no form code until the customer uses it',
    react: { eager: 110 * KB, usable: 100 * KB },
    lean: { eager: 40 * KB, usable: 46 * KB },
  },
  'help-home': {
    why: 'its videos, categories and links show within 100 kB',
    react: { eager: 110 * KB, usable: 100 * KB },
    lean: { eager: 43 * KB, usable: 54 * KB },
  },
  'contact-us': { react: { eager: 110 * KB, usable: 100 * KB }, lean: { eager: 41 * KB, usable: 46 * KB } },
  'help-probate': { react: { eager: 110 * KB, usable: 100 * KB }, lean: { eager: 42 * KB, usable: 46 * KB } },
  'help-article': {
    why: 'an article shows HTML first: its budget counts the sanitiser',
    react: { eager: 110 * KB, usable: 112 * KB, htmlFirst: true },
    lean: { eager: 45 * KB, usable: 61 * KB, htmlFirst: true },
  },
  'complaint-journey': {
    why: 'a journey is usable once its first step takes answers',
    react: { eager: 110 * KB, usable: 120 * KB },
    lean: { eager: 45 * KB, usable: 68 * KB },
  },
  'feedback-journey': { react: { eager: 110 * KB, usable: 120 * KB }, lean: { eager: 41 * KB, usable: 66 * KB } },
  'help-deals': {
    why: 'deals show HTML first, as an article: the budget counts the sanitiser',
    react: { eager: 110 * KB, usable: 112 * KB, htmlFirst: true },
    lean: { eager: 48 * KB, usable: 59 * KB, htmlFirst: true },
  },
};

/** An element page with no line of its own. */
export const DEFAULT_PAGE_BUDGET = { react: { eager: 110 * KB, usable: 130 * KB }, lean: { eager: 50 * KB, usable: 70 * KB } };

/** The autoloader file itself (dist/help-and-support.js and dist/lean/help-and-support.js). */
export const AUTOLOADER_BUDGET = 2 * KB;

/**
 * An element page's budget on a build.
 * @param {string} tag @param {'react' | 'lean'} build
 * @returns {PageBudget}
 */
export const pageBudget = (tag, build) => (PAGE_BUDGETS[tag] ?? DEFAULT_PAGE_BUDGET)[build];

/**
 * @typedef {object} TimeBudget
 * @property {number} limit
 * @property {'ms' | '×' | 'kB' | ''} unit `×`: a multiple of the no-framework floor measured in the same run
 * @property {string} what what is measured, for the docs table
 */

/** `bench/render.mjs`: the meter-read form on screen, typing, layout shift. @type {Record<string, TimeBudget>} */
export const RENDER_BUDGETS = {
  usableColdMs: { limit: 1500, unit: 'ms', what: "the form's first field on screen after navigation, a first visit (median of 7)" },
  usableWarmMs: { limit: 800, unit: 'ms', what: 'the same, a returning customer (warm HTTP cache)' },
  usableSlowCpuMs: { limit: 3000, unit: 'ms', what: 'the same, a first visit with the CPU 4× slower (a mid-range phone)' },
  phoneEmbedRatio: {
    limit: 1.5,
    unit: '×',
    what: "on a phone (4× slower CPU, 150 ms round trip, 1.6 Mbps, a first visit), the form's first field on screen on a marketing page holding only the build's snippet, against the same page with no framework (`demo/public/bench/meter-read-floor.html`), median of 7 alternating runs, both builds",
  },
  phoneAppRatio: { limit: 2.5, unit: '×', what: "the same, the app's page (`/help-and-support/submit-meter-read`)" },
  phoneReadyRatio: {
    limit: 1.5,
    unit: '×',
    what: "the same loads, both pages and both builds, timed to the form able to be sent: its button can be pressed (a snapshot's once the element's entry script has run, which holds a press and sends it as soon as the element has taken the form over; the floor's as soon as it shows)",
  },
  phoneHomeRatio: {
    limit: 1.5,
    unit: '×',
    what: "on the phone profile, the app's help home: its category links on screen, against a static page with the same links (`demo/public/bench/help-home-floor.html`, the links written by the bench), median of 7 alternating runs, both builds",
  },
  phoneArticleRatio: {
    limit: 2,
    unit: '×',
    what: "the same, an article (`/help-and-support/meters/economy-7-meters`): its first paragraph on screen, against a page that fetches the same article's page and puts its body in with no framework (`demo/public/bench/article-floor.html`)",
  },
  firstVisitKb: {
    limit: 130,
    unit: 'kB',
    what: "the marketing page holding only `<meter-read-form>`'s snippet, a first visit: every file of the bundle it downloads until the network is quiet, gzip, React build",
  },
  firstVisitLeanKb: { limit: 75, unit: 'kB', what: 'the same, lean build' },
  layoutShift: { limit: 0.01, unit: '', what: 'cumulative layout shift while loading, both demo pages, on the phone profile and on a desktop screen' },
  keystrokeMs: { limit: 16, unit: 'ms', what: 'a keystroke echoed in the first name field (median over a 40-character name)' },
  queryKeystrokeMs: {
    limit: 16,
    unit: 'ms',
    what: 'a keystroke echoed in the complaint query box with 30,000 characters already in it (median of 40)',
  },
};

/** `bench/lighthouse.mjs`: Lighthouse mobile on the demo's four pages, median of 5: scores at least, layout shift at most (three decimals). */
export const LIGHTHOUSE_BUDGETS = { performance: 98, accessibility: 100, 'best-practices': 100, layoutShift: 0 };

/** A figure against its budget, with the headroom left: `budget 1500 ms: OK, 210 ms to spare`. */
export function againstBudget(/** @type {number} */ value, /** @type {TimeBudget} */ { limit, unit }, atLeast = false) {
  const spare = atLeast ? value - limit : limit - value;
  const digits = unit === '' ? 4 : unit === '×' ? 2 : unit === 'kB' ? 1 : 0;
  const figure = (/** @type {number} */ n) => `${n.toFixed(digits)}${unit === 'ms' || unit === 'kB' ? ` ${unit}` : unit}`;
  return { ok: spare >= 0, text: `budget ${atLeast ? '≥' : '≤'} ${figure(limit)}: ${spare >= 0 ? `OK, ${figure(spare)} to spare` : `OVER by ${figure(-spare)}`}` };
}

const kB = (/** @type {number} */ bytes) => `${Number((bytes / KB).toFixed(1))} kB`;

/** The tables docs/budgets.md shows between its generated-budgets markers. */
export function budgetTables() {
  const pages = Object.entries(PAGE_BUDGETS).map(
    ([tag, { react, lean, why }]) =>
      `| \`<${tag}>\`${why ? `: ${why}` : ''} | ${kB(react.eager)} / ${kB(react.usable)} | ${kB(lean.eager)} / ${kB(lean.usable)} |`,
  );
  return [
    'Downloads (`bench:size`), gzip, eager (the script\'s static imports) / before usable (with the first screen\'s chunks):',
    '',
    '| page | React (`dist/`) | lean (`dist/lean/`) |',
    '|---|---|---|',
    ...pages,
    `| any other element's page | ${kB(DEFAULT_PAGE_BUDGET.react.eager)} / ${kB(DEFAULT_PAGE_BUDGET.react.usable)} | ${kB(DEFAULT_PAGE_BUDGET.lean.eager)} / ${kB(DEFAULT_PAGE_BUDGET.lean.usable)} |`,
    `| \`dist/help-and-support.js\`, the autoloader itself | ${kB(AUTOLOADER_BUDGET)} | ${kB(AUTOLOADER_BUDGET)} |`,
    '',
    'Times and layout shift (`bench:render`):',
    '',
    '| what | budget |',
    '|---|---|',
    ...Object.values(RENDER_BUDGETS).map(({ what, limit, unit }) => `| ${what} | ≤ ${limit}${unit === 'ms' || unit === 'kB' ? ` ${unit}` : unit === '×' ? '× the floor' : ''} |`),
    '',
    "Lighthouse mobile, median of 5 (`bench:lighthouse`), on each of the demo's meter-read form embedded (`/`), the app's meter-read page, its help home and an article (`/help-and-support/meters/economy-7-meters`):",
    '',
    '| performance | accessibility | best practices | cumulative layout shift (three decimals) |',
    '|---|---|---|---|',
    `| ≥ ${LIGHTHOUSE_BUDGETS.performance} | ≥ ${LIGHTHOUSE_BUDGETS.accessibility} | ≥ ${LIGHTHOUSE_BUDGETS['best-practices']} | ≤ ${LIGHTHOUSE_BUDGETS.layoutShift} |`,
  ].join('\n');
}

const DOC = new URL('../docs/budgets.md', import.meta.url);
const START = '<!-- budgets: generated by `node bench/budgets.mjs --write` from bench/budgets.mjs -->';
const END = '<!-- /budgets -->';

/** docs/budgets.md with its tables written from the budgets here. */
export function budgetsDoc() {
  const text = readFileSync(DOC, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/budgets.md: the markers ${START} … ${END} are missing`);
  return { text, written: `${text.slice(0, from + START.length)}\n${budgetTables()}\n${text.slice(to)}` };
}

// `node bench/budgets.mjs --write` writes the tables; `--check` exits 1 when they are out of date.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { text, written } = budgetsDoc();
  if (process.argv.includes('--write')) writeFileSync(DOC, written);
  else if (written !== text) {
    console.error('docs/budgets.md: its budget tables differ from bench/budgets.mjs; run `node bench/budgets.mjs --write`');
    process.exit(1);
  }
}
