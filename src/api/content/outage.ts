/** Service outage banner of the help home: static JSON holding a title and message, or nothing. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getConfig } from '../../config';
import { isRecord } from '../../util';
import { staticJson } from '../clients';
import { takeEarlyResponse } from '../early';
import { mapErrors, type AppError } from '../errors';
import { getQueryClient, useHelpQueryClient } from '../query-client';

export interface Outage {
  title: string;
  message: string;
}

export const outageQueryKey = ['outage'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An outage document read as the banner shows it: null when it holds no text (`{}` is no outage). */
export function parseOutage(body: unknown): Outage | null {
  const title = isRecord(body) ? text(body.title) : '';
  const message = isRecord(body) ? text(body.message) : '';
  return title || message ? { title, message } : null;
}

/**
 * The current outage, or null when there is none (an empty document or no text). Uses the
 * answer to the request an element's entry started early (`prefetch: ['outageUrl']` in its descriptor) when there is
 * one, else asks now, bypassing every cache: an outage that has ended must not linger.
 */
export function fetchOutage(): Promise<Outage | null> {
  return mapErrors(async () => {
    const url = getConfig().outageUrl;
    const early = await takeEarlyResponse(url);
    return parseOutage(await (early ?? staticJson().get(url, { cache: 'no-store' })).json());
  });
}

const outageQuery = { queryKey: outageQueryKey, queryFn: fetchOutage };

/** The outage banner's content as a shared query (`['outage']`). */
export function useOutage(): UseQueryResult<Outage | null, AppError> {
  return useQuery(outageQuery, useHelpQueryClient());
}

/** Starts the request before the screen that shows the banner has arrived (a route's `prefetch`). */
export function prefetchOutage(): void {
  void getQueryClient().prefetchQuery(outageQuery);
}
