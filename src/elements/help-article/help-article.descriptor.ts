/** <help-article> described once: what the build, the docs and the tests read of it. */
import { categoryArticles } from '../../content/category-articles';
import { describeElement } from '../../router/element-descriptor';
import { HELP_ARTICLE_AUTHORS } from './help-article.authors';
import { helpArticleRoutes } from './help-article.routes';

export default describeElement({
  tag: 'help-article',
  routes: helpArticleRoutes,
  place: { minHeight: 720, untilDefined: false },
  authors: {
    ...HELP_ARTICLE_AUTHORS,
    fields: {
      ...HELP_ARTICLE_AUTHORS.fields,
      // Every category's articles, each with its category: the dialog offers those of the category chosen.
      article: { ...HELP_ARTICLE_AUTHORS.fields.article, choices: categoryArticles().map(({ category, article, title }) => ({ value: article, label: title, of: category })) },
    },
  },
});
