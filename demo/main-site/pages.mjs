// @ts-check
/**
 * Stand-ins for the main site's pages the elements leave to. In the demo the main site is the
 * demo's own origin (`mainSiteUrl` ''), so a link out of an element lands here rather than on
 * "Page not found". Each page says plainly that it stands in for the main site's page, in the
 * demo's chrome (page-template.mjs), under the demo's policy (no inline script or style).
 *
 *   /contact-us/energy, /contact-us/pay-as-you-go, /contact-us/home-services
 *                                    the contact pages (contact-us cards, `contactPages`)
 *   /energy/complaints               the credit complaint page (`complaintPages.credit`): links
 *                                    into the gas and electricity complaint and enquiry journeys
 *   /energy/complaints/pay-as-you-go the Pay As You Go complaint page: links into the Pay As You
 *                                    Go complaint and enquiry journeys
 *   /home-services/complaints, /installations/complaints, /electric-vehicles/complaints
 *                                    the other complaint pages (`complaintPages`)
 *   /contact-us/feedback             the feedback entry: links into the feedback journey
 *   /bereavement/tell-us-about-a-death, /bereavement/close-an-account
 *                                    the bereavement pages (`bereavement.onlineFormUrl`,
 *                                    `bereavement.closeAccountUrl`)
 *   /search?q=…                      search results (`searchPageUrl`): the pages the search box
 *                                    would suggest (search-words.mjs: what customers call them),
 *                                    then the help articles of the content server's stand-in
 *                                    whose title or summary holds every word of the query, in any
 *                                    case; with none, the most asked pages
 *   /energy/peaksave, /energy/new-system-hub
 *                                    the help home's two tiles that leave the app (`peaksaveUrl`,
 *                                    `newSystemHubUrl`)
 *   /accessibility                   the accessibility page (`accessibilityUrl`, the app header's
 *                                    accessibility link)
 *   /energy, /boilers-and-heating, /home-cover and the pages under each
 *                                    the main site's sections, as the app header's menus link
 *                                    them (the content stand-in's header configuration,
 *                                    fixtures/content/header-configuration.json); /energy/moving-home
 *                                    is the help home's "Moving Home" link too, /energy/tariffs the
 *                                    energy-tariffs category's "Compare our tariffs"
 *
 * `mainSitePage(path, query)` writes the page (null for any other path: the server's 404
 * stands).
 */
import { isAllowedUrl, urlPolicy } from '../../src/config/url-policy.js';
import { demoPage, escapeHtml, siteHeader } from '../page-template.mjs';
import { readFixture, readTextFixture } from '../../standins/fixtures.mjs';
import { searchWords } from './search-words.mjs';

/** The app's base path: where the links into the journeys and the articles go. */
export const HELP_BASE = '/help-and-support/';
/** The search results page (`searchPageUrl`). */
export const SEARCH_PATH = '/search';
/** The words every stand-in page begins with. */
export const STAND_IN_NOTE = "Demo stand-in for the main site's";

/** @param {string} path under the base path, e.g. 'complaints/feedback' */
const help = (path) => `${HELP_BASE}${path}`;

/**
 * @typedef {object} MainSitePage
 * @property {string} title the page's heading and title
 * @property {string} standsFor the main site's page, as the visible note names it ('credit complaint page')
 * @property {string[]} text paragraphs (plain text)
 * @property {[href: string, text: string][]} links
 */

const CONTACT_US = /** @type {[string, string]} */ ([help('contact-us'), 'All the ways to contact us']);
const OTHER_COMPLAINT = /** @type {[string, string]} */ ([help('make-a-complaint-select-type'), 'Make a complaint about something else']);

/** @type {Record<string, MainSitePage>} the pages the elements' journeys and screens leave to, by path */
export const MAIN_SITE_PAGES = {
  '/contact-us/energy': {
    title: 'Contact us about your energy account',
    standsFor: 'credit contact page',
    text: ['The main site lists its phone numbers, web chat and opening hours for energy customers here.'],
    links: [
      ['/energy/complaints', 'Make a complaint or an enquiry about your energy'],
      ['/contact-us/feedback', 'Your account is in credit: ask us to use the credit instead of refunding it'],
      CONTACT_US,
    ],
  },
  '/contact-us/pay-as-you-go': {
    title: 'Contact us about Pay As You Go',
    standsFor: 'Pay As You Go contact page',
    text: ['The main site lists its phone numbers, web chat and opening hours for Pay As You Go customers here.'],
    links: [
      ['/energy/complaints/pay-as-you-go', 'Make a Pay As You Go complaint or enquiry'],
      [help('pay-as-you-go'), 'Pay As You Go help'],
      CONTACT_US,
    ],
  },
  '/contact-us/home-services': {
    title: 'Contact us about home services',
    standsFor: 'home services contact page',
    text: ['The main site lists its phone numbers and opening hours for HomeCare cover, repairs and servicing here.'],
    links: [
      [help('homecare-help/book-a-repair'), 'Book a repair'],
      ['/home-services/complaints', 'Make a complaint about home services'],
      CONTACT_US,
    ],
  },
  '/energy/complaints': {
    title: 'Complaints and enquiries about your energy',
    standsFor: 'credit complaint page',
    text: ['For customers who pay by Direct Debit, on receipt of a bill or another way.'],
    links: [
      [help('complaints/gas-and-electricity'), 'Make a complaint about your gas or electricity'],
      [help('complaints/enquiry-gas-and-electricity'), 'Make an enquiry about your gas or electricity'],
      ['/energy/complaints/pay-as-you-go', 'You top up your meter: Pay As You Go complaints and enquiries'],
      OTHER_COMPLAINT,
    ],
  },
  '/energy/complaints/pay-as-you-go': {
    title: 'Pay As You Go complaints and enquiries',
    standsFor: 'Pay As You Go complaint page',
    text: ['For customers who top up their meter.'],
    links: [
      [help('complaints/pay-as-you-go'), 'Make a Pay As You Go complaint'],
      [help('complaints/enquiry-pay-as-you-go'), 'Make a Pay As You Go enquiry'],
      OTHER_COMPLAINT,
    ],
  },
  '/home-services/complaints': {
    title: 'Complaints about home services',
    standsFor: 'home services complaint page',
    text: ['The main site takes complaints about HomeCare cover, repairs and servicing here.'],
    links: [['/contact-us/home-services', 'Contact us about home services'], OTHER_COMPLAINT],
  },
  '/installations/complaints': {
    title: 'Complaints about installations',
    standsFor: 'installations complaint page',
    text: ['The main site takes complaints about boilers, heating, solar panels and batteries we installed here.'],
    links: [OTHER_COMPLAINT, CONTACT_US],
  },
  '/electric-vehicles/complaints': {
    title: 'Complaints about electric vehicle charge points',
    standsFor: 'electric vehicle charge point complaint page',
    text: ['The main site takes complaints about electric vehicle charge points here.'],
    links: [OTHER_COMPLAINT, CONTACT_US],
  },
  '/contact-us/feedback': {
    title: 'Using your credit',
    standsFor: 'feedback page',
    text: ['If your account is in credit, we usually refund the balance to you. You can ask us to use it instead.'],
    links: [
      [help('complaints/feedback'), 'Ask us to use your credit instead of refunding it'],
      CONTACT_US,
    ],
  },
  '/bereavement/tell-us-about-a-death': {
    title: 'Tell us about a death',
    standsFor: 'online bereavement form',
    text: ["The main site's online form for telling us about the death of someone who had an account with us goes here."],
    links: [
      [help('probate'), 'What happens when you tell us about a death'],
      CONTACT_US,
    ],
  },
  '/bereavement/close-an-account': {
    title: 'Close the account of someone who has died',
    standsFor: 'close-account page',
    text: ['Once you have told us about a death, the main site lets you close the account here.'],
    links: [
      [help('submit-meter-read'), 'Give us a final meter reading'],
      [help('probate'), 'Bereavement help'],
      CONTACT_US,
    ],
  },
};

/** A section of the main site: its page links to the pages under it. */
const ENERGY = /** @type {[string, string]} */ (['/energy', 'Energy']);
const BOILERS_AND_HEATING = /** @type {[string, string]} */ (['/boilers-and-heating', 'Boilers and heating']);
const HOME_COVER = /** @type {[string, string]} */ (['/home-cover', 'Home cover']);

/**
 * The pages the app links to besides the exits above: the help home's tiles that leave the app,
 * the header's accessibility link, and the main site's sections and pages as the header's menus
 * list them.
 * @type {Record<string, MainSitePage>}
 */
export const MAIN_SITE_NAVIGATION_PAGES = {
  '/energy/peaksave': {
    title: 'Peaksave',
    standsFor: 'Peaksave page',
    text: ['Get rewarded for using less electricity at peak times. The main site explains how Peaksave works, and how to join, here.'],
    links: [
      ['/energy/smart-meters', 'Smart meters'],
      [help('smart-home'), 'Smart home help'],
      CONTACT_US,
    ],
  },
  '/energy/new-system-hub': {
    title: 'New system hub',
    standsFor: 'new system hub',
    text: ['Help with your new heating system, solar panels or battery: the main site gathers its guides for the first weeks with a new system here.'],
    links: [
      [help('breakdowns'), 'Help with breakdowns'],
      ['/installations/complaints', 'Make a complaint about an installation'],
      CONTACT_US,
    ],
  },
  '/accessibility': {
    title: 'Accessibility',
    standsFor: 'accessibility page',
    text: [
      "The main site's accessibility statement goes here: how well the site works with assistive technology, what we know does not work yet, and how to tell us about a problem.",
      'It also lists the other ways we can help, such as bills in large print, Braille or audio.',
    ],
    links: [
      [help('struggling-to-pay/priority-services-register'), 'Join the Priority Services Register'],
      CONTACT_US,
    ],
  },
  '/energy': {
    title: 'Energy',
    standsFor: 'energy page',
    text: ["The main site's gas and electricity pages start here."],
    links: [
      ['/energy/tariffs', 'Gas and electricity tariffs'],
      ['/energy/smart-meters', 'Smart meters'],
      ['/energy/pay-as-you-go', 'Pay As You Go'],
      ['/energy/moving-home', 'Moving home'],
      ['/energy/peaksave', 'Peaksave'],
    ],
  },
  '/energy/tariffs': {
    title: 'Gas and electricity tariffs',
    standsFor: 'tariffs page',
    text: ['The main site lists its tariffs, and what each costs where you live, here.'],
    links: [[help('energy-tariffs'), 'Help with tariffs'], ENERGY],
  },
  '/energy/smart-meters': {
    title: 'Smart meters',
    standsFor: 'smart meters page',
    text: ['The main site explains how smart meters work, and how to book an installation, here.'],
    links: [
      [help('meters/smart-meter-installation'), 'Getting a smart meter installed'],
      [help('meters'), 'Help with meters'],
      ENERGY,
    ],
  },
  '/energy/pay-as-you-go': {
    title: 'Pay As You Go',
    standsFor: 'Pay As You Go page',
    text: ['The main site describes its Pay As You Go tariffs, and the ways to top up, here.'],
    links: [
      [help('pay-as-you-go'), 'Pay As You Go help'],
      ['/contact-us/pay-as-you-go', 'Contact us about Pay As You Go'],
      ENERGY,
    ],
  },
  '/energy/moving-home': {
    title: 'Moving home',
    standsFor: 'moving home page',
    text: ['The main site tells us about your move here: the day you leave, your new address, and the meter readings on the day.'],
    links: [
      [help('submit-meter-read'), 'Give us a meter reading'],
      [help('my-account/close-your-account'), 'Closing your account'],
      ENERGY,
    ],
  },
  '/boilers-and-heating': {
    title: 'Boilers and heating',
    standsFor: 'boilers and heating page',
    text: ["The main site's pages about boilers and heating start here."],
    links: [
      ['/boilers-and-heating/new-boilers', 'New boilers'],
      ['/boilers-and-heating/boiler-repair', 'Boiler repair'],
      ['/boilers-and-heating/annual-service', 'Annual service'],
    ],
  },
  '/boilers-and-heating/new-boilers': {
    title: 'New boilers',
    standsFor: 'new boilers page',
    text: ['The main site quotes for a new boiler, and books its installation, here.'],
    links: [
      ['/energy/new-system-hub', 'Help with your new system'],
      ['/installations/complaints', 'Make a complaint about an installation'],
      BOILERS_AND_HEATING,
    ],
  },
  '/boilers-and-heating/boiler-repair': {
    title: 'Boiler repair',
    standsFor: 'boiler repair page',
    text: ['The main site books a one-off boiler repair here, for customers without cover.'],
    links: [
      [help('breakdowns/boiler-breakdown'), 'What to do if your boiler breaks down'],
      [help('homecare-help/book-a-repair'), 'Book a repair under your cover'],
      BOILERS_AND_HEATING,
    ],
  },
  '/boilers-and-heating/annual-service': {
    title: 'Annual service',
    standsFor: 'annual service page',
    text: ['The main site books a boiler service here.'],
    links: [[help('homecare-help/annual-service'), 'Your annual service with HomeCare'], BOILERS_AND_HEATING],
  },
  '/home-cover': {
    title: 'Home cover',
    standsFor: 'home cover page',
    text: ["The main site's pages about cover for your boiler, plumbing and appliances start here."],
    links: [
      ['/home-cover/boiler-cover', 'Boiler and heating cover'],
      ['/home-cover/plumbing-and-drains', 'Plumbing and drains'],
      ['/home-cover/appliance-cover', 'Appliance cover'],
    ],
  },
  '/home-cover/boiler-cover': {
    title: 'Boiler and heating cover',
    standsFor: 'boiler and heating cover page',
    text: ['The main site compares its boiler and heating cover here.'],
    links: [
      [help('homecare-help/what-your-cover-includes'), 'What your cover includes'],
      ['/contact-us/home-services', 'Contact us about home services'],
      HOME_COVER,
    ],
  },
  '/home-cover/plumbing-and-drains': {
    title: 'Plumbing and drains',
    standsFor: 'plumbing and drains cover page',
    text: ['The main site describes its plumbing and drains cover here.'],
    links: [[help('homecare-help/make-a-claim'), 'Make a claim'], HOME_COVER],
  },
  '/home-cover/appliance-cover': {
    title: 'Appliance cover',
    standsFor: 'appliance cover page',
    text: ['The main site describes its cover for kitchen appliances here.'],
    links: [[help('appliances-and-engineers/appliance-cover'), 'Help with appliance cover'], HOME_COVER],
  },
};

/**
 * A stand-in page in the demo's chrome.
 * @param {{ title: string, standsFor: string, content: string }} page content: HTML, escaped by the caller
 */
function standInPage({ title, standsFor, content }) {
  return demoPage({
    title: `${title} – Energy supplier`,
    body: `${siteHeader()}

  <main id="main" class="page">
    <p class="page__caption">${escapeHtml(`${STAND_IN_NOTE} ${standsFor}`)}</p>
    <h1>${escapeHtml(title)}</h1>
${content}
  </main>`,
  });
}

/** @param {[href: string, text: string][]} links */
const linkList = (links) =>
  `    <ul class="link-list">
${links.map(([href, text]) => `      <li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('\n')}
    </ul>`;

/** @param {MainSitePage} page */
function fixedPage({ title, standsFor, text, links }) {
  const paragraphs = text.map((line) => `    <p>${escapeHtml(line)}</p>`).join('\n');
  return standInPage({ title, standsFor, content: `${paragraphs}\n${linkList(links)}` });
}

/**
 * @typedef {object} HelpArticle
 * @property {string} category
 * @property {string} label
 * @property {string} title
 * @property {string} summary the article page's meta description, '' when it has none
 * @property {string} href where the app shows it
 */

/** A path segment that names a fixture (as the content stand-in checks it). */
const FIXTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @param {unknown} value @returns {value is Record<string, any>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of an HTML attribute value: its character references read. @param {string} value */
function attributeText(value) {
  const named = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' });
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (reference, decimal, hex, name) => {
    if (decimal || hex) {
      const code = decimal ? Number(decimal) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return named[name.toLowerCase()] ?? reference;
  });
}

/**
 * The summary of an article: its page's meta description, as the content stand-in serves it.
 * @param {string} category
 * @param {string} label
 */
async function summaryOf(category, label) {
  if (!FIXTURE_NAME.test(category) || !FIXTURE_NAME.test(label)) return '';
  const page = await readTextFixture(`content/articles/${category}/${label}.html`);
  const content = page && /<meta\s+name="description"\s+content="([^"]*)"/i.exec(page)?.[1];
  return content ? attributeText(content) : '';
}

/**
 * Every help article the content server's stand-in lists (its categories list, the articles of
 * each category in order), with its summary.
 * @returns {Promise<HelpArticle[]>}
 */
export async function helpArticles() {
  const list = await readFixture('content/categories.json');
  if (!isRecord(list) || !Array.isArray(list.data) || !Array.isArray(list.included)) return [];
  const included = /** @type {unknown[]} */ (list.included).filter(isRecord);
  /** @type {Omit<HelpArticle, 'summary'>[]} */
  const listed = [];
  for (const category of /** @type {unknown[]} */ (list.data).filter(isRecord)) {
    const slug = String(category.id ?? '');
    const related = category.relationships?.articles?.data;
    for (const { type, id } of Array.isArray(related) ? related.filter(isRecord) : []) {
      const item = included.find((each) => each.type === type && each.id === id);
      const articles = item?.attributes?.articles;
      for (const article of Array.isArray(articles) ? articles.filter(isRecord) : []) {
        const label = String(article.label ?? '');
        listed.push({ category: slug, label, title: String(article.title ?? ''), href: help(`${slug}/${label}`) });
      }
    }
  }
  return Promise.all(listed.map(async (article) => ({ ...article, summary: await summaryOf(article.category, article.label) })));
}

/**
 * The articles whose title or summary holds every word of the query, in any case.
 * @param {HelpArticle[]} articles
 * @param {string} query
 */
export function matchingArticles(articles, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return articles.filter((article) => {
    const text = `${article.title} ${article.summary}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The page the search started from (`initiated`), when the URL policy finds it a path on this
 * site: the same rule the elements hold their addresses to, so `/\t/evil.example` (a tab the
 * browser drops) or `/%2f%2fevil.example` never becomes the way back. Only a path will do, which
 * the policy judges without knowing this site's origin.
 * @param {string | null} initiated
 */
export function startedFrom(initiated) {
  return initiated && isAllowedUrl(initiated, urlPolicy(), true) ? initiated : null;
}

/** @param {URLSearchParams} query */
async function searchPage(query) {
  const q = (query.get('q') ?? '').trim();
  const form = `    <form action="${SEARCH_PATH}" method="get" role="search" class="form-group">
      <label for="search-q">Search Help &amp; Support</label>
      <input id="search-q" name="q" type="search" maxlength="2000" value="${escapeHtml(q)}">
      <button class="button" type="submit">Search</button>
    </form>`;
  /** @type {string[]} */
  const parts = [form];
  if (q === '') {
    parts.push('    <p>Enter a word or phrase to search for.</p>');
  } else {
    // First the pages the search box would suggest (what customers call them, typos forgiven),
    // then the articles holding every word; each page once.
    const words = await searchWords();
    const categories = words.parseCategoriesList(await readFixture('content/categories.json'));
    const hrefOf = (/** @type {{ kind: string, route: string }} */ page) => (page.kind === 'main-site' ? page.route : help(page.route.slice(1)));
    const suggested = words.suggestionsFor(q, categories, 10).map((page) => ({ href: hrefOf(page), title: page.title, summary: page.categoryTitle }));
    const found = [...suggested, ...matchingArticles(await helpArticles(), q)].filter((result, index, all) => all.findIndex((other) => other.href === result.href) === index);
    const quoted = `‘${escapeHtml(q)}’`;
    if (found.length === 0) {
      // Never a blank: the most asked pages, contact us among them.
      parts.push(`    <p id="search-summary">No results for ${quoted}.</p>`);
      const popular = words.popularPages(categories).map((page) => `      <li><a href="${escapeHtml(hrefOf(page))}">${escapeHtml(page.title)}</a></li>`);
      parts.push(`    <h2 id="search-popular">The most asked pages</h2>\n    <ul class="link-list" aria-labelledby="search-popular">\n${popular.join('\n')}\n    </ul>`);
    } else {
      parts.push(`    <p id="search-summary">${found.length} ${found.length === 1 ? 'result' : 'results'} for ${quoted}</p>`);
      const items = found.map(
        ({ href, title, summary }) =>
          `      <li><a href="${escapeHtml(href)}">${escapeHtml(title)}</a>${summary ? `<p class="hint">${escapeHtml(summary)}</p>` : ''}</li>`,
      );
      parts.push(`    <ul class="link-list search-results" aria-labelledby="search-summary">\n${items.join('\n')}\n    </ul>`);
    }
  }
  const back = startedFrom(query.get('initiated'));
  if (back) parts.push(`    <p><a href="${escapeHtml(back)}">Back to the page you were on</a></p>`);
  return standInPage({ title: 'Search results', standsFor: 'search results page', content: parts.join('\n') });
}

/** Every page but search, by path. */
const FIXED_PAGES = { ...MAIN_SITE_PAGES, ...MAIN_SITE_NAVIGATION_PAGES };

/**
 * The stand-in page for a path of the main site, or null when the main site has none there.
 * @param {string} path the decoded request path
 * @param {URLSearchParams | string} [query] the query string (`?` optional) or its parameters
 */
export async function mainSitePage(path, query = '') {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === SEARCH_PATH) return searchPage(new URLSearchParams(query));
  const page = Object.hasOwn(FIXED_PAGES, trimmed) ? FIXED_PAGES[trimmed] : undefined;
  return page ? fixedPage(page) : null;
}

/** Every path with a stand-in page, search included. */
export const MAIN_SITE_PATHS = [...Object.keys(FIXED_PAGES), SEARCH_PATH];
