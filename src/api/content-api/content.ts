/**
 * Help & Support content from the content server: the categories list, article
 * pages and the header configuration. Each call fails with an AppError (`mapErrors`);
 * the queries are retried with the page QueryClient's settings (backed-off delays).
 *
 * Not part of src/api/index.ts, and kept out of the shared platform chunk (build/plugins/chunks.ts):
 * it travels with the screens that import it, so the meter-read form's pages do not carry it.
 *
 * Unknown articles. The article screen redirects to the page-not-found page only when the
 * categories list does not have the category or the article's label (`isListedArticle`). An
 * article the list names but the content server answers 404 for is a broken page on the
 * server's side, not a wrong address: `fetchArticle` fails with `ArticleNotFoundError` (a
 * FetchError with status 404, so it reads like any other failure), which the screen shows as
 * an error with a way to try again, and which is not retried (it would not appear in seconds).
 */
import { useQuery, type QueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { isRecord } from '../../util';
import { parseOutsideHtml } from '../../platform/content-api/inert-page';
import { loadedSanitiser, loadSanitiser, preloadSanitiserFor } from '../../sanitise/platform/load';
import { getConfig, isAllowedUrl, urlPolicyOf, type UrlPolicy } from '../../config';
import { contentApi } from '../clients';
import { FetchError, malformedResponse, mapErrors, type AppError } from '../errors';
import { getQueryClient, QUERY_RETRIES, useHelpQueryClient } from '../query-client';

/** The content server's paths (under /aem6/), relative to `contentBaseUrl`. */
export const HEADER_CONFIGURATION_PATH = 'content/sysadmin/header-configuration/jcr:content.data.json';
export const DEALS_ARTICLE_PATH = 'content/britishgas/help/deals.html';
export const articlePath = (category: string, article: string): string =>
  `content/britishgas/help/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`;

/** The element holding an article page's body. */
export const ARTICLE_BODY_SELECTOR = 'div.help-article__body';
/** `<meta name="help-article-type" content="nucleus">` marks a nucleus-type article. */
export const ARTICLE_TYPE_META = 'help-article-type';

/** An article page, parsed. */
export interface ParsedArticle {
  /** The body's HTML as the server sent it: render it only through the article sanitiser. */
  markup: string;
  /** The page's meta description; '' when it has none (the screen falls back to a general one). */
  description: string;
  title: string;
  /** A nucleus-type article: the screen also loads the configured nucleus scripts. */
  nucleusContent: boolean;
}

export interface HeaderLink {
  label: string;
  link: string;
}

export interface HeaderSection {
  title: string;
  link: string;
  links: HeaderLink[];
}

export interface HeaderBanner {
  title: string;
  text: string;
  /** A path on the content server ('' for none). */
  image: string;
  link: HeaderLink | null;
}

/** The header configuration. Links the URL policy refuses (config/url-policy.js) are left out. */
export interface HeaderConfig {
  hideA11yBtn: boolean;
  sections: HeaderSection[];
  quickLinks: HeaderLink[];
  secondaryBanner: HeaderBanner | null;
  menuBanner: HeaderBanner | null;
}

export const headerConfigQueryKey = ['header-config'] as const;
export const articleQueryKey = (category: string, article: string) => ['article', category, article] as const;
export const dealsArticleQueryKey = ['article', 'deals'] as const;

/** The content server has no page for an article (404). */
export class ArticleNotFoundError extends FetchError {
  override name = 'ArticleNotFoundError';
}

export const isArticleNotFound = (error: unknown): error is ArticleNotFoundError => error instanceof ArticleNotFoundError;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads an article page (ParsedArticle) in an inert document: nothing in it runs or loads. */
export function parseArticlePage(html: string): ParsedArticle {
  const page = parseOutsideHtml(html);
  const body = page.querySelector(ARTICLE_BODY_SELECTOR);
  if (!body) throw malformedResponse();
  const meta = (name: string): string => page.querySelector(`head > meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  return {
    markup: body.innerHTML.trim(),
    description: meta('description'),
    title: page.title || (page.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    nucleusContent: meta(ARTICLE_TYPE_META).toLowerCase() === 'nucleus',
  };
}

/** Parses the header configuration; hideA11yBtn is false unless the server says true. */
export function parseHeaderConfig(body: unknown, policy: UrlPolicy = urlPolicyOf()): HeaderConfig {
  if (!isRecord(body)) throw malformedResponse();
  // The links the content server names are held to the URL policy, as configured ones are.
  const safeLink = (value: unknown): HeaderLink | null => {
    if (!isRecord(value)) return null;
    const link = text(value.link);
    return link && isAllowedUrl(link, policy) ? { label: text(value.label), link } : null;
  };
  const links = (value: unknown): HeaderLink[] =>
    (Array.isArray(value) ? value : []).map(safeLink).filter((link): link is HeaderLink => link !== null);
  const banner = (value: unknown): HeaderBanner | null =>
    isRecord(value) ? { title: text(value.title), text: text(value.text), image: text(value.image), link: safeLink(value.link) } : null;
  const sections = (Array.isArray(body.sections) ? body.sections : []).filter(isRecord).map((section) => {
    const link = text(section.link);
    return { title: text(section.title), link: isAllowedUrl(link, policy) ? link : '', links: links(section.links) };
  });
  return {
    hideA11yBtn: body.hideA11yBtn === true,
    sections,
    quickLinks: links(body['quick-links']),
    secondaryBanner: banner(body['secondary-banner']),
    menuBanner: banner(body['menu-banner']),
  };
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/**
 * Reads and parses an article page. Its body will need the sanitiser: that download starts as
 * soon as the page has arrived, in parallel with the screen that shows it.
 */
async function fetchArticlePage(path: string): Promise<ParsedArticle> {
  try {
    const article = await mapErrors(async () => parseArticlePage(await contentApi().get(path).text()));
    preloadSanitiserFor(article.markup);
    return article;
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) {
      throw new ArticleNotFoundError(error.url, error.status, error.statusText, error.text, { cause: error });
    }
    throw error;
  }
}

/** An article page, parsed. A name that is not a slug is not asked for: it fails as not found. */
export function fetchArticle(category: string, article: string): Promise<ParsedArticle> {
  if (!NAME.test(category) || !NAME.test(article)) {
    const url = new URL(`${getConfig().contentBaseUrl}${articlePath(category, article)}`, document.baseURI).href;
    return Promise.reject(new ArticleNotFoundError(url, 404, 'Not Found', 'Not Found'));
  }
  return fetchArticlePage(articlePath(category, article));
}

/** The deals variant of the article page (…/help/deals.html). */
export function fetchDealsArticle(): Promise<ParsedArticle> {
  return fetchArticlePage(DEALS_ARTICLE_PATH);
}

/** The header configuration, asked for with `Cache-Control: max-age=0`, never cached. */
export function fetchHeaderConfig(): Promise<HeaderConfig> {
  return mapErrors(async () => parseHeaderConfig(await contentApi().get(HEADER_CONFIGURATION_PATH, { headers: { 'Cache-Control': 'max-age=0' } }).json()));
}

/**
 * How many times the client retries a query under `key`: what setQueryDefaults says for it
 * (a page or a test may ask for fewer), else the client's default, else QUERY_RETRIES.
 */
function retriesFor(client: QueryClient, key: QueryKey): number {
  const configured = client.getQueryDefaults(key).retry ?? client.getDefaultOptions().queries?.retry;
  if (typeof configured === 'number') return configured;
  return configured === false ? 0 : QUERY_RETRIES;
}

/**
 * The article query's options: retried like every query (the client's settings for its key),
 * except for an article the server does not have. The screens and the prefetch share them.
 */
function articleQuery(client: QueryClient, category: string, article: string) {
  const queryKey = articleQueryKey(category, article);
  return {
    queryKey,
    queryFn: () => fetchArticle(category, article),
    retry: (failures: number, error: AppError) => !isArticleNotFound(error) && failures < retriesFor(client, queryKey),
  };
}

function dealsArticleQuery(client: QueryClient) {
  return {
    queryKey: dealsArticleQueryKey,
    queryFn: fetchDealsArticle,
    retry: (failures: number, error: AppError) => !isArticleNotFound(error) && failures < retriesFor(client, dealsArticleQueryKey),
  };
}

/**
 * An article page as a shared query (`['article', category, article]`). Pass `enabled: false`
 * until the categories list has confirmed the article, or leave it on to fetch both at once.
 */
export function useArticle(category: string, article: string, { enabled = true }: { enabled?: boolean } = {}): UseQueryResult<ParsedArticle, AppError> {
  const client = useHelpQueryClient();
  return useQuery({ ...articleQuery(client, category, article), enabled }, client);
}

/** Starts an article page before the screen that shows it has arrived. */
export function prefetchArticle(category: string, article: string): void {
  const client = getQueryClient();
  void client.prefetchQuery(articleQuery(client, category, article));
}

/** The deals article as a shared query (`['article', 'deals']`). */
export function useDealsArticle({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<ParsedArticle, AppError> {
  const client = useHelpQueryClient();
  return useQuery({ ...dealsArticleQuery(client), enabled }, client);
}

/**
 * The sanitiser, loaded once for the page, as a query's options: it fails, is retried and is
 * asked again like the content it renders (the article and deals pages).
 */
export const sanitiserQuery = {
  queryKey: ['sanitiser'],
  queryFn: () => loadSanitiser().then(() => true),
  initialData: () => (loadedSanitiser() ? true : undefined),
  staleTime: Infinity,
};

/** Starts the deals article before the screen that shows it has arrived. */
export function prefetchDealsArticle(): void {
  const client = getQueryClient();
  void client.prefetchQuery(dealsArticleQuery(client));
}

/** The header configuration as a shared query (`['header-config']`). */
export function useHeaderConfig(): UseQueryResult<HeaderConfig, AppError> {
  return useQuery({ queryKey: headerConfigQueryKey, queryFn: fetchHeaderConfig }, useHelpQueryClient());
}
