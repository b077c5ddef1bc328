/** <help-category> as AEM authors meet it: the descriptor, the dialog and the authoring note read it. */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { CATEGORY_TILES } from '../../content/help-tiles/help-home';
import type { ElementAuthors } from '../../router/element-descriptor';

/**
 * The twelve categories, in the home page's order, each by its tile's title. Written here and in
 * <help-article>'s authors (the package test checks they are the same): in a module of their own
 * the choices would be a chunk that every page of the two elements names among its files.
 */
const CATEGORY_CHOICES = HELP_CATEGORY_SLUGS.map((value) => ({ value, label: CATEGORY_TILES[value].title }));

export const HELP_CATEGORY_AUTHORS = {
  does: 'A help category’s page: its common questions and articles, or for Emergencies the emergency numbers first.',
  fields: {
    category: {
      label: 'Category',
      description: 'The help category this component shows.',
      required: true,
      showsInPlace: true,
      choices: CATEGORY_CHOICES,
    },
    'url-routing': LINKS_IN_PLACE_FIELD,
    'owns-page': OWNS_PAGE_FIELD,
  },
} as const satisfies ElementAuthors;
