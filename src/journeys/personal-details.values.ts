/**
 * The personal details step's answers, shared by the complaint journey
 * (complaints/{complaint}) and the feedback journey (complaints/feedback/personal-details):
 * what the form holds, how a saved draft is read back, and the details cached for the lead.
 * Plain: no rules, so the step shows before they load (personal-details.rules.ts).
 */
import type { AddressFinderDraft, ChosenAddress } from '../components/address';
import type { PersonalDetails } from '../leads/customer-details';
import { isRecord } from '../util';

/** Which telephone rule the step checks: complaint (UK or Irish, 11 digits or more) or feedback (no minimum). */
export type TelephoneRule = 'complaint' | 'feedback';

export interface DetailsValues {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
  textphoneNumber: string;
  /** The vulnerability question: '' until answered. */
  vulnerability: '' | 'Yes' | 'No';
  address: ChosenAddress | null;
  /** What the address question holds before (or besides) a chosen address: the postcode typed. */
  addressDraft: AddressFinderDraft;
}

export const DETAILS_DEFAULTS: DetailsValues = {
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
  textphoneNumber: '',
  vulnerability: '',
  address: null,
  addressDraft: { postcode: '' },
};

const TEXT_KEYS = ['firstName', 'surname', 'email', 'telephoneNumber', 'textphoneNumber'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function chosenAddress(value: unknown): ChosenAddress | null {
  return isRecord(value) && typeof value.id === 'string' && typeof value.label === 'string' ? { id: value.id, label: value.label } : null;
}

/** Saved details that still fit the form (a stale or tampered draft loses only what does not). */
export function readDetails(saved: unknown): DetailsValues {
  if (!isRecord(saved)) return { ...DETAILS_DEFAULTS };
  const values: DetailsValues = { ...DETAILS_DEFAULTS };
  for (const key of TEXT_KEYS) values[key] = text(saved[key]);
  values.vulnerability = saved.vulnerability === 'Yes' || saved.vulnerability === 'No' ? saved.vulnerability : '';
  values.address = chosenAddress(saved.address);
  const draft = isRecord(saved.addressDraft) ? saved.addressDraft : {};
  values.addressDraft = { ...draft, postcode: text(draft.postcode) };
  return values;
}

/** The checked answers as the lead builders take them (the journey's cached details). */
export function toPersonalDetails(values: DetailsValues): PersonalDetails {
  return {
    firstName: values.firstName,
    surname: values.surname,
    email: values.email,
    telephoneNumber: values.telephoneNumber,
    textphoneNumber: values.textphoneNumber,
    vulnerabilityConsent: values.vulnerability === 'Yes',
    addressId: values.address?.id ?? null,
  };
}

/** Cached details read back from the tab's storage, or undefined when they do not fit. */
export function readPersonalDetails(saved: unknown): PersonalDetails | undefined {
  if (!isRecord(saved) || typeof saved.vulnerabilityConsent !== 'boolean') return undefined;
  if (!TEXT_KEYS.every((key) => typeof saved[key] === 'string')) return undefined;
  return {
    firstName: text(saved.firstName),
    surname: text(saved.surname),
    email: text(saved.email),
    telephoneNumber: text(saved.telephoneNumber),
    textphoneNumber: text(saved.textphoneNumber),
    vulnerabilityConsent: saved.vulnerabilityConsent,
    addressId: typeof saved.addressId === 'string' ? saved.addressId : null,
  };
}
