import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { SEARCH_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { searchTextSchema } from './search';
import { messageFor, outputOf } from './test-support';

describe('searchTextSchema', () => {
  it('is required', () => {
    expect(messageFor(searchTextSchema, '')).to.equal(messages.search.required);
    expect(messageFor(searchTextSchema, '   \n ')).to.equal(messages.search.required);
    expect(messageFor(searchTextSchema, undefined)).to.equal(messages.search.required);
  });

  it('allows 2000 characters and refuses 2001', () => {
    expect(SEARCH_MAX_LENGTH).to.equal(2000);
    expect(messageFor(searchTextSchema, 'a'.repeat(2000))).to.equal(undefined);
    expect(messageFor(searchTextSchema, 'a'.repeat(2001))).to.equal(messages.search.tooLong);
    expect(messageFor(searchTextSchema, `${'a'.repeat(1999)} `)).to.equal(undefined);
    expect(messageFor(searchTextSchema, `${'a'.repeat(2000)} `)).to.equal(messages.search.tooLong);
  });

  it('outputs the trimmed text', () => {
    expect(outputOf(searchTextSchema, '  meter reading  ')).to.equal('meter reading');
  });

  it('passes any text with something in it up to the limit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: SEARCH_MAX_LENGTH }), (text) => {
        const expected = text.trim() === '' ? messages.search.required : undefined;
        expect(messageFor(searchTextSchema, text)).to.equal(expected);
      }),
    );
  });
});
