import { describe, it } from 'node:test';
import { expect } from 'chai';
import { buildMeterReadLead } from '../meter-read-lead';
import { heldAnswers, heldAnswersOfBody } from './received';

describe('what a lead holds, in the customer’s words', () => {
  it('gives a meter reading’s name, readings and date', () => {
    const lead = buildMeterReadLead({
      title: '',
      first_name: 'Ann',
      last_name: 'Lee',
      telephone: '07700900982',
      email: '',
      fuel: 'Dual',
      gas_account_number: '850000000001',
      elec_account_number: 'A12345',
      is_economy_7_radio: 'Yes',
      gas_reading: '012345',
      elec_reading: '',
      elec7_reading_normal: '000123',
      elec7_reading_low: '999999',
      date: { day: '3', month: '3', year: '2026' },
      company: 'Price-cap',
      reading_date: '2026-03-03',
    });
    expect(heldAnswersOfBody(JSON.stringify(lead))).to.deep.equal([
      ['Name', 'Ann Lee'],
      ['Gas meter reading', '012345'],
      ['Economy 7 normal (day) reading', '000123'],
      ['Economy 7 low (night) reading', '999999'],
      ['Date of the reading', '3 March 2026'],
    ]);
  });

  it('gives a complaint’s subject and message, a long message cut', () => {
    const query = 'x'.repeat(250);
    expect(heldAnswers({ 'first-name': 'Ann', surname: 'Lee', subject: 'Faulty meter', query })).to.deep.equal([
      ['Name', 'Ann Lee'],
      ['Subject', 'Faulty meter'],
      ['Your message', `${'x'.repeat(200)}…`],
    ]);
  });

  it('gives nothing for what is not a lead', () => {
    expect(heldAnswersOfBody('{ broken')).to.deep.equal([]);
    expect(heldAnswers(null)).to.deep.equal([]);
  });
});
