/**
 * The `<help-and-support>` app's router: the page URL under its base path, every route of the
 * area. The one place a route change happens in the app: each address it shows is a page view
 * (the analytics hook point, platform/help-and-support/page.ts), sent once its page shows
 * (page-views.ts), and never for an address that goes to a not-found page. Kept out of the
 * shared platform chunk (only the app uses it).
 */
import { notifyManager, useIsFetching } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { useHelpQueryClient } from '../../api/query-client';
import { notifyPageView } from '../../platform/help-and-support/page';
import { RouteSwitch } from '../element-routes';
import { PageViewContext, type PageViewSignals } from '../page-views-context';
import type { ScreenRoute } from '../route-table';
import { routerBase, useTrailingSlashRedirect } from '../router';
import { PageViews } from './page-views';

export interface AppRoutesProps {
  routes: readonly ScreenRoute[];
  basePath: string;
  /** Shown above every page, under the same router (the supplier header). */
  header?: ReactNode;
  /** Any path no route takes. */
  fallback: ReactNode;
}

export function AppRoutes({ routes, basePath, header, fallback }: AppRoutesProps) {
  // The page's path as a server render reads it: the build's, rendering a page's first screen,
  // and the page's own while the app takes that snapshot over (then the browser's, as it moves).
  const [ssrPath] = useState(() => window.location.pathname);
  return (
    <Router base={routerBase(basePath)} ssrPath={ssrPath}>
      <TrailingSlash />
      {header}
      <PageViewsOf basePath={basePath}>
        <RouteSwitch routes={routes} fallback={fallback} />
      </PageViewsOf>
    </Router>
  );
}

/** Drops a trailing slash. */
function TrailingSlash() {
  useTrailingSlashRedirect();
  return null;
}

/**
 * Reports a page view for each address the app shows, once its page has settled: its screen
 * shows (RouteScreen says so) and no request is in flight. The check runs on a task queued after
 * the answers already in have been handed to the screens, which render them before it; a
 * not-found redirect says so in a layout effect, as it renders. So by the time a view would go,
 * a page that leaves for a not-found page has said it is not found, and its view is dropped.
 */
function PageViewsOf({ basePath, children }: { basePath: string; children: ReactNode }) {
  const [location] = useLocation();
  const client = useHelpQueryClient();
  const fetching = useIsFetching(undefined, client);
  const [shown, countShown] = useReducer((count: number) => count + 1, 0);
  const [views] = useState(() => new PageViews((path) => notifyPageView({ path, basePath })));
  const signals = useMemo<PageViewSignals>(
    () => ({
      shown: (path) => {
        views.shown(path);
        countShown();
      },
      leaving: (path) => views.leaving(path),
    }),
    [views],
  );

  useLayoutEffect(() => {
    // '/contact-us/' is on its way to '/contact-us': one view, not two.
    if (!(location.length > 1 && location.endsWith('/'))) views.arrive(location);
  }, [views, location]);

  useEffect(() => {
    if (fetching > 0 || client.isFetching() > 0) return undefined;
    // After the answers already in have reached the screens (TanStack hands them over on a task
    // of its own, queued before this one) and the screens have rendered them.
    let current = true;
    notifyManager.schedule(() => {
      if (current) views.settle(client.isFetching() > 0);
    });
    return () => {
      current = false;
    };
  }, [views, client, location, fetching, shown]);

  useEffect(() => () => views.stop(), [views]);

  return <PageViewContext.Provider value={signals}>{children}</PageViewContext.Provider>;
}
