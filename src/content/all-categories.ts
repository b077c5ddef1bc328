/**
 * Every category page's data in one list, in the home page's order (HELP_CATEGORY_SLUGS): for
 * tests, examples and checks across categories. A page downloads only its own layout's data
 * (categories/), never this list.
 */
import { DARK_HEADER_CATEGORIES } from './with-screens/categories/dark-header';
import { EMERGENCIES_CATEGORY } from './with-screens/categories/emergencies';
import { LIST_CATEGORIES } from './with-screens/categories/list';
import { METERS_CATEGORY } from './with-screens/categories/meters';
import { HELP_CATEGORY_SLUGS, type HelpCategory } from './help-categories';

const everyCategory: readonly HelpCategory[] = [...DARK_HEADER_CATEGORIES, METERS_CATEGORY, ...LIST_CATEGORIES, EMERGENCIES_CATEGORY];

export const HELP_CATEGORIES: readonly HelpCategory[] = HELP_CATEGORY_SLUGS.map((slug) => {
  const category = everyCategory.find((each) => each.slug === slug);
  if (!category) throw new Error(`no data for the category ${slug}`);
  return category;
});

/** The static definition of a category, or undefined for a slug that is not one. */
export function findHelpCategory(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => category.slug === slug);
}
