import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { LeadPayload } from '../api/forms/leads';
import { feedbackLead, type FeedbackAnswers } from './feedback-lead';
import { personalDetails } from './test-support';

const CREDIT_TEXT = 'Ada Lovelace, 1 Analytical Row, account 850000000001, ada@example.com';

const answers = (overrides: Partial<FeedbackAnswers> = {}): FeedbackAnswers => ({
  creditText: CREDIT_TEXT,
  details: personalDetails(),
  ...overrides,
});

describe('feedbackLead', () => {
  it('builds the whole feedback lead: fixed title, topic and queue, the credit text as the query', () => {
    const lead = feedbackLead(answers());
    expect(lead).to.deep.equal({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support-feedback',
          'query-type': 'Feedback',
          'query-subtype': 'Feedback-Energy',
          query: CREDIT_TEXT,
          'first-name': 'Ada',
          surname: 'Lovelace',
          'vulnerability-consent': false,
          email: 'ada@example.com',
          'contact-number': { number: '07700900123', type: 'mobile' },
          'additional-information': { caseType: null, accountPrefix: null, textphoneNumber: null },
        },
        relationships: { address: { data: { type: 'addresses', id: '100023336911' } } },
      },
    });
    const payload: LeadPayload = lead;
    expect(payload.data.type).to.equal('leads');
  });

  it('sends the credit text trimmed, and never a subject', () => {
    const { attributes } = feedbackLead(answers({ creditText: `  ${CREDIT_TEXT}\n` })).data;
    expect(attributes.query).to.equal(CREDIT_TEXT);
    expect(attributes).not.to.have.property('subject');
  });

  it("sends the customer's details as the help query does: trimmed, normalised, typed", () => {
    const details = personalDetails({
      firstName: ' Ada ',
      surname: ' Lovelace ',
      email: ' ada@example.com ',
      telephoneNumber: '+44 (0)20 7946 0000',
      textphoneNumber: '18001 0800',
      vulnerabilityConsent: true,
    });
    const { attributes } = feedbackLead(answers({ details, flagAccountPrefix: true })).data;
    expect(attributes).to.deep.include({
      'first-name': 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      'vulnerability-consent': true,
      'contact-number': { number: '02079460000', type: 'home' },
      'additional-information': { caseType: null, accountPrefix: 'A', textphoneNumber: '180010800' },
    });
  });

  it('sends an empty address relationship without an address', () => {
    expect(feedbackLead(answers({ details: personalDetails({ addressId: null }) })).data.relationships).to.deep.equal({
      address: { data: null },
    });
  });
});
