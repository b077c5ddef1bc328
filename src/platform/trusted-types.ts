/**
 * Trusted Types: the bundle works on pages that send `require-trusted-types-for 'script'`.
 * Two policies exist, and a host page lists both (`trusted-types help-and-support dompurify
 * 'allow-duplicates'`):
 *   - `dompurify`: DOMPurify's own, inside sanitise/: the only way HTML from outside reaches
 *     innerHTML (sanitiseArticleHtml's TrustedHTML);
 *   - `help-and-support`: ours, kept inside this module. It parses HTML in an inert document
 *     (nothing runs, nothing loads there) to read a template's words while the sanitiser is on
 *     its way, and it signs script URLs only for the configured origins.
 * 'allow-duplicates' lets a second copy of the bundle on the page create them again.
 */
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';
import { getConfig, type HelpConfig } from '../config';

export const TRUSTED_TYPES_POLICY = 'help-and-support';

/** A script URL outside the configured origins. */
export class UntrustedScriptUrlError extends Error {
  override name = 'UntrustedScriptUrlError';
}

/** Origins scripts may come from: the page's own, and every configured service's. */
export function scriptOrigins(config: HelpConfig = getConfig(), base: string = location.href): Set<string> {
  const urls = [config.mainSiteUrl, config.apiBaseUrl, config.leadsBaseUrl, config.contentBaseUrl, config.backendBaseUrl, config.energySystemBaseUrl];
  const origins = new Set([new URL(base).origin]);
  for (const url of urls) {
    try {
      if (url) origins.add(new URL(url, base).origin);
    } catch {
      // Not a URL: it adds no origin.
    }
  }
  return origins;
}

/** The script URL, resolved, when it is http(s) on a configured origin; otherwise it throws. */
function checkedScriptUrl(url: string): string {
  const resolved = new URL(url, location.href);
  if (!/^https?:$/.test(resolved.protocol) || !scriptOrigins().has(resolved.origin)) {
    throw new UntrustedScriptUrlError(`Scripts are only loaded from the configured origins, not ${resolved.origin}`);
  }
  return resolved.href;
}

type OurPolicy = { createHTML(html: string): unknown; createScriptURL(url: string): TrustedScriptURL | string };

let policy: OurPolicy | undefined;

function ourPolicy(): OurPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  policy ??= factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (html: string) => html, createScriptURL: checkedScriptUrl })
    : { createHTML: (html: string) => html, createScriptURL: checkedScriptUrl };
  return policy;
}

/**
 * `html` parsed into a document of its own, which runs no script and loads nothing: for
 * reading text out of HTML, never for putting it on the page (sanitise/ does that).
 */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(ourPolicy().createHTML(html) as string, 'text/html');
}

/** A script URL for `<script src>`, signed where Trusted Types exist; throws off the configured origins. */
export function trustedScriptUrl(url: string): TrustedScriptURL | string {
  return ourPolicy().createScriptURL(url);
}
