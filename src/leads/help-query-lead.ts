/**
 * The help query lead (type leads): a complaint or an enquiry sent from the query step of
 * complaints/{complaint}. Pure: no I/O, no clock.
 *
 * Wire shape (JSON:API, kebab-case attributes):
 *   data.type                        'leads'
 *   attributes.title                 'NA'
 *   attributes.topic                 'help-&-support'
 *   attributes.query-type/query-subtype  the route's row of COMPLAINT_QUERY_TYPES
 *   attributes.query                 the query text, trimmed
 *   attributes.first-name, surname, vulnerability-consent, email, contact-number,
 *   additional-information           the customer's details (customer-details.ts), with
 *                                    caseType the chosen subject, or null without one
 *   attributes.subject               the chosen subject; absent when none was asked
 *   relationships.address            { data: { type: 'addresses', id } }, or { data: null }
 */
import type { ComplaintSubject } from '../validation/complaint';
import { COMPLAINT_QUERY_TYPES, type ComplaintQueryType, type ComplaintSlug } from './complaint-query-types/complaint-query-types';
import { addressRelationship, customerAttributes, type AddressRelationship, type CustomerAttributes, type PersonalDetails } from './customer-details';

export const HELP_QUERY_TOPIC = 'help-&-support';

/** The title every help lead sends: the journeys ask for none. */
export const HELP_LEAD_TITLE = 'NA';

export interface HelpQueryAnswers {
  complaint: ComplaintSlug;
  details: PersonalDetails;
  /** The query step's text. */
  query: string;
  /** The subject chosen where the dropdown is shown. */
  subject?: ComplaintSubject | undefined;
  /** Sends additional-information.accountPrefix 'A'. */
  flagAccountPrefix?: boolean;
}

export type HelpQueryAttributes = {
  title: typeof HELP_LEAD_TITLE;
  topic: typeof HELP_QUERY_TOPIC;
  'query-type': ComplaintQueryType['queryType'];
  'query-subtype': ComplaintQueryType['querySubtype'];
  query: string;
  subject?: ComplaintSubject;
} & CustomerAttributes;

export interface HelpQueryLead {
  data: {
    type: 'leads';
    attributes: HelpQueryAttributes;
    relationships: AddressRelationship;
  };
}

export function helpQueryLead({ complaint, details, query, subject, flagAccountPrefix }: HelpQueryAnswers): HelpQueryLead {
  const { queryType, querySubtype } = COMPLAINT_QUERY_TYPES[complaint];
  return {
    data: {
      type: 'leads',
      attributes: {
        title: HELP_LEAD_TITLE,
        topic: HELP_QUERY_TOPIC,
        'query-type': queryType,
        'query-subtype': querySubtype,
        query: query.trim(),
        ...customerAttributes(details, { subject, flagAccountPrefix }),
        ...(subject === undefined ? {} : { subject }),
      },
      relationships: addressRelationship(details.addressId),
    },
  };
}
