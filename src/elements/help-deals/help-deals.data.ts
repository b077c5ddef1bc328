/**
 * What the deals page needs once the customer is signed in: the deals article (the deals
 * variant of the article fetch) and the sanitiser its body goes through, both started at once.
 */
import { useQuery } from '@tanstack/react-query';
import { prefetchDealsArticle, sanitiserQuery, useDealsArticle, type ParsedArticle } from '../../api/content-api/content';
import { useHelpQueryClient } from '../../api/query-client';
import { loadSanitiser } from '../../sanitise/platform/load';
import { readSessionState } from '../../session/session-cookies/session-state';

export type DealsPageState =
  | { status: 'loading' }
  /** The article or the sanitiser could not be fetched; `retry` asks again for what failed. */
  | { status: 'failed'; retrying: boolean; retry: () => void }
  | { status: 'ready'; article: ParsedArticle };

export function useDealsPage(): DealsPageState {
  const page = useDealsArticle();
  const sanitiser = useQuery(sanitiserQuery, useHelpQueryClient());
  if (page.data && sanitiser.data) return { status: 'ready', article: page.data };
  if ((!page.data && page.error) || (!sanitiser.data && sanitiser.error)) {
    return {
      status: 'failed',
      retrying: page.isFetching || sanitiser.isFetching,
      retry: () => {
        for (const query of [page, sanitiser]) if (query.error && !query.data) void query.refetch();
      },
    };
  }
  return { status: 'loading' };
}

/** With the screen's chunk: the article and the sanitiser, for a signed-in customer only. */
export function prefetchDealsPage(): void {
  if (readSessionState() !== 'signed-in') return;
  prefetchDealsArticle();
  loadSanitiser().catch(() => undefined); // a failure shows, with a way to try again, on the screen
}
