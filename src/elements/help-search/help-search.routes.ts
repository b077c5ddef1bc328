/** The routes of `<help-search>`, relative to the base path; the app composes them with every other table. */
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const HS_PATHS = {
  start: '/help-search',
} as const;

export const routes: RouteTable = [{ path: HS_PATHS.start, screen: lazyScreen(() => import('./screens/start.screen')) }];
