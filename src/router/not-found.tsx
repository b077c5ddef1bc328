/**
 * The two not-found targets (SPEC §8): an unknown category or article goes to
 * /page-not-found.html on this site, any other unknown route to the main site's page. Kept
 * out of the shared platform chunk: only the app and the content pages need it.
 */
import { useEffect } from 'react';
import { getConfig, mainSiteLink, type HelpConfig } from '../config';
import { useElement } from '../platform/element-context';
import { dispatchHelpEvent } from '../platform/events';

/** Leaves the app for a page of the main site (not-found, external journeys). */
export function leaveApp(url: string, replace = true): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Where an unknown category or article goes (SPEC §8): /page-not-found.html on this site. */
export function pageNotFoundUrl(config: HelpConfig = getConfig()): string {
  return config.pageNotFoundUrl;
}

/** Where any other unknown route goes (SPEC §8): the main site's page-not-found page. */
export function mainSiteNotFoundUrl(config: HelpConfig = getConfig()): string {
  return mainSiteLink(config.mainSiteNotFoundUrl, config);
}

export type NotFound = 'page' | 'main-site';

/**
 * Renders nothing and replaces the page with a not-found page (no history entry left behind),
 * after `help-navigate` (cancelable: a host page that prevents it navigates itself).
 */
export function NotFoundRedirect({ to = 'main-site', leave = leaveApp }: { to?: NotFound; leave?: (url: string) => void }) {
  const { container } = useElement();
  useEffect(() => {
    const url = to === 'page' ? pageNotFoundUrl() : mainSiteNotFoundUrl();
    if (dispatchHelpEvent(container, 'help-navigate', { path: url })) leave(url);
  }, [to, leave, container]);
  return null;
}
