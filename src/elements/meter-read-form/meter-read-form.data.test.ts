/**
 * The meter-read form's URL prefill (prefillFromSearch), in Node: a prefilled reading date is
 * taken only when the form's own rule would accept it, and nothing it reads stays in the page's
 * address.
 */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { PREFILL_PARAMETERS } from '../../platform/address-prefill/address-prefill';
import { readingDateProblem } from '../../validation/reading-date';
import { meterReadFormDefaults } from '../../validation/forms/meter-read-answers';
import { prefillFromSearch } from './meter-read-form.data';

/** A local date, mid-afternoon (the time of day never counts). */
const on = (year: number, month: number, day: number): Date => new Date(year, month - 1, day, 15, 30);

const TODAY = on(2025, 6, 15);

const prefilledDate = (query: string, today = TODAY) => prefillFromSearch(new URLSearchParams(query), today).date;

describe('prefillFromSearch: the reading date', () => {
  it('takes a date from one month ago to today, both ends included, in either form', () => {
    expect(prefilledDate('date=2025-06-15')).to.deep.equal({ day: '15', month: '6', year: '2025' });
    expect(prefilledDate('date=15/05/2025')).to.deep.equal({ day: '15', month: '5', year: '2025' });
    expect(prefilledDate('reading_date=2025-06-01')).to.deep.equal({ day: '1', month: '6', year: '2025' });
  });

  it('ignores a date outside the window, leaving the date empty, and keeps the other answers', () => {
    for (const date of ['2025-05-14', '14/05/2025', '2025-06-16', '2024-06-15', '2026-06-15']) {
      const prefill = prefillFromSearch(new URLSearchParams(`first_name=Ann&fuel=Gas&date=${date}`), TODAY);
      expect(prefill, date).to.deep.equal({ first_name: 'Ann', fuel: 'Gas' });
    }
  });

  it('ignores a date that is not a real one', () => {
    expect(prefilledDate('date=2025-06-31')).to.equal(undefined);
    expect(prefilledDate('date=2025-02-30', on(2025, 3, 1))).to.equal(undefined);
  });

  it('takes exactly the dates the form would accept on the same day', () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(fc.integer({ min: -70, max: 10 }), fc.integer({ min: 0, max: 3 * 365 }), (offset, start) => {
        const today = new Date(on(2024, 1, 1).getTime() + start * day);
        const date = new Date(today.getTime() + offset * day);
        const iso = `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
        const prefilled = prefilledDate(`date=${iso}`, today);
        const parts = { day: String(date.getDate()), month: String(date.getMonth() + 1), year: String(date.getFullYear()) };
        expect(prefilled === undefined, iso).to.equal(readingDateProblem(parts, today) !== null);
      }),
    );
  });
});

describe('prefillFromSearch: what it reads leaves the address', () => {
  it('reads no parameter the page keeps in its address', () => {
    const choices: Record<string, string> = { title: 'Mrs', fuel: 'Gas', is_economy_7_radio: 'Yes', date: '2025-06-15', reading_date: '2025-06-15' };
    const everyField = new URLSearchParams(Object.keys(meterReadFormDefaults).map((name) => [name, choices[name] ?? '0123']));
    expect(Object.keys(prefillFromSearch(everyField, TODAY)), 'what it reads of every field').to.have.length.greaterThan(10);
    for (const name of PREFILL_PARAMETERS) everyField.delete(name);
    expect(prefillFromSearch(everyField, TODAY)).to.deep.equal({});
  });
});
