/**
 * One HTTP client per kind of service, built from the page configuration on first use (so a
 * test or the demo can call setConfig first) and rebuilt when the configuration changes.
 * Calls through these clients fail with `HttpError`, `TimeoutError` or fetch's own errors;
 * map them with `toAppError()`.
 */
import { getConfig, type HelpConfig } from '../config';
import { createHttpClient, type HttpClient } from './http';
import { camelCaseKeys } from './jsonapi';
import { xsrfHook } from './xsrf';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface ApiClients {
  /** Main JSON:API service (addresses, accounts, customers): responses come back camelCase. */
  mainApi: HttpClient;
  /** Leads service: bodies are sent and returned as they are. */
  leadsApi: HttpClient;
  /** Content server: article HTML (`.text()`) and JSON (`.json()`). */
  contentApi: HttpClient;
  /** Static JSON at absolute configured URLs (meter-read page config, service outages). */
  staticJson: HttpClient;
}

/** The HTTP client has no time-out unless one is configured. */
let httpTimeout: number | false = false;
let built: { config: HelpConfig; timeout: number | false; clients: ApiClients } | undefined;

/** Sets the time-out (ms, or false for none) for every call from now on; calls may still pass their own. */
export function setHttpTimeout(timeout: number | false): void {
  httpTimeout = timeout;
}

function createClients(config: HelpConfig, timeout: number | false): ApiClients {
  // Retrying is TanStack Query's job (its delays, one place); the client never retries.
  const base = createHttpClient({ timeout });
  const jsonApi = {
    headers: { 'X-Client-Id': config.clientId, Accept: JSON_API_MEDIA_TYPE, 'Content-Type': JSON_API_MEDIA_TYPE },
    jsonApi: true,
    beforeRequest: [xsrfHook],
  };
  return {
    mainApi: base.extend({ ...jsonApi, prefixUrl: config.apiBaseUrl, parseJson: (text) => camelCaseKeys(JSON.parse(text)) }),
    leadsApi: base.extend({ ...jsonApi, prefixUrl: config.leadsBaseUrl }),
    contentApi: base.extend({ prefixUrl: config.contentBaseUrl }),
    staticJson: base,
  };
}

/** The clients for the current configuration. */
export function apiClients(): ApiClients {
  const config = getConfig();
  if (built?.config !== config || built.timeout !== httpTimeout) {
    built = { config, timeout: httpTimeout, clients: createClients(config, httpTimeout) };
  }
  return built.clients;
}

export const mainApi = (): HttpClient => apiClients().mainApi;
export const leadsApi = (): HttpClient => apiClients().leadsApi;
export const contentApi = (): HttpClient => apiClients().contentApi;
export const staticJson = (): HttpClient => apiClients().staticJson;
