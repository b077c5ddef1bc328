/**
 * The category route (SPEC §2 "Category page: {category}"), relative to the base path. The
 * element mounts it on its own, opening on its category; the `<help-and-support>` app composes
 * it with every other table (after the routes with fixed names: `/:category` matches any one
 * segment, and shows the page-not-found page for a name that is not a category).
 */
import { prefetchCategories } from '../../api/content';
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const HELP_CATEGORY_PATHS = {
  category: '/:category',
} as const;

/** A category's page, relative to the base path: '/meters'. */
export const categoryPath = (category: string): `/${string}` => `/${category}`;

/** The element's stylesheet, for the route when the app shows it (the element adopts it itself). */
const styles = () => import('./help-category.styles.css');

export const helpCategoryRoutes: RouteTable = [
  // The categories list (meta description, which categories exist) travels with the screen's chunk.
  {
    path: HELP_CATEGORY_PATHS.category,
    screen: lazyScreen(() => import('./screens/category.screen'), styles),
    prefetch: prefetchCategories,
  },
];
