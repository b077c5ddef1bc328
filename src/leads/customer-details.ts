/**
 * The customer's details as the help query and feedback leads both send them, built
 * from the personal details cached for the journey. Pure: no I/O, no clock.
 *
 * Wire shape (kebab-case attributes):
 *   attributes.first-name/surname   trimmed
 *   attributes.vulnerability-consent  true for the vulnerability question's Yes, false for No
 *   attributes.email                trimmed
 *   attributes.contact-number       { number, type }: number as normaliseTelephoneNumber
 *     (validation/telephone.ts) writes it ('+44 7700 900123' sends '07700900123'); type
 *     'mobile' when that number starts with 07, else 'home'
 *   attributes.additional-information:
 *     caseType         the chosen subject word for word (the dropdown's options are the case
 *                      types the service files by), or null when no subject was asked
 *     accountPrefix    'A' when the journey flags it, else null
 *     textphoneNumber  the digits, or null when none was given
 *   relationships.address           { data: { type: 'addresses', id } } for the chosen address,
 *     or { data: null } without one: the relationship is always sent, so "no address" is said
 *     explicitly (JSON:API's empty to-one relationship) rather than by a missing member.
 */
import type { ComplaintSubject } from '../validation/complaint';
import { contactNumberType, normaliseTelephoneNumber, type ContactNumberType } from '../validation/telephone';
import type { ComplaintQueryType } from './complaint-query-types/complaint-query-types';

/**
 * The personal details step's answers, cached for the journey, as the rules of
 * validation/ give them: names and email trimmed, telephone trimmed as typed, textphone digits
 * or '', vulnerability consent already a boolean, the chosen address's id.
 */
export interface PersonalDetails {
  firstName: string;
  surname: string;
  email: string;
  /** As typed (trimmed); the lead sends it normalised. */
  telephoneNumber: string;
  /** Digits, or '' when left empty (textphoneSchema's output). */
  textphoneNumber: string;
  /** The vulnerability question: true for Yes, false for No. */
  vulnerabilityConsent: boolean;
  /**
   * The complaint route's row, cached with the details (queryType, querySubtype). The builders
   * read the row from the complaint slug instead, so a stale cache cannot file a lead in
   * another queue; the feedback journey has none.
   */
  queryType?: ComplaintQueryType['queryType'];
  querySubtype?: ComplaintQueryType['querySubtype'];
  /** The chosen address; missing, null or blank sends an empty address relationship. */
  addressId?: string | null;
}

/** What a lead says about the customer, beside the personal details. */
export interface CustomerFlags {
  /** Sends accountPrefix 'A'. */
  flagAccountPrefix?: boolean;
  /** The chosen subject, sent as the case type. */
  subject?: ComplaintSubject | undefined;
}

export type ContactNumber = { number: string; type: ContactNumberType };

export type HelpLeadAdditionalInformation = {
  caseType: ComplaintSubject | null;
  accountPrefix: 'A' | null;
  textphoneNumber: string | null;
};

export type AddressRelationship = { address: { data: { type: 'addresses'; id: string } | null } };

export type CustomerAttributes = {
  'first-name': string;
  surname: string;
  'vulnerability-consent': boolean;
  email: string;
  'contact-number': ContactNumber;
  'additional-information': HelpLeadAdditionalInformation;
};

export function contactNumber(telephoneNumber: string): ContactNumber {
  return { number: normaliseTelephoneNumber(telephoneNumber), type: contactNumberType(telephoneNumber) };
}

export function customerAttributes(details: PersonalDetails, flags: CustomerFlags = {}): CustomerAttributes {
  const textphone = details.textphoneNumber.replace(/\s+/g, '');
  return {
    'first-name': details.firstName.trim(),
    surname: details.surname.trim(),
    'vulnerability-consent': details.vulnerabilityConsent,
    email: details.email.trim(),
    'contact-number': contactNumber(details.telephoneNumber),
    'additional-information': {
      caseType: flags.subject ?? null,
      accountPrefix: flags.flagAccountPrefix === true ? 'A' : null,
      textphoneNumber: textphone === '' ? null : textphone,
    },
  };
}

export function addressRelationship(addressId: string | null | undefined): AddressRelationship {
  const id = addressId?.trim() ?? '';
  return { address: { data: id === '' ? null : { type: 'addresses', id } } };
}
