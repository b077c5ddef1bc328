/**
 * The help home route (the empty path), relative to the base path. The
 * element mounts it on its own; the `<help-and-support>` app uses it as its home route.
 */
import { prefetchOutage } from '../../api/content/outage';
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const HELP_HOME_PATHS = {
  home: '/',
} as const;

export const helpHomeRoutes: RouteTable = [
  // The outage banner's request travels with the screen's chunk: neither waits for the other.
  { path: HELP_HOME_PATHS.home, screen: lazyScreen(() => import('./screens/home.screen'), () => import('./help-home.styles.css')), prefetch: prefetchOutage },
];
