import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { characterLimitNotice, formatCount, messages } from './messages';

/** Every message text, calling the parametrised ones with sample values. */
function allMessages(group: unknown, found: string[] = [], key = ''): string[] {
  if (typeof group === 'string') found.push(group);
  else if (typeof group === 'function') {
    const samples: unknown[] = key === 'missing' ? [['day'], ['day', 'month']] : [100, 2000];
    for (const sample of samples) found.push(String((group as (sample: unknown) => unknown)(sample)));
  } else if (group && typeof group === 'object') {
    for (const [name, value] of Object.entries(group)) allMessages(value, found, name);
  }
  return found;
}

describe('messages', () => {
  it('follow GOV.UK style: no please, sorry, invalid or valid', () => {
    const texts = allMessages(messages);
    expect(texts.length).to.be.greaterThan(40);
    for (const text of texts) {
      expect(text, text).not.to.match(/\b(please|sorry|invalid|valid)\b/i);
      expect(text, text).not.to.match(/[.!]$/);
      expect(text.trim(), text).to.equal(text);
      expect(text[0], text).to.equal(text[0]?.toUpperCase());
    }
  });

  it('uses the texts agreed for the meter-read form', () => {
    expect(messages.firstName.required).to.equal('Enter your first name');
    expect(messages.firstName.tooLong(100)).to.equal('First name must be 100 characters or less');
    expect(messages.telephone.format).to.equal('Enter a telephone number, like 01632 960 001 or 07700 900 982');
    expect(messages.email.format).to.equal('Enter an email address in the correct format, like name@example.com');
    expect(messages.gasReading.characters).to.equal('Gas meter reading must only include numbers 0 to 9');
    expect(messages.gasReading.tooLong).to.equal('Gas meter reading must be 6 digits or fewer');
    expect(messages.fuel.required).to.equal('Select your fuel type');
    expect(messages.readingDate.future).to.equal('Date of meter reading must be today or in the past');
    expect(messages.readingDate.tooEarly).to.equal('Date of meter reading must be within the last month');
    expect(messages.readingDate.missing(['month'])).to.equal('Date of meter reading must include a month');
    expect(messages.readingDate.realDate).to.equal('Date of meter reading must be a real date');
  });

  it('names every missing part of a date', () => {
    expect(messages.readingDate.missing(['day'])).to.equal('Date of meter reading must include a day');
    expect(messages.readingDate.missing(['day', 'year'])).to.equal('Date of meter reading must include a day and year');
    expect(messages.readingDate.missing(['month', 'year'])).to.equal(
      'Date of meter reading must include a month and year',
    );
  });

  it('writes limits with commas', () => {
    expect(messages.search.tooLong).to.equal('Search term must be 2,000 characters or less');
    expect(messages.query.tooLong).to.equal('Query must be 30,000 characters or less');
    expect(formatCount(0)).to.equal('0');
    expect(formatCount(999)).to.equal('999');
    expect(formatCount(1000)).to.equal('1,000');
    expect(formatCount(1234567)).to.equal('1,234,567');
  });

  it('formatCount keeps the digits and groups them in threes', () => {
    fc.assert(
      fc.property(fc.nat(), (count) => {
        const written = formatCount(count);
        expect(written.replace(/,/g, '')).to.equal(String(count));
        expect(written).to.match(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('gives the SPEC character notice word for word', () => {
    expect(characterLimitNotice(1)).to.equal('Maximum character limit reached. You are currently 1 characters over.');
    expect(characterLimitNotice(250)).to.equal(
      'Maximum character limit reached. You are currently 250 characters over.',
    );
  });
});
