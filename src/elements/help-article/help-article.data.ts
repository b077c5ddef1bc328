/**
 * What the article screen needs, as one state: the categories list (is the article listed
 * under its category? if not, it is not shown), the article page, and the sanitiser its body
 * goes through. All three start at once (the route's prefetch starts them with the screen's chunk).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { articleQueryKey, sanitiserQuery, useArticle, type ParsedArticle } from '../../api/content-api/content';
import { categoriesQueryKey, isListedArticle, useCategories, type RemoteCategory } from '../../api/content-pages/categories';
import { askAgain, attemptUnderWay, failureToShow, hasFailed, useFailureShown } from '../../api/content-pages/query-failure';
import { useHelpQueryClient } from '../../api/query-client';
import { getContentConfig } from '../../config/content/content-config';
import { useElement } from '../../platform/element-context';
import { report } from '../../report';

export type ArticlePageState =
  | { status: 'loading' }
  /** Not in the categories list, or no article named: the page-not-found page. */
  | { status: 'not-found' }
  /** Something could not be fetched; `retry` asks again for what failed. */
  | { status: 'failed'; retrying: boolean; retry: () => void }
  /** `listing`: the article's category as the list has it (the breadcrumb, related articles). */
  | { status: 'ready'; article: ParsedArticle; listing: RemoteCategory };

/** The article `category`/`article` and whether it may be shown. */
export function useArticlePage(category: string, article: string): ArticlePageState {
  const { tag } = useElement();
  const named = category !== '' && article !== '';
  const categories = useCategories();
  const listed = categories.data ? isListedArticle(categories.data, category, article) : undefined;
  const listing = listed ? categories.data?.find((each) => each.slug === category && each.articleLabels.includes(article)) : undefined;
  // Fetched while the list is still on its way; never for an article the list does not have.
  const page = useArticle(category, article, { enabled: named && listed !== false });
  const client = useHelpQueryClient();
  const sanitiser = useQuery(sanitiserQuery, client);

  // The article's own failure counts once the list has it: an article the list does not have
  // goes to the page-not-found page, however its fetch went.
  const failure = failureToShow(categories) ?? (listed ? failureToShow(page) : null) ?? failureToShow(sanitiser);
  const missing = (
    [
      [categories, categoriesQueryKey],
      [page, articleQueryKey(category, article)],
      [sanitiser, sanitiserQuery.queryKey],
    ] as const
  ).filter(([query]) => query.data === undefined);
  const arrived = Boolean(listing && page.data && sanitiser.data);
  // Said from the first failure worth saying until everything is in: a new attempt keeps the
  // message on screen with a busy "Try again", where the customer's focus stays.
  const failed = useFailureShown(failure !== null, arrived);
  let state: ArticlePageState;
  if (!named || listed === false) state = { status: 'not-found' };
  else if (failed) {
    state = {
      status: 'failed',
      retrying: missing.some(([query]) => attemptUnderWay(query)),
      retry: () => {
        for (const [query, queryKey] of missing) if (hasFailed(query)) askAgain(client, queryKey);
      },
    };
  } else if (listing && page.data && sanitiser.data) state = { status: 'ready', article: page.data, listing };
  else state = { status: 'loading' };

  // A failure the customer sees is reported (the error names the address that failed).
  const shown = state.status === 'failed' ? failure : null;
  useEffect(() => {
    if (shown) report(shown, { action: 'showing a help article', element: tag, level: 'warn' });
  }, [shown, tag]);
  return state;
}

/**
 * A nucleus-type article also loads the two nucleus scripts (global and forms): the configured
 * ones only (`nucleusScriptUrls`), in order, once per page however many articles ask. The code
 * that adds them comes only then, after the article shows: other articles never download it.
 * An article without them still shows; the failure is reported.
 */
export function useNucleusScripts(nucleusContent: boolean): void {
  const { tag } = useElement();
  useEffect(() => {
    if (!nucleusContent) return;
    import('../../platform/content-api/scripts')
      .then(({ loadConfiguredScripts }) => loadConfiguredScripts(getContentConfig().nucleusScriptUrls))
      .catch((error: unknown) => report(error, { action: 'loading the nucleus scripts', element: tag, level: 'warn' }));
  }, [nucleusContent, tag]);
}
