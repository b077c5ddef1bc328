/**
 * Trusted Types: the bundle works on pages that send `require-trusted-types-for 'script'`.
 * Two policies exist, and a host page lists both (`trusted-types help-and-support dompurify
 * 'allow-duplicates'`):
 *   - `dompurify`: DOMPurify's own, inside sanitise/: the only way HTML from outside reaches
 *     innerHTML (sanitiseArticleHtml's TrustedHTML);
 *   - `help-and-support`: ours, kept inside this module. It parses HTML in an inert document
 *     (nothing runs, nothing loads there) to read a template's words while the sanitiser is on
 *     its way; and it signs the URL of a script the product adds at run time (an article's
 *     nucleus scripts, the video player) only when that URL is one the configuration names
 *     (platform/scripts.ts): never a URL read from content.
 * 'allow-duplicates' lets a second copy of the bundle on the page create them again.
 */
import type { TrustedTypePolicyFactory } from 'trusted-types/lib';

export const TRUSTED_TYPES_POLICY = 'help-and-support';

type OurPolicy = { createHTML(html: string): unknown; createScriptURL(url: string): unknown };

let policy: OurPolicy | undefined;

/** Absolute URLs of the scripts the configuration allows (scripts.ts adds to it). */
const allowedScripts = new Set<string>();

export class UnlistedScriptError extends Error {
  override name = 'UnlistedScriptError';
}

function ourPolicy(): OurPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  const rules = {
    createHTML: (html: string) => html,
    createScriptURL: (url: string) => {
      if (!allowedScripts.has(url)) throw new UnlistedScriptError(`${url} is not a configured script`);
      return url;
    },
  };
  policy ??= factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, rules) : rules;
  return policy;
}

/**
 * A script URL signed for `script.src`, when the configuration lists it (`allowed`, absolute
 * URLs); anything else throws UnlistedScriptError.
 */
export function trustedScriptUrl(url: string, allowed: Iterable<string>): string {
  for (const entry of allowed) allowedScripts.add(entry);
  return ourPolicy().createScriptURL(url) as string;
}

/**
 * `html` parsed into a document of its own, which runs no script and loads nothing: for
 * reading text out of HTML, never for putting it on the page (sanitise/ does that).
 */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(ourPolicy().createHTML(html) as string, 'text/html');
}
