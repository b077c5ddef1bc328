/**
 * The category pages' layouts, each with its own categories' data, loaded on their own: a
 * category page downloads one layout, not four. Emergencies is not here: it is part of the
 * category screen, so a person with a gas leak never waits for another download. The route
 * starts a page's layout with the screen and the categories list, in parallel.
 */
import { CATEGORY_LAYOUTS, isHelpCategorySlug, type HelpCategorySlug } from '../../content/help-categories';
import { lazyScreen, type LazyScreen } from '../../router/route-table';

export interface CategoryViewProps {
  slug: HelpCategorySlug;
  /** The page's heading takes focus when it shows (after "Try again"). */
  focus: boolean;
}

const VIEWS = {
  'dark-header': lazyScreen<CategoryViewProps>(() => import('./screens/dark-header.layout')),
  meters: lazyScreen<CategoryViewProps>(() => import('./screens/meters.layout')),
  list: lazyScreen<CategoryViewProps>(() => import('./screens/list.layout')),
} as const;

/** The layout a category's page loads, or undefined for emergencies and for slugs that are not categories. */
export function categoryView(slug: string | undefined): LazyScreen<CategoryViewProps> | undefined {
  if (!slug || !isHelpCategorySlug(slug)) return undefined;
  const { kind } = CATEGORY_LAYOUTS[slug];
  return kind === 'emergencies' ? undefined : VIEWS[kind];
}

/** Starts the download of the layout a category's page needs; a failure shows on the page. */
export function prefetchCategoryView(slug: string | undefined): void {
  categoryView(slug)
    ?.load()
    .catch(() => undefined);
}
