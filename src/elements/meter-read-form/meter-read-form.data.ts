/**
 * What the meter-read form needs besides the config query: the starting answers (the prefill a
 * link carried in the page's address, then the tab's draft), the draft saver and the lead
 * submission. The screens stay free of storage and URL details.
 */
import { useEffect, useState } from 'react';
import { get, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { addressPrefill } from '../../platform/address-prefill/address-prefill';
import { useSnapshot } from '../../platform/snapshot';
import { useJourneyDraft } from '../../store/forms/journey';
import { useSubmitLead } from '../../leads/forms/use-submit-lead';
import { isRecord } from '../../util';
import { TITLES } from '../../validation/forms/choice-lists';
import { partsFromIsoDate, readingDateFault, toIsoDate } from '../../validation/forms/dates';
import { meterReadFormDefaults, type MeterReadFormValues } from '../../validation/forms/meter-read-answers';
import { METER_READ_JOURNEY, METER_READ_ORIGIN, METER_READ_PATHS } from './meter-read-form.paths';

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

/** The answer among `choices` written in any case, if any. */
const choiceOf = <T extends string>(choices: readonly T[], given: string | null): T | undefined =>
  choices.find((choice) => choice.toLowerCase() === given?.trim().toLowerCase());

/**
 * Answers a link carried in the page's query parameters, named as the form's fields (the page
 * keeps them in memory once they are out of its address: platform/address-prefill/). A date is
 * taken only when the form's own rule would accept it on `today` (a real date, from one month
 * ago to today); any other is ignored, leaving the date empty for the customer to give.
 */
export function prefillFromSearch(params: URLSearchParams, today: Date = new Date()): Partial<MeterReadFormValues> {
  const prefill: Partial<MeterReadFormValues> = {};
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null && value.length <= PREFILL_MAX_LENGTH) prefill[field] = value;
  }
  const title = choiceOf(TITLES, params.get('title'));
  if (title) prefill.title = title;
  const fuel = choiceOf(['Dual', 'Gas', 'Electricity'] as const, params.get('fuel'));
  if (fuel) prefill.fuel = fuel;
  const economy7 = choiceOf(['Yes', 'No'] as const, params.get('is_economy_7_radio'));
  if (economy7) prefill.is_economy_7_radio = economy7;
  const date = params.get('date') ?? params.get('reading_date');
  const parts = date ? partsFromIsoDate(date) : null;
  if (parts && readingDateFault(parts, today) === null) prefill.date = parts;
  return prefill;
}

/** Keeps only saved answers that still fit the form (a stale or tampered draft is ignored). */
function savedAnswers(draft: unknown): Partial<MeterReadFormValues> {
  if (!isRecord(draft)) return {};
  const answers: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(meterReadFormDefaults)) {
    const value = draft[key];
    if (typeof fallback === 'string' && typeof value === 'string') answers[key] = value;
    if (key === 'date' && isRecord(value)) {
      const part = (name: string) => (typeof value[name] === 'string' ? value[name] : '');
      answers.date = { day: part('day'), month: part('month'), year: part('year') };
    }
  }
  return answers;
}

export interface MeterReadAnswers {
  /**
   * What the form renders first: its starting answers, or, taking a snapshot over, the answers
   * the snapshot shows (that render must match the page's markup, the fuel's fields included).
   */
  defaultValues: MeterReadFormValues;
  /** Keeps every change for the tab. */
  save: (answers: unknown) => void;
  /** Puts the starting answers in place once the form is on screen (usePlaceStartingAnswers). */
  start: { initial: MeterReadFormValues; prefilled: boolean; fromSnapshot: boolean; takingOver: boolean };
}

/**
 * The form's starting answers, read once per mount: defaults, then the address's prefill, then
 * whatever the customer already typed in this tab (more recent than any link they followed).
 * Also the saver for every change.
 */
export function useMeterReadAnswers(): MeterReadAnswers {
  const draft = useJourneyDraft(METER_READ_JOURNEY);
  const takingOver = useSnapshot()?.takingOver ?? false;
  const [start] = useState(() => {
    const prefill = prefillFromSearch(addressPrefill());
    const answers = { ...meterReadFormDefaults, ...prefill, ...savedAnswers(draft.saved) };
    const initial: MeterReadFormValues = { ...answers, company: 'Price-cap', reading_date: toIsoDate(answers.date) };
    return { initial, prefilled: Object.keys(prefill).length > 0, fromSnapshot: takingOver };
  });
  return { defaultValues: start.fromSnapshot ? meterReadFormDefaults : start.initial, save: draft.save, start: { ...start, takingOver } };
}

/** The fields a customer answers, by the names the form registers them under (the date's three boxes). */
const ANSWER_FIELDS = [
  ...Object.keys(meterReadFormDefaults).filter((name) => !['date', 'company', 'reading_date'].includes(name)),
  'date.day',
  'date.month',
  'date.year',
] as FieldPath<MeterReadFormValues>[];

/**
 * Puts the starting answers in place. A form that took a snapshot over started from the
 * snapshot's answers: once taken over, each field the customer has not changed there takes its
 * starting answer (the reading date follows the date's boxes). Answers a link prefilled are kept
 * for the tab as typed ones are: the address no longer holds them, and a reload would lose them.
 */
export function usePlaceStartingAnswers(form: UseFormReturn<MeterReadFormValues>, { start, save }: MeterReadAnswers): void {
  const { initial, prefilled, fromSnapshot, takingOver } = start;
  useEffect(() => {
    if (takingOver) return;
    if (fromSnapshot) {
      for (const name of ANSWER_FIELDS) {
        const shown: unknown = get(meterReadFormDefaults, name);
        const answer: unknown = get(initial, name);
        if (answer !== shown && form.getValues(name) === shown) form.setValue(name, answer as never);
      }
    }
    if (prefilled) save(form.getValues());
    // Once: when the form shows its own answers (at once, or once the snapshot is taken over).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting answers are the first render's
  }, [takingOver]);
}

/** The rules and the lead builder, fetched once the form shows (see meter-read-form.checks.ts). */
let checksLoaded: typeof import('./meter-read-form.checks') | undefined;
const loadChecks = () => import('./meter-read-form.checks').then((checks) => (checksLoaded = checks));
export const loadMeterReadRules = () => loadChecks().then((checks) => checks.rules);
/**
 * The date boxes to highlight, in the same render as the messages: asked once the rules have
 * refused the form, so their chunk is in ([] before, which cannot happen).
 */
export const dateBoxesInError = (date: MeterReadFormValues['date']) => checksLoaded?.readingDateErrorParts(date) ?? [];
const buildLead = async (answers: MeterReadFormValues) => (await loadChecks()).buildLead(answers);

export function useSubmitMeterRead() {
  return useSubmitLead({ journey: METER_READ_JOURNEY, origin: METER_READ_ORIGIN, build: buildLead, confirmation: METER_READ_PATHS.confirm });
}
