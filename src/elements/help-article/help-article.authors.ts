/**
 * <help-article> as AEM authors meet it: the descriptor, the dialog and the authoring note read
 * it. The articles an author can choose are added by the descriptor (categoryArticles), so the
 * note's code never carries every category's data.
 */
import { LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { CATEGORY_TILES } from '../../content/help-tiles/help-home';
import type { ElementAuthors } from '../../router/element-descriptor';

/**
 * The twelve categories, in the home page's order, each by its tile's title. Written here and in
 * <help-category>'s authors (the package test checks they are the same): in a module of their own
 * the choices would be a chunk that every page of the two elements names among its files.
 */
const CATEGORY_CHOICES = HELP_CATEGORY_SLUGS.map((value) => ({ value, label: CATEGORY_TILES[value].title }));

export const HELP_ARTICLE_AUTHORS = {
  does: 'One help article from the content server, with “Was this page helpful?” and related articles.',
  fields: {
    category: {
      label: 'Category',
      description: 'The help category of the article. Choose it first: Article then lists that category’s articles.',
      required: true,
      showsInPlace: true,
      choices: CATEGORY_CHOICES,
    },
    article: {
      label: 'Article',
      description: 'The article to show, from the articles of the chosen category.',
      required: true,
      showsInPlace: true,
      follows: 'category',
    },
    'url-routing': LINKS_IN_PLACE_FIELD,
    'owns-page': OWNS_PAGE_FIELD,
  },
} as const satisfies ElementAuthors;
