/**
 * The signed-in customer of a page that needs one (deals): the cookies are read at
 * once and every 30 seconds. A customer who is not signed in goes to sign in; one whose
 * cookies have gone (signed out in another tab, or expired) is signed out. Anonymous pages
 * never use this, so they never redirect anyone.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useElement } from '../../platform/element-context';
import { announceThenLeave } from '../../router/content-pages/not-found';
import { PageViewContext } from '../../router/page-views-context';
import { exitFor, forgetSignedInCustomer } from './redirects';
import { SESSION_CHECK_INTERVAL_MS } from '../session-cookies/session-config';
import { sessionStateOf, type SessionState } from '../session-cookies/session-state';
import { keepAccessToken, readSessionTokens } from '../session-cookies/tokens';

/** Reads the cookies now, keeping the access token in storage while there is one. */
function currentState(): SessionState {
  const tokens = readSessionTokens();
  keepAccessToken(tokens);
  return sessionStateOf(tokens);
}

/**
 * Leaves the page for `url` once, after `help-navigate` (cancelable: a host that prevents it
 * navigates itself). The page is replaced: Back must not return to a page that sends the
 * customer straight out again.
 */
export function useLeaveOnce(): (url: string) => void {
  const { container } = useElement();
  const left = useRef(false);
  return useCallback(
    (url: string) => {
      if (left.current || (container && !container.isConnected)) return;
      left.current = true;
      announceThenLeave(container, url);
    },
    [container],
  );
}

/** Signs the customer out of this page: forgets what signed-in pages kept, then leaves for `url`. */
export function useSignOut(): (url: string) => void {
  const leave = useLeaveOnce();
  return useCallback(
    (url: string) => {
      forgetSignedInCustomer();
      leave(url);
    },
    [leave],
  );
}

/**
 * @param stays the page is being authored: an author who is not signed in as a customer stays on
 *   the page they are editing, told why the deals do not show (never sent to sign in or out)
 */
export function useSignedInCustomer(stays = false): SessionState {
  const [state, setState] = useState(currentState);
  const signOut = useSignOut();
  const pageViews = useContext(PageViewContext);
  const [location] = useLocation();
  // A customer who is not signed in leaves at once to sign in: in the app the page gets no page
  // view, said before any effect of the app's page views can send one.
  const leavesAtOnce = useRef(state !== 'signed-in' && !stays).current;
  useLayoutEffect(() => {
    if (leavesAtOnce) pageViews?.leaving(location);
  }, [leavesAtOnce, pageViews, location]);

  useEffect(() => {
    const check = () => {
      const next = currentState();
      setState(next);
      if (stays) return true; // checked again, to show the deals once the author signs in
      if (next !== 'signed-in') signOut(exitFor(next));
      return next === 'signed-in';
    };
    if (!check()) return undefined;
    const timer = window.setInterval(() => {
      if (!check()) window.clearInterval(timer);
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [signOut, stays]);

  return state;
}
