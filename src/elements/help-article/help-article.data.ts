/**
 * What the article screen needs, as one state: the categories list (is the article listed
 * under its category? SPEC §2), the article page, and the sanitiser its body goes through. All
 * three start at once (the route's prefetch starts them with the screen's chunk).
 */
import { useEffect, useState } from 'react';
import { isListedArticle, useArticle, useCategories, type ParsedArticle } from '../../api/content';
import { getConfig } from '../../config';
import { useElement } from '../../platform/element-context';
import { loadConfiguredScripts } from '../../platform/scripts';
import { report } from '../../report';
import { loadedSanitiser, loadSanitiser } from '../../sanitise/load';

export type ArticlePageState =
  | { status: 'loading' }
  /** Not in the categories list, or no article named: the page-not-found page. */
  | { status: 'not-found' }
  /** Something could not be fetched; `retry` asks again for what failed. */
  | { status: 'failed'; retrying: boolean; retry: () => void }
  | { status: 'ready'; article: ParsedArticle };

interface SanitiserState {
  ready: boolean;
  failed: boolean;
  retry: () => void;
}

/** The article sanitiser (src/sanitise/), loaded once for the page; a failed load can be retried. */
function useSanitiser(): SanitiserState {
  const { tag } = useElement();
  const [ready, setReady] = useState(() => loadedSanitiser() !== undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    loadSanitiser().then(
      () => mounted && setReady(true),
      (error: unknown) => {
        report(error, { action: 'loading the sanitiser for an article', element: tag, level: 'warn' });
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, [ready, attempt, tag]);
  return {
    ready,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

/** The article `category`/`article` and whether it may be shown. */
export function useArticlePage(category: string, article: string): ArticlePageState {
  const { tag } = useElement();
  const named = category !== '' && article !== '';
  const categories = useCategories();
  const listed = categories.data ? isListedArticle(categories.data, category, article) : undefined;
  // Fetched while the list is still on its way; never for an article the list does not have.
  const page = useArticle(category, article, { enabled: named && listed !== false });
  const sanitiser = useSanitiser();

  const failure = (!categories.data && categories.error) || (listed !== false && !page.data && page.error) || null;
  useEffect(() => {
    if (failure) report(failure, { action: 'fetching a help article', element: tag, level: 'warn', detail: { category, article } });
  }, [failure, tag, category, article]);

  let state: ArticlePageState;
  if (!named || listed === false) state = { status: 'not-found' };
  else if (failure || sanitiser.failed) {
    state = {
      status: 'failed',
      retrying: categories.isFetching || page.isFetching || (!sanitiser.ready && !sanitiser.failed),
      retry: () => {
        if (categories.error && !categories.data) void categories.refetch();
        if (page.error && !page.data) void page.refetch();
        if (sanitiser.failed) sanitiser.retry();
      },
    };
  } else if (listed && page.data && sanitiser.ready) state = { status: 'ready', article: page.data };
  else state = { status: 'loading' };

  // Once the failure has shown, trying again keeps it on screen with a busy "Try again" (a
  // query without data is pending again while it refetches): the customer's focus stays on
  // the button, and a second failure is said there.
  const [failedBefore, setFailedBefore] = useState(false);
  useEffect(() => {
    if (state.status !== 'loading') setFailedBefore(state.status === 'failed');
  }, [state.status]);
  if (state.status === 'loading' && failedBefore) return { status: 'failed', retrying: true, retry: () => undefined };
  return state;
}

/**
 * A nucleus-type article also loads the two nucleus scripts (SPEC §2): the configured ones only
 * (`nucleusScriptUrls`), in order, once per page however many articles ask. An article without
 * them still shows; the failure is reported.
 */
export function useNucleusScripts(nucleusContent: boolean): void {
  const { tag } = useElement();
  useEffect(() => {
    if (!nucleusContent) return;
    loadConfiguredScripts(getConfig().nucleusScriptUrls).catch((error: unknown) =>
      report(error, { action: 'loading the nucleus scripts (article shown without them)', element: tag, level: 'warn' }),
    );
  }, [nucleusContent, tag]);
}
