/**
 * The signed-in customer's tokens: an identity-token cookie and an access-token
 * cookie, the access token also kept in sessionStorage. Only read here: the sign-in server
 * sets the cookies and the sign-out address clears them.
 */
import { getSessionConfig, type SessionConfig } from './session-config';

export interface SessionTokens {
  identityToken: string | null;
  accessToken: string | null;
}

/** One cookie's value, or null when the page has none (or an empty one). */
export function readCookie(name: string, doc: Document = document): string | null {
  for (const pair of doc.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Both tokens, read from the cookies now. */
export function readSessionTokens(config: SessionConfig = getSessionConfig(), doc: Document = document): SessionTokens {
  return { identityToken: readCookie(config.identityCookie, doc), accessToken: readCookie(config.accessCookie, doc) };
}

/** Keeps the access token in sessionStorage while the cookie holds one, and forgets it when not. */
export function keepAccessToken(tokens: SessionTokens, config: SessionConfig = getSessionConfig(), storage?: Storage): void {
  try {
    const store = storage ?? window.sessionStorage;
    if (tokens.accessToken) store.setItem(config.accessTokenStorageKey, tokens.accessToken);
    else store.removeItem(config.accessTokenStorageKey);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the cookie is the source anyway.
  }
}
