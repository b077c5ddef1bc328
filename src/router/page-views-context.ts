/**
 * What a page of the `<help-and-support>` app tells the app's page views, by its address under
 * the base path: its screen shows (RouteScreen), or the page leaves the app at once for a page
 * that is not the app's: a not-found page (NotFoundRedirect), or signing in (the deals page, to
 * a customer who is not signed in). Such an address gets no page view. Only the app provides
 * it: embedded elements report no page views.
 */
import { createContext } from 'react';

export interface PageViewSignals {
  /** The screen of `path` is on show. */
  shown(path: string): void;
  /** `path` leaves the app at once, for a page that is not the app's: its page view is never sent. */
  leaving(path: string): void;
}

export const PageViewContext = createContext<PageViewSignals | null>(null);
