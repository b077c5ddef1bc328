/**
 * A signed-in customer for browser tests: the two token cookies the stand-in sign-in would set
 * (demo/standins/accounts.mjs), for one of its personas: 'live' has a live account, 'new' not.
 */
import { defaultSessionConfig } from '../../src/session/session-config';

export type Persona = 'live' | 'new';

const token = (kind: 'identity' | 'access', persona: Persona) => `demo-${kind}.${persona}.${'0123456789abcdef01234567'}`;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${value === '' ? '; Max-Age=0' : ''}`;
}

/** Sets both cookies (or only the one named in `only`, for the half-signed-in states). */
export function signInAs(persona: Persona = 'live', only?: 'identity' | 'access'): void {
  if (only !== 'access') setCookie(defaultSessionConfig.identityCookie, token('identity', persona));
  if (only !== 'identity') setCookie(defaultSessionConfig.accessCookie, token('access', persona));
}

/** Clears one cookie, as another tab signing out (or its expiry) would. */
export function dropCookie(kind: 'identity' | 'access'): void {
  setCookie(kind === 'identity' ? defaultSessionConfig.identityCookie : defaultSessionConfig.accessCookie, '');
}

/** Signed out: no token cookie, no kept access token. */
export function signOutCookies(): void {
  dropCookie('identity');
  dropCookie('access');
  sessionStorage.removeItem(defaultSessionConfig.accessTokenStorageKey);
}
