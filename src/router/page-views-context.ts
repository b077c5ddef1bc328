/**
 * What a page of the `<help-and-support>` app tells the app's page views, by its address under
 * the base path: its screen shows (RouteScreen), or the address is not found and the page is
 * leaving for a not-found page (NotFoundRedirect), which is no page of the app's and gets no
 * page view from it. Only the app provides it: embedded elements report no page views.
 */
import { createContext } from 'react';

export interface PageViewSignals {
  /** The screen of `path` is on show. */
  shown(path: string): void;
  /** `path` is not found: its page view is never sent. */
  notFound(path: string): void;
}

export const PageViewContext = createContext<PageViewSignals | null>(null);
