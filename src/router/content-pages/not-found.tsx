/**
 * The two not-found targets: an unknown category or article goes to
 * /page-not-found.html on this site, any other unknown route to the main site's page. Kept
 * out of the shared platform chunk: only the app and the content pages need it.
 */
import { useContext, useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { getConfig, mainSiteLink, type HelpConfig } from '../../config';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import { PageViewContext } from '../page-views-context';

/** Leaves the app for a page of the main site (not-found, external journeys). */
export function leaveApp(url: string, replace = true): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * Leaves the app for `url` once a cancelable `help-navigate` is not prevented (a host that
 * prevents it navigates itself). An element already taken off the page leaves nothing: no host
 * would hear its event, and a page must not be sent away by an element it has removed.
 */
export function announceThenLeave(from: Node | null, url: string, leave: (url: string) => void = leaveApp): void {
  if (from && !from.isConnected) return;
  if (dispatchHelpEvent(from, 'help-navigate', { path: url })) leave(url);
}

/** The same for a page the customer chose to open: Back returns here. */
export const goTo = (url: string) => leaveApp(url, false);

/** Where an unknown category or article goes: /page-not-found.html on this site. */
export function pageNotFoundUrl(config: HelpConfig = getConfig()): string {
  return config.pageNotFoundUrl;
}

/** Where any other unknown route goes: the main site's page-not-found page. */
export function mainSiteNotFoundUrl(config: HelpConfig = getConfig()): string {
  return mainSiteLink(config.mainSiteNotFoundUrl, config);
}

export type NotFound = 'page' | 'main-site';

/**
 * Renders nothing and replaces the page with a not-found page (no history entry left behind),
 * after `help-navigate` (cancelable: a host page that prevents it navigates itself). In the app
 * the address gets no page view: the not-found page is not one of the app's. It says so in a
 * layout effect, before any effect of the app's page views can send one.
 *
 * In authoring mode it goes nowhere: an author on an AEM author instance keeps the page they are
 * editing. The element's note (see authoring.tsx) has said what to set before it got here.
 */
export function NotFoundRedirect({ to = 'main-site', leave = leaveApp }: { to?: NotFound; leave?: (url: string) => void }) {
  const { container, authoring } = useElement();
  const pageViews = useContext(PageViewContext);
  const [location] = useLocation();
  useLayoutEffect(() => {
    pageViews?.leaving(location);
  }, [pageViews, location]);
  useEffect(() => {
    if (!authoring) announceThenLeave(container, to === 'page' ? pageNotFoundUrl() : mainSiteNotFoundUrl(), leave);
  }, [to, leave, container, authoring]);
  return null;
}
