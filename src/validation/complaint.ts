/**
 * Rules of the complaint, enquiry and feedback journeys: the customer type
 * question, the vulnerability question, the chosen address, the subject, the query text and
 * the feedback credit text.
 */
import { picklist, pipe, transform } from 'valibot';
import { YES_NO } from './choices';
import { QUERY_MAX_LENGTH } from './forms/constants';
import { characterLimitNotice, messages } from './messages';
import { charactersOver, requiredLongTextSchema, requiredTextSchema } from './text';

/** 'What type of energy customer are you?' answers, in SPEC order. */
export const COMPLAINT_CUSTOMER_TYPES = ['credit', 'payAsYouGo', 'directDebit', 'other'] as const;
export type ComplaintCustomerType = (typeof COMPLAINT_CUSTOMER_TYPES)[number];

/** Complaint customer type: required, one of COMPLAINT_CUSTOMER_TYPES. */
export const complaintCustomerTypeSchema = picklist(COMPLAINT_CUSTOMER_TYPES, messages.complaintCustomerType.required);

/** Vulnerability question: required radio 'Yes' or 'No'; output true for Yes, false for No. */
export const vulnerabilityConsentSchema = pipe(
  picklist(YES_NO, messages.vulnerabilityConsent.required),
  transform((answer): boolean => answer === 'Yes'),
);

/** Chosen address: its id is required. Output is the trimmed id. */
export const addressIdSchema = requiredTextSchema(messages.address.required);

/** Subjects of the complaint and enquiry dropdown, in SPEC order, word for word. */
export const COMPLAINT_SUBJECTS = [
  'Amend moving house dates/meter reader',
  'Amend Payment Method',
  'Balance queries',
  "Can't pay/debt",
  'Direct debit/Incorrect payment',
  'Discount',
  'Dispute Bill/Balance',
  'Faulty meter',
  'Leaving us',
  'Make a Payment',
  'Meter read issues',
  'Moving House',
  'Online portal/app/login/website issues',
  'Request Refund',
  'Tariff issues',
  'Tariff renewal/upgrade',
  'Update personal details',
] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

/** Subject, where the dropdown is shown: required, one of COMPLAINT_SUBJECTS. */
export const complaintSubjectSchema = picklist(COMPLAINT_SUBJECTS, messages.subject.required);

/**
 * Query text: required (not only spaces), at most 30000 characters counted as typed.
 * Output is the trimmed text.
 */
export const queryTextSchema = requiredLongTextSchema(
  messages.query.required,
  QUERY_MAX_LENGTH,
  messages.query.tooLong,
);

/** The query text of a complaint or an enquiry: the same rule, its errors in the box's own words. */
export const queryTextSchemas = {
  complaint: requiredLongTextSchema(messages.complaintText.required, QUERY_MAX_LENGTH, messages.complaintText.tooLong),
  enquiry: requiredLongTextSchema(messages.enquiryText.required, QUERY_MAX_LENGTH, messages.enquiryText.tooLong),
} as const;

/**
 * The notice to show under the query box while typing: SPEC's 'Maximum character limit
 * reached. You are currently N characters over.' once the text is over the limit, else null.
 */
export function queryLimitNotice(text: string, max: number = QUERY_MAX_LENGTH): string | null {
  const over = charactersOver(text, max);
  return over > 0 ? characterLimitNotice(over) : null;
}

/** Feedback step 1, 'Using your credit' text: required. Output is the trimmed text. */
export const feedbackCreditTextSchema = requiredTextSchema(messages.creditText.required);
