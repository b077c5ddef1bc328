import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { METER_READING_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import {
  economy7LowReadingSchema,
  economy7NormalReadingSchema,
  electricityReadingSchema,
  gasReadingSchema,
} from './meter-reading';
import { messageFor, messageForAbortingEarly, outputOf } from './test-support';

const readings = [
  ['gas', gasReadingSchema, messages.gasReading],
  ['electricity', electricityReadingSchema, messages.electricityReading],
  ['Economy 7 normal', economy7NormalReadingSchema, messages.economy7NormalReading],
  ['Economy 7 low', economy7LowReadingSchema, messages.economy7LowReading],
] as const;

const digitString = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((list) => list.join(''));

describe('meter readings', () => {
  it('have their own messages', () => {
    expect(messages.gasReading.required).to.equal('Enter your gas meter reading');
    expect(messages.electricityReading.characters).to.equal('Electricity meter reading must only include numbers 0 to 9');
    expect(messages.economy7NormalReading.tooLong).to.equal('Economy 7 normal (day) reading must be 6 digits or fewer');
    expect(messages.economy7LowReading.required).to.equal('Enter your Economy 7 low (night) reading');
    expect(new Set(readings.map(([, , text]) => text.required)).size).to.equal(4);
  });

  it('tell a reading with a decimal point to leave out the numbers after it, as the hint says', () => {
    expect(messages.gasReading.decimal).to.equal('Enter only the numbers before the decimal point in your gas meter reading');
    expect(messages.electricityReading.decimal).to.equal('Enter only the numbers before the decimal point in your electricity meter reading');
    expect(messages.economy7NormalReading.decimal).to.equal('Enter only the numbers before the decimal point in your Economy 7 normal (day) reading');
    expect(messages.economy7LowReading.decimal).to.equal('Enter only the numbers before the decimal point in your Economy 7 low (night) reading');
  });

  for (const [label, schema, text] of readings) {
    describe(`${label} reading`, () => {
      it('is required', () => {
        expect(messageFor(schema, '')).to.equal(text.required);
        expect(messageFor(schema, '  ')).to.equal(text.required);
        expect(messageFor(schema, undefined)).to.equal(text.required);
      });

      it('allows 6 digits and refuses 7', () => {
        expect(METER_READING_MAX_LENGTH).to.equal(6);
        expect(messageFor(schema, '123456')).to.equal(undefined);
        expect(messageFor(schema, '1234567')).to.equal(text.tooLong);
        expect(messageForAbortingEarly(schema, '1234567')).to.equal(text.tooLong);
      });

      it('keeps leading zeros and trims surrounding spaces', () => {
        expect(outputOf(schema, ' 000123 ')).to.equal('000123');
        expect(outputOf(schema, '0')).to.equal('0');
      });

      it('refuses anything but digits 0 to 9', () => {
        for (const refused of ['12 34', '-123', '+123', '1e5', '１２３', '١٢٣', 'abc', '.5', '1.2.3', '12,5']) {
          expect(messageFor(schema, refused), refused).to.equal(text.characters);
        }
      });

      it('asks for the numbers before the decimal point when the reading has one', () => {
        for (const decimal of ['12.5', '12345.67', ' 012345.6 ', '123.', '1234567.8']) {
          expect(messageFor(schema, decimal), decimal).to.equal(text.decimal);
          expect(messageForAbortingEarly(schema, decimal), decimal).to.equal(text.decimal);
        }
      });
    });
  }

  it('pass any string of 1 to 6 digits', () => {
    fc.assert(
      fc.property(digitString(1, 6), (reading) => {
        for (const [, schema] of readings) expect(outputOf(schema, reading)).to.equal(reading);
      }),
    );
  });

  it('refuse any string of 7 or more digits', () => {
    fc.assert(
      fc.property(digitString(7, 30), (reading) => {
        for (const [, schema, text] of readings) expect(messageFor(schema, reading)).to.equal(text.tooLong);
      }),
    );
  });

  it('refuse any string with a non-digit inside it, asking for the numbers before a decimal point', () => {
    fc.assert(
      fc.property(digitString(1, 3), fc.string({ minLength: 1, maxLength: 1 }), digitString(1, 3), (before, character, after) => {
        fc.pre(!/[0-9]/.test(character));
        for (const [, schema, text] of readings) {
          expect(messageFor(schema, before + character + after)).to.equal(character === '.' ? text.decimal : text.characters);
        }
      }),
    );
  });

  it('ask for the numbers before the decimal point of any reading with decimals', () => {
    fc.assert(
      fc.property(digitString(1, 10), digitString(0, 4), (whole, decimals) => {
        for (const [, schema, text] of readings) expect(messageFor(schema, `${whole}.${decimals}`)).to.equal(text.decimal);
      }),
    );
  });

  it('refuse any string ending in a character that is not a digit or a space', () => {
    fc.assert(
      fc.property(digitString(0, 5), fc.string({ minLength: 1, maxLength: 1 }), (before, character) => {
        fc.pre(!/[0-9\s]/.test(character));
        const decimal = character === '.' && before !== '';
        expect(messageFor(gasReadingSchema, before + character)).to.equal(decimal ? messages.gasReading.decimal : messages.gasReading.characters);
      }),
    );
  });
});
