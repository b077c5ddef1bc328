/**
 * What the article page shows around an article, chosen from the categories list: the
 * breadcrumb trail above it (Help & Support › its category › the article) and "Related
 * articles" after it (up to three others of its category, in the list's order, starting after
 * it and wrapping round). Pure: the screen renders what these return.
 */
import type { RemoteArticle, RemoteCategory } from '../../api/content-pages/categories';
import { articleRoute, categoryRoute, HOME_ROUTE } from './help-article.paths';
import { TEXT } from './help-article.text';

/** The most related articles shown. */
export const RELATED_ARTICLES_MAX = 3;

/** One step of the breadcrumb: a link to its route, or, without one, the page itself. */
export interface Crumb {
  text: string;
  route?: `/${string}`;
}

/** A link to another article of the category. */
export interface RelatedArticle {
  title: string;
  route: `/${string}`;
}

/** A title worth showing: not blank (a link or step without words would say nothing). */
const shown = (title: string): boolean => title.trim() !== '';

/**
 * Help & Support › the category › the article. The article's title is the list's, else the
 * article page's own (`pageTitle`); a category the list gives no title has no step.
 */
export function breadcrumbTrail(category: RemoteCategory, label: string, pageTitle: string): Crumb[] {
  const listedTitle = category.articles.find((article) => article.label === label)?.title ?? '';
  const current = shown(listedTitle) ? listedTitle : pageTitle;
  return [
    { text: TEXT.home, route: HOME_ROUTE },
    ...(shown(category.title) ? [{ text: category.title, route: categoryRoute(category.slug) }] : []),
    ...(shown(current) ? [{ text: current }] : []),
  ];
}

/**
 * Up to `max` other articles of the category: those after `label` in the list's order, then
 * round from its start. Never the article itself (nor one listed twice), nor one without a title.
 */
export function relatedArticles(category: RemoteCategory, label: string, max: number = RELATED_ARTICLES_MAX): RelatedArticle[] {
  const { articles } = category;
  const at = articles.findIndex((article) => article.label === label);
  const inOrder: RemoteArticle[] = at < 0 ? articles : [...articles.slice(at + 1), ...articles.slice(0, at)];
  const taken = new Set([label]);
  const related: RelatedArticle[] = [];
  for (const article of inOrder) {
    if (related.length >= max) break;
    if (taken.has(article.label) || !shown(article.title)) continue;
    taken.add(article.label);
    related.push({ title: article.title, route: articleRoute(category.slug, article.label) });
  }
  return related;
}
