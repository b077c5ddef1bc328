/**
 * Email, telephone and textphone rules (SPEC §5), and the contact number type.
 *
 * Telephone numbers may be typed with spaces, hyphens and brackets, and with a leading plus.
 * The written "(0)" after a country code ("+44 (0)20 7946 0000") is understood and dropped.
 * What is checked is the number with those separators removed:
 *   UK:       0 then 9 or 10 digits, or +44 / 0044 then 9 or 10 digits
 *   Ireland:  0 then 7 to 9 digits (national), or +353 / 00353 then 7 to 9 digits
 * The complaint minimum (11, COMPLAINT_PHONE_MIN_LENGTH) counts digits only: spaces,
 * hyphens, brackets and the plus sign are not counted. So '07700 900 982' (11 digits)
 * passes and '0161 496 000' (10 digits) does not.
 * Schemas output the trimmed number as typed; the lead builder removes separators.
 */
import { check, maxLength, optional, pipe, regex, string, transform, trim } from 'valibot';
import { COMPLAINT_PHONE_MIN_LENGTH, EMAIL_MAX_LENGTH } from './constants';
import { messages } from './messages';
import { requiredTextSchema } from './text';

/**
 * Email format: a local part of the characters mail systems allow (apostrophes included, as
 * in o'brien@example.com), an @, and a domain with at least one dot and a top-level domain
 * of 2 or more letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Whether a (trimmed) value is an email address in the expected format. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Email address, required. Output is the trimmed address. */
export const emailSchema = pipe(
  requiredTextSchema(messages.email.required),
  maxLength(EMAIL_MAX_LENGTH, messages.email.tooLong),
  regex(EMAIL_PATTERN, messages.email.format),
);

/**
 * Email address, optional (meter-read form): empty, only spaces or missing gives '';
 * anything else must pass the email rule. Output is the trimmed address or ''.
 */
export const optionalEmailSchema = pipe(
  optional(string(messages.email.format), ''),
  trim(),
  check((value) => value === '' || value.length <= EMAIL_MAX_LENGTH, messages.email.tooLong),
  check((value) => value === '' || EMAIL_PATTERN.test(value), messages.email.format),
);

/** Characters a telephone number may be typed with: digits, spaces, hyphens, brackets, a leading +. */
export const TELEPHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

const UK_NUMBER = /^(?:0\d{9,10}|(?:\+44|0044)\d{9,10})$/;
const UK_OR_IRISH_NUMBER = /^(?:0\d{7,10}|(?:\+44|0044)\d{9,10}|(?:\+353|00353)\d{7,9})$/;

/**
 * The number with spaces, hyphens and brackets removed, and a written "(0)" after the
 * country code dropped: '+44 (0)20 7946 0000' → '+442079460000'.
 */
export function compactTelephoneNumber(value: string): string {
  return value
    .replace(/[\s-]/g, '')
    .replace(/^(\+44|0044|\+353|00353)\(0\)/, '$1')
    .replace(/[()]/g, '');
}

/** Digits in a telephone number, not counting spaces, hyphens, brackets or the plus sign. */
export function telephoneDigitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Whether a value is a UK telephone number (see the module comment for the forms). */
export function isUkTelephoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return TELEPHONE_CHARACTERS.test(trimmed) && UK_NUMBER.test(compactTelephoneNumber(trimmed));
}

/** Whether a value is a UK or Irish telephone number (see the module comment for the forms). */
export function isUkOrIrishTelephoneNumber(value: string): boolean {
  const trimmed = value.trim();
  return TELEPHONE_CHARACTERS.test(trimmed) && UK_OR_IRISH_NUMBER.test(compactTelephoneNumber(trimmed));
}

/** Meter-read form telephone: required, UK number. Output is the trimmed number. */
export const meterReadTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  regex(TELEPHONE_CHARACTERS, messages.telephone.format),
  check(isUkTelephoneNumber, messages.telephone.format),
);

/** Feedback telephone: required, UK or Irish number, no minimum. Output is the trimmed number. */
export const feedbackTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  regex(TELEPHONE_CHARACTERS, messages.telephone.format),
  check(isUkOrIrishTelephoneNumber, messages.telephone.format),
);

/**
 * Complaint and enquiry telephone: required, UK or Irish number, at least 11 digits.
 * The minimum is checked before the format so a short number is told it is short.
 */
export const complaintTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  regex(TELEPHONE_CHARACTERS, messages.telephone.format),
  check((value) => telephoneDigitCount(value) >= COMPLAINT_PHONE_MIN_LENGTH, messages.telephone.tooShort),
  check(isUkOrIrishTelephoneNumber, messages.telephone.format),
);

/**
 * Textphone or international number: optional, digits only. Surrounding spaces are trimmed
 * and spaces between digit groups removed ('0800 123 456' → '0800123456'); anything else
 * that is not a digit is refused. Output is the digits, or '' when left empty.
 */
export const textphoneSchema = pipe(
  optional(string(messages.textphone.characters), ''),
  transform((value) => value.replace(/\s+/g, '')),
  regex(/^[0-9]*$/, messages.textphone.characters),
);

export type ContactNumberType = 'mobile' | 'home';

/**
 * SPEC §5: the contact number type sent with a lead is 'mobile' when the number starts with
 * 07, else 'home'. Checked on the number without spaces, hyphens or brackets.
 */
export function contactNumberType(telephoneNumber: string): ContactNumberType {
  return compactTelephoneNumber(telephoneNumber.trim()).startsWith('07') ? 'mobile' : 'home';
}
