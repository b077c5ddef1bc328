// @ts-check
/**
 * The dates in the demo's meter-read page config, worked out each time it is served, so the
 * demo never names a date that has gone by. Energy prices change with the price cap on the first
 * day of each quarter (1 January, 1 April, 1 July, 1 October), and readings are asked for by the
 * fourth of that month. The date named is the next change whose readings are still due: the
 * one of this month up to the fourth, else the next quarter's.
 *
 * standins/fixtures/meter-read.json writes them as {{priceChange}} and {{readingsDue}}.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The months (0 = January) in which prices change, on the first. */
const PRICE_CHANGE_MONTHS = [0, 3, 6, 9];

/** The day of the change's month by which readings are asked for. */
const READINGS_DUE_DAY = 4;

/**
 * The next price change and the day its readings are due, as the templates show them ("1 January",
 * "4 January"), for `today` in local time.
 * @param {Date} [today]
 * @returns {{ priceChange: string, readingsDue: string }}
 */
export function meterReadDates(today = new Date()) {
  const month = today.getMonth();
  const next =
    PRICE_CHANGE_MONTHS.find((change) => change > month || (change === month && today.getDate() <= READINGS_DUE_DAY)) ??
    PRICE_CHANGE_MONTHS[0] ??
    0;
  const name = MONTHS[next] ?? '';
  return { priceChange: `1 ${name}`, readingsDue: `${READINGS_DUE_DAY} ${name}` };
}

/**
 * A template with its {{priceChange}} and {{readingsDue}} filled in for `today`; any other text
 * is left as it is.
 * @param {string} template
 * @param {Date} [today]
 * @returns {string}
 */
export function fillMeterReadDates(template, today = new Date()) {
  const dates = meterReadDates(today);
  return template.replace(/\{\{(priceChange|readingsDue)\}\}/g, (_, name) => (name === 'priceChange' ? dates.priceChange : dates.readingsDue));
}

/** Days before a price change that its meter-read week opens: the week ends on the due day. */
const WEEK_OPENS_BEFORE_CHANGE = 3;

/**
 * The day the next meter-read week opens, after `today` (local time), as `YYYY-MM-DD`: the one
 * before the next price change, three days before the change, so that the week ends on the day
 * readings are due. Served while it is not meter-read week, for the form to say when it opens.
 * @param {Date} [today]
 * @returns {string}
 */
export function nextMeterReadWeek(today = new Date()) {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  for (let year = start.getFullYear(); ; year += 1) {
    for (const month of PRICE_CHANGE_MONTHS) {
      const opens = new Date(year, month, 1 - WEEK_OPENS_BEFORE_CHANGE);
      if (opens > start) return [opens.getFullYear(), opens.getMonth() + 1, opens.getDate()].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');
    }
  }
}
