/**
 * The deals page's route (`deals`), relative to the base path. The element mounts it
 * on its own; the `<help-and-support>` app composes it with every other table.
 */
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { prefetchDealsPage } from './help-deals.data';

export const DEALS_PATHS = {
  page: '/deals',
} as const;

export const dealsRoutes: RouteTable = [
  {
    path: DEALS_PATHS.page,
    screen: lazyScreen(() => import('./help-deals.screen'), () => import('./help-deals.styles.css')),
    prefetch: prefetchDealsPage,
  },
];

export { prefetchDealsPage };
