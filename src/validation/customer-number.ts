/**
 * Customer numbers: the gas and electricity account numbers, both required.
 *
 * Accepted forms, letters in any case:
 *   85 followed by exactly 10 digits      e.g. 850000012345
 *   A followed by 4 to 8 digits           e.g. A1234, a12345678
 *   BGX followed by 4 or 5 digits         e.g. BGX1234, bgx12345
 * Spaces are removed wherever they are (surrounding, and inside: account numbers are often
 * copied from a bill in groups, '8500 0001 2345'), then letters are upper-cased. No other
 * character is removed: a hyphen or full stop is refused.
 * The schemas output the normalised number, which is what the lead sends.
 */
import { nonEmpty, pipe, regex, string, transform } from 'valibot';
import { messages } from './messages';

export const CUSTOMER_NUMBER_PATTERN = /^(?:85\d{10}|A\d{4,8}|BGX\d{4,5})$/;

/** Trims, removes every space and upper-cases the letters a to z: ' bgx 1234 ' → 'BGX1234'. */
export function normaliseCustomerNumber(value: string): string {
  return value.replace(/\s+/g, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** Whether a value, once normalised, is a customer number in one of the accepted forms. */
export function isCustomerNumber(value: string): boolean {
  return CUSTOMER_NUMBER_PATTERN.test(normaliseCustomerNumber(value));
}

interface CustomerNumberMessages {
  required: string;
  format: string;
}

function customerNumberSchema(text: CustomerNumberMessages) {
  return pipe(
    string(text.required),
    transform(normaliseCustomerNumber),
    nonEmpty(text.required),
    regex(CUSTOMER_NUMBER_PATTERN, text.format),
  );
}

/** Gas account number, required. Output is the normalised number. */
export const gasAccountNumberSchema = customerNumberSchema(messages.gasAccountNumber);

/** Electricity account number, required. Output is the normalised number. */
export const electricityAccountNumberSchema = customerNumberSchema(messages.electricityAccountNumber);
