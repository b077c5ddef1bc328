/**
 * Trusted Types: the bundle works on pages that send `require-trusted-types-for 'script'`.
 * Two policies exist, and a host page lists both (`trusted-types help-and-support dompurify
 * 'allow-duplicates'`):
 *   - `dompurify`: DOMPurify's own, inside sanitise/: the only way HTML from outside reaches
 *     innerHTML (sanitiseArticleHtml's TrustedHTML);
 *   - `help-and-support`: ours, kept inside this module. It parses HTML in an inert document
 *     (nothing runs, nothing loads there) to read a template's words while the sanitiser is on
 *     its way. (Scripts the product will add at run time, such as an article's form scripts,
 *     get a createScriptURL here that signs only the configured origins.)
 * 'allow-duplicates' lets a second copy of the bundle on the page create them again.
 */
import type { TrustedTypePolicyFactory } from 'trusted-types/lib';

export const TRUSTED_TYPES_POLICY = 'help-and-support';

type OurPolicy = { createHTML(html: string): unknown };

let policy: OurPolicy | undefined;

function ourPolicy(): OurPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  const passThrough = { createHTML: (html: string) => html };
  policy ??= factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, passThrough) : passThrough;
  return policy;
}

/**
 * `html` parsed into a document of its own, which runs no script and loads nothing: for
 * reading text out of HTML, never for putting it on the page (sanitise/ does that).
 */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(ourPolicy().createHTML(html) as string, 'text/html');
}
