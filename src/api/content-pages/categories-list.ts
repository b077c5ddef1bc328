/**
 * The categories list's shape and its parser, apart from the request and the query: pure, so
 * the demo's search results page reads the content stand-in's fixture with the same code.
 */
import { isRecord } from '../../util';
import { malformedResponse } from '../errors';
import { deserialise, related, type Resource } from '../jsonapi';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One article as the categories list names it. */
export interface RemoteArticle {
  /** The last segment of the article's path. */
  label: string;
  /** '' when the list has none. */
  title: string;
}

/** One category of the remote categories list. */
export interface RemoteCategory {
  slug: string;
  title: string;
  /** '' when the list has none. */
  metaDescription: string;
  /** The labels of the category's articles: the last segment of each article's path. */
  articleLabels: string[];
  /** The same articles with their titles, in the list's order. */
  articles: RemoteArticle[];
}

/** Parses the categories list: a category per data item, its labels from the included items. */
export function parseCategoriesList(body: unknown): RemoteCategory[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw malformedResponse();
  const document = deserialise<unknown[]>(body);
  const included = Array.isArray(document.included) ? document.included.filter(isResource) : [];
  const list = { ...document, included };
  return document.data.filter(isResource).map((item) => {
    const articles = related(list, item, 'articles').flatMap((group) =>
      (Array.isArray(group.attributes.articles) ? group.attributes.articles : [])
        .map((article: unknown): RemoteArticle => (isRecord(article) ? { label: text(article.label), title: text(article.title) } : { label: '', title: '' }))
        .filter((article: RemoteArticle) => article.label !== ''),
    );
    return {
      slug: item.id,
      title: text(item.attributes.title),
      metaDescription: text(item.attributes.metaDescription),
      articleLabels: articles.map((article) => article.label),
      articles,
    };
  });
}

function isResource(value: unknown): value is Resource {
  return isRecord(value) && typeof value.id === 'string' && typeof value.type === 'string' && isRecord(value.attributes);
}

/** Whether the list has the category and the article's label under it (else: page not found). */
export function isListedArticle(categories: readonly RemoteCategory[], category: string, article: string): boolean {
  return categories.some((listed) => listed.slug === category && listed.articleLabels.includes(article));
}
