/**
 * A signed-in customer for browser tests: the two token cookies as the stand-in sign-in sets
 * them (standins/accounts.mjs), for one of its demo customers (standins/fixtures/accounts.json):
 * 'live' has a live account (prefill from /v1/accounts), 'new' only a customer record.
 *
 *   const { identityToken } = signIn('live');
 *   afterEach(signOut);   // resetPage signs out too
 */
import { defaultSessionConfig } from '../../src/session/session-cookies/session-config';

export type DemoCustomer = 'live' | 'new';

export interface DemoTokens {
  identityToken: string;
  accessToken: string;
}

const hex24 = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${value === '' ? '; Max-Age=0' : ''}`;
}

/**
 * Sets both token cookies for a demo customer, fresh tokens each time; with `only`, just that
 * one (the half-signed-in states).
 */
export function signIn(customer: DemoCustomer = 'live', only?: 'identity' | 'access'): DemoTokens {
  const tokens = { identityToken: `demo-identity.${customer}.${hex24()}`, accessToken: `demo-access.${customer}.${hex24()}` };
  if (only !== 'access') setCookie(defaultSessionConfig.identityCookie, tokens.identityToken);
  if (only !== 'identity') setCookie(defaultSessionConfig.accessCookie, tokens.accessToken);
  return tokens;
}

/** Clears one cookie, as another tab signing out (or its expiry) would. */
export function dropCookie(kind: 'identity' | 'access'): void {
  setCookie(kind === 'identity' ? defaultSessionConfig.identityCookie : defaultSessionConfig.accessCookie, '');
}

/** Signed out: no token cookie, no kept access token. */
export function signOut(): void {
  dropCookie('identity');
  dropCookie('access');
  sessionStorage.removeItem(defaultSessionConfig.accessTokenStorageKey);
}

/**
 * Where signing out sends the customer with the demo's configuration: the sign-out address,
 * returning to the help home marked so that it says they have been signed out.
 */
export const signOutAddress = (): string => `/identity/logout?state=${encodeURIComponent(`${location.origin}/help-and-support/?signed-out=`)}`;
