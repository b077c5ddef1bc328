/**
 * When a screen says that content it needs could not be fetched, and how "Try again" asks again.
 * The words and the button are LoadFailed's (components/load-failed), downloaded only then.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What a screen reads of a query (TanStack's result) to say that it failed. */
export interface FetchState {
  data: unknown;
  error: Error | null;
  failureReason: Error | null;
  failureCount: number;
  isFetching: boolean;
}

/**
 * Why a query without data failed, once the customer should hear of it: its last error, or,
 * while it goes on retrying, its second failure in a row. One quick retry after a blip is
 * silent; a server that is down is said within about a second, not after every retry's wait.
 */
export function failureToShow(query: FetchState): Error | null {
  if (query.data !== undefined) return null;
  return query.error ?? (query.failureCount > 1 ? query.failureReason : null);
}

/** A fresh attempt (the one "Try again" started) is under way and has not failed yet. */
export const attemptUnderWay = (query: FetchState): boolean => query.data === undefined && query.isFetching && query.failureCount === 0;

/** Whether a query without data has failed at all (its "Try again" asks it again). */
export const hasFailed = (query: FetchState): boolean => query.data === undefined && (query.error ?? query.failureReason) !== null;

/**
 * "Try again": asks for `queryKey` now. A query still waiting between its retries is stopped
 * first: asked while it waits, TanStack would only go on waiting.
 */
export function askAgain(client: QueryClient, queryKey: QueryKey): void {
  void client.cancelQueries({ queryKey, exact: true }).then(() => client.refetchQueries({ queryKey, exact: true }));
}

/**
 * Whether the screen shows its failure: from the first failure worth saying until what it needs
 * has arrived. A new attempt puts a query without data back to pending: the message stays
 * meanwhile (with a busy "Try again"), never the spinner again.
 */
export function useFailureShown(failed: boolean, arrived: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (failed) setShown(true);
    else if (arrived) setShown(false);
  }, [failed, arrived]);
  return failed || (shown && !arrived);
}
