/**
 * Where a customer who is not (or no longer) signed in is sent: the authorisation
 * endpoint, to sign in and come back here; the sign-out address (identity/logout); and, after
 * the idle time-out, /logout. Signing out also forgets what the signed-in pages kept.
 */
import { getConfig, mainSiteLink, SIGNED_OUT_MARK, type HelpConfig } from '../../config/config';
import { getSessionConfig, type SessionConfig } from '../session-cookies/session-config';
import type { SessionState } from '../session-cookies/session-state';

/** What signed-in pages keep in localStorage, cleared on signing out. */
export const SIGNED_IN_STORAGE_KEYS = ['chosenTariff', 'pendingTariffDismissed'] as const;

/** The sign-in redirect: response type token, back through the callback, `state` the page to return to. */
export function signInUrl(returnTo: string = window.location.href, config: HelpConfig = getConfig()): string {
  const url = new URL(mainSiteLink(config.signIn.authoriseUrl, config), document.baseURI);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', config.signIn.clientId);
  url.searchParams.set('redirect_uri', new URL(mainSiteLink(config.signIn.callbackUrl, config), document.baseURI).href);
  url.searchParams.set('state', returnTo);
  return url.href;
}

/**
 * The sign-out address (identity/logout on the main site), which returns (`state`) to the help
 * home marked so that it says the customer has been signed out.
 */
export function signOutUrl(config: HelpConfig = getConfig()): string {
  const logout = mainSiteLink(config.signIn.logoutPath, config);
  const helpHome = new URL(config.basePath, document.baseURI);
  helpHome.searchParams.set(SIGNED_OUT_MARK, '');
  return `${logout}${logout.includes('?') ? '&' : '?'}state=${encodeURIComponent(helpHome.href)}`;
}

/** Where the idle time-out sends the customer (/logout by default). */
export function idleSignOutUrl(config: HelpConfig = getConfig(), session: SessionConfig = getSessionConfig()): string {
  return mainSiteLink(session.idleLogoutUrl, config);
}

/** Where a state other than signed in leads: signing out → the sign-out address; signed out → sign in. */
export function exitFor(state: Exclude<SessionState, 'signed-in'>): string {
  return state === 'signing-out' ? signOutUrl() : signInUrl();
}

/** Forgets the signed-in customer's stored choices and the kept access token. */
export function forgetSignedInCustomer(session: SessionConfig = getSessionConfig()): void {
  try {
    for (const key of SIGNED_IN_STORAGE_KEYS) window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(session.accessTokenStorageKey);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
