/**
 * The product's limits on what is typed. Lengths are counted as the browser counts them for
 * `maxlength` (JavaScript string length), so a field's `maxlength` attribute, the character
 * notice and the schema always agree.
 */

/** Search text: at most 2000 characters. */
export const SEARCH_MAX_LENGTH = 2000;

/** Complaint and enquiry query text: at most 30000 characters. */
export const QUERY_MAX_LENGTH = 30000;

/** Each meter reading: at most 6 digits. */
export const METER_READING_MAX_LENGTH = 6;

/** First and last name on the meter-read form: at most 100 characters each. */
export const NAME_MAX_LENGTH = 100;

/**
 * Complaint telephone number: at least 11 digits, counted on the normalised number
 * (telephone.ts: separators and the written "(0)" removed, +44 written as 0), so
 * '07700 900 982' and '+44 (0)20 7946 0000' count 11.
 */
export const COMPLAINT_PHONE_MIN_LENGTH = 11;

/** Longest email address the mail system accepts (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Each line of a manual address (lines 1 and 2, town or city, county): at most 100 characters.
 * The addresses service keeps 200 a line but at most 500 in the one-line label it joins them
 * into; four lines of 100 and a postcode always fit.
 */
export const ADDRESS_LINE_MAX_LENGTH = 100;
