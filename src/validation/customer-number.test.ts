import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  CUSTOMER_NUMBER_PATTERN,
  electricityAccountNumberSchema,
  gasAccountNumberSchema,
  isCustomerNumber,
  normaliseCustomerNumber,
} from './customer-number';
import { messages } from './messages';
import { messageFor, outputOf } from './test-support';

const digits = (count: number) => '1234567890'.repeat(2).slice(0, count);

const digitString = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((list) => list.join(''));

/** Any customer number in one of the three accepted forms, upper-case, no spaces. */
const customerNumber = fc.oneof(
  digitString(10, 10).map((rest) => `85${rest}`),
  digitString(4, 8).map((rest) => `A${rest}`),
  digitString(4, 5).map((rest) => `BGX${rest}`),
);

/** The same number as someone might type it: any case, spaces anywhere. */
const typed = (number: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
      fc.array(fc.constantFrom('', '', '', ' ', '  '), { minLength: number.length + 1, maxLength: number.length + 1 }),
    )
    .map(([lower, spaces]) =>
      [...number].map((character, index) => (spaces[index] ?? '') + (lower[index] ? character.toLowerCase() : character)).join('') +
      (spaces[number.length] ?? ''),
    );

describe('customer numbers', () => {
  it('are required', () => {
    expect(messageFor(gasAccountNumberSchema, '')).to.equal('Enter your gas account number');
    expect(messageFor(gasAccountNumberSchema, '   ')).to.equal('Enter your gas account number');
    expect(messageFor(electricityAccountNumberSchema, '')).to.equal('Enter your electricity account number');
    expect(messageFor(electricityAccountNumberSchema, undefined)).to.equal(messages.electricityAccountNumber.required);
  });

  it('take 85 followed by exactly ten digits', () => {
    expect(messageFor(gasAccountNumberSchema, `85${digits(10)}`)).to.equal(undefined);
    expect(messageFor(gasAccountNumberSchema, `85${digits(9)}`)).to.equal(messages.gasAccountNumber.format);
    expect(messageFor(gasAccountNumberSchema, `85${digits(11)}`)).to.equal(messages.gasAccountNumber.format);
    expect(messageFor(gasAccountNumberSchema, `86${digits(10)}`)).to.equal(messages.gasAccountNumber.format);
    expect(messageFor(gasAccountNumberSchema, digits(12))).to.equal(messages.gasAccountNumber.format);
  });

  it('take A followed by 4 to 8 digits', () => {
    expect(messageFor(electricityAccountNumberSchema, `A${digits(3)}`)).to.equal(messages.electricityAccountNumber.format);
    expect(messageFor(electricityAccountNumberSchema, `A${digits(4)}`)).to.equal(undefined);
    expect(messageFor(electricityAccountNumberSchema, `A${digits(8)}`)).to.equal(undefined);
    expect(messageFor(electricityAccountNumberSchema, `A${digits(9)}`)).to.equal(messages.electricityAccountNumber.format);
  });

  it('take BGX followed by 4 or 5 digits', () => {
    expect(messageFor(gasAccountNumberSchema, `BGX${digits(3)}`)).to.equal(messages.gasAccountNumber.format);
    expect(messageFor(gasAccountNumberSchema, `BGX${digits(4)}`)).to.equal(undefined);
    expect(messageFor(gasAccountNumberSchema, `BGX${digits(5)}`)).to.equal(undefined);
    expect(messageFor(gasAccountNumberSchema, `BGX${digits(6)}`)).to.equal(messages.gasAccountNumber.format);
    expect(messageFor(gasAccountNumberSchema, `BG${digits(5)}`)).to.equal(messages.gasAccountNumber.format);
  });

  it('take letters in any case and spaces anywhere, and output the normalised number', () => {
    expect(outputOf(gasAccountNumberSchema, 'a1234')).to.equal('A1234');
    expect(outputOf(gasAccountNumberSchema, ' bgx 12345 ')).to.equal('BGX12345');
    expect(outputOf(electricityAccountNumberSchema, 'Bgx1234')).to.equal('BGX1234');
    expect(outputOf(electricityAccountNumberSchema, '8500 0001 2345')).to.equal('850000012345');
  });

  it('refuse hyphens, full stops and other characters', () => {
    for (const refused of ['8500-0001-2345', 'A.1234', 'A1234!', 'BGX-1234', 'Α1234' /* Greek capital alpha */]) {
      expect(messageFor(gasAccountNumberSchema, refused), refused).to.equal(messages.gasAccountNumber.format);
    }
  });

  it('normalise by trimming, removing spaces and upper-casing', () => {
    expect(normaliseCustomerNumber('  a 12 34\t')).to.equal('A1234');
    expect(normaliseCustomerNumber('bgx1234')).to.equal('BGX1234');
    expect(isCustomerNumber(' bgx 1234 ')).to.equal(true);
    expect(isCustomerNumber('BGX123')).to.equal(false);
  });

  it('pass any accepted number however it is typed, giving it back normalised', () => {
    fc.assert(
      fc.property(customerNumber.chain((number) => typed(number).map((input) => [number, input] as const)), ([number, input]) => {
        expect(outputOf(gasAccountNumberSchema, input)).to.equal(number);
        expect(outputOf(electricityAccountNumberSchema, input)).to.equal(number);
      }),
    );
  });

  it('refuse any number of the right prefix with the wrong count of digits', () => {
    const wrong = fc.oneof(
      digitString(0, 20).filter((rest) => rest.length !== 10).map((rest) => `85${rest}`),
      digitString(0, 20).filter((rest) => rest.length < 4 || rest.length > 8).map((rest) => `A${rest}`),
      digitString(0, 20).filter((rest) => rest.length < 4 || rest.length > 5).map((rest) => `BGX${rest}`),
    );
    fc.assert(
      fc.property(wrong, (number) => {
        fc.pre(!CUSTOMER_NUMBER_PATTERN.test(number)); // '85' + 'A…' forms cannot collide, but be sure
        expect(messageFor(gasAccountNumberSchema, number)).to.equal(messages.gasAccountNumber.format);
      }),
    );
  });

  it('refuse anything with a character other than letters, digits and spaces', () => {
    fc.assert(
      fc.property(customerNumber, fc.string({ minLength: 1, maxLength: 1 }), fc.nat(), (number, character, at) => {
        fc.pre(!/[0-9A-Za-z\s]/.test(character));
        const position = at % (number.length + 1);
        expect(messageFor(gasAccountNumberSchema, number.slice(0, position) + character + number.slice(position))).to.equal(
          messages.gasAccountNumber.format,
        );
      }),
    );
  });
});
