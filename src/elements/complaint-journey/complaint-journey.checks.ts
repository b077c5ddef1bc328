/**
 * What runs when a step is sent: the validation rules of each question and the lead builder.
 * Loaded once a step is on screen, so the customer can answer before they arrive.
 */
import { any, object, picklist, transform, pipe } from 'valibot';
import { rulesResolver } from '../../forms/checks/rules';
import { helpQueryLead, type HelpQueryAnswers } from '../../leads/help-query-lead';
import { COMPLAINT_CUSTOMER_TYPES, complaintCustomerTypeSchema, complaintSubjectSchema, queryTextSchemas } from '../../validation/complaint';
import type { QueryKind } from '../../journeys/journeys.text';
import { MESSAGES, SERVICE_TYPE_OPTIONS } from './complaint-journey.text';

export { complaintDetailsRules } from '../../journeys/with-screens/personal-details.rules';

const SERVICE_TYPES = SERVICE_TYPE_OPTIONS.map((option) => option.value);

export const customerTypeRules = rulesResolver<{ customerType: string }>(object({ customerType: complaintCustomerTypeSchema }));
export const serviceTypeRules = rulesResolver<{ serviceType: string }>(object({ serviceType: picklist(SERVICE_TYPES, MESSAGES.serviceType) }));
export const paymentTypeRules = rulesResolver<{ paymentType: string }>(object({ paymentType: picklist(COMPLAINT_CUSTOMER_TYPES, MESSAGES.paymentType) }));

export interface QueryValues {
  subject: string;
  query: string;
}

/** The subject is checked (and sent) only where the dropdown shows. */
const notAsked = pipe(any(), transform((): string => ''));

/** The query step's rules: with or without the subject, the box's errors in a complaint's or an enquiry's words. */
export const queryRules = {
  complaint: {
    withSubject: rulesResolver<QueryValues>(object({ subject: complaintSubjectSchema, query: queryTextSchemas.complaint })),
    withoutSubject: rulesResolver<QueryValues>(object({ subject: notAsked, query: queryTextSchemas.complaint })),
  },
  enquiry: {
    withSubject: rulesResolver<QueryValues>(object({ subject: complaintSubjectSchema, query: queryTextSchemas.enquiry })),
    withoutSubject: rulesResolver<QueryValues>(object({ subject: notAsked, query: queryTextSchemas.enquiry })),
  },
} as const satisfies Record<QueryKind, unknown>;

export const buildLead = (answers: HelpQueryAnswers) => helpQueryLead(answers);
