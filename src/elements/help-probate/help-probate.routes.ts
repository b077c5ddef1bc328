/**
 * The bereavement page's route (`probate`), relative to the base path. The element
 * mounts it on its own; the `<help-and-support>` app composes it with every other table.
 * The page is static: no data to prefetch.
 */
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { PROBATE_PATHS } from './help-probate.paths';

export { LINKED_ROUTES, PROBATE_PATHS } from './help-probate.paths';

export const probateRoutes: RouteTable = [
  { path: PROBATE_PATHS.page, screen: lazyScreen(() => import('./screens/probate.screen'), () => import('./help-probate.styles.css')) },
];
