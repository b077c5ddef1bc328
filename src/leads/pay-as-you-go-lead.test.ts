import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { LeadPayload } from '../api/forms/leads';
import { helpQueryLead } from './help-query-lead';
import { PAY_AS_YOU_GO_FLAG_DEFAULTS, sanitisePayAsYouGoLead, type PayAsYouGoLeadDraft } from './pay-as-you-go-lead';
import { personalDetails } from './test-support';

const DEFAULTS = {
  isEconomySevenMeter: false,
  gasMeterRead: null,
  electricityMeterRead: null,
  economySevenNormalRead: null,
  economySevenLowRead: null,
  useNewBillingAddress: false,
  energySuppliedAtProperty: false,
  homeServicesAtProperty: false,
  cancelServices: false,
  endServicesDate: null,
  executorMoveOutDate: null,
  acceptServicesDDGuarantee: false,
  acceptEnergyDDGuarantee: false,
  useSamePaymentDetailsForServicesAndEnergy: false,
  energyPaymentMethod: null,
  priorityServicesRegisterOptIn: false,
  formSubmittedByThirdParty: false,
  isApplyingForProbate: false,
  relationshipToProperty: null,
  forwardingAddressIsUK: false,
};

const HELP_INFORMATION = { caseType: null, accountPrefix: null, textphoneNumber: '18001' };

function draft(
  flags: Partial<PayAsYouGoLeadDraft['data']['attributes']['additional-information']> = {},
  attributes: Partial<PayAsYouGoLeadDraft['data']['attributes']> = {},
): PayAsYouGoLeadDraft {
  const lead = helpQueryLead({
    complaint: 'pay-as-you-go',
    details: personalDetails({ textphoneNumber: '18001' }),
    query: 'My top-up did not reach the meter.',
  });
  return {
    data: {
      ...lead.data,
      attributes: {
        ...lead.data.attributes,
        ...attributes,
        'additional-information': { ...lead.data.attributes['additional-information'], ...flags },
      },
    },
  };
}

describe('sanitisePayAsYouGoLead', () => {
  it('sends account null and every flag at its default when the journey gave none', () => {
    const lead = sanitisePayAsYouGoLead(draft());
    const { 'additional-information': info, ...attributes } = lead.data.attributes;
    expect(info).to.deep.equal({ ...HELP_INFORMATION, ...DEFAULTS });
    expect(attributes).to.deep.equal({
      title: 'NA',
      topic: 'help-&-support',
      'query-type': 'Meters',
      'query-subtype': 'Make a complaint-Pay As You Go',
      query: 'My top-up did not reach the meter.',
      'first-name': 'Ada',
      surname: 'Lovelace',
      'vulnerability-consent': false,
      email: 'ada@example.com',
      'contact-number': { number: '07700900123', type: 'mobile' },
      account: null,
    });
    expect(lead.data.relationships).to.deep.equal({ address: { data: { type: 'addresses', id: '100023336911' } } });
    const payload: LeadPayload = lead;
    expect(payload.data.type).to.equal('leads');
  });

  it('lists every pay-as-you-go flag and its default', () => {
    expect(PAY_AS_YOU_GO_FLAG_DEFAULTS).to.deep.equal(DEFAULTS);
    expect(Object.isFrozen(PAY_AS_YOU_GO_FLAG_DEFAULTS)).to.equal(true);
  });

  it('nulls an account the draft carried', () => {
    for (const account of ['850000000001', { id: 'A123' }, null]) {
      expect(sanitisePayAsYouGoLead(draft({}, { account })).data.attributes.account).to.equal(null);
    }
  });

  it('keeps the flags given, including false and a yes', () => {
    const given = {
      isEconomySevenMeter: true,
      economySevenNormalRead: '012345',
      economySevenLowRead: '000123',
      cancelServices: true,
      endServicesDate: '2026-11-03',
      energyPaymentMethod: 'Pay As You Go',
      relationshipToProperty: 'Executor',
      forwardingAddressIsUK: true,
      priorityServicesRegisterOptIn: false,
    };
    expect(sanitisePayAsYouGoLead(draft(given)).data.attributes['additional-information']).to.deep.equal({
      ...HELP_INFORMATION,
      ...DEFAULTS,
      ...given,
    });
  });

  it('trims text values and sends a blank one as null', () => {
    const info = sanitisePayAsYouGoLead(draft({ gasMeterRead: ' 001234 ', electricityMeterRead: '   ', relationshipToProperty: '' })).data
      .attributes['additional-information'];
    expect(info).to.include({ gasMeterRead: '001234', electricityMeterRead: null, relationshipToProperty: null });
  });

  it('drops members of additional-information that are not flags', () => {
    const withExtra = draft();
    Object.assign(withExtra.data.attributes['additional-information'], { Telephone: '07700900123', notes: 'x' });
    const info = sanitisePayAsYouGoLead(withExtra).data.attributes['additional-information'];
    expect(Object.keys(info).sort()).to.deep.equal([...Object.keys(HELP_INFORMATION), ...Object.keys(DEFAULTS)].sort());
  });

  it('leaves the draft as it was', () => {
    const given = draft({ gasMeterRead: ' 1 ' }, { account: 'A1' });
    const before = structuredClone(given);
    sanitisePayAsYouGoLead(given);
    expect(given).to.deep.equal(before);
  });
});
