// @ts-check
/**
 * Stand-in for the content server (AEM), everything under /aem6/ (SPEC §7).
 *
 * Now:
 *   GET /aem6/content/dam/britishgas/beta/json/help/meter-read.json
 *       { isMeterReadWeek, headingTemplate, smrErrorTemplate, contactCardPillTemplate,
 *         contactCardTemplate }, Cache-Control: no-cache. isMeterReadWeek follows the
 *       meterReadWeek flag; the templates come from demo/fixtures/meter-read.json.
 *   GET /aem6/content/dam/britishgas/beta/json/help/service-outages.json
 *       { title, message } from the outage flag, or {} (200) when there is no outage.
 * Any other /aem6/ path: 404 (an HTML page for .html paths, else JSON { status, message }).
 *
 * Header configuration, the categories list and article HTML slot into CONTENT_ROUTES as
 * further `route(pattern, handler)` entries; `{name}` in a pattern matches one path segment.
 */
import { readFixture } from './fixtures.mjs';
import { isFinished, isRecord, sendJson, sendMethodNotAllowed } from './jsonapi.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */

export const CONTENT_PREFIX = '/aem6/';
export const METER_READ_CONFIG_PATH = '/aem6/content/dam/britishgas/beta/json/help/meter-read.json';
export const SERVICE_OUTAGES_PATH = '/aem6/content/dam/britishgas/beta/json/help/service-outages.json';

/**
 * What a content handler answers.
 * @typedef {object} ContentAnswer
 * @property {number} [status] default 200
 * @property {unknown} [json] a JSON body
 * @property {string} [html] an HTML body
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
    /** @type {Record<string, unknown>} */
    const config = { isMeterReadWeek: control.getFlags().meterReadWeek };
    for (const key of TEMPLATE_KEYS) config[key] = isRecord(fixture) ? fixture[key] ?? '' : '';
    return { json: config, cacheControl: 'no-cache' };
  }),
  route(SERVICE_OUTAGES_PATH, async ({ control }) => {
    const { outage } = control.getFlags();
    return { json: outage ? { title: outage.title, message: outage.message } : {}, cacheControl: 'no-cache' };
  }),
];

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {string} cacheControl
 */
function sendHtml(res, status, html, cacheControl) {
  if (isFinished(res)) return;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': cacheControl,
  });
  res.end(html);
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
        const cacheControl = answer.cacheControl ?? 'max-age=0';
        if (answer.html !== undefined) return sendHtml(res, status, answer.html, cacheControl);
        return sendJson(res, status, answer.json ?? {}, { headers: { 'Cache-Control': cacheControl } });
      }
      sendContentError(res, 404, 'Not Found', url.pathname);
    },
  };
}
