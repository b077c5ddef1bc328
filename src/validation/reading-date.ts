/**
 * Date of the meter reading: required, from one month ago up to today.
 *
 * The window, in the customer's local time and by calendar day (the time of day never counts):
 *   latest   today
 *   earliest the same day of the previous calendar month, or that month's last day when it
 *            is shorter: on 31 March the earliest is 28 February (29 in a leap year);
 *            on 15 January it is 15 December of the year before.
 * Both ends are included.
 *
 * The form asks with a GOV.UK date input of three text boxes { day, month, year }. Each part
 * is trimmed; day and month take 1 or 2 digits (leading zeros allowed), the month may also
 * be written as a word ('March', 'mar', 'Sept'), the year must be 4 digits.
 * One message is given for the whole date, in the GOV.UK order of priority: nothing
 * entered → a part missing → year not 4 digits → not a real date → in the future → too early.
 * Inside the meter-read form that message sits on the path `date` (see meter-read-form.ts);
 * `readingDateErrorParts` says which of the three boxes to highlight.
 */
import { fallback, object, optional, pipe, rawCheck, string, transform } from 'valibot';
import type { DatePart } from './forms/date-parts';
import { messages } from './messages';
import { readingDateFault, type ReadingDateFaultParts, type ReadingDateParts } from './forms/dates';
import { normaliseReadingDate } from './reading-date-window';

export * from './forms/dates';
export * from './reading-date-window';

/** What is wrong with a date, if anything: the message and the boxes to highlight. */
export interface ReadingDateProblem {
  message: string;
  parts: DatePart[];
}

/** The message of a fault found by `readingDateFault`. */
export function readingDateMessage({ fault, parts }: ReadingDateFaultParts): string {
  return fault === 'missing' ? messages.readingDate.missing(parts) : messages.readingDate[fault];
}

/** What is wrong with a reading date entered on `today`, with its message, or null when it is accepted. */
export function readingDateProblem(parts: ReadingDateParts, today: Date = new Date()): ReadingDateProblem | null {
  const found = readingDateFault(parts, today);
  return found ? { message: readingDateMessage(found), parts: found.parts } : null;
}

/** A box left out or not text counts as empty, so it gets the "must include" message. */
const datePartSchema = fallback(optional(string(), ''), '');

/**
 * Reading date from the three boxes. `today` is the day the window ends; when it is left out
 * the clock is read at each validation, so a form left open past midnight uses the new day.
 * Output: the parts normalised to numbers as digits without leading zeros (a month word
 * becomes its number): { day: '5', month: '3', year: '2025' }.
 */
export function readingDateSchema(today?: Date) {
  return pipe(
    object({ day: datePartSchema, month: datePartSchema, year: datePartSchema }, messages.readingDate.required),
    rawCheck<ReadingDateParts>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = readingDateProblem(dataset.value, today ?? new Date());
      if (problem) addIssue({ message: problem.message });
    }),
    transform(normaliseReadingDate),
  );
}
