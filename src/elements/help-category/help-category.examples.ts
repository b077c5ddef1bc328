/** Named states of `<help-category>`, for the demo and the conformance test's axe loop. */
import { HELP_CATEGORIES } from '../../content/all-categories';
import { EMERGENCIES_PAGE } from '../../content/with-screens/categories/emergencies';
import { DEBT_HELP_INTRO } from '../../content/with-screens/categories/list';
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-category.text';

/** The categories list on the content server (the configuration's default content address). */
const CATEGORIES_LIST_URL = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';

/** Text each category shows once its page is in: its articles' heading (the list has loaded). */
function shownWhenLoaded(slug: string): string {
  if (slug === 'emergencies') return EMERGENCIES_PAGE.cards[1].number;
  if (slug === 'struggling-to-pay') return DEBT_HELP_INTRO.highlight;
  const category = HELP_CATEGORIES.find((each) => each.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category.newLayout ? category.categoryData.allArticlesTitle : category.categoryData.articlesTitle;
}

export const examples: readonly ElementExample[] = [
  // Every category, in the order of the help home.
  ...HELP_CATEGORIES.map((category) => ({
    name: category.title,
    attributes: { category: category.slug },
    shows: shownWhenLoaded(category.slug),
    // On a host page: the emergencies page, and a page listing articles from the content server.
    hostPage: category.slug === 'emergencies' || category.slug === 'bills-and-payments',
  })),
  {
    name: 'the categories list cannot be loaded',
    attributes: { category: 'bills-and-payments' },
    // Every request for the list fails, retries included, until the faults are cleared: no
    // count the page's other requests could use up first.
    faults: [{ service: 'content', status: 500, until: 'cleared', path: CATEGORIES_LIST_URL }],
    shows: TEXT.loadFailedTitle,
  },
  {
    name: 'emergencies while the content server is down',
    attributes: { category: 'emergencies' },
    faults: [{ service: 'content', status: 500, until: 'cleared' }],
    shows: EMERGENCIES_PAGE.cards[2].number,
  },
];
