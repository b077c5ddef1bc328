/**
 * First name and last name: both required, each checked by the name rule below.
 *
 * A name is trimmed, then may hold letters of any alphabet (accented letters and combining
 * marks included), spaces, hyphens, apostrophes (straight ' or curly ’) and full stops, and
 * must hold at least one letter. Digits and other symbols are refused.
 * The product sets a maximum only on the meter-read form (100, NAME_MAX_LENGTH); elsewhere there is
 * none, so the maximum is a parameter.
 */
import { check, nonEmpty, pipe, regex, string, trim } from 'valibot';
import { NAME_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';

/** Letters, marks, spaces, hyphens, apostrophes and full stops, with at least one letter. */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’.-]+$/u;

interface NameMessages {
  required: string;
  tooLong: (max: number) => string;
  characters: string;
}

function nameSchema(text: NameMessages, maxLength: number | undefined) {
  return pipe(
    string(text.required),
    trim(),
    nonEmpty(text.required),
    check(
      (value) => maxLength === undefined || value.length <= maxLength,
      maxLength === undefined ? text.required : text.tooLong(maxLength),
    ),
    regex(NAME_PATTERN, text.characters),
  );
}

/** First name; `maxLength` counts the trimmed name. Output is the trimmed name. */
export function firstNameSchema(maxLength?: number) {
  return nameSchema(messages.firstName, maxLength);
}

/** Last name (surname); `maxLength` counts the trimmed name. Output is the trimmed name. */
export function surnameSchema(maxLength?: number) {
  return nameSchema(messages.surname, maxLength);
}

/** Meter-read form: at most 100 characters each. */
export const meterReadFirstNameSchema = firstNameSchema(NAME_MAX_LENGTH);
export const meterReadSurnameSchema = surnameSchema(NAME_MAX_LENGTH);
