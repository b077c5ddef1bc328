/**
 * The reading date's window (one month ago to today) as a date picker takes it, the boxes to
 * highlight and the parts as the rule outputs them: needed when the form is sent, so they load
 * with the rules (reading-date.ts gives each fault its message), not while the customer types.
 * The rule itself (`readingDateFault`) is in forms/dates.ts, which the URL prefill uses too.
 */
import type { DatePart } from './forms/date-parts';
import {
  calendarDateOf,
  earliestCalendarDate,
  isoOf,
  parseParts,
  readingDateFault,
  trimParts,
  type CalendarDate,
  type ReadingDateParts,
} from './forms/dates';

export interface ReadingDateWindow {
  /** Earliest date accepted, at local midnight. */
  earliest: Date;
  /** Latest date accepted (today), at local midnight. */
  latest: Date;
}

function localMidnight(date: CalendarDate): Date {
  const result = new Date(2000, 0, 1);
  result.setFullYear(date.year, date.month - 1, date.day);
  return result;
}

/** The accepted window for a reading taken up to `today` (local time), both ends included. */
export function readingDateWindow(today: Date = new Date()): ReadingDateWindow {
  const latest = calendarDateOf(today);
  return { earliest: localMidnight(earliestCalendarDate(latest)), latest: localMidnight(latest) };
}

/** 'YYYY-MM-DD' of a Date's local calendar day, e.g. for a date picker's min and max. */
export function formatIsoDate(date: Date): string {
  return isoOf(calendarDateOf(date));
}

/** The boxes of the date input to highlight (GOV.UK: only those in error), [] when accepted. */
export function readingDateErrorParts(parts: ReadingDateParts, today: Date = new Date()): DatePart[] {
  return readingDateFault(parts, today)?.parts ?? [];
}

/**
 * The parts as the rule outputs them: numbers as digits without leading zeros (a month word
 * becomes its number) when they make a real date, else trimmed.
 */
export function normaliseReadingDate(parts: ReadingDateParts): ReadingDateParts {
  const parsed = parseParts(parts);
  if (!('date' in parsed)) return trimParts(parts);
  const { day, month, year } = parsed.date;
  return { day: String(day), month: String(month), year: String(year).padStart(4, '0') };
}
