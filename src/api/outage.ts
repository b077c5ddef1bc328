/** Service outage banner (SPEC §2, §7): static JSON holding a title and message, or nothing. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getConfig } from '../config';
import { staticJson } from './clients';
import { mapErrors, type AppError } from './errors';
import { useHelpQueryClient } from './query-client';

export interface Outage {
  title: string;
  message: string;
}

export const outageQueryKey = ['outage'] as const;

/** The current outage, or null when there is none (an empty document or no text). */
export function fetchOutage(): Promise<Outage | null> {
  return mapErrors(async () => {
    const body = await staticJson().get(getConfig().outageUrl).json<Record<string, unknown> | null>();
    const title = typeof body?.title === 'string' ? body.title : '';
    const message = typeof body?.message === 'string' ? body.message : '';
    return title || message ? { title, message } : null;
  });
}

/** The outage banner's content as a shared query (`['outage']`). */
export function useOutage(): UseQueryResult<Outage | null, AppError> {
  return useQuery({ queryKey: outageQueryKey, queryFn: fetchOutage }, useHelpQueryClient());
}
