/**
 * <help-article> as AEM authors meet it: the descriptor, the dialog and the authoring note read
 * it. The articles an author can choose are added by the descriptor (categoryArticles), so the
 * note's code never carries every category's data.
 */
import { CATEGORY_CHOICES, LINKS_IN_PLACE_FIELD, OWNS_PAGE_FIELD } from '../../components/authoring/author-fields';
import type { ElementAuthors } from '../../router/element-descriptor';

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
