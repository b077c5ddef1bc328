/**
 * The article page route (`{category}/{article}`), relative to the base
 * path. `<help-article>` mounts it on its own; the `<help-and-support>` app composes it with
 * every other table (after the routes whose first segment is fixed, such as
 * `complaints/{complaint}`, which this pattern would otherwise take).
 */
import { prefetchArticle } from '../../api/content-api/content';
import { prefetchCategories } from '../../api/content-pages/categories';
import { lazyScreen, type RouteParams, type RouteTable } from '../../router/route-table';
import { loadSanitiser } from '../../sanitise/platform/load';
import { HELP_ARTICLE_PATH } from './help-article.paths';

export { articleRoute, HELP_ARTICLE_PATH } from './help-article.paths';

/**
 * Starts, with the screen's chunk, everything the article needs before it shows: the categories
 * list (is the article listed?), the article page, and the sanitiser its body goes through.
 */
export function prefetchArticlePage({ category, article }: RouteParams): void {
  prefetchCategories();
  if (category && article) prefetchArticle(category, article);
  loadSanitiser().catch(() => undefined); // a failure shows, with a way to try again, on the screen
}

export const helpArticleRoutes: RouteTable = [
  { path: HELP_ARTICLE_PATH, screen: lazyScreen(() => import('./screens/article.screen'), () => import('./help-article.styles.css')), prefetch: prefetchArticlePage },
];
