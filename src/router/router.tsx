/** Base path, trailing-slash and not-found helpers shared by every element's routes. */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getConfig } from '../config';

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
