import { describe, it } from 'node:test';
import { expect } from 'chai';
import { COMPLAINT_SLUGS } from '../../../leads/complaint-query-types/complaint-query-types';
import { asksSubject } from './complaint-journey.data';

describe('which complaint routes ask for a subject', () => {
  it('the gas and electricity complaint and enquiry do; the Pay As You Go ones do not', () => {
    expect(Object.fromEntries(COMPLAINT_SLUGS.map((slug) => [slug, asksSubject(slug)]))).to.deep.equal({
      'gas-and-electricity': true,
      'enquiry-gas-and-electricity': true,
      'pay-as-you-go': false,
      'enquiry-pay-as-you-go': false,
    });
  });
});
