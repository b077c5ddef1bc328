/** When the form opens again, outside meter-read week (screens/opens-again.ts). */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { longDate, todayIso, unavailableHeading } from './opens-again';

describe('when the meter-read form opens again', () => {
  it('writes a day as GOV.UK writes a date in a sentence', () => {
    expect(longDate('2026-12-29')).to.equal('Tuesday 29 December 2026');
    expect(longDate('2027-03-01')).to.equal('Monday 1 March 2027');
    expect(longDate('2028-02-29')).to.equal('Tuesday 29 February 2028');
  });

  it('names no day that is not a calendar day', () => {
    for (const day of ['2027-02-29', '2026-13-01', '2026-12-32', '29/12/2026', '2026-12-29T00:00', '', 'soon']) expect(longDate(day), day).to.equal(undefined);
  });

  it('says the day the next meter-read week opens, where the configuration gives one still to come', () => {
    expect(unavailableHeading({ nextMeterReadWeek: '2026-12-29' }, '2026-12-02')).to.equal('The online meter reading form opens again on Tuesday 29 December 2026');
    expect(unavailableHeading({ nextMeterReadWeek: '2026-12-29' }, '2026-12-29')).to.equal('The online meter reading form opens again on Tuesday 29 December 2026');
  });

  it('says "the next meter-read week" without a day, with a day gone by, or with one that is no day', () => {
    const generic = 'The online meter reading form opens again in the next meter-read week';
    expect(unavailableHeading({}, '2026-12-02')).to.equal(generic);
    expect(unavailableHeading({ nextMeterReadWeek: '2026-09-28' }, '2026-12-02')).to.equal(generic);
    expect(unavailableHeading({ nextMeterReadWeek: '2027-02-30' }, '2026-12-02')).to.equal(generic);
  });

  it("reads today in the customer's own time", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).to.equal('2026-01-05');
  });
});
