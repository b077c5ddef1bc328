/**
 * The route of `<help-search>`, relative to the base path. SPEC gives search no page of its
 * own in the app: category pages show the search panel inside their layout (search-panel.tsx),
 * so the app does not compose this table; the element mounts it alone.
 */
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const HELP_SEARCH_PATHS = {
  /** The element's one screen; not a route of the app. */
  box: '/search-box',
} as const;

export const helpSearchRoutes: RouteTable = [
  { path: HELP_SEARCH_PATHS.box, screen: lazyScreen(() => import('./screens/search.screen'), () => import('./help-search.styles.css')) },
];
