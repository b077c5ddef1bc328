import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import type { LeadPayload } from '../api/forms/leads';
import { COMPLAINT_SUBJECTS, normaliseTelephoneNumber } from '../validation';
import { COMPLAINT_QUERY_TYPES, COMPLAINT_SLUGS, isComplaintSlug, type ComplaintSlug } from './complaint-query-types/complaint-query-types';
import { helpQueryLead, type HelpQueryAnswers } from './help-query-lead';
import { personalDetails } from './test-support';

const answers = (overrides: Partial<HelpQueryAnswers> = {}): HelpQueryAnswers => ({
  complaint: 'gas-and-electricity',
  details: personalDetails(),
  query: 'My meter shows the wrong reading.',
  ...overrides,
});

const attributesOf = (overrides: Partial<HelpQueryAnswers> = {}) => helpQueryLead(answers(overrides)).data.attributes;

describe('helpQueryLead', () => {
  it('builds the whole lead for a complaint with a subject, a textphone, the A prefix and an address', () => {
    const lead = helpQueryLead(
      answers({
        details: personalDetails({ textphoneNumber: '18001', vulnerabilityConsent: true }),
        subject: 'Meter read issues',
        flagAccountPrefix: true,
      }),
    );
    expect(lead).to.deep.equal({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support',
          'query-type': 'Meters',
          'query-subtype': 'Make a complaint-Monthly or quarterly',
          query: 'My meter shows the wrong reading.',
          'first-name': 'Ada',
          surname: 'Lovelace',
          'vulnerability-consent': true,
          email: 'ada@example.com',
          'contact-number': { number: '07700900123', type: 'mobile' },
          'additional-information': { caseType: 'Meter read issues', accountPrefix: 'A', textphoneNumber: '18001' },
          subject: 'Meter read issues',
        },
        relationships: { address: { data: { type: 'addresses', id: '100023336911' } } },
      },
    });
    const payload: LeadPayload = lead;
    expect(payload.data.type).to.equal('leads');
  });

  it('files each route under its query type and subtype', () => {
    const expected: Record<ComplaintSlug, [string, string]> = {
      'gas-and-electricity': ['Meters', 'Make a complaint-Monthly or quarterly'],
      'enquiry-gas-and-electricity': ['Enquiry', 'Enquiry-Credit Energy'],
      'pay-as-you-go': ['Meters', 'Make a complaint-Pay As You Go'],
      'enquiry-pay-as-you-go': ['Enquiry', 'Enquiry-Pay As You Go'],
    };
    expect(COMPLAINT_SLUGS).to.deep.equal(Object.keys(expected));
    for (const [complaint, [queryType, querySubtype]] of Object.entries(expected) as [ComplaintSlug, [string, string]][]) {
      const attributes = attributesOf({ complaint });
      expect([attributes['query-type'], attributes['query-subtype']], complaint).to.deep.equal([queryType, querySubtype]);
      expect(COMPLAINT_QUERY_TYPES[complaint], complaint).to.deep.equal({ queryType, querySubtype });
    }
  });

  it('knows the four complaint slugs and nothing else', () => {
    for (const slug of COMPLAINT_SLUGS) expect(isComplaintSlug(slug), slug).to.equal(true);
    for (const other of ['feedback', 'credit', 'toString', 'constructor', '']) expect(isComplaintSlug(other), other).to.equal(false);
  });

  it('sends the title NA and the help-&-support topic on every route', () => {
    for (const complaint of COMPLAINT_SLUGS) {
      expect(attributesOf({ complaint })).to.include({ title: 'NA', topic: 'help-&-support' });
    }
  });

  it('sends a number starting 07 as mobile and any other as home, normalised', () => {
    const contactNumberOf = (telephoneNumber: string) => attributesOf({ details: personalDetails({ telephoneNumber }) })['contact-number'];
    expect(contactNumberOf('07700 900123')).to.deep.equal({ number: '07700900123', type: 'mobile' });
    expect(contactNumberOf('+44 7700 900123')).to.deep.equal({ number: '07700900123', type: 'mobile' });
    expect(contactNumberOf('0044 (0)7700-900-123')).to.deep.equal({ number: '07700900123', type: 'mobile' });
    expect(contactNumberOf('020 7946 0000')).to.deep.equal({ number: '02079460000', type: 'home' });
    expect(contactNumberOf('+44 (0)20 7946 0000')).to.deep.equal({ number: '02079460000', type: 'home' });
    expect(contactNumberOf('+353 87 123 4567')).to.deep.equal({ number: '+353871234567', type: 'home' });
    expect(contactNumberOf('01632 960 007')).to.deep.equal({ number: '01632960007', type: 'home' });
  });

  it('sends any number as the shared normaliser writes it, mobile exactly when that starts with 07', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:\+44|0044|\+353)? ?\(?0?\)?[0-9 -]{6,14}$/), (typed) => {
        const sent = attributesOf({ details: personalDetails({ telephoneNumber: typed }) })['contact-number'];
        expect(sent.number).to.equal(normaliseTelephoneNumber(typed));
        expect(sent.type).to.equal(sent.number.startsWith('07') ? 'mobile' : 'home');
      }),
    );
  });

  it('sends the textphone digits, or null when none was given', () => {
    const textphoneOf = (textphoneNumber: string) =>
      attributesOf({ details: personalDetails({ textphoneNumber }) })['additional-information'].textphoneNumber;
    expect(textphoneOf('')).to.equal(null);
    expect(textphoneOf('   ')).to.equal(null);
    expect(textphoneOf('18001')).to.equal('18001');
    expect(textphoneOf(' 18001 0800 123 ')).to.equal('180010800123');
  });

  it("sends accountPrefix 'A' only when flagged", () => {
    expect(attributesOf({ flagAccountPrefix: true })['additional-information'].accountPrefix).to.equal('A');
    expect(attributesOf({ flagAccountPrefix: false })['additional-information'].accountPrefix).to.equal(null);
    expect(attributesOf()['additional-information'].accountPrefix).to.equal(null);
  });

  it('sends the subject, and it as the case type, only when one was chosen', () => {
    for (const subject of COMPLAINT_SUBJECTS) {
      const attributes = attributesOf({ subject });
      expect(attributes.subject).to.equal(subject);
      expect(attributes['additional-information'].caseType).to.equal(subject);
    }
    for (const attributes of [attributesOf(), attributesOf({ subject: undefined })]) {
      expect(attributes).not.to.have.property('subject');
      expect(attributes['additional-information'].caseType).to.equal(null);
    }
  });

  it('relates the chosen address, and sends an empty address relationship without one', () => {
    const relationshipsOf = (addressId: string | null | undefined) =>
      helpQueryLead(answers({ details: personalDetails({ addressId }) })).data.relationships;
    expect(relationshipsOf('ADDR-1')).to.deep.equal({ address: { data: { type: 'addresses', id: 'ADDR-1' } } });
    expect(relationshipsOf(' ADDR-1 ')).to.deep.equal({ address: { data: { type: 'addresses', id: 'ADDR-1' } } });
    for (const none of [undefined, null, '', '  ']) {
      expect(relationshipsOf(none), String(none)).to.deep.equal({ address: { data: null } });
    }
  });

  it('trims the names, email and query', () => {
    const attributes = attributesOf({
      details: personalDetails({ firstName: '  Ada ', surname: ' Lovelace  ', email: ' ada@example.com ' }),
      query: '\n  My meter shows the wrong reading.  \n',
    });
    expect(attributes).to.include({
      'first-name': 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      query: 'My meter shows the wrong reading.',
    });
  });

  it('sends the vulnerability answer as a boolean', () => {
    expect(attributesOf({ details: personalDetails({ vulnerabilityConsent: true }) })['vulnerability-consent']).to.equal(true);
    expect(attributesOf({ details: personalDetails({ vulnerabilityConsent: false }) })['vulnerability-consent']).to.equal(false);
  });

  it("files by the route, not by a query type cached with the details", () => {
    const details = personalDetails({ queryType: 'Meters', querySubtype: 'Make a complaint-Monthly or quarterly' });
    const attributes = attributesOf({ complaint: 'enquiry-pay-as-you-go', details });
    expect([attributes['query-type'], attributes['query-subtype']]).to.deep.equal(['Enquiry', 'Enquiry-Pay As You Go']);
    expect(attributes).not.to.have.property('queryType');
  });
});
