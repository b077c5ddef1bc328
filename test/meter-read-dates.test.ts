/** The stand-in's meter-read dates (standins/price-change.mjs). */
import { describe, it } from 'node:test';
import { expect } from 'chai';

/** Plain JavaScript (checked with JSDoc), loaded as the stand-ins load it. */
const STAND_IN_DATES = '../standins/price-change.mjs';
const { meterReadDates, nextMeterReadWeek } = (await import(STAND_IN_DATES)) as {
  meterReadDates: (today: Date) => { priceChange: string; readingsDue: string };
  nextMeterReadWeek: (today: Date) => string;
};

describe('the stand-in meter-read dates', () => {
  it('opens the next meter-read week three days before the next price change, ending on the day readings are due', () => {
    expect(nextMeterReadWeek(new Date(2026, 11, 2))).to.equal('2026-12-29');
    expect(meterReadDates(new Date(2026, 11, 2))).to.deep.equal({ priceChange: '1 January', readingsDue: '4 January' });
    expect(nextMeterReadWeek(new Date(2027, 0, 10))).to.equal('2027-03-29');
    expect(nextMeterReadWeek(new Date(2027, 8, 30))).to.equal('2027-12-29');
  });

  it('names a day still to come, never today', () => {
    expect(nextMeterReadWeek(new Date(2026, 11, 29))).to.equal('2027-03-29');
    expect(nextMeterReadWeek(new Date(2026, 11, 28, 23, 59))).to.equal('2026-12-29');
  });
});
