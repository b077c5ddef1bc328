/**
 * What runs when a step is sent: the validation rules of each question and the lead builder.
 * Loaded once a step is on screen, so the customer can answer before they arrive.
 */
import { any, object, picklist, transform, pipe } from 'valibot';
import { rulesResolver } from '../../forms/checks/rules';
import { helpQueryLead, type HelpQueryAnswers } from '../../leads/help-query-lead';
import { COMPLAINT_CUSTOMER_TYPES, complaintCustomerTypeSchema, complaintSubjectSchema, queryTextSchema } from '../../validation/complaint';
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

export const queryWithSubjectRules = rulesResolver<QueryValues>(object({ subject: complaintSubjectSchema, query: queryTextSchema }));
export const queryRules = rulesResolver<QueryValues>(object({ subject: notAsked, query: queryTextSchema }));

export const buildLead = (answers: HelpQueryAnswers) => helpQueryLead(answers);
