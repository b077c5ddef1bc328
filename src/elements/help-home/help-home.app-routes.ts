/**
 * The help home as the `<help-and-support>` app shows it, at the base path itself. Only lazy
 * loads here: the element's own chunk stays out of the app's first download.
 */
import { prefetchOutage } from '../../api/content/outage';
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

export const helpHomeAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/',
    screen: lazyScreen(() => import('./screens/home.screen'), () => import('./help-home.styles.css')),
    prefetch: prefetchOutage,
  },
];
