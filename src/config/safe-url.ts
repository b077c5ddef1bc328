/**
 * Whether a configured or content-supplied link may be followed: decided by the browser's own
 * URL parser, not by a pattern, because the parser drops tabs and line feeds and reads a
 * backslash as a slash, so text that looks like a path can still lead to another site.
 */

/**
 * Control characters, spaces of any kind and backslashes: never part of a link we write, and
 * each can change what the parser makes of the rest ('/\t/evil.example' is '//evil.example').
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** The page the links resolve against; a page-less run (tests in Node) uses a placeholder origin. */
function pageUrl(): string {
  return typeof location === 'object' && /^https?:$/.test(location.protocol) ? location.href : 'https://page.invalid/';
}

/**
 * A path on the page's own origin ('/help/…'), or an absolute http(s) URL. Never javascript:,
 * data: or another scheme, a protocol-relative '//host', a relative path, or a value with a
 * control character, whitespace or a backslash anywhere in it.
 */
export function isSafeUrl(value: string, base: string = pageUrl()): boolean {
  if (value === '' || UNSAFE_CHARACTERS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (value.startsWith('/')) return url.origin === new URL(base).origin;
  return /^https?:\/\/[^/]/i.test(value);
}
