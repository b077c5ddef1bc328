/**
 * Where a customer stands, from the two token cookies: both → signed in; one
 * without the other → signing out (the sign-out address clears what is left); neither →
 * signed out (the sign-in redirect).
 */
import { readSessionTokens, type SessionTokens } from './tokens';

export type SessionState = 'signed-in' | 'signing-out' | 'signed-out';

export function sessionStateOf({ identityToken, accessToken }: SessionTokens): SessionState {
  if (identityToken && accessToken) return 'signed-in';
  return identityToken || accessToken ? 'signing-out' : 'signed-out';
}

/** Where the customer stands now, from the cookies as they are. */
export function readSessionState(): SessionState {
  return sessionStateOf(readSessionTokens());
}
