/**
 * Addresses (required on details steps): the postcode an address is found by, and an address the
 * customer types in when the look-up does not list it, as GOV.UK's address pattern asks for
 * one: address line 1, address line 2 (optional), town or city, county (optional), postcode.
 *
 * A postcode is taken in any case, with or without its space (or with extra ones), and comes
 * out in capitals with one space before the last three characters: 'sw1a1aa' → 'SW1A 1AA'.
 */
import { getDotPath, maxLength, nonEmpty, object, optional, pipe, regex, safeParse, string, transform, trim, type InferOutput } from 'valibot';
import { ADDRESS_LINE_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { requiredTextSchema } from './text';

/**
 * A UK postcode without spaces, in capitals: an outward code (A9, A99, AA9, AA99, A9A, AA9A)
 * then an inward code (9AA). The same shape the addresses service accepts.
 */
export const POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;

const compact = (text: string): string => text.replace(/\s+/g, '').toUpperCase();
const withSpace = (postcode: string): string => `${postcode.slice(0, -3)} ${postcode.slice(-3)}`;

/** 'sw1a1aa' or ' SW1A  1AA ' → 'SW1A 1AA'; null when the text is not a UK postcode. */
export function normalisePostcode(text: string): string | null {
  const postcode = compact(text);
  return POSTCODE_PATTERN.test(postcode) ? withSpace(postcode) : null;
}

/** Postcode: required, a UK postcode. Output is the postcode written the usual way ('SW1A 1AA'). */
export const postcodeSchema = pipe(
  string(messages.postcode.required),
  transform(compact),
  nonEmpty(messages.postcode.required),
  regex(POSTCODE_PATTERN, messages.postcode.format),
  transform(withSpace),
);

/** What the customer types for an address the look-up did not list, as typed. */
export interface ManualAddressAnswers {
  addressLine1: string;
  addressLine2: string;
  townOrCity: string;
  county: string;
  postcode: string;
}

export const EMPTY_MANUAL_ADDRESS: Readonly<ManualAddressAnswers> = {
  addressLine1: '',
  addressLine2: '',
  townOrCity: '',
  county: '',
  postcode: '',
};

const requiredLine = (required: string, tooLong: string) =>
  pipe(requiredTextSchema(required), maxLength(ADDRESS_LINE_MAX_LENGTH, tooLong));

/** An optional line: a missing one is empty. */
const optionalLine = (tooLong: string) => pipe(optional(string(), ''), trim(), maxLength(ADDRESS_LINE_MAX_LENGTH, tooLong));

/** A manual address. Output: every line trimmed (empty when left out), the postcode as normalisePostcode writes it. */
export const manualAddressSchema = object({
  addressLine1: requiredLine(messages.addressLine1.required, messages.addressLine1.tooLong),
  addressLine2: optionalLine(messages.addressLine2.tooLong),
  townOrCity: requiredLine(messages.townOrCity.required, messages.townOrCity.tooLong),
  county: optionalLine(messages.county.tooLong),
  postcode: postcodeSchema,
});

export type ManualAddressOutput = InferOutput<typeof manualAddressSchema>;

/** The fields of a manual address, in the order the customer meets them. */
export const MANUAL_ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'townOrCity', 'county', 'postcode'] as const satisfies readonly (keyof ManualAddressAnswers)[];

export type ManualAddressErrors = Partial<Record<keyof ManualAddressAnswers, string>>;

/** Checks a manual address: the cleaned address, or the first message for each field in error. */
export function checkManualAddress(
  answers: ManualAddressAnswers,
): { ok: true; address: ManualAddressOutput } | { ok: false; errors: ManualAddressErrors } {
  const result = safeParse(manualAddressSchema, answers);
  if (result.success) return { ok: true, address: result.output };
  const errors: ManualAddressErrors = {};
  for (const issue of result.issues) {
    const field = MANUAL_ADDRESS_FIELDS.find((name) => name === getDotPath(issue));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
