/**
 * Everything the meter-read screens need from outside: the page config (flag and templates),
 * the lead submission, the saved answers and the URL prefill. The screens stay free of
 * fetching and storage details.
 */
import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, postLead } from '../../api';
import { buildMeterReadLead } from '../../leads';
import { getHelpStore, useHelpStore } from '../../store';
import {
  TITLES,
  meterReadFormDefaults,
  partsFromIsoDate,
  toIsoDate,
  type MeterReadFormValues,
} from '../../validation';


/** The route a meter-read lead is sent from (the `origin` of help-submitted). */
export const METER_READ_ORIGIN = 'submit-meter-read';

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'telephone',
  'email',
  'gas_account_number',
  'elec_account_number',
  'gas_reading',
  'elec_reading',
  'elec7_reading_normal',
  'elec7_reading_low',
] as const;

/** Longest prefill value accepted from a URL; longer values are ignored, not cut. */
const PREFILL_MAX_LENGTH = 200;

/** Answers carried in the page URL's query parameters, named as the form's fields. */
export function prefillFromSearch(params: URLSearchParams): Partial<MeterReadFormValues> {
  const prefill: Partial<MeterReadFormValues> = {};
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null && value.length <= PREFILL_MAX_LENGTH) prefill[field] = value;
  }
  const title = params.get('title');
  const knownTitle = TITLES.find((t) => t.toLowerCase() === title?.trim().toLowerCase());
  if (knownTitle) prefill.title = knownTitle;
  const fuel = params.get('fuel')?.trim().toLowerCase();
  if (fuel === 'dual') prefill.fuel = 'Dual';
  else if (fuel === 'gas') prefill.fuel = 'Gas';
  else if (fuel === 'electricity') prefill.fuel = 'Electricity';
  const economy7 = params.get('is_economy_7_radio')?.trim().toLowerCase();
  if (economy7 === 'yes') prefill.is_economy_7_radio = 'Yes';
  else if (economy7 === 'no') prefill.is_economy_7_radio = 'No';
  const date = params.get('date') ?? params.get('reading_date');
  const parts = date ? partsFromIsoDate(date) : null;
  if (parts) prefill.date = parts;
  return prefill;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only saved answers that still fit the form (a stale or tampered draft is ignored). */
function savedAnswers(draft: unknown): Partial<MeterReadFormValues> {
  if (!isRecord(draft)) return {};
  const answers: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(meterReadFormDefaults)) {
    const value = draft[key];
    if (typeof fallback === 'string' && typeof value === 'string') answers[key] = value;
    if (key === 'date' && isRecord(value)) {
      answers.date = {
        day: typeof value.day === 'string' ? value.day : '',
        month: typeof value.month === 'string' ? value.month : '',
        year: typeof value.year === 'string' ? value.year : '',
      };
    }
  }
  return answers as Partial<MeterReadFormValues>;
}

/**
 * The form's starting answers: defaults, then the URL's prefill, then whatever the customer
 * already typed in this tab (it is more recent than any link they followed).
 */
export function useInitialMeterReadAnswers(search: URLSearchParams): MeterReadFormValues {
  // Read once per mount: a later URL or store change must not reset what is being typed.
  const [initial] = useState(() => {
    const draft = getHelpStore().getState().drafts.meterRead;
    const answers = { ...meterReadFormDefaults, ...prefillFromSearch(search), ...savedAnswers(draft) };
    return { ...answers, company: 'Price-cap' as const, reading_date: toIsoDate(answers.date) };
  });
  return initial;
}

export function useSaveMeterReadAnswers(): (answers: MeterReadFormValues) => void {
  const saveDraft = useHelpStore((state) => state.saveDraft);
  return useCallback((answers) => saveDraft('meterRead', answers), [saveDraft]);
}

export type MeterReadSubmission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; failures: number }
  | { status: 'sent'; reference: string };

/**
 * Sends the lead. The same answers re-sent (a retry after a failure, a double click that got
 * through) carry the same Idempotency-Key, so the leads service stores one lead, not two.
 * A plain async call rather than a query mutation: nothing is cached or retried, and the form
 * chunk stays small.
 */
export function useSubmitMeterRead() {
  const clearDraft = useHelpStore((state) => state.clearDraft);
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const failures = useRef(0);
  const [submission, setSubmission] = useState<MeterReadSubmission>({ status: 'idle' });

  /** Resolves with the lead's reference, or null when the service did not accept it. */
  const submit = useCallback(
    async (answers: MeterReadFormValues): Promise<string | null> => {
      setSubmission({ status: 'sending' });
      const lead = buildMeterReadLead({ ...answers, reading_date: toIsoDate(answers.date) });
      const body = JSON.stringify(lead);
      if (lastAttempt.current?.body !== body) lastAttempt.current = { body, key: newIdempotencyKey() };
      try {
        const accepted = await postLead(lead, { idempotencyKey: lastAttempt.current.key });
        lastAttempt.current = null;
        clearDraft('meterRead');
        setSubmission({ status: 'sent', reference: accepted.id });
        return accepted.id;
      } catch (error) {
        console.warn('help-and-support: the meter reading was not accepted', error instanceof Error ? error.message : error);
        failures.current += 1;
        setSubmission({ status: 'failed', failures: failures.current });
        return null;
      }
    },
    [clearDraft],
  );

  return { ...submission, submit };
}
