/** Meter-read page configuration (meter-read week, templates): static JSON, fetched uncached. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getConfig } from '../../config';
import { isRecord } from '../../util';
import { preloadSanitiserFor } from '../../sanitise/platform/load';
import { staticJson } from '../clients';
import { takeEarlyResponse } from '../early';
import { malformedResponse, mapErrors, type AppError } from '../errors';
import { getQueryClient, useHelpQueryClient } from '../query-client';

export interface MeterReadConfig {
  isMeterReadWeek: boolean;
  /** The templates are HTML from the CMS: show them only through the article sanitiser. */
  headingTemplate: string;
  smrErrorTemplate: string;
  contactCardPillTemplate: string;
  contactCardTemplate: string;
  /** Outside meter-read week, the day the next one opens (`YYYY-MM-DD`), where the configuration gives it. */
  nextMeterReadWeek?: string | undefined;
}

export const meterReadConfigQueryKey = ['meter-read-config'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Checks a received configuration: the flag must be a boolean; a missing template is ''. */
export function parseMeterReadConfig(body: unknown): MeterReadConfig {
  const config = isRecord(body) ? body : {};
  if (typeof config.isMeterReadWeek !== 'boolean') throw malformedResponse();
  return {
    isMeterReadWeek: config.isMeterReadWeek,
    headingTemplate: text(config.headingTemplate),
    smrErrorTemplate: text(config.smrErrorTemplate),
    contactCardPillTemplate: text(config.contactCardPillTemplate),
    contactCardTemplate: text(config.contactCardTemplate),
    // Checked where it is shown: a day that is not a calendar day is not named.
    ...(typeof config.nextMeterReadWeek === 'string' ? { nextMeterReadWeek: config.nextMeterReadWeek } : {}),
  };
}

/**
 * Reads the meter-read page configuration, bypassing every cache: the answer to the request
 * the element's entry started early when there is one, else a request now. The week's words,
 * shown with the form, start the sanitiser's download at once where their markup needs it, in
 * parallel with the screen; the failed send's words load it only when a send fails.
 */
export function fetchMeterReadConfig(): Promise<MeterReadConfig> {
  return mapErrors(async () => {
    const url = getConfig().meterReadConfigUrl;
    const early = await takeEarlyResponse(url);
    const config = parseMeterReadConfig(await (early ?? staticJson().get(url, { cache: 'no-store' })).json());
    preloadSanitiserFor(config.headingTemplate);
    return config;
  });
}

const meterReadConfigQuery = { queryKey: meterReadConfigQueryKey, queryFn: fetchMeterReadConfig };

/** The meter-read page configuration as a shared query (`['meter-read-config']`). */
export function useMeterReadConfig(): UseQueryResult<MeterReadConfig, AppError> {
  return useQuery(meterReadConfigQuery, useHelpQueryClient());
}

/** Starts the request before the screen that needs it has arrived (its query then finds it in flight). */
export function prefetchMeterReadConfig(): void {
  void getQueryClient().prefetchQuery(meterReadConfigQuery);
}
