/**
 * Telephone numbers: the one normaliser that the telephone rules check and
 * every lead builder sends, and the contact number type. Plain (no valibot), so a lead
 * builder or a screen can use it without the rules.
 *
 * Customers type numbers with spaces, hyphens and brackets, in national form (020 7946 0000)
 * or international form (+44 20 7946 0000, 0044 20 7946 0000, +44 (0)20 7946 0000).
 * `normaliseTelephoneNumber` writes each number one way:
 *   1. surrounding spaces trimmed; spaces and hyphens removed
 *   2. the written "(0)" after a country code removed: '+44 (0)20…' → '+4420…', '+353 (0)87…' → '+35387…'
 *   3. brackets removed
 *   4. the international prefix 00 written as +: '00353 1 234 5678' → '+35312345678'
 *   5. a UK number in international form (+44, then 9 or 10 digits not starting with 0, or the
 *      same after a 0 typed without brackets) written in national form: '+44 20 7946 0000' →
 *      '02079460000'. A +44 number of another length keeps its +44 (and is refused).
 * Other countries keep their +. Anything else (letters, dots, a + that is not first) is left in
 * place for the rules to refuse. Normalising twice gives the same as normalising once.
 *
 * The rules check the normalised number only, so a number is accepted exactly when its
 * normalised form is:
 *   UK:       0 then 9 or 10 digits (so +44 / 0044 then 9 or 10 digits, typed)
 *   Ireland:  0 then 7 to 9 digits (national), or +353 then 7 to 9 digits
 * The complaint minimum (11, COMPLAINT_PHONE_MIN_LENGTH) counts the normalised number's digits:
 * '+44 20 7946 0000' counts 11 ('02079460000'), '+44 161 496 000' counts 10.
 */

/** A normalised number holds only digits, with at most a leading +. */
const NORMALISED_NUMBER = /^\+?\d+$/;
const UK_NUMBER = /^0\d{9,10}$/;
const UK_OR_IRISH_NUMBER = /^(?:0\d{7,10}|\+353\d{7,9})$/;

/**
 * The number as it is checked and sent: '+44 (0)20 7946 0000', '+44 20 7946 0000' and
 * '020 7946 0000' all give '02079460000'; '+353 1 234 5678' gives '+35312345678'.
 * See the module comment for the steps.
 */
export function normaliseTelephoneNumber(value: string): string {
  return value
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^(?:\+|00)(\d{1,3})\(0\)/, '+$1')
    .replace(/[()]/g, '')
    .replace(/^00/, '+')
    .replace(/^\+440?([1-9]\d{8,9})$/, '0$1');
}

/** Digits in the normalised number (the + is not counted): '+44 (0)20 7946 0000' counts 11. */
export function telephoneDigitCount(value: string): number {
  return normaliseTelephoneNumber(value).replace(/\D/g, '').length;
}

/** Whether a value is a UK telephone number (see the module comment for the forms). */
export function isUkTelephoneNumber(value: string): boolean {
  return UK_NUMBER.test(normaliseTelephoneNumber(value));
}

/** Whether a value is a UK or Irish telephone number (see the module comment for the forms). */
export function isUkOrIrishTelephoneNumber(value: string): boolean {
  return UK_OR_IRISH_NUMBER.test(normaliseTelephoneNumber(value));
}

/** Whether a value, normalised, holds only digits with at most a leading + (no letters or symbols). */
export function hasTelephoneCharactersOnly(value: string): boolean {
  return NORMALISED_NUMBER.test(normaliseTelephoneNumber(value));
}

export type ContactNumberType = 'mobile' | 'home';

/**
 * The contact number type sent with a lead is 'mobile' when the number starts with
 * 07, else 'home'; read on the normalised number, so '+44 7700 900982' is a mobile.
 */
export function contactNumberType(telephoneNumber: string): ContactNumberType {
  return normaliseTelephoneNumber(telephoneNumber).startsWith('07') ? 'mobile' : 'home';
}
