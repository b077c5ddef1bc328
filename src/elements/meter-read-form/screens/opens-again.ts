/**
 * When the form opens again, outside meter-read week: the day the configuration gives, as GOV.UK
 * writes a date in a sentence ("Tuesday 29 December 2026"). Written out here rather than with
 * Intl: every engine then says it the same way, whatever its locale data. It downloads with the
 * form's screen, not with every page.
 */
import type { MeterReadConfig } from '../../../api/meter-read-config/meter-read-config';
import { TEXT } from '../meter-read-form.text';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A real calendar day (`2026-12-29`), else undefined. */
export function calendarDay(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** "Tuesday 29 December 2026" for `2026-12-29`; undefined for anything that is not a calendar day. */
export function longDate(iso: string): string | undefined {
  const date = calendarDay(iso);
  return date && `${DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today in the customer's own time, as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The heading outside meter-read week: the day the next one opens where the configuration gives
 * one that is still to come, else "the next meter-read week".
 */
export function unavailableHeading({ nextMeterReadWeek }: Pick<MeterReadConfig, 'nextMeterReadWeek'>, today: string = todayIso()): string {
  const day = nextMeterReadWeek && nextMeterReadWeek >= today ? longDate(nextMeterReadWeek) : undefined;
  return day ? TEXT.unavailableHeadingOn(day) : TEXT.unavailableHeading;
}
