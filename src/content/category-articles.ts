/**
 * Each category's articles as its page links to them (all-categories.ts): the articles an author
 * can choose for <help-article> in AEM, each by the words of its link. Read when the AEM package
 * is built, never by a page: the content server's categories list still decides what is shown,
 * and the element's authoring note lists that list's articles where it has more.
 */
import { HELP_CATEGORIES } from './all-categories';
import type { HelpCategory } from './help-categories';

export interface CategoryArticle {
  category: string;
  /** The article's label, the last segment of its link: 'faulty-meter'. */
  article: string;
  /** The words of its link on the category's page. */
  title: string;
}

/** A category page's links, the article lists first (their words are the shortest), then the cards. */
function linksOf(category: HelpCategory): { link: string; externalLink: boolean; title: string }[] {
  if (!category.newLayout) return category.categoryData.articles.map(({ label, path, externalLink }) => ({ link: path, externalLink, title: label }));
  const data = category.categoryData;
  return [
    ...data.allArticles.flatMap((group) => group.articleLinks.map(({ label, link, externalLink }) => ({ link, externalLink, title: label }))),
    ...data.commonQuestions.map(({ title, link, externalLink }) => ({ link, externalLink, title })),
    ...(data.lastArticle ? [{ link: data.lastArticle.link, externalLink: data.lastArticle.externalLink, title: data.lastArticle.title }] : []),
  ];
}

/** Every category's articles, in the categories' order, each article once. */
export function categoryArticles(): CategoryArticle[] {
  return HELP_CATEGORIES.flatMap((category) => {
    const seen = new Set<string>();
    return linksOf(category).flatMap(({ link, externalLink, title }) => {
      // Only an article of this category: /meters/faulty-meter under the base path.
      const [first, article, ...rest] = link.replace(/^\//, '').split('/');
      if (externalLink || first !== category.slug || !article || rest.length > 0 || seen.has(article)) return [];
      seen.add(article);
      return [{ category: category.slug, article, title }];
    });
  });
}
