/**
 * The reading date's window (one month ago to today) and what is wrong with a date: checked
 * when the form is sent, so it loads with the rules (reading-date.ts gives each fault its
 * message), not while the customer types (dates.ts parses).
 */
import { DATE_PARTS, type DatePart } from './forms/date-parts';
import {
  calendarDateOf,
  daysInMonth,
  isoOf,
  parseParts,
  trimParts,
  type CalendarDate,
  type ReadingDateFaultParts,
  type ReadingDateParts,
} from './forms/dates';

export interface ReadingDateWindow {
  /** Earliest date accepted, at local midnight. */
  earliest: Date;
  /** Latest date accepted (today), at local midnight. */
  latest: Date;
}

function dayKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

function localMidnight(date: CalendarDate): Date {
  const result = new Date(2000, 0, 1);
  result.setFullYear(date.year, date.month - 1, date.day);
  return result;
}

function earliestCalendarDate(today: CalendarDate): CalendarDate {
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  return { year, month, day: Math.min(today.day, daysInMonth(year, month)) };
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

/**
 * What is wrong with a reading date entered on `today`, or null when it is accepted.
 * The single place the date rule lives: the schema (through `readingDateProblem`) and the
 * helpers below use it.
 */
export function readingDateFault(parts: ReadingDateParts, today: Date = new Date()): ReadingDateFaultParts | null {
  const parsed = parseParts(parts);
  if ('problem' in parsed) return parsed.problem;
  const latest = calendarDateOf(today);
  if (dayKey(parsed.date) > dayKey(latest)) return { fault: 'future', parts: [...DATE_PARTS] };
  if (dayKey(parsed.date) < dayKey(earliestCalendarDate(latest))) return { fault: 'tooEarly', parts: [...DATE_PARTS] };
  return null;
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
