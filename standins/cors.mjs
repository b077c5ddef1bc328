// @ts-check
/**
 * Cross-origin rules of the stand-ins, as the real services must apply them for a host page
 * on another origin (the marketing site embedding the meter-read form):
 *
 * Services (/leads/…, /api/…, /aem6/…):
 *   - every answer carries `Vary: Origin`;
 *   - an allowed Origin gets `Access-Control-Allow-Origin: <that origin>` and
 *     `Access-Control-Expose-Headers: Idempotent-Replayed`;
 *   - a preflight (OPTIONS with Access-Control-Request-Method) from an allowed origin is
 *     answered 204 with the methods and headers below and `Access-Control-Max-Age: 600`;
 *     from any other origin, 403 without CORS headers (the browser then sends nothing);
 *   - no `Access-Control-Allow-Credentials`: the elements call the services without cookies
 *     (fetch's default credentials mode), so another origin's page never sends the
 *     services' cookies, and no answer can be read by a page with them.
 * Allowed origins: any `http://localhost[:port]` or `http://127.0.0.1[:port]`, plus those
 * listed in CORS_ORIGINS (comma- or space-separated, e.g. `https://www.example.co.uk`).
 *
 * Inspection and control (/__stub/…) answer requests from their own origin only (see
 * crossOriginRefusal).
 */
import { headerValue } from './jsonapi.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];
/**
 * What the elements send beyond the CORS-safelisted headers: the JSON:API Content-Type,
 * Idempotency-Key on leads, X-Client-Id, X-XSRF-TOKEN (when the page has the cookie),
 * Authorization (the signed-in customer's bearer tokens) and Cache-Control (max-age=0 on the
 * header configuration).
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Cache-Control', 'Content-Type', 'Idempotency-Key', 'X-Client-Id', 'X-XSRF-TOKEN'];
/** Answer headers a page on another origin may read. */
export const CORS_EXPOSED_HEADERS = ['Idempotent-Replayed'];
/** How long a browser may reuse a preflight's answer (WebKit keeps it at most 600 s). */
export const CORS_MAX_AGE_SECONDS = 600;

/** Origins every stand-in allows: the demo's own pages on any loopback port. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

/**
 * Parses a list of origins (CORS_ORIGINS): comma- or space-separated `scheme://host[:port]`.
 * Throws on an entry that is not an origin, so a typo is seen at start-up.
 * @param {string | undefined} text
 * @returns {string[]}
 */
export function parseOrigins(text) {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean);
  return entries.map((entry) => {
    let origin = 'null';
    try {
      const url = new URL(entry);
      const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      if (bare && (url.protocol === 'http:' || url.protocol === 'https:')) origin = url.origin;
    } catch {
      // Reported below.
    }
    if (origin === 'null') {
      throw new Error(`CORS_ORIGINS: '${entry}' is not an origin such as https://www.example.co.uk (scheme, host and port only).`);
    }
    return origin;
  });
}

/**
 * Whether a page of `origin` may call the stand-in services.
 * @param {readonly string[]} extraOrigins from CORS_ORIGINS
 * @returns {(origin: string) => boolean}
 */
export function originPolicy(extraOrigins) {
  const extra = new Set(extraOrigins);
  return (origin) => LOOPBACK_ORIGIN.test(origin) || extra.has(origin);
}

/**
 * Adds the CORS headers to a service's answer (Vary: Origin always; the allow and expose
 * headers for an allowed Origin) and answers a preflight itself. Returns true when the
 * request has been answered (a preflight), false when the service handles it.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {(origin: string) => boolean} allows
 */
export function applyCors(req, res, allows) {
  const origin = headerValue(req, 'origin');
  const allowed = origin !== '' && allows(origin);
  const preflight = req.method === 'OPTIONS' && headerValue(req, 'access-control-request-method') !== '';
  res.setHeader('Vary', preflight ? 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' : 'Origin');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    if (!preflight) res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
  }
  if (!preflight) return false;

  if (!allowed) {
    const text = JSON.stringify({
      errors: [
        {
          status: '403',
          title: 'Forbidden',
          detail: `Origin ${origin || '(none)'} may not call this service; allowed are http://localhost and http://127.0.0.1 on any port, and CORS_ORIGINS.`,
          source: { header: 'Origin' },
        },
      ],
    });
    res.writeHead(403, {
      'Content-Type': 'application/vnd.api+json',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(text);
    return true;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    'Cache-Control': 'no-store',
  });
  res.end();
  return true;
}

/**
 * Why a request to /__stub/ is refused, or null when it comes from the stand-ins' own
 * origin: an Origin header must name this host (browsers send it on every cross-origin
 * call and on same-origin writes), and Sec-Fetch-Site, when sent, must be same-origin or
 * none (typed in the address bar, or a tool such as curl).
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function crossOriginRefusal(req) {
  const origin = headerValue(req, 'origin');
  if (origin !== '') {
    let host = '';
    try {
      host = origin === 'null' ? '' : new URL(origin).host;
    } catch {
      // Not an origin: refused below.
    }
    if (host === '' || host.toLowerCase() !== headerValue(req, 'host').toLowerCase()) {
      return `The /__stub/ endpoints answer pages of their own origin only, not ${origin}.`;
    }
  }
  const site = headerValue(req, 'sec-fetch-site');
  if (site !== '' && site !== 'same-origin' && site !== 'none') {
    return `The /__stub/ endpoints answer pages of their own origin only (this request is ${site}).`;
  }
  return null;
}
