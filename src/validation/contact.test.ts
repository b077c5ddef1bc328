import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  complaintTelephoneSchema,
  contactNumberType,
  emailSchema,
  feedbackTelephoneSchema,
  meterReadTelephoneSchema,
  normaliseTelephoneNumber,
  optionalEmailSchema,
  telephoneDigitCount,
  textphoneSchema,
} from './contact';
import { COMPLAINT_PHONE_MIN_LENGTH } from './forms/constants';
import { messages } from './messages';
import { messageFor, messageForAbortingEarly, outputOf, passes } from './test-support';

const digits = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength }).map((list) => list.join(''));

/** Puts spaces or hyphens between some digits, as people type them. */
const withSeparators = (number: string) =>
  fc.array(fc.constantFrom('', '', '', ' ', '-'), { minLength: number.length, maxLength: number.length }).map((gaps) =>
    [...number].map((character, index) => (index === 0 ? character : (gaps[index] ?? '') + character)).join(''),
  );

/** A national significant number: what follows the 0 or the country code, never starting with 0. */
const significant = (minLength: number, maxLength: number) =>
  fc.tuple(fc.constantFrom(...'123456789'), digits(minLength - 1, maxLength - 1)).map(([first, rest]) => first + rest);

/** A UK number in national form: 0 then 9 or 10 digits. */
const ukNational = significant(9, 10).map((rest) => `0${rest}`);
/** The international forms of a UK national number, as people write them. */
const UK_INTERNATIONAL_PREFIXES = ['+44', '0044', '+44 (0)', '+44(0)', '0044 (0)', '+44 0'] as const;
const ukInternationalFormOf = (national: string) =>
  fc.constantFrom(...UK_INTERNATIONAL_PREFIXES).map((prefix) => prefix + national.slice(1));
const ukNumber = fc.oneof(ukNational, ukNational.chain(ukInternationalFormOf));
const irishInternational = fc.tuple(fc.constantFrom('+353', '00353', '+353 (0)'), significant(7, 9)).map(([code, rest]) => code + rest);
const irishNational = significant(7, 9).map((rest) => `0${rest}`);
/** Anything typed with the characters of a telephone number: digits, spaces, hyphens, brackets, a leading + or 00. */
const typedWithTelephoneCharacters = fc.stringMatching(/^(?:\+|00)?[0-9 ()-]{0,20}$/);

describe('emailSchema', () => {
  it('is required', () => {
    expect(messageFor(emailSchema, '')).to.equal('Enter your email address');
    expect(messageFor(emailSchema, '  ')).to.equal('Enter your email address');
    expect(messageFor(emailSchema, undefined)).to.equal('Enter your email address');
  });

  it('passes addresses in the usual formats and outputs them trimmed', () => {
    for (const address of ['name@example.com', 'first.last@example.co.uk', "o'brien@example.org", 'a+tag@sub-domain.example.com', 'A1@EXAMPLE.IE']) {
      expect(messageFor(emailSchema, address), address).to.equal(undefined);
    }
    expect(outputOf(emailSchema, '  name@example.com ')).to.equal('name@example.com');
  });

  it('refuses addresses not in the correct format', () => {
    for (const address of ['name', 'name@', '@example.com', 'name@example', 'name@@example.com', 'name @example.com', 'name@example.c', 'name@-example.com', 'name@example..com']) {
      expect(messageFor(emailSchema, address), address).to.equal(messages.email.format);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(243)}@example.com`;
    expect(long.length).to.equal(255);
    expect(messageFor(emailSchema, long)).to.equal(messages.email.tooLong);
    expect(messageFor(emailSchema, long.slice(1))).to.equal(undefined);
  });
});

describe('optionalEmailSchema', () => {
  it('allows empty, only spaces or missing, as ""', () => {
    expect(outputOf(optionalEmailSchema, '')).to.equal('');
    expect(outputOf(optionalEmailSchema, '   ')).to.equal('');
    expect(outputOf(optionalEmailSchema, undefined)).to.equal('');
  });

  it('applies the email rule when an address is given', () => {
    expect(messageFor(optionalEmailSchema, 'name@example')).to.equal(messages.email.format);
    expect(messageForAbortingEarly(optionalEmailSchema, 'name')).to.equal(messages.email.format);
    expect(outputOf(optionalEmailSchema, ' name@example.com ')).to.equal('name@example.com');
  });

  it('agrees with the required rule for anything that is not blank', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        fc.pre(value.trim() !== '');
        expect(messageFor(optionalEmailSchema, value)).to.equal(messageFor(emailSchema, value));
      }),
    );
  });
});

describe('meterReadTelephoneSchema (UK)', () => {
  it('is required', () => {
    expect(messageFor(meterReadTelephoneSchema, '')).to.equal('Enter a telephone number');
    expect(messageFor(meterReadTelephoneSchema, ' ')).to.equal('Enter a telephone number');
  });

  it('passes UK numbers typed with spaces, hyphens and brackets', () => {
    for (const number of ['01632 960 001', '07700 900 982', '07700-900-982', '(01632) 960001', '0161 496 000', '+44 7700 900 982', '0044 7700 900982', '+44 (0)20 7946 0000', '+441632960001']) {
      expect(messageFor(meterReadTelephoneSchema, number), number).to.equal(undefined);
    }
    expect(outputOf(meterReadTelephoneSchema, ' 07700 900 982 ')).to.equal('07700 900 982');
  });

  it('counts 9 or 10 digits after 0 or the country code', () => {
    expect(messageFor(meterReadTelephoneSchema, '0'.padEnd(10, '1'))).to.equal(undefined); // 0 + 9
    expect(messageFor(meterReadTelephoneSchema, '0'.padEnd(11, '1'))).to.equal(undefined); // 0 + 10
    expect(messageFor(meterReadTelephoneSchema, '0'.padEnd(9, '1'))).to.equal(messages.telephone.format); // 0 + 8
    expect(messageFor(meterReadTelephoneSchema, '0'.padEnd(12, '1'))).to.equal(messages.telephone.format); // 0 + 11
    expect(messageFor(meterReadTelephoneSchema, '+44'.padEnd(11, '1'))).to.equal(messages.telephone.format); // +44 + 8
    expect(messageFor(meterReadTelephoneSchema, '+44'.padEnd(12, '1'))).to.equal(undefined); // +44 + 9
    expect(messageFor(meterReadTelephoneSchema, '+44'.padEnd(13, '1'))).to.equal(undefined); // +44 + 10
    expect(messageFor(meterReadTelephoneSchema, '+44'.padEnd(14, '1'))).to.equal(messages.telephone.format); // +44 + 11
  });

  it('refuses letters, other symbols, a plus in the middle and Irish numbers', () => {
    for (const number of ['07700 900 98a', 'seven', '07700.900.982', '0770+0900982', '+353 87 123 4567', '+1 202 555 0100', '1632 960 001']) {
      expect(messageFor(meterReadTelephoneSchema, number), number).to.equal(messages.telephone.format);
    }
  });

  it('passes any UK number with any spacing', () => {
    fc.assert(
      fc.property(ukNumber.chain(withSeparators), (number) => {
        expect(messageFor(meterReadTelephoneSchema, number)).to.equal(undefined);
      }),
    );
  });

  it('refuses any number with a letter in it', () => {
    fc.assert(
      fc.property(ukNumber, fc.constantFrom(...'abcxyzABCXYZ'), fc.nat(), (number, letter, at) => {
        const position = at % (number.length + 1);
        expect(messageFor(meterReadTelephoneSchema, number.slice(0, position) + letter + number.slice(position))).to.equal(
          messages.telephone.format,
        );
      }),
    );
  });
});

describe('feedbackTelephoneSchema (UK and Ireland, no minimum)', () => {
  it('is required', () => {
    expect(messageFor(feedbackTelephoneSchema, '')).to.equal(messages.telephone.required);
  });

  it('passes UK and Irish numbers', () => {
    for (const number of ['07700 900 982', '+353 87 123 4567', '00353 1 234 5678', '087 123 4567', '01 234 5678', '064 12345', '+353 (0)87 123 4567']) {
      expect(messageFor(feedbackTelephoneSchema, number), number).to.equal(undefined);
    }
  });

  it('counts 7 to 9 digits after +353 and 7 to 10 after a national 0', () => {
    expect(messageFor(feedbackTelephoneSchema, '+353'.padEnd(10, '1'))).to.equal(messages.telephone.format); // +353 + 6
    expect(messageFor(feedbackTelephoneSchema, '+353'.padEnd(11, '1'))).to.equal(undefined); // +353 + 7
    expect(messageFor(feedbackTelephoneSchema, '+353'.padEnd(13, '1'))).to.equal(undefined); // +353 + 9
    expect(messageFor(feedbackTelephoneSchema, '+353'.padEnd(14, '1'))).to.equal(messages.telephone.format); // +353 + 10
    expect(messageFor(feedbackTelephoneSchema, '0'.padEnd(7, '1'))).to.equal(messages.telephone.format); // 0 + 6
    expect(messageFor(feedbackTelephoneSchema, '0'.padEnd(8, '1'))).to.equal(undefined); // 0 + 7
  });

  it('refuses other countries and letters', () => {
    for (const number of ['+1 202 555 0100', '+33 1 23 45 67 89', '087 123 456x']) {
      expect(messageFor(feedbackTelephoneSchema, number), number).to.equal(messages.telephone.format);
    }
  });

  it('passes any UK or Irish number with any spacing', () => {
    fc.assert(
      fc.property(fc.oneof(ukNumber, irishInternational, irishNational).chain(withSeparators), (number) => {
        expect(messageFor(feedbackTelephoneSchema, number)).to.equal(undefined);
      }),
    );
  });
});

describe('complaintTelephoneSchema (UK and Ireland, at least 11 digits)', () => {
  it('counts digits, not spaces or the plus sign', () => {
    expect(COMPLAINT_PHONE_MIN_LENGTH).to.equal(11);
    expect(messageFor(complaintTelephoneSchema, '07700 900 982')).to.equal(undefined); // 11 digits
    expect(messageFor(complaintTelephoneSchema, '0161 496 000')).to.equal('Telephone number must be 11 digits or more'); // 10
    expect(messageFor(complaintTelephoneSchema, '+353 1 234 567')).to.equal(messages.telephone.tooShort); // 10 digits
    expect(messageFor(complaintTelephoneSchema, '+353 87 123 4567')).to.equal(undefined); // 12 digits
    expect(messageFor(complaintTelephoneSchema, '087 123 4567')).to.equal(messages.telephone.tooShort); // Irish national, 10
  });

  it('is required and gives the format message for letters before the length', () => {
    expect(messageFor(complaintTelephoneSchema, '')).to.equal(messages.telephone.required);
    expect(messageFor(complaintTelephoneSchema, 'abc')).to.equal(messages.telephone.format);
    expect(messageForAbortingEarly(complaintTelephoneSchema, '0161 496 00')).to.equal(messages.telephone.tooShort);
    expect(messageFor(complaintTelephoneSchema, '+1 202 555 0100')).to.equal(messages.telephone.format);
  });

  it('counts the digits of the normalised number', () => {
    expect(messageFor(complaintTelephoneSchema, '+44 (0)20 7946 0000')).to.equal(undefined); // 02079460000
    expect(messageFor(complaintTelephoneSchema, '+44 20 7946 0000')).to.equal(undefined); // 02079460000
    expect(messageFor(complaintTelephoneSchema, '0044 7700 900982')).to.equal(undefined); // 07700900982
    expect(messageFor(complaintTelephoneSchema, '+44 161 496 000')).to.equal(messages.telephone.tooShort); // 0161496000
    expect(messageFor(complaintTelephoneSchema, '00353 1 234 567')).to.equal(messages.telephone.tooShort); // +3531234567
  });

  it('passes a UK or Irish number exactly when it has 11 digits or more once normalised', () => {
    fc.assert(
      fc.property(fc.oneof(ukNumber, irishInternational, irishNational).chain(withSeparators), (number) => {
        const enough = normaliseTelephoneNumber(number).replace(/\D/g, '').length >= 11;
        expect(messageFor(complaintTelephoneSchema, number)).to.equal(enough ? undefined : messages.telephone.tooShort);
      }),
    );
  });
});

describe('normaliseTelephoneNumber', () => {
  it('writes every form of a UK number in national form, without separators', () => {
    for (const typed of ['+44 (0)20 7946 0000', '+44 20 7946 0000', '020 7946 0000', '0044 20 7946 0000', '+44(0)20-7946-0000', '(020) 7946 0000', '+44 020 7946 0000', ' 0044 (0)20 7946 0000 ']) {
      expect(normaliseTelephoneNumber(typed), typed).to.equal('02079460000');
    }
    expect(normaliseTelephoneNumber('+44 7700 900982')).to.equal('07700900982');
    expect(normaliseTelephoneNumber('+44 1632 960001')).to.equal('01632960001');
  });

  it('keeps the + of other countries, writing 00 as +', () => {
    expect(normaliseTelephoneNumber('+353 1 234 5678')).to.equal('+35312345678');
    expect(normaliseTelephoneNumber('00353 1 234 5678')).to.equal('+35312345678');
    expect(normaliseTelephoneNumber('+353 (0)87 123 4567')).to.equal('+353871234567');
    expect(normaliseTelephoneNumber('+1 202-555-0100')).to.equal('+12025550100');
  });

  it('keeps +44 when what follows is not a UK number, and leaves other characters for the rules', () => {
    expect(normaliseTelephoneNumber('+44 1234 5678')).to.equal('+4412345678');
    expect(normaliseTelephoneNumber('+44 1234 5678 9012')).to.equal('+44123456789012');
    expect(normaliseTelephoneNumber('07700.900.982')).to.equal('07700.900.982');
    expect(normaliseTelephoneNumber('0770+0900982')).to.equal('0770+0900982');
    expect(normaliseTelephoneNumber('')).to.equal('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), typedWithTelephoneCharacters, ukNumber.chain(withSeparators), irishInternational.chain(withSeparators)), (typed) => {
        const once = normaliseTelephoneNumber(typed);
        expect(normaliseTelephoneNumber(once)).to.equal(once);
      }),
    );
  });

  it('gives every UK national number and its +44, 0044 and +44 (0) forms the same normalised number', () => {
    fc.assert(
      fc.property(
        ukNational.chain((national) => fc.tuple(fc.constant(national), ukInternationalFormOf(national).chain(withSeparators), withSeparators(national))),
        ([national, international, spaced]) => {
          expect(normaliseTelephoneNumber(international)).to.equal(national);
          expect(normaliseTelephoneNumber(spaced)).to.equal(national);
        },
      ),
    );
  });

  it('leaves only digits, with at most a leading +, of anything typed with telephone characters', () => {
    fc.assert(
      fc.property(typedWithTelephoneCharacters, (typed) => {
        expect(normaliseTelephoneNumber(typed)).to.match(/^\+?[0-9]*$/);
      }),
    );
  });

  it('leaves only digits, with at most a leading +, of every number a rule accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), typedWithTelephoneCharacters, ukNumber.chain(withSeparators)), (typed) => {
        for (const schema of [meterReadTelephoneSchema, feedbackTelephoneSchema, complaintTelephoneSchema]) {
          if (messageFor(schema, typed) === undefined) expect(normaliseTelephoneNumber(typed)).to.match(/^\+?[0-9]+$/);
        }
      }),
    );
  });
});

describe('telephone rules and the normalised number', () => {
  const rules = [
    ['meter-read', meterReadTelephoneSchema],
    ['feedback', feedbackTelephoneSchema],
    ['complaint', complaintTelephoneSchema],
  ] as const;

  it('accept a number exactly when they accept its normalised form, with the same message unless only separators were typed', () => {
    const anyTyped = fc.oneof(
      fc.string(),
      typedWithTelephoneCharacters,
      fc.oneof(ukNumber, irishInternational, irishNational).chain(withSeparators),
      fc.tuple(fc.constantFrom('+', '00'), digits(1, 14)).map(([code, rest]) => code + rest),
    );
    fc.assert(
      fc.property(anyTyped, (typed) => {
        const normalised = normaliseTelephoneNumber(typed);
        for (const [, schema] of rules) {
          expect(passes(schema, typed), typed).to.equal(passes(schema, normalised));
          // Only brackets or hyphens typed: "Enter a telephone number, like …" rather than "Enter a telephone number".
          if (normalised !== '') expect(messageFor(schema, typed), typed).to.equal(messageFor(schema, normalised));
        }
      }),
    );
  });

  it('keep Irish numbers allowed where SPEC says "including Ireland", and refuse them on the meter-read form', () => {
    for (const typed of ['+353 1 234 5678', '00353 87 123 4567', '+353 (0)87 123 4567']) {
      expect(messageFor(feedbackTelephoneSchema, typed), typed).to.equal(undefined);
      expect(messageFor(complaintTelephoneSchema, typed), typed).to.equal(undefined);
      expect(messageFor(meterReadTelephoneSchema, typed), typed).to.equal(messages.telephone.format);
    }
  });
});

describe('telephone helpers', () => {
  it('counts the digits of the normalised number', () => {
    expect(telephoneDigitCount('+44 (0)20 7946 0000')).to.equal(11);
    expect(telephoneDigitCount('+44 20 7946 0000')).to.equal(11);
    expect(telephoneDigitCount('(01632) 960 001')).to.equal(11);
    expect(telephoneDigitCount('+353 1 234 5678')).to.equal(11);
  });

  it('types a number starting 07 as mobile, else home', () => {
    expect(contactNumberType('07700 900 982')).to.equal('mobile');
    expect(contactNumberType(' 07700900982')).to.equal('mobile');
    expect(contactNumberType('(07700) 900 982')).to.equal('mobile');
    expect(contactNumberType('01632 960 001')).to.equal('home');
    expect(contactNumberType('')).to.equal('home');
  });

  it('reads the type on the normalised number, so a UK mobile in international form is a mobile', () => {
    for (const typed of ['+44 7700 900 982', '0044 7700 900982', '+44 (0)7700 900982']) {
      expect(contactNumberType(typed), typed).to.equal('mobile');
    }
    expect(contactNumberType('+44 20 7946 0000')).to.equal('home');
    expect(contactNumberType('+353 87 123 4567')).to.equal('home');
  });

  it('gives the type the normalised number starts with', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), typedWithTelephoneCharacters, ukNumber.chain(withSeparators)), (typed) => {
        const expected = normaliseTelephoneNumber(typed).startsWith('07') ? 'mobile' : 'home';
        expect(contactNumberType(typed)).to.equal(expected);
      }),
    );
    fc.assert(
      fc.property(
        digits(9, 9).chain((rest) => fc.oneof(withSeparators(`07${rest}`), ukInternationalFormOf(`07${rest}`).chain(withSeparators))),
        (mobile) => {
          expect(contactNumberType(mobile), mobile).to.equal('mobile');
        },
      ),
    );
  });
});

describe('textphoneSchema', () => {
  it('is optional', () => {
    expect(outputOf(textphoneSchema, '')).to.equal('');
    expect(outputOf(textphoneSchema, '  ')).to.equal('');
    expect(outputOf(textphoneSchema, undefined)).to.equal('');
  });

  it('takes digits only, with spaces between groups removed', () => {
    expect(outputOf(textphoneSchema, ' 18001 0800 123 456 ')).to.equal('180010800123456');
    for (const refused of ['+44 7700 900982', '0800-123-456', '(0800) 123', '0800 12a', '٣٤٥']) {
      expect(messageFor(textphoneSchema, refused), refused).to.equal('Textphone or international number must only include numbers 0 to 9');
    }
  });

  it('passes any digits and refuses anything with a non-digit that is not a space', () => {
    fc.assert(
      fc.property(digits(0, 20), (value) => {
        expect(outputOf(textphoneSchema, value)).to.equal(value);
      }),
    );
    fc.assert(
      fc.property(digits(0, 10), fc.string({ minLength: 1, maxLength: 1 }), digits(0, 10), (before, character, after) => {
        fc.pre(!/[0-9\s]/.test(character));
        expect(messageFor(textphoneSchema, before + character + after)).to.equal(messages.textphone.characters);
      }),
    );
  });
});
