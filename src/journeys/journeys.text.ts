/**
 * What both journeys say: the Back link, the personal details questions, the failure banner and
 * the confirmation (the product's own texts word for word; text it does not give follows GOV.UK
 * style). Each journey's own words are in its element's folder.
 */
import type { ComplaintSlug } from '../leads/complaint-query-types/complaint-query-types';

export const JOURNEY_TEXT = {
  titleSuffix: ' - Help & Support',
  back: 'Back',
  addressLegend: 'Your address',
  vulnerabilityQuestion: 'Do you need extra support from us?',
  vulnerabilityHint:
    'For example, because of a disability or a long-term (chronic) illness, because you rely on heating or electricity for medical reasons, or because you find it hard to pay your bills.',
  firstName: 'First name',
  surname: 'Last name',
  email: 'Email address',
  emailHint: "We'll send your reference number to this address",
  telephone: 'Telephone number',
  // No-break spaces: a number in a hint never breaks across lines.
  telephoneHint: 'A UK or Irish number, for example 01632\u00a0960\u00a0001 or 07700\u00a0900\u00a0982',
  textphone: 'Textphone or international number',
  textphoneHint: 'Numbers only',
  // The lead failure banner, word for word: its first sentence is the banner's title.
  technicalProblemsTitle: "Unfortunately, we're having technical problems at the moment.",
  technicalProblems:
    "Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.",
  referenceLabel: 'Your reference number',
  emailed: "We've also sent your reference number to your email address.",
  whatHappensNext: 'What happens next',
  feedbackConfirmed: "Thanks, we've got your request",
  feedbackNext: "We'll use the details you gave us to contact you about your credit.",
} as const;

/**
 * Where a complaint goes next if we do not settle it, said once it is sent (after the product's
 * own words): a supplier must tell a complainant about the Energy Ombudsman.
 */
export const OMBUDSMAN_TEXT = {
  heading: 'If your complaint is not resolved',
  body: 'If we have not resolved your complaint within 8 weeks, or we send you a final response (a deadlock letter) and you are still unhappy, you can ask the Energy Ombudsman to look into it. The Energy Ombudsman is free and independent.',
} as const;

/** Complaint or enquiry: what each step's words depend on. */
export type QueryKind = 'complaint' | 'enquiry';

/** Complaint or enquiry, from the route's slug. */
export const kindOf = (complaint: ComplaintSlug): QueryKind => (complaint.startsWith('enquiry-') ? 'enquiry' : 'complaint');

/** The confirmation's title once a complaint or an enquiry is sent. */
export const SENT_TEXT = {
  complaint: 'Complaint sent',
  enquiry: 'Enquiry sent',
} as const satisfies Record<QueryKind, string>;

/** Each complaint route's average response time, said on its details step and again once it is sent. */
export const RESPONSE_TIME: Record<ComplaintSlug, string> = {
  'gas-and-electricity': 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.',
  'pay-as-you-go': 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.',
  'enquiry-gas-and-electricity': 'We usually reply to a gas and electricity enquiry in about 2 days.',
  'enquiry-pay-as-you-go': 'We usually reply to a Pay As You Go enquiry in about 7 days.',
};
