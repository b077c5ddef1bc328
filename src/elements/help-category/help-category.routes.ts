/**
 * The category route (`{category}`), relative to the base path. The
 * element mounts it on its own, opening on its category; the `<help-and-support>` app composes
 * it with every other table (after the routes with fixed names: `/:category` matches any one
 * segment, and shows the page-not-found page for a name that is not a category).
 */
import { prefetchCategories } from '../../api/content-pages/categories';
import { lazyScreen, type RouteParams, type RouteTable } from '../../router/route-table';
import { prefetchCategoryView } from './help-category.views';

export const HELP_CATEGORY_PATHS = {
  category: '/:category',
} as const;

/** A category's page, relative to the base path: '/meters'. */
export const categoryPath = (category: string): `/${string}` => `/${category}`;

/** The element's stylesheet, for the route when the app shows it (the element adopts it itself). */
const styles = () => import('./help-category.styles.css');

/** A category's page starts the categories list and its layout together. */
export function prefetchCategoryPage({ category }: RouteParams): void {
  prefetchCategories();
  prefetchCategoryView(category);
}

export const helpCategoryRoutes: RouteTable = [
  // The categories list (meta description, which categories exist) and the page's layout travel
  // with the screen's chunk.
  {
    path: HELP_CATEGORY_PATHS.category,
    screen: lazyScreen(() => import('./help-category.screen'), styles),
    prefetch: prefetchCategoryPage,
  },
];
