/**
 * The feedback journey's answers in the page store (one draft per instance, read back on every
 * step, so a reload or Back shows each answer again) and the lead's submission. The screens stay
 * free of storage details.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { readDetails, type DetailsValues } from '../../journeys/personal-details.values';
import type { FeedbackAnswers as FeedbackLeadAnswers } from '../../leads/feedback-lead';
import { useSubmitLead } from '../../leads/forms/use-submit-lead';
import { useJourneyDraft } from '../../store/forms/journey';
import { getHelpStore } from '../../store/forms/store';
import { isRecord } from '../../util';
import { FEEDBACK_ORIGIN } from '../../store/saved/saved';
import { FEEDBACK_JOURNEY, FEEDBACK_PATHS } from './feedback-journey.paths';

export interface FeedbackAnswers {
  /** The "Using your credit" text as typed. */
  creditText: string;
  /** The credit text as checked by "I don't want the refund": what the lead sends. */
  cachedCreditText?: string | undefined;
  /** The personal details step as typed. */
  details: DetailsValues;
  /** The step last shown, where an embedded journey reopens after a reload. */
  step: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Saved answers that still fit the journey (a stale or tampered draft loses only what does not). */
export function readFeedbackAnswers(saved: unknown): FeedbackAnswers {
  const answers = isRecord(saved) ? saved : {};
  const cached = text(answers.cachedCreditText);
  return {
    creditText: text(answers.creditText),
    cachedCreditText: cached === '' ? undefined : cached,
    details: readDetails(answers.details),
    step: text(answers.step),
  };
}

export interface FeedbackAnswersApi {
  /** The answers as they were when the step showed. */
  saved: FeedbackAnswers;
  /** Changes some answers, keeping the others. */
  update(change: Partial<FeedbackAnswers>): void;
  /** The answers now (after this step's changes). */
  current(): FeedbackAnswers;
}

export function useFeedbackAnswers(): FeedbackAnswersApi {
  const { key, saved: draft, save } = useJourneyDraft(FEEDBACK_JOURNEY);
  const [saved] = useState(() => readFeedbackAnswers(draft));
  const current = useCallback(() => readFeedbackAnswers(getHelpStore().getState().drafts[key]?.answers), [key]);
  const update = useCallback((change: Partial<FeedbackAnswers>) => save({ ...current(), ...change }), [current, save]);
  const [location] = useLocation();
  useEffect(() => {
    if (current().step !== location) update({ step: location });
  }, [location, current, update]);
  return { saved, update, current };
}

/** The rules and the lead builder, fetched once a step shows (see feedback-journey.checks.ts). */
export const loadChecks = () => import('./feedback-journey.checks');
const buildLead = async (answers: FeedbackLeadAnswers) => (await loadChecks()).buildLead(answers);

export function useSubmitFeedback() {
  return useSubmitLead({ journey: FEEDBACK_JOURNEY, origin: FEEDBACK_ORIGIN, build: buildLead, confirmation: FEEDBACK_PATHS.confirmation });
}
