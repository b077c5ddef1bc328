/**
 * Routing under the base path. Inside the Help & Support pages the browser URL drives the
 * screens; an element embedded elsewhere (the marketing site's meter-read form) keeps its
 * steps in memory and leaves the host page's URL alone.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getConfig, type HelpConfig } from '../config';

/** The base path without its trailing slash, as wouter wants it. */
export function routerBase(basePath: string = getConfig().basePath): string {
  return basePath.replace(/\/+$/, '');
}

/** True when the page's URL is under the base path (the app's own pages). */
export function isUnderBasePath(pathname: string = window.location.pathname, basePath: string = getConfig().basePath): boolean {
  const base = routerBase(basePath);
  return pathname === base || pathname.startsWith(`${base}/`);
}

export interface AppRouterProps {
  /** Route (relative to the base path) an embedded element starts on. */
  initialPath: string;
  children: ReactNode;
}

/** Browser routing under the base path on the app's pages; memory routing anywhere else. */
export function AppRouter({ initialPath, children }: AppRouterProps) {
  const memory = useMemo(
    () => (isUnderBasePath() ? null : memoryLocation({ path: initialPath, record: false })),
    [initialPath],
  );
  if (memory) return <Router hook={memory.hook} searchHook={() => window.location.search.replace(/^\?/, '')}>{children}</Router>;
  return <Router base={routerBase()}>{children}</Router>;
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
  return /^https?:\/\//.test(config.pageNotFoundUrl) ? config.pageNotFoundUrl : `${config.mainSiteUrl}${config.pageNotFoundUrl}`;
}

/** Renders nothing and replaces the page with the not-found page (no history entry left behind). */
export function NotFoundRedirect({ leave = leaveApp }: { leave?: (url: string) => void }) {
  useEffect(() => {
    leave(pageNotFoundUrl());
  }, [leave]);
  return null;
}
