/**
 * The category route as the `<help-and-support>` app shows it. `/:category` takes any one
 * segment, so the app ranks it after every route with a fixed name; the screen checks the name
 * against the categories list. Only lazy loads here: the element's own chunk stays out of the
 * app's first download.
 */
import { lazyScreen, type RouteParams, type ScreenRoute } from '../../router/route-table';

/** A category's page: the categories list and the page's layout (with the element's own chunk). */
const prefetchCategoryPage = (params: RouteParams) =>
  void import('./help-category.routes').then((category) => category.prefetchCategoryPage(params));

export const helpCategoryAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/:category',
    screen: lazyScreen(() => import('./help-category.screen'), () => import('./help-category.styles.css')),
    prefetch: prefetchCategoryPage,
  },
];
