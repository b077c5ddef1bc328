/**
 * Where the customer stands, for a page that only shows it (the app's header): read from the
 * cookies at once and again at each of the session's 30-second checks, so a sign-out in another
 * tab takes "Signed in" away. It never sends anyone anywhere: any page may show it, anonymous
 * visitors' pages included. Pages that need a signed-in customer use useSignedInCustomer
 * (session/help-deals/use-signed-in.ts), which does.
 */
import { useEffect, useState } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from './session-config';
import { readSessionState, type SessionState } from './session-state';

export function useSessionState(): SessionState {
  const [state, setState] = useState(readSessionState);
  useEffect(() => {
    const timer = window.setInterval(() => setState(readSessionState()), SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return state;
}
