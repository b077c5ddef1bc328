import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  COMPLAINT_CUSTOMER_TYPES,
  COMPLAINT_SUBJECTS,
  addressIdSchema,
  complaintCustomerTypeSchema,
  complaintSubjectSchema,
  feedbackCreditTextSchema,
  queryLimitNotice,
  queryTextSchema,
  vulnerabilityConsentSchema,
} from './complaint';
import { QUERY_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';
import { messageFor, outputOf } from './test-support';
import { charactersOver } from './text';

describe('complaint customer type', () => {
  it('is required and one of credit, payAsYouGo, directDebit, other', () => {
    expect(COMPLAINT_CUSTOMER_TYPES).to.deep.equal(['credit', 'payAsYouGo', 'directDebit', 'other']);
    for (const type of COMPLAINT_CUSTOMER_TYPES) expect(outputOf(complaintCustomerTypeSchema, type)).to.equal(type);
    for (const refused of ['', undefined, 'Credit', 'prepay']) {
      expect(messageFor(complaintCustomerTypeSchema, refused), String(refused)).to.equal(
        'Select what type of energy customer you are',
      );
    }
  });
});

describe('vulnerability consent', () => {
  it('maps Yes to true and No to false', () => {
    expect(outputOf(vulnerabilityConsentSchema, 'Yes')).to.equal(true);
    expect(outputOf(vulnerabilityConsentSchema, 'No')).to.equal(false);
  });

  it('is required', () => {
    for (const refused of ['', undefined, 'yes', true, false]) {
      expect(messageFor(vulnerabilityConsentSchema, refused), String(refused)).to.equal(messages.vulnerabilityConsent.required);
    }
  });
});

describe('address id', () => {
  it('is required', () => {
    expect(messageFor(addressIdSchema, '')).to.equal('Select your address');
    expect(messageFor(addressIdSchema, ' ')).to.equal('Select your address');
    expect(messageFor(addressIdSchema, undefined)).to.equal('Select your address');
    expect(outputOf(addressIdSchema, 'addr-123')).to.equal('addr-123');
  });
});

describe('complaint subject', () => {
  it('lists the 17 SPEC subjects in order, word for word', () => {
    expect(COMPLAINT_SUBJECTS).to.deep.equal([
      'Amend moving house dates/meter reader',
      'Amend Payment Method',
      'Balance queries',
      "Can't pay/debt",
      'Direct debit/Incorrect payment',
      'Discount',
      'Dispute Bill/Balance',
      'Faulty meter',
      'Leaving us',
      'Make a Payment',
      'Meter read issues',
      'Moving House',
      'Online portal/app/login/website issues',
      'Request Refund',
      'Tariff issues',
      'Tariff renewal/upgrade',
      'Update personal details',
    ]);
  });

  it('is required and one of the list', () => {
    for (const subject of COMPLAINT_SUBJECTS) expect(outputOf(complaintSubjectSchema, subject)).to.equal(subject);
    for (const refused of ['', undefined, 'balance queries', 'Other']) {
      expect(messageFor(complaintSubjectSchema, refused), String(refused)).to.equal('Select a subject');
    }
  });
});

describe('query text', () => {
  it('is required', () => {
    expect(messageFor(queryTextSchema, '')).to.equal('Enter your query');
    expect(messageFor(queryTextSchema, ' \n\t ')).to.equal('Enter your query');
    expect(messageFor(queryTextSchema, undefined)).to.equal('Enter your query');
  });

  it('allows 30000 characters and refuses 30001', () => {
    expect(QUERY_MAX_LENGTH).to.equal(30000);
    expect(messageFor(queryTextSchema, 'a'.repeat(30000))).to.equal(undefined);
    expect(messageFor(queryTextSchema, 'a'.repeat(30001))).to.equal('Query must be 30,000 characters or less');
  });

  it('counts as the notice counts, so the two never disagree', () => {
    for (const text of ['a'.repeat(29999), `${'a'.repeat(29999)} `, `${'a'.repeat(30000)}\n`, 'a'.repeat(30500)]) {
      const notice = queryLimitNotice(text);
      expect(messageFor(queryTextSchema, text) === undefined, String(text.length)).to.equal(notice === null);
    }
  });

  it('outputs the trimmed text', () => {
    expect(outputOf(queryTextSchema, '\n My bill is wrong. \n')).to.equal('My bill is wrong.');
  });

  it('shows the SPEC notice only when over the limit', () => {
    expect(queryLimitNotice('a'.repeat(30000))).to.equal(null);
    expect(queryLimitNotice('a'.repeat(30001))).to.equal(
      'Maximum character limit reached. You are currently 1 characters over.',
    );
    expect(queryLimitNotice('a'.repeat(30120))).to.equal(
      'Maximum character limit reached. You are currently 120 characters over.',
    );
    expect(queryLimitNotice('abcdef', 4)).to.equal('Maximum character limit reached. You are currently 2 characters over.');
  });
});

describe('charactersOver', () => {
  it('counts characters over the maximum, never below 0', () => {
    expect(charactersOver('', 0)).to.equal(0);
    expect(charactersOver('abc', 3)).to.equal(0);
    expect(charactersOver('abcd', 3)).to.equal(1);
    expect(charactersOver('ab', 3)).to.equal(0);
  });

  it('adds one for each character typed past the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat(200), fc.string({ minLength: 1, maxLength: 1 }), (text, max, extra) => {
        const over = charactersOver(text, max);
        expect(over).to.be.at.least(0);
        expect(over).to.equal(Math.max(0, text.length - max));
        if (text.length >= max) expect(charactersOver(text + extra, max)).to.equal(over + 1);
      }),
    );
  });
});

describe('feedback credit text', () => {
  it('is required', () => {
    expect(messageFor(feedbackCreditTextSchema, '')).to.equal(messages.creditText.required);
    expect(messageFor(feedbackCreditTextSchema, '  ')).to.equal(messages.creditText.required);
    expect(outputOf(feedbackCreditTextSchema, ' Jane Doe, 1 High Street, A1234, jane@example.com ')).to.equal(
      'Jane Doe, 1 High Street, A1234, jane@example.com',
    );
  });
});
