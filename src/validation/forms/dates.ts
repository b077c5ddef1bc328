/**
 * The reading date's parsing and its window, without the valibot rule: what the form needs while
 * the customer types (the hidden ISO date, a prefill checked by the same rule as the form),
 * kept apart so the rest can load later, when the form is sent (reading-date-window.ts: which
 * boxes to highlight; reading-date.ts: the message). The kinds of fault are named here
 * (`ReadingDateFault`), and what is wrong with a date is found here (`readingDateFault`).
 */
import { DATE_PARTS, type DatePart } from './date-parts';

/** The three boxes of the date input, as typed. */
export interface ReadingDateParts {
  day: string;
  month: string;
  year: string;
}


export interface CalendarDate {
  year: number;
  month: number; // 1 to 12
  day: number;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function isoOf(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A month box's value as 1 to 12: digits, or a month name or its first 3 or more letters. */
function parseMonth(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) {
    const month = Number(text);
    return month >= 1 && month <= 12 ? month : null;
  }
  const word = text.toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return null;
  const index = MONTH_NAMES.findIndex((name) => name.startsWith(word));
  return index === -1 ? null : index + 1;
}

function parseDay(text: string): number | null {
  if (!/^\d{1,2}$/.test(text)) return null;
  const day = Number(text);
  return day >= 1 && day <= 31 ? day : null;
}

export function trimParts(parts: ReadingDateParts): ReadingDateParts {
  return { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
}

/**
 * What is wrong with a date, in the GOV.UK order of priority: nothing entered, a part missing,
 * a year not of 4 digits, not a real date, in the future, before the window. Each is one of
 * `messages.readingDate`.
 */
export type ReadingDateFault = 'required' | 'missing' | 'yearDigits' | 'realDate' | 'future' | 'tooEarly';

/** What is wrong with a date, if anything: the fault and the boxes to highlight (the ones missing, for 'missing'). */
export interface ReadingDateFaultParts {
  fault: ReadingDateFault;
  parts: DatePart[];
}

type Parsed = { date: CalendarDate } | { problem: ReadingDateFaultParts };

/** Checks everything but the window: present, well formed, a real date. */
export function parseParts(input: ReadingDateParts): Parsed {
  const parts = trimParts(input);
  const missing = [...DATE_PARTS].filter((part) => parts[part] === '');
  if (missing.length === 3) return { problem: { fault: 'required', parts: [...DATE_PARTS] } };
  if (missing.length > 0) return { problem: { fault: 'missing', parts: missing } };

  const day = parseDay(parts.day);
  const month = parseMonth(parts.month);
  const yearWellFormed = /^\d{4}$/.test(parts.year);
  if (day === null || month === null) {
    const wrong = [...DATE_PARTS].filter(
      (part) => (part === 'day' && day === null) || (part === 'month' && month === null) || (part === 'year' && !yearWellFormed),
    );
    return { problem: { fault: 'realDate', parts: wrong } };
  }
  if (!yearWellFormed) return { problem: { fault: 'yearDigits', parts: ['year'] } };

  const year = Number(parts.year);
  if (day > daysInMonth(year, month)) return { problem: { fault: 'realDate', parts: [...DATE_PARTS] } };
  return { date: { year, month, day } };
}

/** 'YYYY-MM-DD' of the parts when they make a real date (window not checked), else ''. */
export function toIsoDate(parts: ReadingDateParts): string {
  const parsed = parseParts(parts);
  return 'date' in parsed ? isoOf(parsed.date) : '';
}

/** A calendar date as one number that orders as the dates do. */
function dayKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

/**
 * The first day of the window on `today`: the same day of the previous calendar month, or that
 * month's last day when it is shorter.
 */
export function earliestCalendarDate(today: CalendarDate): CalendarDate {
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  return { year, month, day: Math.min(today.day, daysInMonth(year, month)) };
}

/**
 * What is wrong with a reading date entered on `today`, or null when it is accepted: from one
 * month ago to today (local time), both ends included. The single place the date rule lives:
 * the schema (through `readingDateProblem`), the boxes to highlight and the URL prefill use it.
 */
export function readingDateFault(parts: ReadingDateParts, today: Date = new Date()): ReadingDateFaultParts | null {
  const parsed = parseParts(parts);
  if ('problem' in parsed) return parsed.problem;
  const latest = calendarDateOf(today);
  if (dayKey(parsed.date) > dayKey(latest)) return { fault: 'future', parts: [...DATE_PARTS] };
  if (dayKey(parsed.date) < dayKey(earliestCalendarDate(latest))) return { fault: 'tooEarly', parts: [...DATE_PARTS] };
  return null;
}

/**
 * Date input parts from a URL prefill value: 'YYYY-MM-DD' or 'DD/MM/YYYY' (day and month may
 * have 1 or 2 digits). Leading zeros are dropped ('2025-03-05' → day '5', month '3').
 * Returns null for anything else. Whether it is a real date in the window is checked by the
 * caller (`readingDateFault`).
 */
export function partsFromIsoDate(value: string): ReadingDateParts | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return { day: String(Number(iso[3])), month: String(Number(iso[2])), year: iso[1] ?? '' };
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (british) return { day: String(Number(british[1])), month: String(Number(british[2])), year: british[3] ?? '' };
  return null;
}
