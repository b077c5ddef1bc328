import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { LeadPayload } from '../api/forms/leads';
import { feedbackLead } from './feedback-lead';
import { helpQueryLead } from './help-query-lead';
import { sanitisePayAsYouGoLead } from './pay-as-you-go-lead';
import { RESEND_NULLED_ATTRIBUTES, resendLead } from './resend-lead';
import { personalDetails } from './test-support';

const NULLED = {
  account: null,
  'additional-information': null,
  'alternate-contact-number': null,
  'contact-number': null,
  'chat-history': null,
  'customer-references': null,
  'contact-preference': null,
};

const complaint = () =>
  helpQueryLead({
    complaint: 'enquiry-gas-and-electricity',
    details: personalDetails({ vulnerabilityConsent: true, textphoneNumber: '18001' }),
    query: 'When will my new tariff start?',
    subject: 'Tariff issues',
    flagAccountPrefix: true,
  });

describe('resendLead', () => {
  it('nulls the account, additional information, contact fields and references, and withdraws vulnerability consent', () => {
    const lead = resendLead(complaint());
    expect(lead).to.deep.equal({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support',
          'query-type': 'Enquiry',
          'query-subtype': 'Enquiry-Credit Energy',
          query: 'When will my new tariff start?',
          'first-name': 'Ada',
          surname: 'Lovelace',
          email: 'ada@example.com',
          subject: 'Tariff issues',
          'vulnerability-consent': false,
          ...NULLED,
        },
        relationships: { address: { data: { type: 'addresses', id: '100023336911' } } },
      },
    });
    const payload: LeadPayload = lead;
    expect(payload.data.type).to.equal('leads');
  });

  it('names the attributes it nulls', () => {
    expect(RESEND_NULLED_ATTRIBUTES).to.deep.equal(Object.keys(NULLED));
  });

  it('resends a feedback lead and a pay-as-you-go lead the same way', () => {
    const feedback = resendLead(feedbackLead({ creditText: 'Keep my credit.', details: personalDetails({ vulnerabilityConsent: true }) }));
    expect(feedback.data.attributes).to.include({ topic: 'help-&-support-feedback', query: 'Keep my credit.', 'vulnerability-consent': false });
    expect(feedback.data.attributes).to.deep.include(NULLED);

    const payAsYouGo = resendLead(
      sanitisePayAsYouGoLead({
        data: {
          ...complaint().data,
          attributes: { ...complaint().data.attributes, account: 'A1234' },
        },
      }),
    );
    expect(payAsYouGo.data.attributes).to.deep.include({ ...NULLED, 'vulnerability-consent': false });
  });

  it('sends every nulled attribute and vulnerability-consent false even when the lead had none', () => {
    const lead = resendLead({ data: { type: 'leads', attributes: { topic: 'help-&-support', 'chat-history': ['hello'] } } });
    expect(lead).to.deep.equal({
      data: { type: 'leads', attributes: { topic: 'help-&-support', ...NULLED, 'vulnerability-consent': false } },
    });
  });

  it('leaves the lead it was given as it was', () => {
    const original = complaint();
    const before = structuredClone(original);
    resendLead(original);
    expect(original).to.deep.equal(before);
  });
});
