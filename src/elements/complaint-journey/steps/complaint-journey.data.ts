/**
 * The complaint journey's answers in the page store (one draft per instance, read back on every
 * step, so a reload or Back shows each answer again) and the lead's submission. The screens stay
 * free of storage details.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { readDetails, readPersonalDetails, type DetailsValues } from '../../../journeys/personal-details.values';
import { useSubmitLead } from '../../../leads/forms/use-submit-lead';
import type { HelpQueryAnswers } from '../../../leads/help-query-lead';
import type { ComplaintSlug } from '../../../leads/complaint-query-types/complaint-query-types';
import type { PersonalDetails } from '../../../leads/customer-details';
import { useJourneyDraft } from '../../../store/forms/journey';
import { getHelpStore } from '../../../store/forms/store';
import { isRecord } from '../../../util';
import { COMPLAINT_JOURNEY, COMPLAINT_PATHS, detailsPath, queryOrigin } from '../complaint-journey.paths';
import { getComplaintConfig } from '../../../config/with-screens/complaint-config';
import { PREVIOUS_PAGE } from '../../../journeys/back-link';
import { leaveFor } from '../../../journeys/leave';
import { useElement } from '../../../platform/element-context';
import { mainSiteLink } from '../../../config';

export interface ComplaintAnswers {
  /** 'What type of energy customer are you?' ('' until answered). */
  customerType: string;
  /** What the complaint is about: energy, home services, installations or a charge point. */
  serviceType: string;
  /** How the customer pays for energy (preselected from customerType). */
  paymentType: string;
  /** The details step as typed. */
  details: DetailsValues;
  /** The details as checked by the details step's Next step: what the lead sends. */
  cached?: PersonalDetails | undefined;
  subject: string;
  query: string;
  /** The step last shown, where an embedded journey reopens after a reload. */
  step: string;
  /** Every step shown, in order: Back goes only to a step the customer saw. */
  seen: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Saved answers that still fit the journey (a stale or tampered draft loses only what does not). */
export function readComplaintAnswers(saved: unknown): ComplaintAnswers {
  const answers = isRecord(saved) ? saved : {};
  return {
    customerType: text(answers.customerType),
    serviceType: text(answers.serviceType),
    paymentType: text(answers.paymentType),
    details: readDetails(answers.details),
    cached: readPersonalDetails(answers.cached),
    subject: text(answers.subject),
    query: text(answers.query),
    step: text(answers.step),
    seen: Array.isArray(answers.seen) ? answers.seen.filter((step): step is string => typeof step === 'string') : [],
  };
}

export interface ComplaintAnswersApi {
  /** The answers as they were when the step showed. */
  saved: ComplaintAnswers;
  /** Changes some answers, keeping the others. */
  update(change: Partial<ComplaintAnswers>): void;
  /** The answers now (after this step's changes). */
  current(): ComplaintAnswers;
}

export function useComplaintAnswers(): ComplaintAnswersApi {
  const { key, saved: draft, save } = useJourneyDraft(COMPLAINT_JOURNEY);
  const [saved] = useState(() => readComplaintAnswers(draft));
  const current = useCallback(() => readComplaintAnswers(getHelpStore().getState().drafts[key]?.answers), [key]);
  const update = useCallback((change: Partial<ComplaintAnswers>) => save({ ...current(), ...change }), [current, save]);
  const [location] = useLocation();
  useEffect(() => {
    const { step, seen } = current();
    if (step !== location || !seen.includes(location)) update({ step: location, seen: seen.includes(location) ? seen : [...seen, location] });
  }, [location, current, update]);
  return { saved, update, current };
}

/**
 * Back from a step: to `previous` if the customer saw it (in this draft), else to the page they
 * came from. A journey entered part-way never shows a step the customer did not see.
 */
export const backTo = (answers: ComplaintAnswers, previous: `/${string}`): `/${string}` | typeof PREVIOUS_PAGE => (answers.seen.includes(previous) ? previous : PREVIOUS_PAGE);

/** Whether the page the customer came into the journey from is `pathOrUrl` (on the main site). */
function cameFrom(pathOrUrl: string): boolean {
  if (!document.referrer) return false;
  const from = new URL(document.referrer);
  const page = new URL(mainSiteLink(pathOrUrl), document.baseURI);
  const path = (url: URL) => url.pathname.replace(/\/+$/, '');
  return from.origin === page.origin && path(from) === path(page);
}

/**
 * Where an energy complaint goes once how the customer pays is known: Pay As You Go to its
 * complaint details in the journey, the others to the main site's credit complaint page. A
 * customer who came from that very page is not sent back to it (a circle): they go on to the
 * complaint it offers, about their gas or electricity.
 */
export function usePaymentRoute(): (payment: string) => void {
  const [, navigate] = useLocation();
  const { container } = useElement();
  return (payment) => {
    const creditPage = getComplaintConfig().complaintPages.credit;
    if (payment === 'payAsYouGo') navigate(detailsPath('pay-as-you-go'));
    else if (cameFrom(creditPage)) navigate(detailsPath('gas-and-electricity'));
    else leaveFor(container, creditPage);
  };
}

/** The rules and the lead builder, fetched once the customer starts on a step (see complaint-journey.checks.ts). */
export const loadChecks = () => import('../complaint-journey.checks');
const buildLead = async (answers: HelpQueryAnswers) => (await loadChecks()).buildLead(answers);

export function useSubmitComplaint(complaint: ComplaintSlug) {
  return useSubmitLead({ journey: COMPLAINT_JOURNEY, origin: queryOrigin(complaint), build: buildLead, confirmation: COMPLAINT_PATHS.confirmation });
}

/** The query step was reached without the details it sends: logged, and nothing is sent. */
export class MissingDetailsError extends Error {
  override name = 'MissingDetailsError';
  constructor() {
    super('No cached data found');
  }
}

/** The gas and electricity complaint and enquiry ask for a subject (a Salesforce-style journey). */
export const asksSubject = (complaint: ComplaintSlug): boolean => complaint === 'gas-and-electricity' || complaint === 'enquiry-gas-and-electricity';
