/** The routes of `<help-probate>`, relative to the base path; the app composes them with every other table. */
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const HP_PATHS = {
  start: '/help-probate',
} as const;

export const routes: RouteTable = [{ path: HP_PATHS.start, screen: lazyScreen(() => import('./screens/start.screen')) }];
