/**
 * The one place where HTML from outside (article bodies from the content server, templated
 * text from page configuration) is made safe to render. Only the tags a, sup, p and
 * b and the attribute href survive; links may only point at http(s), mailto, tel or relative
 * URLs, and an http(s) or relative one only where the URL policy lets a configured address lead
 * (config/url-policy.js): the page's own origin or one the page configuration allows.
 *
 * This module pulls in DOMPurify (about 11 kB gzip), so it is only ever loaded with a
 * dynamic `import()` when there is markup to render (see components/safe-html/SafeHtml.tsx).
 */
import DOMPurify, { type Config } from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';
import { urlPolicyOf } from '../config';
import { destinationRefusal, urlPolicy, type UrlPolicy } from '../config/url-policy';
import { withoutInlineCode } from '../platform/content-api/inline-code';

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
  // TrustedHTML from DOMPurify's own policy where the browser has Trusted Types, so the result
  // may go into innerHTML on a page that requires them (a string elsewhere).
  RETURN_TRUSTED_TYPE: true,
};

/** Control, format (soft hyphen, zero-width, BOM) and space characters of any kind. */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}]/gu;

function resolvesToAllowedProtocol(href: string): boolean {
  try {
    return ALLOWED_LINK_PROTOCOLS.includes(new URL(href, RELATIVE_URL_BASE).protocol);
  } catch {
    return false;
  }
}

function decodePercentEscapes(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** mailto: and tel: lead to no site; every other link that is kept leads to a page of one. */
function leadsToAllowedSite(href: string, policy: UrlPolicy): boolean {
  const protocol = new URL(href, RELATIVE_URL_BASE).protocol;
  return protocol === 'mailto:' || protocol === 'tel:' || !destinationRefusal(href, policy);
}

/**
 * True when `href` resolves to an allowed scheme with the same URL parser that decides where a
 * click goes, and still does with invisible characters removed and percent-escapes decoded, so
 * `java\u00adscript:` or `javascript%3A` cannot pass for a relative link. A second check
 * behind ALLOWED_HREF. Read each of those ways, an http(s) or relative link must also lead
 * where the URL policy allows (`//evil.example`, `/\evil.example`, `https://user@host` do not).
 */
export function isAllowedLinkTarget(href: string, policy: UrlPolicy = urlPolicyOf()): boolean {
  const compact = href.replace(INVISIBLE_CHARACTERS, '');
  const decoded = decodePercentEscapes(compact).replace(INVISIBLE_CHARACTERS, '');
  return [href, compact, decoded].every((form) => resolvesToAllowedProtocol(form) && leadsToAllowedSite(form, policy));
}

/** The browser lacks what DOMPurify needs; refusing beats returning the input unchanged. */
export class SanitiserUnsupportedError extends Error {
  override name = 'SanitiserUnsupportedError';
}

/**
 * Swaps `element` for a copy made without `is`. An element parsed with `is` keeps that value
 * and the serialiser writes it back even after the attribute is removed, which is why
 * DOMPurify blanks it to `is=""` rather than removing it; a fresh element has no such value.
 * The copy comes after the sanitiser's position in its walk, so it is checked like any other.
 */
function replaceWithCopyWithoutIs(element: Element): void {
  const copy = element.ownerDocument.createElement(element.localName);
  for (const { name, value } of element.attributes) {
    if (name !== 'is') copy.setAttribute(name, value);
  }
  copy.append(...element.childNodes);
  element.replaceWith(copy);
}

/**
 * A DOMPurify instance of our own, configured once, so neither the config nor the hook below
 * touches the shared default instance any other code on the page may use.
 *
 * The hook tidies what the config alone leaves: DOMPurify's attribute list applies to every
 * allowed tag, so href would stay on p or b; and it blanks `is` instead of removing it.
 * Neither does harm, but the rule is href on links and no other attribute.
 */
const articlePurifier = DOMPurify(window);
articlePurifier.setConfig(ARTICLE_CONFIG);
/** The URL policy of the call under way: the page's configuration, read once for each HTML sanitised. */
let linkPolicy: UrlPolicy = urlPolicy();
articlePurifier.addHook('afterSanitizeAttributes', (element) => {
  for (const name of element.getAttributeNames()) {
    const isSafeLink = name === 'href' && element.localName === 'a' && isAllowedLinkTarget(element.getAttribute(name) ?? '', linkPolicy);
    if (!isSafeLink && name !== 'is') element.removeAttribute(name);
  }
  // Only kept tags: the walk starts at the parser's body, which must stay where it is.
  if (element.hasAttribute('is') && ALLOWED_ARTICLE_TAGS.includes(element.localName)) replaceWithCopyWithoutIs(element);
});

/**
 * Returns `html` with only the tags a, sup, p and b and the attribute href left, and only
 * http(s), mailto, tel or relative links (http(s) and relative ones only to the page's origin or
 * an allowed one). Text of removed tags is kept; the content of script, style and the like is
 * dropped.
 *
 * Idempotent: unwrapping a removed tag can leave nesting the HTML parser would not build
 * (`<p>a<button><p>b</p></button></p>` becomes a p inside a p), which then reads back
 * differently; the result is sanitised again until it stops changing.
 */
export function sanitiseArticleHtml(html: string): string {
  return String(trustedArticleHtml(html));
}

/**
 * The same, as TrustedHTML where the browser has Trusted Types (a string elsewhere): what may
 * be put into innerHTML, also under `require-trusted-types-for 'script'`.
 */
export function trustedArticleHtml(html: string): TrustedHTML | string {
  if (!articlePurifier.isSupported) throw new SanitiserUnsupportedError('This browser cannot sanitise HTML');
  linkPolicy = urlPolicyOf();
  // DOMPurify parses into a document of this window, which answers to the page's policy: the
  // handlers and inline styles it would remove anyway are taken out of the string before, so
  // Chromium has none to report (platform/content-api/inline-code.ts). DOMPurify still decides on all the rest.
  let sanitised: TrustedHTML | string = articlePurifier.sanitize(withoutInlineCode(html));
  for (let pass = 0; pass < MAX_SETTLING_PASSES; pass += 1) {
    const resanitised: TrustedHTML | string = articlePurifier.sanitize(String(sanitised));
    if (String(resanitised) === String(sanitised)) return resanitised;
    sanitised = resanitised;
  }
  return sanitised;
}
