/** Base path, trailing-slash and not-found helpers shared by every element's routes. */
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getConfig, mainSiteLink, type HelpConfig } from '../config';

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

/**
 * Where unknown routes go (SPEC §8): the main site's page-not-found page. Unknown categories
 * and articles go to the same `pageNotFoundUrl` (/page-not-found.html by default).
 */
export function pageNotFoundUrl(config: HelpConfig = getConfig()): string {
  return mainSiteLink(config.pageNotFoundUrl, config);
}

/** Renders nothing and replaces the page with the not-found page (no history entry left behind). */
export function NotFoundRedirect({ leave = leaveApp }: { leave?: (url: string) => void }) {
  useEffect(() => {
    leave(pageNotFoundUrl());
  }, [leave]);
  return null;
}
