/**
 * The article route as the `<help-and-support>` app shows it. `/:category/:article` takes any
 * two segments, so the app ranks it after the routes whose first segment is fixed (such as
 * `/complaints/:complaint`); the screen checks both against the categories list. Only lazy
 * loads here: the element's own chunk stays out of the app's first download.
 */
import { lazyScreen, type RouteParams, type ScreenRoute } from '../../router/route-table';
import { loadSanitiser } from '../../sanitise/platform/load';

/**
 * An article's page: the categories list, the article and the sanitiser (with the element's own
 * chunk, which the route's stylesheet needs anyway). The sanitiser, the largest, starts at once.
 */
function prefetchArticlePage(params: RouteParams): void {
  loadSanitiser().catch(() => undefined); // a failure shows, with a way to try again, on the screen
  void import('./help-article.routes').then((article) => article.prefetchArticlePage(params));
}

export const helpArticleAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/:category/:article',
    screen: lazyScreen(() => import('./screens/article.screen'), () => import('./help-article.styles.css')),
    prefetch: prefetchArticlePage,
  },
];
