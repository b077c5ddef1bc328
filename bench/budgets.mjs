// @ts-check
/**
 * Every download budget, in one place: `bench/size.mjs` holds each page of each build to it and
 * prints its headroom, and docs/budgets.md shows it. Bytes are gzip (level 9), in kB of 1000.
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
