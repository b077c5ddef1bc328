/**
 * XSRF protection: the XSRF-TOKEN cookie is echoed as the X-XSRF-TOKEN header,
 * only to this page's origin or the configured API origins, never to anyone else.
 */
import { getConfig } from '../config';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A cookie's decoded value, or undefined when the page has none by that name. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      const raw = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Origins allowed to receive the token: the page itself, the main API and the leads service. */
export function trustedOrigins(): string[] {
  const { apiBaseUrl, leadsBaseUrl } = getConfig();
  return [location.origin, ...[apiBaseUrl, leadsBaseUrl].map((url) => new URL(url, location.href).origin)];
}

/** Request hook adding X-XSRF-TOKEN to requests for trusted origins. */
export const xsrfHook = (request: Request): void => {
  const token = readCookie(XSRF_COOKIE);
  if (token && trustedOrigins().includes(new URL(request.url).origin)) request.headers.set(XSRF_HEADER, token);
};
