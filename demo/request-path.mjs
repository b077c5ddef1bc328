// @ts-check
/**
 * The path of a request as the demo's pages and files read it, decoded once, in one place.
 *
 * A path that is not percent-encoded properly (a '%' without two hex digits after it, or bytes
 * that are not UTF-8, such as the overlong '.' %c0%ae) has no decoded form: the caller answers
 * 400, never 500. Dot segments, written or encoded (%2e%2e), are resolved before decoding, as a
 * browser resolves them; what decoding makes of %2f or %5c may still name '..' or a backslash,
 * so a file lookup must keep to its folder itself (server.mjs, fileInside).
 */

/**
 * The path of a request URL without its query and fragment, e.g. '/help-and-support/x'.
 * @param {string | undefined} url the request's URL as sent (req.url)
 */
export function rawPath(url) {
  const raw = (url ?? '/').split('?')[0]?.split('#')[0] ?? '/';
  return raw.startsWith('/') ? raw : `/${raw}`;
}

/**
 * The decoded path of a request URL ('/a%20b?x' → '/a b'), or null when its percent-encoding
 * is malformed.
 * @param {string | undefined} url the request's URL as sent (req.url)
 * @returns {string | null}
 */
export function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(`http://demo.local${rawPath(url)}`).pathname);
  } catch {
    return null;
  }
}
