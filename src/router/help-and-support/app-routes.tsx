/**
 * The `<help-and-support>` app's router: the page URL under its base path, every route of the
 * area. The one place a route change happens in the app: each one is a page view (the analytics
 * hook point, platform/help-and-support/page.ts). Kept out of the shared platform chunk (only the app uses it).
 */
import { useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { notifyPageView } from '../../platform/help-and-support/page';
import { RouteSwitch } from '../element-routes';
import type { ScreenRoute } from '../route-table';
import { routerBase, useTrailingSlashRedirect } from '../router';

export interface AppRoutesProps {
  routes: readonly ScreenRoute[];
  basePath: string;
  /** Shown above every page, under the same router (the supplier header). */
  header?: ReactNode;
  /** Any path no route takes. */
  fallback: ReactNode;
}

export function AppRoutes({ routes, basePath, header, fallback }: AppRoutesProps) {
  return (
    <Router base={routerBase(basePath)}>
      <RouteChanges basePath={basePath} />
      {header}
      <RouteSwitch routes={routes} fallback={fallback} />
    </Router>
  );
}

/** Drops a trailing slash, and reports a page view for each path the app shows. */
function RouteChanges({ basePath }: { basePath: string }) {
  const [location] = useLocation();
  useTrailingSlashRedirect();
  useEffect(() => {
    // '/contact-us/' is on its way to '/contact-us': one view, not two.
    if (!(location.length > 1 && location.endsWith('/'))) notifyPageView({ path: location, basePath });
  }, [location, basePath]);
  return null;
}
