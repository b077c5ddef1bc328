/**
 * The category pages' layouts, each with its own categories' data, loaded on their own: a
 * category page downloads one layout, not four. The route starts a page's layout with the
 * screen and the categories list, in parallel, so the emergencies page (which waits for no
 * request) is in as soon as the screen is.
 */
import { CATEGORY_LAYOUTS, isHelpCategorySlug } from '../../content/help-categories';
import { lazyScreen, type LazyScreen } from '../../router/route-table';
import type { CategoryViewProps } from './help-category.parts';

const VIEWS = {
  'dark-header': lazyScreen<CategoryViewProps>(() => import('./screens/dark-header.layout')),
  meters: lazyScreen<CategoryViewProps>(() => import('./screens/meters.layout')),
  list: lazyScreen<CategoryViewProps>(() => import('./screens/list.layout')),
  emergencies: lazyScreen<CategoryViewProps>(() => import('./screens/emergencies.layout')),
} as const;

/** The layout a category's page loads, or undefined for slugs that are not categories. */
export function categoryView(slug: string | undefined): LazyScreen<CategoryViewProps> | undefined {
  return slug && isHelpCategorySlug(slug) ? VIEWS[CATEGORY_LAYOUTS[slug].kind] : undefined;
}

/** Starts the download of the layout a category's page needs; a failure shows on the page. */
export function prefetchCategoryView(slug: string | undefined): void {
  categoryView(slug)
    ?.load()
    .catch(() => undefined);
}
