/**
 * The one place where HTML from outside (article bodies from the content server, templated
 * text from page configuration) is made safe to render. SPEC §5: only the tags a, sup, p and
 * b and the attribute href survive; DESIGN "Security and reliability rules": links may only
 * point at http(s), mailto, tel or relative URLs.
 *
 * This module pulls in DOMPurify (about 11 kB gzip), so it is only ever loaded with a
 * dynamic `import()` when there is markup to render (see components/SafeHtml.tsx).
 */
import DOMPurify, { type Config } from 'dompurify';

/** Tags an article or template may keep; everything else is unwrapped (its text stays). */
export const ALLOWED_ARTICLE_TAGS: readonly string[] = Object.freeze(['a', 'sup', 'p', 'b']);

/** Attributes an article or template may keep. */
export const ALLOWED_ARTICLE_ATTRIBUTES: readonly string[] = Object.freeze(['href']);

/** URL schemes a link may use; a relative URL resolves to the page's own (https) scheme. */
export const ALLOWED_LINK_PROTOCOLS: readonly string[] = Object.freeze(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Accepts an href when, with whitespace and control characters removed (DOMPurify does that
 * before testing), it starts with an allowed scheme, or is relative: it starts with a
 * non-letter (`/`, `#`, `?`, `.`, a digit) or its leading letters are not followed by `:`.
 */
const ALLOWED_HREF = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Base for resolving relative links when checking their scheme; never rendered. */
const RELATIVE_URL_BASE = 'https://relative-link.invalid/';

/** How many extra passes it may take for the output to stop changing (see below). */
const MAX_SETTLING_PASSES = 3;

const ARTICLE_CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_ARTICLE_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ARTICLE_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: ALLOWED_HREF,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * True when the browser would resolve `href` to an allowed scheme. A second check behind
 * ALLOWED_HREF, using the same URL parser that decides where a click goes.
 */
export function isAllowedLinkTarget(href: string): boolean {
  try {
    return ALLOWED_LINK_PROTOCOLS.includes(new URL(href, RELATIVE_URL_BASE).protocol);
  } catch {
    return false;
  }
}

/**
 * A DOMPurify instance of our own, configured once, so neither the config nor the hook below
 * touches the shared default instance any other code on the page may use.
 */
const articlePurifier = DOMPurify(window);
articlePurifier.setConfig(ARTICLE_CONFIG);
articlePurifier.addHook('afterSanitizeAttributes', (element) => {
  const href = element.getAttribute('href');
  if (href !== null && !isAllowedLinkTarget(href)) element.removeAttribute('href');
});

/**
 * Returns `html` with only the tags a, sup, p and b and the attribute href left, and only
 * http(s), mailto, tel or relative links. Text of removed tags is kept; the content of
 * script, style and the like is dropped.
 *
 * Idempotent: unwrapping a removed tag can leave nesting the HTML parser would not build
 * (`<p>a<button><p>b</p></button></p>` becomes a p inside a p), which then reads back
 * differently; the result is sanitised again until it stops changing.
 */
export function sanitiseArticleHtml(html: string): string {
  let sanitised = articlePurifier.sanitize(html);
  for (let pass = 0; pass < MAX_SETTLING_PASSES; pass += 1) {
    const resanitised = articlePurifier.sanitize(sanitised);
    if (resanitised === sanitised) return sanitised;
    sanitised = resanitised;
  }
  return sanitised;
}
