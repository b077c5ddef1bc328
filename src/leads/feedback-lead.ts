/**
 * The feedback lead: the feedback journey's "Using your credit" text with the
 * customer's details. Pure: no I/O, no clock.
 *
 * Wire shape (JSON:API, kebab-case attributes):
 *   data.type                        'leads'
 *   attributes.title                 'NA'
 *   attributes.topic                 'help-&-support-feedback'
 *   attributes.query-type            'Feedback'
 *   attributes.query-subtype         'Feedback-Energy'
 *   attributes.query                 the first step's credit text, trimmed
 *   attributes.first-name, surname, vulnerability-consent, email, contact-number,
 *   additional-information           the customer's details as the help query sends them
 *                                    (customer-details.ts); caseType null (no subject is asked)
 *   relationships.address            { data: { type: 'addresses', id } }, or { data: null }
 */
import { addressRelationship, customerAttributes, type AddressRelationship, type CustomerAttributes, type PersonalDetails } from './customer-details';
import { HELP_LEAD_TITLE } from './help-query-lead';

export const FEEDBACK_TOPIC = 'help-&-support-feedback';
export const FEEDBACK_QUERY_TYPE = 'Feedback';
export const FEEDBACK_QUERY_SUBTYPE = 'Feedback-Energy';

export interface FeedbackAnswers {
  /** Step 1's "Using your credit" text. */
  creditText: string;
  details: PersonalDetails;
  /** Sends additional-information.accountPrefix 'A'. */
  flagAccountPrefix?: boolean;
}

export type FeedbackAttributes = {
  title: typeof HELP_LEAD_TITLE;
  topic: typeof FEEDBACK_TOPIC;
  'query-type': typeof FEEDBACK_QUERY_TYPE;
  'query-subtype': typeof FEEDBACK_QUERY_SUBTYPE;
  query: string;
} & CustomerAttributes;

export interface FeedbackLead {
  data: {
    type: 'leads';
    attributes: FeedbackAttributes;
    relationships: AddressRelationship;
  };
}

export function feedbackLead({ creditText, details, flagAccountPrefix }: FeedbackAnswers): FeedbackLead {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: HELP_LEAD_TITLE,
        topic: FEEDBACK_TOPIC,
        'query-type': FEEDBACK_QUERY_TYPE,
        'query-subtype': FEEDBACK_QUERY_SUBTYPE,
        query: creditText.trim(),
        ...customerAttributes(details, { flagAccountPrefix }),
      },
      relationships: addressRelationship(details.addressId),
    },
  };
}
