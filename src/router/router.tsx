/** Base path, trailing-slash and not-found helpers shared by every element's routes. */
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getConfig, mainSiteLink, type HelpConfig } from '../config';
import { useElement } from '../platform/element-context';
import { dispatchHelpEvent } from '../platform/events';

/** The base path without its trailing slash, as wouter wants it. */
export function routerBase(basePath: string = getConfig().basePath): string {
  return basePath.replace(/\/+$/, '');
}

/** Trailing-slash redirect: `/submit-meter-read/` becomes `/submit-meter-read`, keeping the query. */
export function useTrailingSlashRedirect(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (location.length > 1 && location.endsWith('/')) {
      navigate(`${location.replace(/\/+$/, '')}${search ? `?${search}` : ''}`, { replace: true });
    }
  }, [location, search, navigate]);
}

/**
 * The page URL's path under the base path ('/meters/how-to-read-your-meter'), or null when the
 * page is not under it. An element placed without its own attribute (`<help-category>` without
 * `category`) reads its subject from here, then routes on it like the app does.
 */
export function pagePathUnderBase(basePath: string = getConfig().basePath, pathname: string = window.location.pathname): string | null {
  const base = routerBase(basePath);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length).replace(/\/+$/, '') || '/';
}

/** The route an element opens on: its attribute, else the page URL's segment at `index` under the base path. */
export function routeSegment(attribute: string | null | undefined, index: number): string | undefined {
  if (attribute) return attribute;
  const path = pagePathUnderBase();
  const segment = path?.split('/').filter(Boolean)[index];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is no route of ours: the screen's list check refuses it
  }
}

/** Query parameters of the page URL (used for prefill). */
export function usePageSearchParams(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

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
