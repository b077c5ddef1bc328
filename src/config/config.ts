/**
 * Page-level configuration. A CMS page may hold
 * `<script type="application/json" id="help-and-support-config">{ ... }</script>`;
 * anything it leaves out falls back to defaults that point at the demo's stand-in
 * services on the same origin, so a page with only the script tag and an element
 * works against `npm start`.
 */
import { report } from '../report';
import { isRecord } from '../util';
import { allowedOrigins, isAllowedUrl, urlPolicy, urlRefusal, type UrlPolicy } from './url-policy';

export { isAllowedUrl, urlPolicy, type UrlPolicy };

export interface SignInConfig {
  /** Authorisation endpoint (response type token). */
  authoriseUrl: string;
  /** Fixed sign-in client id. */
  clientId: string;
  /** Where the authorisation server sends the browser back to. */
  callbackUrl: string;
  /** Sign-out path on the main site. */
  logoutPath: string;
}

/**
 * The mark on the help home's address that the sign-out address returns to: the page says the
 * customer has been signed out, once.
 */
export const SIGNED_OUT_MARK = 'signed-out';

export interface HelpConfig {
  /**
   * Origins besides the page's own that configured addresses and links from content may lead to
   * ('https://www.example.co.uk'); an absolute address on any other origin is refused.
   */
  allowedOrigins: string[];
  /** Base path every route lives under. */
  basePath: string;
  /** Sent as X-Client-Id to the main API and the leads service. */
  clientId: string;
  /** The supplier's main site, for links that leave the app ('' = same origin). */
  mainSiteUrl: string;
  /** Main JSON:API service: addresses, accounts, customers. */
  apiBaseUrl: string;
  /** Leads service; leads are posted to `${leadsBaseUrl}v1/leads`. */
  leadsBaseUrl: string;
  /** Content server (AEM): header configuration, categories list, article HTML. */
  contentBaseUrl: string;
  /** The supplier's backend (account status count proxy). */
  backendBaseUrl: string;
  /** The energy-system service. */
  energySystemBaseUrl: string;
  /** The two service-message endpoints. */
  serviceMessageUrls: string[];
  /** Static JSON: meter-read page configuration (fetched with no cache). */
  meterReadConfigUrl: string;
  /** Static JSON: service outage banner. */
  outageUrl: string;
  /** Page-not-found page for an unknown category or article (/page-not-found.html). */
  pageNotFoundUrl: string;
  /** The main site's page-not-found page, for any other unknown route (a path on mainSiteUrl, or a URL). */
  mainSiteNotFoundUrl: string;
  /** Main site's meter reads page, shown when the online form is off. */
  meterReadsPageUrl: string;
  signIn: SignInConfig;
}

export const CONFIG_ELEMENT_ID = 'help-and-support-config';

export const defaultConfig: HelpConfig = {
  allowedOrigins: [],
  basePath: '/help-and-support/',
  clientId: 'help-and-support-web',
  mainSiteUrl: '',
  apiBaseUrl: '/api/',
  leadsBaseUrl: '/leads/',
  contentBaseUrl: '/aem6/',
  backendBaseUrl: '/api/proxy/',
  energySystemBaseUrl: '/api/energy/',
  serviceMessageUrls: [],
  meterReadConfigUrl: '/aem6/content/dam/britishgas/beta/json/help/meter-read.json',
  outageUrl: '/aem6/content/dam/britishgas/beta/json/help/service-outages.json',
  pageNotFoundUrl: '/page-not-found.html',
  mainSiteNotFoundUrl: '/page-not-found.html',
  meterReadsPageUrl: '/energy/meter-readings',
  signIn: {
    authoriseUrl: '/api/auth/authorize',
    clientId: 'help-and-support-web',
    callbackUrl: '/help-and-support/authorization-callback',
    logoutPath: '/identity/logout',
  },
};

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** Merges what the page gave over the defaults, keeping only keys and types the defaults know. */
export function merge<T>(defaults: T, given: unknown): T {
  if (!isRecord(defaults) || !isRecord(given)) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = given[key];
    if (value === undefined) continue;
    if (isRecord(fallback)) out[key] = merge(fallback, value);
    else if (Array.isArray(fallback)) out[key] = Array.isArray(value) ? value : fallback;
    else if (typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

/** Ensures a base URL or path ends with one slash, so relative resource paths join cleanly. */
function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Configuration values that become links, navigations or request URLs: each is held to the URL
 * policy (url-policy.js), a path on this site or an http(s) address on an allowed origin ('' for
 * mainSiteUrl means this site).
 */
export const URL_KEYS = [
  'mainSiteUrl',
  'apiBaseUrl',
  'leadsBaseUrl',
  'contentBaseUrl',
  'backendBaseUrl',
  'energySystemBaseUrl',
  'meterReadConfigUrl',
  'outageUrl',
  'pageNotFoundUrl',
  'mainSiteNotFoundUrl',
  'meterReadsPageUrl',
] as const;
export const SIGN_IN_URL_KEYS = ['authoriseUrl', 'callbackUrl', 'logoutPath'] as const;

/** The configuration refused an address: it could lead off the allowed origins, run script, or is none. */
export class UnsafeConfigUrlError extends Error {
  override name = 'UnsafeConfigUrlError';
}

/** Tells the page that the value of `name`, read from `source`, was refused and why; its default stands. */
export function reportRefusedUrl(name: string, why: string, source = `#${CONFIG_ELEMENT_ID}`): void {
  report(new UnsafeConfigUrlError(`${name} refused: ${why}`), { action: `reading ${source} (value refused)` });
}

/**
 * The URL policy a page configuration sets: its page's origin, and the origins its allowedOrigins
 * names (parseConfig reports the entries that name none). By default, this page's configuration.
 */
export function urlPolicyOf(given: unknown = typeof document === 'undefined' ? {} : pageConfigInput()): UrlPolicy {
  return urlPolicy(allowedOrigins(isRecord(given) && given.allowedOrigins));
}

/** Keeps each address only when the URL policy allows it; otherwise the default stands and the page hears why. */
export function safeUrls<T extends object>(config: T, defaults: T, keys: readonly (keyof T & string)[], where = '', policy: UrlPolicy = urlPolicyOf()): T {
  const checked = { ...config };
  for (const key of keys) {
    const value = config[key];
    // '' leaves the key unset (mainSiteUrl: this site).
    if (!value) continue;
    const refusal = urlRefusal(value, policy);
    if (!refusal) continue;
    checked[key] = defaults[key];
    reportRefusedUrl(`${where}${key}`, refusal);
  }
  return checked;
}

/** The addresses of a list the URL policy allows; each one refused is reported under the list's name. */
export function safeUrlList(urls: unknown[], name: string, policy: UrlPolicy = urlPolicyOf()): string[] {
  return urls.filter((url): url is string => {
    const refusal = urlRefusal(url, policy);
    if (refusal) reportRefusedUrl(name, refusal);
    return !refusal;
  });
}

/**
 * A base path: a path on this site, written with or without its first slash ('help' is '/help/'),
 * ending with one. Anything else (another host, a scheme, a backslash) is reported under `name`
 * (read from `source`), and `fallback` stands.
 */
export function checkedBasePath(value: string, name: string, fallback: string, policy = urlPolicyOf(), source?: string): string {
  // 'help' is '/help/'; a value with a scheme ('https:', 'javascript:') is judged as written.
  const path = /^\/|:/.test(value) ? value : `/${value}`;
  const refusal = urlRefusal(path, policy, true);
  if (!refusal) return withTrailingSlash(path);
  reportRefusedUrl(name, refusal, source);
  return fallback;
}

export function parseConfig(given: unknown): HelpConfig {
  const merged = merge(defaultConfig, given);
  const origins = allowedOrigins(merged.allowedOrigins, () => reportRefusedUrl('allowedOrigins', 'not an http(s) origin'));
  const policy = urlPolicy(origins);
  const config = {
    ...safeUrls(merged, defaultConfig, URL_KEYS, '', policy),
    allowedOrigins: origins,
    signIn: safeUrls(merged.signIn, defaultConfig.signIn, SIGN_IN_URL_KEYS, 'signIn.', policy),
    serviceMessageUrls: safeUrlList(merged.serviceMessageUrls, 'serviceMessageUrls', policy),
  };
  return {
    ...config,
    basePath: checkedBasePath(merged.basePath, 'basePath', defaultConfig.basePath, policy),
    // The main site without a trailing slash: links add one ('/' alone is this site, '').
    mainSiteUrl: config.mainSiteUrl.replace(/\/+$/, ''),
    apiBaseUrl: withTrailingSlash(config.apiBaseUrl),
    leadsBaseUrl: withTrailingSlash(config.leadsBaseUrl),
    contentBaseUrl: withTrailingSlash(config.contentBaseUrl),
    backendBaseUrl: withTrailingSlash(config.backendBaseUrl),
    energySystemBaseUrl: withTrailingSlash(config.energySystemBaseUrl),
  };
}

/**
 * Where a link to a page of the main site goes: an absolute address as given, otherwise the main
 * site, one slash and the path (never '//…', which would name another host). A link the URL
 * policy refuses goes to the main site's home page instead.
 */
export function mainSiteLink(pathOrUrl: string, config: HelpConfig = getConfig()): string {
  const home = `${config.mainSiteUrl}/`;
  const link = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${home}${pathOrUrl.replace(/^\/+/, '')}`;
  return isAllowedUrl(link, urlPolicy(config.allowedOrigins)) ? link : home;
}

let cached: HelpConfig | undefined;
let given: object | undefined;

/**
 * What the page's #help-and-support-config holds, read once (`{}` when it has none); a
 * malformed script tag is reported and ignored. Parts of the configuration that only some
 * elements use (content-config.ts) read their keys from it.
 */
export function pageConfigInput(doc: Document = document): object {
  if (given) return given;
  const script = doc.getElementById(CONFIG_ELEMENT_ID);
  given = {};
  if (script?.textContent) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (isRecord(parsed)) given = parsed;
    } catch (error) {
      report(error, { action: `reading #${CONFIG_ELEMENT_ID} (ignored)` });
    }
  }
  return given;
}

/** The page's configuration over the defaults, read once. */
export function getConfig(doc: Document = document): HelpConfig {
  cached ??= parseConfig(pageConfigInput(doc));
  return cached;
}

/** Tests and the demo may swap configuration; elements read it at mount. */
export function setConfig(config: DeepPartial<HelpConfig> | object): HelpConfig {
  given = config;
  cached = parseConfig(config);
  return cached;
}

export function resetConfig(): void {
  cached = undefined;
  given = undefined;
}
