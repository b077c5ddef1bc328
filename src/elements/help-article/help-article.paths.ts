/**
 * The article route (`{category}/{article}`) and the routes the article page links to, relative
 * to the base path. Apart from the route table, which loads the screen, so the screen reads them
 * without importing its own loader back. Imports nothing.
 */

export const HELP_ARTICLE_PATH = '/:category/:article';

/** The Help & Support home page: the first step of the breadcrumb. */
export const HOME_ROUTE = '/';

/** The page of one category: `/meters`. */
export const categoryRoute = (category: string): `/${string}` => `/${encodeURIComponent(category)}`;

/** The route of one article: `/meters/faulty-meter`. */
export const articleRoute = (category: string, article: string): `/${string}` =>
  `/${encodeURIComponent(category)}/${encodeURIComponent(article)}`;
