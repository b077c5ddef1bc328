/**
 * Every validation message of the Help & Support forms, in one place so screens and tests
 * use the same words.
 *
 * The product gives no per-field texts, so these follow the GOV.UK Design System's error message
 * guidance: plain and specific, say what went wrong and how to fix it, no "please", "sorry",
 * "invalid" or "valid". Numbers above 999 are written with commas ("2,000").
 * The one text SPEC quotes, the query character notice, is word for word.
 */
import type { DatePart } from './forms/date-parts';
import {
  ADDRESS_LINE_MAX_LENGTH,
  COMPLAINT_PHONE_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  METER_READING_MAX_LENGTH,
  QUERY_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from './forms/constants';

/** Writes a whole number the GOV.UK way: 2000 → "2,000", 999 → "999". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The product's notice shown while a query is longer than the limit (word for word). */
export function characterLimitNotice(charactersOver: number): string {
  return `Maximum character limit reached. You are currently ${charactersOver} characters over.`;
}


/** "a day", "a day and month", "a day, month and year" — for "must include …" messages. */
function listParts(parts: readonly DatePart[]): string {
  if (parts.length <= 1) return `a ${parts[0] ?? 'day'}`;
  const head = parts.slice(0, -1).join(', ');
  return `a ${head} and ${parts[parts.length - 1]}`;
}

interface MeterReadingMessages {
  required: string;
  /** A reading with a decimal point: the hint says to leave out the numbers after it. */
  decimal: string;
  characters: string;
  tooLong: string;
}

function meterReadingMessages(label: string, lowerLabel: string): MeterReadingMessages {
  return {
    required: `Enter your ${lowerLabel}`,
    decimal: `Enter only the numbers before the decimal point in your ${lowerLabel}`,
    characters: `${label} must only include numbers 0 to 9`,
    tooLong: `${label} must be ${METER_READING_MAX_LENGTH} digits or fewer`,
  };
}

const customerNumberFormat = (label: string): string =>
  `${label} must be 85 followed by 10 numbers, A followed by 4 to 8 numbers, or BGX followed by 4 or 5 numbers`;

const TELEPHONE_FORMAT = 'Enter a telephone number, like 01632 960 001 or 07700 900 982';

export const messages = {
  search: {
    required: 'Enter a search term',
    tooLong: `Search term must be ${formatCount(SEARCH_MAX_LENGTH)} characters or less`,
  },
  complaintCustomerType: {
    required: 'Select what type of energy customer you are',
  },
  firstName: {
    required: 'Enter your first name',
    tooLong: (max: number): string => `First name must be ${formatCount(max)} characters or less`,
    characters: 'First name must only include letters, spaces, hyphens, apostrophes and full stops',
  },
  surname: {
    required: 'Enter your last name',
    tooLong: (max: number): string => `Last name must be ${formatCount(max)} characters or less`,
    characters: 'Last name must only include letters, spaces, hyphens, apostrophes and full stops',
  },
  email: {
    required: 'Enter your email address',
    format: 'Enter an email address in the correct format, like name@example.com',
    tooLong: `Email address must be ${formatCount(EMAIL_MAX_LENGTH)} characters or less`,
  },
  telephone: {
    required: 'Enter a telephone number',
    format: TELEPHONE_FORMAT,
    tooShort: `Telephone number must be ${COMPLAINT_PHONE_MIN_LENGTH} digits or more`,
  },
  textphone: {
    characters: 'Textphone or international number must only include numbers 0 to 9',
  },
  vulnerabilityConsent: {
    required: 'Select yes if you need extra support',
  },
  address: {
    required: 'Select your address',
  },
  /** The postcode an address is found by, and the postcode of an address typed in. */
  postcode: {
    required: 'Enter your postcode',
    format: 'Enter a real postcode',
  },
  addressLine1: {
    required: 'Enter address line 1, typically the building and street',
    tooLong: `Address line 1 must be ${ADDRESS_LINE_MAX_LENGTH} characters or less`,
  },
  addressLine2: {
    tooLong: `Address line 2 must be ${ADDRESS_LINE_MAX_LENGTH} characters or less`,
  },
  townOrCity: {
    required: 'Enter town or city',
    tooLong: `Town or city must be ${ADDRESS_LINE_MAX_LENGTH} characters or less`,
  },
  county: {
    tooLong: `County must be ${ADDRESS_LINE_MAX_LENGTH} characters or less`,
  },
  subject: {
    required: 'Select a subject',
  },
  query: {
    required: 'Enter your query',
    tooLong: `Query must be ${formatCount(QUERY_MAX_LENGTH)} characters or less`,
  },
  // The query box of a complaint and of an enquiry: each error names the box as its label does.
  complaintText: {
    required: 'Enter your complaint',
    tooLong: `Your complaint must be ${formatCount(QUERY_MAX_LENGTH)} characters or less`,
  },
  enquiryText: {
    required: 'Enter your enquiry',
    tooLong: `Your enquiry must be ${formatCount(QUERY_MAX_LENGTH)} characters or less`,
  },
  creditText: {
    required: 'Enter your full name, address, account number and email address',
  },
  gasAccountNumber: {
    required: 'Enter your gas account number',
    format: customerNumberFormat('Gas account number'),
  },
  electricityAccountNumber: {
    required: 'Enter your electricity account number',
    format: customerNumberFormat('Electricity account number'),
  },
  gasReading: meterReadingMessages('Gas meter reading', 'gas meter reading'),
  electricityReading: meterReadingMessages('Electricity meter reading', 'electricity meter reading'),
  economy7NormalReading: meterReadingMessages(
    'Economy 7 normal (day) reading',
    'Economy 7 normal (day) reading',
  ),
  economy7LowReading: meterReadingMessages('Economy 7 low (night) reading', 'Economy 7 low (night) reading'),
  readingDate: {
    required: 'Enter the date of the meter reading',
    /** One or two parts left empty, e.g. ['month'] → "…must include a month". */
    missing: (parts: readonly DatePart[]): string => `Date of meter reading must include ${listParts(parts)}`,
    yearDigits: 'Year must include 4 numbers',
    realDate: 'Date of meter reading must be a real date',
    future: 'Date of meter reading must be today or in the past',
    tooEarly: 'Date of meter reading must be within the last month',
  },
  fuel: {
    required: 'Select your fuel type',
  },
  economy7: {
    required: 'Select yes if you have an Economy 7 meter',
  },
  title: {
    unknown: 'Select a title from the list',
  },
  meterReadForm: {
    /** Only when the form's values are missing altogether. */
    required: 'Enter your meter reading details',
  },
} as const;
