/**
 * The one TanStack QueryClient per page, shared by every element (one set of settings). It is kept
 * on `globalThis` under a registered symbol, so two bundles on one page share it too.
 */
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

const QUERY_CLIENT_KEY = Symbol.for('help-and-support.query-client');

/** Fetched data stays fresh for 30 s. */
export const STALE_TIME_MS = 30_000;

/** Failed queries are tried this many more times before the screen shows the failure. */
export const QUERY_RETRIES = 3;

/** Wait min(1000·2ⁿ, 30000) ms before retry n (n counts failures so far, from 0). */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // retry is TanStack's own default (3), said out loud so prefetches (which would
      // otherwise not retry) behave like the screens' queries.
      queries: { staleTime: STALE_TIME_MS, retry: QUERY_RETRIES, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

type WithQueryClient = { [QUERY_CLIENT_KEY]?: QueryClient };

/** The page's shared QueryClient, created on first use. */
export function getQueryClient(): QueryClient {
  const holder = globalThis as WithQueryClient;
  return (holder[QUERY_CLIENT_KEY] ??= createQueryClient());
}

/** The QueryClient from the nearest provider, else the page's shared one (elements need no provider). */
export function useHelpQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
}
