import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { NAME_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { NAME_PATTERN, firstNameSchema, meterReadFirstNameSchema, meterReadSurnameSchema, surnameSchema } from './names';
import { messageFor, messageForAbortingEarly, outputOf } from './test-support';

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèêëáàâäíïîóöôúüûçñøåæœßÉÖŁłŞşğĞ'];
const PUNCTUATION = [' ', '-', "'", '’', '.'];

const letter = fc.constantFrom(...LETTERS);
const nameCharacter = fc.constantFrom(...LETTERS, ...PUNCTUATION);
/** A name of allowed characters with at least one letter, trimmed, 1 to 100 characters. */
const name = fc
  .tuple(fc.array(nameCharacter, { maxLength: 49 }), letter, fc.array(nameCharacter, { maxLength: 50 }))
  .map(([before, middle, after]) => [...before, middle, ...after].join('').trim());

describe('names', () => {
  it('requires a first name and a last name', () => {
    expect(messageFor(meterReadFirstNameSchema, '')).to.equal('Enter your first name');
    expect(messageFor(meterReadFirstNameSchema, '   ')).to.equal('Enter your first name');
    expect(messageFor(meterReadFirstNameSchema, undefined)).to.equal('Enter your first name');
    expect(messageFor(meterReadSurnameSchema, '')).to.equal(messages.surname.required);
    expect(messageFor(surnameSchema(), ' ')).to.equal(messages.surname.required);
  });

  it('allows 100 characters on the meter-read form and refuses 101', () => {
    expect(NAME_MAX_LENGTH).to.equal(100);
    expect(messageFor(meterReadFirstNameSchema, 'a'.repeat(100))).to.equal(undefined);
    expect(messageFor(meterReadFirstNameSchema, 'a'.repeat(101))).to.equal('First name must be 100 characters or less');
    expect(messageFor(meterReadSurnameSchema, 'a'.repeat(100))).to.equal(undefined);
    expect(messageFor(meterReadSurnameSchema, 'a'.repeat(101))).to.equal('Last name must be 100 characters or less');
    expect(messageForAbortingEarly(meterReadSurnameSchema, 'a'.repeat(101))).to.equal(messages.surname.tooLong(100));
  });

  it('counts the maximum after trimming', () => {
    expect(messageFor(meterReadFirstNameSchema, `  ${'a'.repeat(100)}  `)).to.equal(undefined);
  });

  it('takes the maximum as a parameter, with none by default', () => {
    expect(messageFor(firstNameSchema(3), 'Ann')).to.equal(undefined);
    expect(messageFor(firstNameSchema(3), 'Anne')).to.equal(messages.firstName.tooLong(3));
    expect(messageFor(firstNameSchema(), 'a'.repeat(5000))).to.equal(undefined);
    expect(messageFor(surnameSchema(), 'a'.repeat(5000))).to.equal(undefined);
  });

  it('allows accented letters, spaces, hyphens, apostrophes and full stops', () => {
    for (const allowed of ['Zoë', 'José María', "O'Brien", 'O’Neill', 'Smith-Jones', 'St. John', 'Łukasz', 'Nguyễn', 'J.']) {
      expect(messageFor(meterReadFirstNameSchema, allowed), allowed).to.equal(undefined);
      expect(messageFor(surnameSchema(), allowed), allowed).to.equal(undefined);
    }
  });

  it('refuses digits, symbols and names without a letter', () => {
    for (const refused of ['R2D2', 'Ann!', 'Bob@home', 'a_b', '<script>', '--', "'.'", 'Ann & Bob', 'Ann\tBob']) {
      expect(messageFor(meterReadFirstNameSchema, refused), refused).to.equal(messages.firstName.characters);
      expect(messageFor(meterReadSurnameSchema, refused), refused).to.equal(messages.surname.characters);
    }
  });

  it('outputs the trimmed name', () => {
    expect(outputOf(meterReadFirstNameSchema, '  Zoë  ')).to.equal('Zoë');
  });

  it('passes any name of letters and allowed punctuation up to 100 characters', () => {
    fc.assert(
      fc.property(name, (generated) => {
        expect(NAME_PATTERN.test(generated)).to.equal(true);
        expect(outputOf(meterReadFirstNameSchema, `  ${generated} `)).to.equal(generated);
        expect(outputOf(meterReadSurnameSchema, generated)).to.equal(generated);
      }),
    );
  });

  it('refuses any name with a digit or symbol in it', () => {
    const refused = fc.constantFrom(...'0123456789!"£$%^&*()_+=[]{};:@#~,<>/?|\\`¬'.split(''));
    fc.assert(
      fc.property(name, refused, fc.nat(), (generated, character, at) => {
        const position = at % (generated.length + 1);
        const withSymbol = generated.slice(0, position) + character + generated.slice(position);
        expect(messageFor(firstNameSchema(), withSymbol)).to.equal(messages.firstName.characters);
      }),
    );
  });

  it('refuses any name longer than 100 characters on the meter-read form', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 101, maxLength: 300 }), (letters) => {
        expect(messageFor(meterReadFirstNameSchema, letters.join(''))).to.equal(messages.firstName.tooLong(100));
      }),
    );
  });
});
