import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { messages } from './messages';
import {
  type ReadingDateParts,
  formatIsoDate,
  partsFromIsoDate,
  readingDateErrorParts,
  readingDateProblem,
  readingDateSchema,
  readingDateWindow,
  toIsoDate,
} from './reading-date';
import { messageFor, outputOf } from './test-support';

/** Parts as the boxes hold them, from a local Date. */
function partsOf(date: Date): ReadingDateParts {
  return { day: String(date.getDate()), month: String(date.getMonth() + 1), year: String(date.getFullYear()) };
}

/** A local date, mid-afternoon unless told otherwise (the time must never matter). */
function on(year: number, month: number, day: number, hours = 15, minutes = 30): Date {
  return new Date(year, month - 1, day, hours, minutes);
}

function parts(day: string, month: string, year: string): ReadingDateParts {
  return { day, month, year };
}

describe('readingDateWindow', () => {
  it('runs from the same day last month to today, at local midnight', () => {
    const { earliest, latest } = readingDateWindow(on(2025, 6, 15, 23, 59));
    expect(formatIsoDate(earliest)).to.equal('2025-05-15');
    expect(formatIsoDate(latest)).to.equal('2025-06-15');
    expect([earliest.getHours(), earliest.getMinutes(), latest.getHours(), latest.getMinutes()]).to.deep.equal([0, 0, 0, 0]);
  });

  it('clamps to the end of a shorter previous month', () => {
    expect(formatIsoDate(readingDateWindow(on(2025, 3, 31)).earliest)).to.equal('2025-02-28');
    expect(formatIsoDate(readingDateWindow(on(2024, 3, 31)).earliest)).to.equal('2024-02-29');
    expect(formatIsoDate(readingDateWindow(on(2025, 3, 29)).earliest)).to.equal('2025-02-28');
    expect(formatIsoDate(readingDateWindow(on(2025, 5, 31)).earliest)).to.equal('2025-04-30');
    expect(formatIsoDate(readingDateWindow(on(2025, 7, 31)).earliest)).to.equal('2025-06-30');
  });

  it('goes back across the new year', () => {
    expect(formatIsoDate(readingDateWindow(on(2025, 1, 15)).earliest)).to.equal('2024-12-15');
    expect(formatIsoDate(readingDateWindow(on(2025, 1, 31)).earliest)).to.equal('2024-12-31');
  });

  it('from 29 February goes back to 29 January', () => {
    expect(formatIsoDate(readingDateWindow(on(2024, 2, 29)).earliest)).to.equal('2024-01-29');
  });
});

describe('readingDateSchema', () => {
  it('passes today and refuses tomorrow', () => {
    const today = on(2025, 6, 15);
    expect(messageFor(readingDateSchema(today), parts('15', '6', '2025'))).to.equal(undefined);
    expect(messageFor(readingDateSchema(today), parts('16', '6', '2025'))).to.equal(
      'Date of meter reading must be today or in the past',
    );
    expect(messageFor(readingDateSchema(today), parts('15', '6', '2026'))).to.equal(messages.readingDate.future);
  });

  it('passes exactly one month ago and refuses the day before', () => {
    const today = on(2025, 6, 15);
    expect(messageFor(readingDateSchema(today), parts('15', '5', '2025'))).to.equal(undefined);
    expect(messageFor(readingDateSchema(today), parts('14', '5', '2025'))).to.equal(
      'Date of meter reading must be within the last month',
    );
  });

  it('does not care about the time of day', () => {
    for (const [hours, minutes] of [[0, 0], [0, 1], [12, 0], [23, 59]] as const) {
      const today = on(2025, 6, 15, hours, minutes);
      expect(messageFor(readingDateSchema(today), parts('15', '6', '2025'))).to.equal(undefined);
      expect(messageFor(readingDateSchema(today), parts('15', '5', '2025'))).to.equal(undefined);
      expect(messageFor(readingDateSchema(today), parts('16', '6', '2025'))).to.equal(messages.readingDate.future);
      expect(messageFor(readingDateSchema(today), parts('14', '5', '2025'))).to.equal(messages.readingDate.tooEarly);
    }
  });

  it('clamps the 31st: on 31 March, 28 February passes and 27 February does not', () => {
    const today = on(2025, 3, 31);
    expect(messageFor(readingDateSchema(today), parts('28', '2', '2025'))).to.equal(undefined);
    expect(messageFor(readingDateSchema(today), parts('27', '2', '2025'))).to.equal(messages.readingDate.tooEarly);
    expect(messageFor(readingDateSchema(today), parts('1', '3', '2025'))).to.equal(undefined);
  });

  it('knows 29 February only in a leap year', () => {
    expect(messageFor(readingDateSchema(on(2024, 3, 10)), parts('29', '2', '2024'))).to.equal(undefined);
    expect(messageFor(readingDateSchema(on(2025, 3, 10)), parts('29', '2', '2025'))).to.equal(
      'Date of meter reading must be a real date',
    );
    expect(messageFor(readingDateSchema(on(2024, 3, 31)), parts('29', '2', '2024'))).to.equal(undefined);
    expect(messageFor(readingDateSchema(on(2024, 3, 31)), parts('28', '2', '2024'))).to.equal(messages.readingDate.tooEarly);
  });

  it('refuses dates that do not exist', () => {
    const today = on(2025, 5, 10);
    for (const [day, month] of [['31', '4'], ['32', '4'], ['0', '5'], ['1', '13'], ['1', '0'], ['x', '5'], ['1', 'Foo'], ['1.5', '5'], ['-1', '5'], ['123', '5']] as const) {
      expect(messageFor(readingDateSchema(today), parts(day, month, '2025')), `${day}/${month}`).to.equal(
        messages.readingDate.realDate,
      );
    }
  });

  it('asks for a date, or for the missing parts', () => {
    const schema = readingDateSchema(on(2025, 5, 10));
    expect(messageFor(schema, parts('', '', ''))).to.equal('Enter the date of the meter reading');
    expect(messageFor(schema, parts(' ', ' ', ' '))).to.equal(messages.readingDate.required);
    expect(messageFor(schema, undefined)).to.equal(messages.readingDate.required);
    expect(messageFor(schema, {})).to.equal(messages.readingDate.required);
    expect(messageFor(schema, parts('5', '', '2025'))).to.equal('Date of meter reading must include a month');
    expect(messageFor(schema, parts('', '5', '2025'))).to.equal('Date of meter reading must include a day');
    expect(messageFor(schema, parts('5', '5', ''))).to.equal('Date of meter reading must include a year');
    expect(messageFor(schema, parts('', '', '2025'))).to.equal('Date of meter reading must include a day and month');
    expect(messageFor(schema, { day: '5', month: '5' })).to.equal(messages.readingDate.missing(['year']));
    expect(messageFor(schema, { day: 5, month: '5', year: '2025' })).to.equal(messages.readingDate.missing(['day']));
  });

  it('asks for a 4-digit year', () => {
    const schema = readingDateSchema(on(2025, 5, 10));
    for (const year of ['25', '025', '20255', '2O25']) {
      expect(messageFor(schema, parts('5', '5', year)), year).to.equal('Year must include 4 numbers');
    }
  });

  it('takes leading zeros, spaces around parts and month names', () => {
    const schema = readingDateSchema(on(2025, 5, 10));
    expect(outputOf(schema, parts('05', '05', '2025'))).to.deep.equal(parts('5', '5', '2025'));
    expect(outputOf(schema, parts(' 5 ', ' 5', '2025 '))).to.deep.equal(parts('5', '5', '2025'));
    expect(outputOf(schema, parts('1', 'May', '2025'))).to.deep.equal(parts('1', '5', '2025'));
    expect(outputOf(schema, parts('30', 'apr', '2025'))).to.deep.equal(parts('30', '4', '2025'));
    expect(outputOf(schema, parts('30', 'April', '2025'))).to.deep.equal(parts('30', '4', '2025'));
    expect(messageFor(schema, parts('30', 'ap', '2025'))).to.equal(messages.readingDate.realDate);
  });

  it('reads the clock at each validation when today is not given', () => {
    const schema = readingDateSchema();
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    expect(messageFor(schema, partsOf(now))).to.equal(undefined);
    expect(messageFor(schema, partsOf(tomorrow))).to.equal(messages.readingDate.future);
  });

  it('passes any date in the window, and refuses any date outside it, for any today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        fc.integer({ min: -40, max: 40 }),
        (today, daysBack) => {
          const candidate = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysBack);
          // The window worked out another way: day 1 of last month, moved on to today's day
          // number or that month's last day.
          const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
          const lastMonthLength = new Date(today.getFullYear(), today.getMonth(), 0).getDate();
          const earliest = new Date(lastMonth.getFullYear(), lastMonth.getMonth(), Math.min(today.getDate(), lastMonthLength));
          const expected =
            daysBack < 0 ? messages.readingDate.future : candidate < earliest ? messages.readingDate.tooEarly : undefined;
          expect(messageFor(readingDateSchema(today), partsOf(candidate))).to.equal(expected);
        },
      ),
    );
  });

  it('accepts a window of 28 to 31 days back, always including today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (today) => {
        const { earliest, latest } = readingDateWindow(today);
        const days = Math.round((latest.getTime() - earliest.getTime()) / 86_400_000);
        expect(days).to.be.within(28, 31);
        expect(formatIsoDate(latest)).to.equal(formatIsoDate(today));
        expect(messageFor(readingDateSchema(today), partsOf(earliest))).to.equal(undefined);
      }),
    );
  });
});

describe('readingDateErrorParts', () => {
  const today = on(2025, 5, 10);
  it('highlights only the parts in error', () => {
    expect(readingDateErrorParts(parts('10', '5', '2025'), today)).to.deep.equal([]);
    expect(readingDateErrorParts(parts('', '', ''), today)).to.deep.equal(['day', 'month', 'year']);
    expect(readingDateErrorParts(parts('5', '', '2025'), today)).to.deep.equal(['month']);
    expect(readingDateErrorParts(parts('', '5', ''), today)).to.deep.equal(['day', 'year']);
    expect(readingDateErrorParts(parts('5', '5', '25'), today)).to.deep.equal(['year']);
    expect(readingDateErrorParts(parts('32', '5', '2025'), today)).to.deep.equal(['day']);
    expect(readingDateErrorParts(parts('5', '13', '2025'), today)).to.deep.equal(['month']);
    expect(readingDateErrorParts(parts('31', '4', '2025'), today)).to.deep.equal(['day', 'month', 'year']);
    expect(readingDateErrorParts(parts('11', '5', '2025'), today)).to.deep.equal(['day', 'month', 'year']);
  });

  it('goes with the same message as the schema', () => {
    expect(readingDateProblem(parts('5', '', '2025'), today)).to.deep.equal({
      message: messages.readingDate.missing(['month']),
      parts: ['month'],
    });
    expect(readingDateProblem(parts('10', '5', '2025'), today)).to.equal(null);
  });
});

describe('toIsoDate and partsFromIsoDate', () => {
  it('write a real date as YYYY-MM-DD', () => {
    expect(toIsoDate(parts('5', '3', '2025'))).to.equal('2025-03-05');
    expect(toIsoDate(parts(' 05 ', 'March', '2025'))).to.equal('2025-03-05');
    expect(toIsoDate(parts('29', '2', '2024'))).to.equal('2024-02-29');
  });

  it('give "" for parts that are not a real date', () => {
    expect(toIsoDate(parts('29', '2', '2025'))).to.equal('');
    expect(toIsoDate(parts('', '2', '2025'))).to.equal('');
    expect(toIsoDate(parts('1', '2', '25'))).to.equal('');
  });

  it('read YYYY-MM-DD and DD/MM/YYYY from a URL', () => {
    expect(partsFromIsoDate('2025-03-05')).to.deep.equal(parts('5', '3', '2025'));
    expect(partsFromIsoDate('05/03/2025')).to.deep.equal(parts('5', '3', '2025'));
    expect(partsFromIsoDate(' 5/3/2025 ')).to.deep.equal(parts('5', '3', '2025'));
    expect(partsFromIsoDate('2025-12-31')).to.deep.equal(parts('31', '12', '2025'));
  });

  it('give null for anything else, and leave an unreal date for the schema to report', () => {
    for (const value of ['', 'today', '2025/03/05', '05-03-2025', '2025-03-05T10:00', '5/3/25', '20250305']) {
      expect(partsFromIsoDate(value), value).to.equal(null);
    }
    expect(partsFromIsoDate('2025-02-30')).to.deep.equal(parts('30', '2', '2025'));
  });

  it('round-trip any date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const iso = formatIsoDate(date);
        const fromIso = partsFromIsoDate(iso);
        expect(fromIso).to.deep.equal(partsOf(date));
        expect(toIsoDate(fromIso ?? parts('', '', ''))).to.equal(iso);
        const [year, month, day] = iso.split('-');
        expect(partsFromIsoDate(`${day}/${month}/${year}`)).to.deep.equal(fromIso);
      }),
    );
  });
});
