/**
 * Page-level configuration. A CMS page may hold
 * `<script type="application/json" id="help-and-support-config">{ ... }</script>`;
 * anything it leaves out falls back to defaults that point at the demo's stand-in
 * services on the same origin, so a page with only the script tag and an element
 * works against `npm start`.
 */
import { report } from '../report';
import { isRecord } from '../util';
import { isSafeUrl } from './safe-url';

export { isSafeUrl };

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

export interface HelpConfig {
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
 * Configuration values that become links, navigations or request URLs: each must be a path on
 * this origin ('/…', not '//…') or an http(s) URL ('' for mainSiteUrl means this origin).
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

/** The configuration refused a value that could run script or leave for an unknown scheme. */
export class UnsafeConfigUrlError extends Error {
  override name = 'UnsafeConfigUrlError';
}


/** Keeps each URL value only when it is safe; otherwise the default stands and the page hears why. */
export function safeUrls<T extends object>(config: T, defaults: T, keys: readonly (keyof T & string)[], where = ''): T {
  const checked = { ...config };
  for (const key of keys) {
    const value = config[key];
    if (typeof value !== 'string' || value === '' || isSafeUrl(value)) continue;
    checked[key] = defaults[key];
    report(new UnsafeConfigUrlError(`${where}${key} must be a path or an http(s) URL`), { action: `reading #${CONFIG_ELEMENT_ID} (value refused)` });
  }
  return checked;
}

/** The safe URLs of a list; with a name, a refused entry is reported as a single value is. */
export function safeUrlList(urls: unknown[], name?: string): string[] {
  return urls.filter((url): url is string => {
    const safe = typeof url === 'string' && isSafeUrl(url);
    if (!safe && name) report(new UnsafeConfigUrlError(`${name} entries must be paths or http(s) URLs`), { action: `reading #${CONFIG_ELEMENT_ID} (value refused)` });
    return safe;
  });
}

export function parseConfig(given: unknown): HelpConfig {
  const merged = merge(defaultConfig, given);
  const config = {
    ...safeUrls(merged, defaultConfig, URL_KEYS),
    signIn: safeUrls(merged.signIn, defaultConfig.signIn, SIGN_IN_URL_KEYS, 'signIn.'),
    serviceMessageUrls: safeUrlList(merged.serviceMessageUrls),
  };
  return {
    ...config,
    basePath: withTrailingSlash(config.basePath.startsWith('/') ? config.basePath : `/${config.basePath}`),
    apiBaseUrl: withTrailingSlash(config.apiBaseUrl),
    leadsBaseUrl: withTrailingSlash(config.leadsBaseUrl),
    contentBaseUrl: withTrailingSlash(config.contentBaseUrl),
    backendBaseUrl: withTrailingSlash(config.backendBaseUrl),
    energySystemBaseUrl: withTrailingSlash(config.energySystemBaseUrl),
  };
}

/**
 * Where a link to a page of the main site goes: an absolute URL as given, a path on the main
 * site (mainSiteUrl + path) otherwise.
 */
export function mainSiteLink(pathOrUrl: string, config: HelpConfig = getConfig()): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${config.mainSiteUrl}${pathOrUrl}`;
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
