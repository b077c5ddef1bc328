// @ts-check
/**
 * The URL policy: where an address may lead. Every address the page configuration names (the
 * base path, the main site, sign-in, the services, the pages the elements leave to) and every
 * link that comes from content is held to it, and so are the demo's own return addresses (the
 * search page's `initiated`, the sign-in page's `state`).
 *
 * Decided by the browser's own URL parser on the page, never by the text alone: the parser drops
 * tabs and line feeds and reads a backslash as a slash, so `/\t/evil.example` or `/\evil.example`
 * lead to another site however much they look like paths; and `user@host`, `#@` or `?@` put the
 * host where a reader does not look. So the value is resolved against the page, and the result
 * must be an http(s) address on the page's own origin or on one the page configuration allows.
 *
 * Plain JavaScript (its types in url-policy.d.ts): the demo's Node code, which runs without a
 * TypeScript loader, imports this very module for its own addresses.
 */

/**
 * Control characters, spaces of any kind and backslashes: never part of an address we write, and
 * each can change what the parser makes of the rest ('/\t/evil.example' is '//evil.example').
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** An absolute address as written: http or https, two slashes, then a host (any case). */
const ABSOLUTE = /^https?:\/\/[^/]/i;

/** A scheme at the start ('https:', 'javascript:'), as the parser reads one. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An authority with an `@` in it ('https://user@host', 'https://:@host', '//a@b'), empty or not. */
const USERINFO = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*@/i;

/** A host as the parser writes it: names and numbers, or an IPv6 address; never a wildcard. */
const HOST = /^(?:[a-z\d-]+\.)*[a-z\d-]+$|^\[[\da-f:.]+\]$/;

/**
 * An escaped slash or backslash in a path: the browser keeps it escaped, but a server that decodes
 * it and answers with a redirect reads `/%2f%2fevil.example` as `//evil.example`.
 */
const ESCAPED_SEPARATOR = /%(?:2f|5c)/i;

/** Why an address was refused, in words a report can carry after the key's name. */
export const REFUSALS = Object.freeze({
  characters: 'it holds a space, a control character or a backslash',
  form: "it is neither a path on this site ('/…') nor an http(s) address",
  path: "it must be a path on this site ('/…')",
  userinfo: 'it names a user or password before the host (user@host)',
  origin: 'its origin is neither the page’s nor one of allowedOrigins',
  separator: "its path could be read as another host ('//', '%2f' or '%5c')",
});

/** @typedef {keyof typeof REFUSALS} UrlRefusal */

/**
 * @typedef {object} UrlPolicy
 * @property {string} page the page addresses are resolved against; its origin is always allowed
 * @property {readonly string[]} allowedOrigins other origins an absolute address may have, as `URL.origin` writes them
 */

/** The page addresses resolve against; with no page (Node) a placeholder origin nothing shares. */
export function pageUrl() {
  return typeof location === 'object' && /^https?:$/.test(location.protocol) ? location.href : 'https://page.invalid/';
}

/**
 * The policy of a page: its own origin, and the origins its configuration allows.
 * @param {readonly string[]} [allowedOrigins] origins as `originOf` gives them
 * @param {string} [page]
 * @returns {UrlPolicy}
 */
export function urlPolicy(allowedOrigins = [], page = pageUrl()) {
  return { page, allowedOrigins: [...new Set(allowedOrigins)] };
}

/**
 * The origin an allow-list entry names ('https://www.example.co.uk', a trailing slash allowed), or
 * null when the entry is not exactly an http(s) origin: a path, a query, a user or a wildcard in
 * it, or a character the parser would drop, and it names nothing.
 * @param {unknown} entry
 * @returns {string | null}
 */
export function originOf(entry) {
  if (typeof entry !== 'string' || UNSAFE_CHARACTERS.test(entry) || !ABSOLUTE.test(entry)) return null;
  let url;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !entry.includes('?') && !entry.includes('#');
  return bare && !USERINFO.test(entry) && HOST.test(url.hostname) ? url.origin : null;
}

/**
 * @param {URL} url
 * @param {UrlPolicy} policy
 */
function isAllowedOrigin(url, policy) {
  return url.origin === new URL(policy.page).origin || policy.allowedOrigins.includes(url.origin);
}

/**
 * Where an address leads once resolved, judged: an http(s) address with no user before its host
 * (not even an empty one, as written), on an allowed origin, whose path no server could read as
 * another host. Null when it may be followed.
 * @param {string} value as written
 * @param {URL} url as resolved on the page
 * @param {UrlPolicy} policy
 * @returns {UrlRefusal | null}
 */
function destinationRefusal(value, url, policy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'form';
  if (url.username !== '' || url.password !== '' || USERINFO.test(value)) return 'userinfo';
  if (!isAllowedOrigin(url, policy)) return 'origin';
  if (url.pathname.startsWith('//') || ESCAPED_SEPARATOR.test(url.pathname)) return 'separator';
  return null;
}

/**
 * Why a configured address is refused, or null when it may be used. It must be written as a path
 * on this site ('/…', never '//…') or as an absolute http(s) address, hold no character the parser
 * drops or reads as a slash, and resolve on the page to an allowed destination. With `pathOnly`
 * (a base path, a page to return to) only a path will do.
 * @param {unknown} value
 * @param {UrlPolicy} policy
 * @param {{ pathOnly?: boolean }} [options]
 * @returns {UrlRefusal | null}
 */
export function urlRefusal(value, policy, { pathOnly = false } = {}) {
  if (typeof value !== 'string' || value === '') return 'form';
  if (UNSAFE_CHARACTERS.test(value)) return 'characters';
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (pathOnly && !isPath) return 'path';
  if (!isPath && !ABSOLUTE.test(value)) return 'form';
  let url;
  try {
    url = new URL(value, policy.page);
  } catch {
    return 'form';
  }
  return destinationRefusal(value, url, policy);
}

/**
 * True when a configured address may be used (`urlRefusal` has nothing against it).
 * @param {unknown} value
 * @param {UrlPolicy} policy
 * @param {{ pathOnly?: boolean }} [options]
 */
export function isAllowedUrl(value, policy, options) {
  return urlRefusal(value, policy, options) === null;
}

/**
 * True when a link from content, written as its author wrote it (relative, with a fragment, in
 * any case), leads where the policy allows once the page resolves it. For http(s) and relative
 * links only: which schemes a link may have is the sanitiser's own rule.
 * @param {string} href
 * @param {UrlPolicy} policy
 */
export function leadsToAllowedOrigin(href, policy) {
  let url;
  try {
    url = new URL(href, policy.page);
  } catch {
    return false;
  }
  return destinationRefusal(href, url, policy) === null;
}

/**
 * True when a value starts with a scheme ('https:', 'mailto:'), as opposed to a path.
 * @param {string} value
 */
export function hasScheme(value) {
  return SCHEME.test(value);
}
