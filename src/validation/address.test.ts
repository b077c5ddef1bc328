import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  EMPTY_MANUAL_ADDRESS,
  MANUAL_ADDRESS_FIELDS,
  POSTCODE_PATTERN,
  checkManualAddress,
  manualAddressSchema,
  normalisePostcode,
  postcodeSchema,
  type ManualAddressAnswers,
} from './address';
import { ADDRESS_LINE_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { messageFor, messagesByPath, outputOf } from './test-support';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
/** Every shape of UK postcode, without its space: A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA. */
const postcode = fc
  .tuple(
    fc.oneof(
      fc.tuple(letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, letter).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, letter).map((parts) => parts.join('')),
    ),
    fc.tuple(digit, letter, letter).map((parts) => parts.join('')),
  )
  .map(([outward, inward]) => ({ outward, inward }));

/** How people type a postcode: any case, with no space, one, or several, and spaces around. */
const typed = ({ outward, inward }: { outward: string; inward: string }) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' '), fc.constantFrom('', ' '))
    .map(([lower, gap, before, after]) => {
      const text = `${before}${outward}${gap}${inward}${after}`;
      return lower ? text.toLowerCase() : text;
    });

const valid: ManualAddressAnswers = {
  addressLine1: '12 Palace Street',
  addressLine2: '',
  townOrCity: 'London',
  county: '',
  postcode: 'sw1a1aa',
};

describe('postcodeSchema', () => {
  it('is required', () => {
    expect(messageFor(postcodeSchema, '')).to.equal('Enter your postcode');
    expect(messageFor(postcodeSchema, '   ')).to.equal(messages.postcode.required);
    expect(messageFor(postcodeSchema, undefined)).to.equal(messages.postcode.required);
  });

  it('takes any case, with or without the space, and writes it the usual way', () => {
    expect(outputOf(postcodeSchema, 'sw1a1aa')).to.equal('SW1A 1AA');
    expect(outputOf(postcodeSchema, ' SW1A  1AA ')).to.equal('SW1A 1AA');
    expect(outputOf(postcodeSchema, 'm11ae')).to.equal('M1 1AE');
    expect(outputOf(postcodeSchema, 'Cf10 1ep')).to.equal('CF10 1EP');
    expect(outputOf(postcodeSchema, 'ec1a1bb')).to.equal('EC1A 1BB');
  });

  it('refuses what is not a UK postcode', () => {
    for (const text of ['SW1A', '1AA', 'SW1A 1A', 'SW1A 1AAA', '12345', 'SW1A-1AA', 'S W 1 A 1 A', 'ABC1 1AA', 'SW1A 1A1', 'W1A 1ÄA']) {
      expect(messageFor(postcodeSchema, text), text).to.equal('Enter a real postcode');
    }
  });

  it('passes every shape of postcode however it is typed, and refuses it with a letter missing', () => {
    fc.assert(
      fc.property(postcode.chain((parts) => fc.tuple(fc.constant(parts), typed(parts))), ([{ outward, inward }, text]) => {
        expect(outputOf(postcodeSchema, text)).to.equal(`${outward} ${inward}`);
        expect(normalisePostcode(text)).to.equal(`${outward} ${inward}`);
        expect(messageFor(postcodeSchema, `${outward}${inward.slice(0, -1)}`)).to.equal(messages.postcode.format);
      }),
    );
  });

  it('agrees with normalisePostcode on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const normalised = normalisePostcode(text);
        if (normalised === null) expect(messageFor(postcodeSchema, text)).to.be.oneOf([messages.postcode.required, messages.postcode.format]);
        else expect(outputOf(postcodeSchema, text)).to.equal(normalised);
      }),
    );
    expect(POSTCODE_PATTERN.test('SW1A1AA')).to.equal(true);
    expect(normalisePostcode('not a postcode')).to.equal(null);
  });
});

describe('manualAddressSchema', () => {
  it('needs address line 1, a town or city and a postcode; line 2 and county are optional', () => {
    expect(messagesByPath(manualAddressSchema, EMPTY_MANUAL_ADDRESS)).to.deep.equal({
      addressLine1: 'Enter address line 1, typically the building and street',
      townOrCity: 'Enter town or city',
      postcode: 'Enter your postcode',
    });
    expect(messagesByPath(manualAddressSchema, { ...valid, addressLine1: '  ', townOrCity: ' ' })).to.deep.equal({
      addressLine1: messages.addressLine1.required,
      townOrCity: messages.townOrCity.required,
    });
  });

  it('outputs every line trimmed and the postcode written the usual way', () => {
    expect(
      outputOf(manualAddressSchema, {
        addressLine1: ' 7 Hartley Street ',
        addressLine2: ' Northern Quarter',
        townOrCity: 'Manchester ',
        county: ' Greater Manchester ',
        postcode: 'm1 1ae',
      }),
    ).to.deep.equal({
      addressLine1: '7 Hartley Street',
      addressLine2: 'Northern Quarter',
      townOrCity: 'Manchester',
      county: 'Greater Manchester',
      postcode: 'M1 1AE',
    });
  });

  it('allows 100 characters a line and refuses 101', () => {
    expect(ADDRESS_LINE_MAX_LENGTH).to.equal(100);
    const long = 'a'.repeat(101);
    const justRight = 'a'.repeat(100);
    expect(checkManualAddress({ addressLine1: justRight, addressLine2: justRight, townOrCity: justRight, county: ` ${justRight} `, postcode: 'M1 1AE' }).ok).to.equal(true);
    expect(messagesByPath(manualAddressSchema, { addressLine1: long, addressLine2: long, townOrCity: long, county: long, postcode: 'M1 1AE' })).to.deep.equal({
      addressLine1: 'Address line 1 must be 100 characters or less',
      addressLine2: 'Address line 2 must be 100 characters or less',
      townOrCity: 'Town or city must be 100 characters or less',
      county: 'County must be 100 characters or less',
    });
  });

  it('treats a missing optional line as empty', () => {
    const { addressLine2: _line2, county: _county, ...required } = valid;
    expect(outputOf(manualAddressSchema, required)).to.deep.include({ addressLine2: '', county: '' });
  });
});

describe('checkManualAddress', () => {
  it('gives the cleaned address when every answer passes', () => {
    expect(checkManualAddress(valid)).to.deep.equal({
      ok: true,
      address: { addressLine1: '12 Palace Street', addressLine2: '', townOrCity: 'London', county: '', postcode: 'SW1A 1AA' },
    });
  });

  it('gives one message a field, for the fields in error only', () => {
    expect(checkManualAddress({ ...valid, postcode: 'London', townOrCity: '' })).to.deep.equal({
      ok: false,
      errors: { townOrCity: messages.townOrCity.required, postcode: messages.postcode.format },
    });
  });

  it('lists the fields in the order the customer meets them', () => {
    expect(MANUAL_ADDRESS_FIELDS).to.deep.equal(Object.keys(EMPTY_MANUAL_ADDRESS));
  });
});
