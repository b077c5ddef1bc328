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
 * TypeScript loader, imports this very module for its own addresses. Every page downloads it,
 * so it is kept small.
 */

/**
 * Spaces of any kind (\s), control characters, a zero-width space or a Mongolian vowel separator,
 * and backslashes: never part of an address we write, and each can change what the parser makes
 * of the rest ('/\t/evil.example' is '//evil.example').
 */
const UNSAFE_CHARACTERS = /[\s\0-\x1f\x7f-\x9f\u180e\u200b\\]/;

/** An absolute address as written: http or https, two slashes, then a host (any case). */
const ABSOLUTE = /^https?:\/\/[^/]/i;

/** An origin as an allow-list writes it: scheme, host (xn-- for an international name), port. */
const ORIGIN = /^https?:\/\/[a-z\d.-]+(:\d+)?\/?$/i;

/**
 * A path a server could read as another host: one that starts '//', or holds an escaped slash or
 * backslash, which the browser keeps but a server that decodes the path and redirects does not.
 */
const HOST_IN_PATH = /^\/\/|%(2f|5c)/i;

/** An address that is neither a path nor an http(s) URL, nor parses as one. */
const NOT_AN_ADDRESS = /** @type {const} */ ('not a path or http(s) URL');

/**
 * Why an address is refused, in the words a report gives after the key's name:
 *   'space, control or backslash'   a space, control character or backslash anywhere in it
 *   'not a path or http(s) URL'     '//host', 'javascript:', 'help', 'https:host'
 *   'not a path'                    an absolute address where only a path will do
 *   'user before the host'          'https://user@host', 'https://user:pass@host'
 *   'origin not allowed'            neither the page's origin nor one of allowedOrigins
 *   'host in the path'              a path that starts '//', or holds %2f or %5c
 * @typedef {'space, control or backslash' | 'not a path or http(s) URL' | 'not a path' | 'user before the host' | 'origin not allowed' | 'host in the path'} UrlRefusal
 */

/**
 * @typedef {object} UrlPolicy
 * @property {string} page the page addresses are resolved against; its origin is always allowed
 * @property {readonly string[]} allowedOrigins other origins an absolute address may have, as `URL.origin` writes them
 */

/**
 * The policy of a page: its own origin, and the origins its configuration allows. With no page
 * (Node), a placeholder origin nothing shares.
 * @param {readonly string[]} [allowedOrigins] origins as `allowedOrigins()` gives them
 * @param {string} [page]
 * @returns {UrlPolicy}
 */
export function urlPolicy(allowedOrigins = [], page = typeof location === 'object' && /^https?:$/.test(location.protocol) ? location.href : 'https://page.invalid/') {
  return { page, allowedOrigins };
}

/**
 * The origins an allow-list names, each as `URL.origin` writes it ('https://www.example.co.uk', a
 * trailing slash allowed). An entry that is not just scheme, host and port (a path, a query, a
 * user or a wildcard in it) names none, and is handed to `refused`.
 * @param {unknown} entries
 * @param {() => void} [refused]
 * @returns {string[]}
 */
export const allowedOrigins = (entries, refused) =>
  (Array.isArray(entries) ? entries : []).flatMap((entry) => {
    try {
      if (typeof entry === 'string' && ORIGIN.test(entry)) return [new URL(entry).origin];
    } catch {
      // A port out of range: no origin.
    }
    refused?.();
    return [];
  });

/**
 * Where an address leads once the page resolves it, judged: no user before its host, an allowed
 * origin, a path no server could read as another host. Null when it may be followed. Its scheme is
 * judged before: a configured address is written as http(s) or as a path, and which schemes a
 * link from content may have (resolved as its author wrote it: relative, with a fragment) is the
 * sanitiser's own rule.
 * @param {string} value
 * @param {UrlPolicy} policy
 * @returns {UrlRefusal | null}
 */
export function destinationRefusal(value, { page, allowedOrigins }) {
  let url;
  try {
    url = new URL(value, page);
  } catch {
    return NOT_AN_ADDRESS;
  }
  return url.username || url.password
    ? 'user before the host'
    : url.origin !== new URL(page).origin && !allowedOrigins.includes(url.origin)
      ? 'origin not allowed'
      : HOST_IN_PATH.test(url.pathname)
        ? 'host in the path'
        : null;
}

/**
 * Why a configured address is refused, or null when it may be used. It must be written as a path
 * on this site ('/…', never '//…') or as an absolute http(s) address, hold no character the parser
 * drops or reads as a slash, and resolve on the page to an allowed destination. With `pathOnly`
 * (a base path, a page to return to) only a path will do.
 * @param {unknown} value
 * @param {UrlPolicy} policy
 * @param {boolean} [pathOnly]
 * @returns {UrlRefusal | null}
 */
export function urlRefusal(value, policy, pathOnly = false) {
  if (typeof value !== 'string') return NOT_AN_ADDRESS;
  if (UNSAFE_CHARACTERS.test(value)) return 'space, control or backslash';
  if (/^\/(?!\/)/.test(value) || (!pathOnly && ABSOLUTE.test(value))) return destinationRefusal(value, policy);
  return pathOnly ? 'not a path' : NOT_AN_ADDRESS;
}

/**
 * True when a configured address may be used (`urlRefusal` has nothing against it).
 * @param {unknown} value
 * @param {UrlPolicy} policy
 * @param {boolean} [pathOnly]
 */
export const isAllowedUrl = (value, policy, pathOnly) => !urlRefusal(value, policy, pathOnly);
