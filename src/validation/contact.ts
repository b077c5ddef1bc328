/**
 * Email, telephone and textphone rules, and the contact number type.
 *
 * Telephone rules check the number as `normaliseTelephoneNumber` (telephone.ts, re-exported
 * here) writes it: spaces, hyphens, brackets and the written "(0)" removed, a UK number in
 * international form written in national form. So a number passes exactly when its
 * normalised form passes, and the complaint minimum (11, COMPLAINT_PHONE_MIN_LENGTH) counts
 * the normalised number's digits: '07700 900 982' and '+44 20 7946 0000' (11 digits once
 * normalised) pass, '0161 496 000' and '+44 161 496 000' (10) do not.
 * Schemas output the trimmed number as typed; lead builders send the normalised number.
 */
import { check, maxLength, optional, pipe, regex, string, transform, trim } from 'valibot';
import { COMPLAINT_PHONE_MIN_LENGTH, EMAIL_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { hasTelephoneCharactersOnly, isUkOrIrishTelephoneNumber, isUkTelephoneNumber, telephoneDigitCount } from './telephone';
import { requiredTextSchema } from './text';

export * from './telephone';

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

/** Meter-read form telephone: required, UK number. Output is the trimmed number. */
export const meterReadTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  check(hasTelephoneCharactersOnly, messages.telephone.format),
  check(isUkTelephoneNumber, messages.telephone.format),
);

/** Feedback telephone: required, UK or Irish number, no minimum. Output is the trimmed number. */
export const feedbackTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  check(hasTelephoneCharactersOnly, messages.telephone.format),
  check(isUkOrIrishTelephoneNumber, messages.telephone.format),
);

/**
 * Complaint and enquiry telephone: required, UK or Irish number, at least 11 digits.
 * The minimum is checked before the format so a short number is told it is short.
 */
export const complaintTelephoneSchema = pipe(
  requiredTextSchema(messages.telephone.required),
  check(hasTelephoneCharactersOnly, messages.telephone.format),
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
