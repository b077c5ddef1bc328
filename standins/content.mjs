// @ts-check
/**
 * Stand-in for the content server (AEM), everything under /aem6/. Fixtures are in
 * standins/fixtures/ (content/ for the Help & Support content) and are read on each request.
 *
 *   GET /aem6/content/dam/britishgas/beta/json/help/meter-read.json
 *       { isMeterReadWeek, headingTemplate, smrErrorTemplate, contactCardPillTemplate,
 *         contactCardTemplate }, Cache-Control: no-cache. isMeterReadWeek follows the
 *       meterReadWeek flag; the templates come from standins/fixtures/meter-read.json, their
 *       {{priceChange}} and {{readingsDue}} filled in with the next price change's dates
 *       (price-change.mjs), so the demo's dates never go stale.
 *   GET /aem6/content/dam/britishgas/beta/json/help/service-outages.json
 *       { title, message } from the outage flag, or {} (200) when there is no outage.
 *   GET /aem6/content/dam/britishgas/beta/json/help/categories/categories.json
 *       the categories list, a JSON:API document: data [{ type: 'categories', id: <slug>,
 *       attributes: { title, 'meta-description' }, relationships: { articles: { data:
 *       [{ type: 'articles', id: <slug> }] } } }], included [{ type: 'articles', id: <slug>,
 *       attributes: { category: <slug>, articles: [{ label, title }] } }]. An article's label
 *       is the last segment of its path (content/categories.json).
 *   GET /aem6/content/britishgas/help/{category}/{article}.html
 *       an AEM-like page for each listed article (content/articles/{category}/{article}.html):
 *       <title>, <meta name="description"> (left out on some), <meta name="help-article-type"
 *       content="nucleus"> on nucleus-type articles, the body in <div class="help-article__body">.
 *       Sent with a sandboxing Content-Security-Policy, so a hostile page opened on its own
 *       runs nothing here either.
 *   GET /aem6/content/britishgas/help/deals.html   the deals variant (content/deals.html)
 *   GET /aem6/content/sysadmin/header-configuration/jcr:content.data.json
 *       { hideA11yBtn, sections, quick-links, secondary-banner, menu-banner },
 *       Cache-Control: max-age=0 (content/header-configuration.json)
 *   GET /aem6/content/dam/britishgas/images/help/{name}.svg   placeholder images
 *   GET /aem6/etc/clientlibs/{library}/{name}.js   the nucleus global and forms scripts and
 *       the video player: small same-origin stand-ins (content/clientlibs/)
 * Any other /aem6/ path: 404 (an HTML page for .html paths, else JSON { status, message }).
 * Faults set with service 'content' apply to every path here, before any route is looked up.
 *
 * Further content slots into CONTENT_ROUTES as `route(pattern, handler)` entries; `{name}` in
 * a pattern matches one path segment.
 */
import { readFixture, readTextFixture } from './fixtures.mjs';
import { isFinished, isRecord, sendJson, sendMethodNotAllowed } from './jsonapi.mjs';
import { fillMeterReadDates, nextMeterReadWeek } from './price-change.mjs';
import { REFERRER_POLICY } from './referrer-policy.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */

export const CONTENT_PREFIX = '/aem6/';
export const METER_READ_CONFIG_PATH = '/aem6/content/dam/britishgas/beta/json/help/meter-read.json';
export const SERVICE_OUTAGES_PATH = '/aem6/content/dam/britishgas/beta/json/help/service-outages.json';
export const CATEGORIES_PATH = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
export const HEADER_CONFIGURATION_PATH = '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';
export const ARTICLE_PATH = '/aem6/content/britishgas/help/{category}/{article}.html';
export const DEALS_ARTICLE_PATH = '/aem6/content/britishgas/help/deals.html';
export const HELP_IMAGE_PATH = '/aem6/content/dam/britishgas/images/help/{name}.svg';
export const CLIENT_LIBRARY_PATH = '/aem6/etc/clientlibs/{library}/{name}.js';

/** A path segment that names a fixture: lower-case words joined by hyphens, nothing else. */
const FIXTURE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Article pages run nothing and load nothing when opened on their own (some are hostile on
 * purpose); fetch() callers are not affected by it.
 */
const ARTICLE_PAGE_POLICY = "default-src 'none'; img-src 'self'; style-src 'self'; sandbox";

/**
 * What a content handler answers.
 * @typedef {object} ContentAnswer
 * @property {number} [status] default 200
 * @property {unknown} [json] a JSON body
 * @property {string} [html] an HTML body
 * @property {string} [text] any other text body, sent as `contentType`
 * @property {string} [contentType] the media type of `text`
 * @property {Record<string, string>} [headers] further headers
 * @property {string} [cacheControl] default 'max-age=0'
 */

/**
 * @typedef {object} ContentContext
 * @property {Record<string, string>} params values of the pattern's {placeholders}
 * @property {URL} url
 * @property {StubControl} control
 */

/**
 * @typedef {object} ContentRoute
 * @property {(pathname: string) => Record<string, string> | null} match
 * @property {(context: ContentContext) => Promise<ContentAnswer>} handler
 */

/**
 * A content route; `{name}` matches one path segment (no '/').
 * @param {string} pattern
 * @param {(context: ContentContext) => Promise<ContentAnswer>} handler
 * @returns {ContentRoute}
 */
export function route(pattern, handler) {
  /** @type {string[]} */
  const names = [];
  const source = pattern
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const placeholder = /^\{([a-zA-Z]+)\}$/.exec(part);
      if (placeholder?.[1]) {
        names.push(placeholder[1]);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${source}$`);
  return {
    match(pathname) {
      const found = regex.exec(pathname);
      if (!found) return null;
      /** @type {Record<string, string>} */
      const params = {};
      names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return params;
    },
    handler,
  };
}

const TEMPLATE_KEYS = ['headingTemplate', 'smrErrorTemplate', 'contactCardPillTemplate', 'contactCardTemplate'];

/** @type {ContentRoute[]} */
export const CONTENT_ROUTES = [
  route(METER_READ_CONFIG_PATH, async ({ control }) => {
    const fixture = await readFixture('meter-read.json');
    const { meterReadWeek } = control.getFlags();
    const today = new Date();
    // Outside meter-read week, the day the next one opens.
    /** @type {Record<string, unknown>} */
    const config = { isMeterReadWeek: meterReadWeek, ...(meterReadWeek ? {} : { nextMeterReadWeek: nextMeterReadWeek(today) }) };
    for (const key of TEMPLATE_KEYS) {
      const template = isRecord(fixture) ? fixture[key] ?? '' : '';
      config[key] = typeof template === 'string' ? fillMeterReadDates(template, today) : template;
    }
    return { json: config, cacheControl: 'no-cache' };
  }),
  route(SERVICE_OUTAGES_PATH, async ({ control }) => {
    const { outage } = control.getFlags();
    return { json: outage ? { title: outage.title, message: outage.message } : {}, cacheControl: 'no-cache' };
  }),
  route(CATEGORIES_PATH, async () => ({ json: await readFixture('content/categories.json') })),
  route(HEADER_CONFIGURATION_PATH, async () => ({ json: await readFixture('content/header-configuration.json'), cacheControl: 'max-age=0' })),
  route(DEALS_ARTICLE_PATH, async () => articlePage('content/deals.html')),
  route(ARTICLE_PATH, async ({ params }) => {
    const { category = '', article = '' } = params;
    if (!FIXTURE_NAME.test(category) || !FIXTURE_NAME.test(article)) return notFound();
    return articlePage(`content/articles/${category}/${article}.html`);
  }),
  route(HELP_IMAGE_PATH, async ({ params }) => {
    const { name = '' } = params;
    const svg = FIXTURE_NAME.test(name) ? await readTextFixture(`content/images/${name}.svg`) : null;
    if (svg === null) return notFound();
    return { text: svg, contentType: 'image/svg+xml', headers: { 'Content-Security-Policy': ARTICLE_PAGE_POLICY } };
  }),
  route(CLIENT_LIBRARY_PATH, async ({ params }) => {
    const { library = '', name = '' } = params;
    const script = FIXTURE_NAME.test(library) && FIXTURE_NAME.test(name) ? await readTextFixture(`content/clientlibs/${library}/${name}.js`) : null;
    if (script === null) return notFound();
    return { text: script, contentType: 'text/javascript; charset=utf-8' };
  }),
];

/** @returns {ContentAnswer} */
function notFound() {
  return { status: 404 };
}

/**
 * @param {string} fixture
 * @returns {Promise<ContentAnswer>}
 */
async function articlePage(fixture) {
  const html = await readTextFixture(fixture);
  if (html === null) return notFound();
  return { html, headers: { 'Content-Security-Policy': ARTICLE_PAGE_POLICY, 'Referrer-Policy': REFERRER_POLICY } };
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {string} contentType
 * @param {string} cacheControl
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, contentType, cacheControl, headers = {}) {
  if (isFinished(res)) return;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {string} cacheControl
 * @param {Record<string, string>} [headers]
 */
function sendHtml(res, status, html, cacheControl, headers) {
  sendText(res, status, html, 'text/html; charset=utf-8', cacheControl, headers);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {string} pathname
 */
function sendContentError(res, status, message, pathname) {
  if (pathname.endsWith('.html')) {
    sendHtml(res, status, `<!doctype html><title>${status} ${escapeHtml(message)}</title><h1>${escapeHtml(message)}</h1>`, 'no-store');
  } else {
    sendJson(res, status, { status, message });
  }
}

/**
 * @param {{ control: StubControl, routes?: ContentRoute[] }} deps
 */
export function createContentService({ control, routes = CONTENT_ROUTES }) {
  return {
    name: 'content',
    /** @param {string} pathname */
    owns(pathname) {
      return pathname === '/aem6' || pathname.startsWith(CONTENT_PREFIX);
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      if (await control.applyFault('content', req, res)) return;
      for (const candidate of routes) {
        let params;
        try {
          params = candidate.match(url.pathname);
        } catch {
          return sendContentError(res, 400, 'Bad Request', url.pathname);
        }
        if (!params) continue;
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res, ['GET', 'HEAD'], 'application/json');
        const answer = await candidate.handler({ params, url, control });
        const status = answer.status ?? 200;
        if (status === 404) return sendContentError(res, 404, 'Not Found', url.pathname);
        const cacheControl = answer.cacheControl ?? 'max-age=0';
        if (answer.html !== undefined) return sendHtml(res, status, answer.html, cacheControl, answer.headers);
        if (answer.text !== undefined) return sendText(res, status, answer.text, answer.contentType ?? 'text/plain; charset=utf-8', cacheControl, answer.headers);
        return sendJson(res, status, answer.json ?? {}, { headers: { 'Cache-Control': cacheControl, ...answer.headers } });
      }
      sendContentError(res, 404, 'Not Found', url.pathname);
    },
  };
}
