/**
 * Trusted Types: the bundle works on pages that send `require-trusted-types-for 'script'`.
 * Two policies exist, and a host page lists both (`trusted-types help-and-support dompurify
 * 'allow-duplicates'`):
 *   - `dompurify`: DOMPurify's own, inside sanitise/: the only way HTML from outside reaches
 *     innerHTML (sanitiseArticleHtml's TrustedHTML);
 *   - `help-and-support`: ours, kept inside this module. It parses HTML in an inert document
 *     (nothing runs, nothing loads there; its inline code taken out first, inline-code.ts) to
 *     read a template's words while the sanitiser is on its way, and an article page's parts;
 *     and it signs the URL of a script the product adds at run time (an article's nucleus
 *     scripts, the video player) only when that URL is one the configuration names
 *     (platform/content-api/scripts.ts): never a URL read from content.
 * 'allow-duplicates' lets a second copy of the bundle on the page create them again.
 *
 * A third, `default`, exists only where monitoring runs with `monitoring.workerUrl` (after
 * consent, consent/monitoring.ts): the SDK starts session replay's worker with
 * `new Worker(url)` and a plain string, which no named policy can vouch for. It passes that one
 * URL, a file of the bundle on the page's origin, and nothing else (trustWorkerUrl below).
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
 * reading text out of HTML, never for putting it on the page (sanitise/ does that). A document
 * of this window answers to the page's policy, so HTML that may hold inline code (handlers,
 * styles, scripts) goes through parseOutsideHtml (inert-page.ts) instead, or Chromium reports
 * each of them as a violation although nothing runs.
 */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(ourPolicy().createHTML(html) as string, 'text/html');
}

/** The worker URLs the page's default policy passes, shared by every copy of the bundle on the page. */
const TRUSTED_WORKER_URLS = Symbol.for('help-and-support.trusted-worker-urls');

/** The page has a Trusted Types default policy of its own: it decides what a worker may load. */
export class DefaultPolicyTakenError extends Error {
  override name = 'DefaultPolicyTakenError';
}

/**
 * Lets `new Worker(url)` take exactly `url` (absolute) on a page that requires Trusted Types,
 * for code that cannot hand over a TrustedScriptURL (the monitoring SDK). The first call creates
 * the page's `default` policy, whose only rule passes the URLs given here, each exactly, and
 * answers null for anything else: any other string reaching a script URL sink, and every HTML
 * or script sink, is refused as it was without it. A page whose CSP does not list `default`
 * makes this throw (TypeError); a page with a default policy of its own gets
 * DefaultPolicyTakenError, and its policy decides. Nothing to do where there are no Trusted Types.
 */
export function trustWorkerUrl(url: string): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return;
  const page = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  let urls = page[TRUSTED_WORKER_URLS];
  if (!urls) {
    if (factory.defaultPolicy) throw new DefaultPolicyTakenError(`The page's own Trusted Types default policy decides whether ${url} may start a worker`);
    const passed = new Set<string>();
    // null refuses: the browser then blocks and reports the assignment, as with no default policy.
    factory.createPolicy('default', { createScriptURL: (input: string) => (passed.has(input) ? input : (null as unknown as string)) });
    urls = page[TRUSTED_WORKER_URLS] = passed;
  }
  urls.add(url);
}
