import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { meterReadFormDefaults, normaliseTelephoneNumber, type MeterReadFormValues } from '../validation';
import { buildMeterReadLead } from './meter-read-lead';

const answers = (overrides: Partial<MeterReadFormValues> = {}): MeterReadFormValues => ({
  ...meterReadFormDefaults,
  first_name: ' Ann ',
  last_name: 'Lee',
  telephone: '07700 900-982',
  gas_account_number: '850000000001',
  elec_account_number: 'bgx 1234',
  gas_reading: '001234',
  elec_reading: '99',
  elec7_reading_normal: '111',
  elec7_reading_low: '222',
  date: { day: '3', month: '11', year: '2026' },
  ...overrides,
});

describe('buildMeterReadLead', () => {
  it('builds the price-cap lead for Dual fuel, sent as Gas and Electricity', () => {
    expect(buildMeterReadLead(answers())).to.deep.equal({
      data: {
        type: 'leads',
        attributes: {
          title: null,
          topic: 'PriceCapMeterRead',
          'first-name': 'Ann',
          surname: 'Lee',
          email: null,
          'query-type': null,
          'query-subtype': null,
          query: null,
          'marketing-preferences': [],
          'additional-information': {
            Telephone: '07700900982',
            Fuel: 'Gas and Electricity',
            Company: 'Price-cap',
            ReadingDate: '2026-11-03',
            GasMPRN: '',
            ElecMPAN: '',
            GasAccountNumber: '850000000001',
            GasReading: '001234',
            ElecAccountNumber: 'BGX1234',
            IsEconomy7: 'No',
            ElecReading: '99',
          },
        },
      },
    });
  });

  it('sends only gas fields for Gas, even when electricity answers were typed before switching', () => {
    const info = buildMeterReadLead(answers({ fuel: 'Gas' })).data.attributes['additional-information'];
    expect(info.Fuel).to.equal('Gas');
    expect(info).to.include({ GasAccountNumber: '850000000001', GasReading: '001234' });
    for (const key of ['ElecAccountNumber', 'IsEconomy7', 'ElecReading', 'Elec7ReadingNormal', 'Elec7ReadingLow']) {
      expect(info).not.to.have.property(key);
    }
  });

  it('sends normal and low readings instead of one for Economy 7 electricity', () => {
    const info = buildMeterReadLead(answers({ fuel: 'Electricity', is_economy_7_radio: 'Yes' })).data.attributes['additional-information'];
    expect(info).to.include({ Fuel: 'Electricity', IsEconomy7: 'Yes', Elec7ReadingNormal: '111', Elec7ReadingLow: '222' });
    expect(info).not.to.have.property('ElecReading');
    expect(info).not.to.have.property('GasReading');
    expect(info).not.to.have.property('GasAccountNumber');
  });

  it('sends the email when given and null when empty or blank', () => {
    expect(buildMeterReadLead(answers({ email: ' ann@example.com ' })).data.attributes.email).to.equal('ann@example.com');
    expect(buildMeterReadLead(answers({ email: '   ' })).data.attributes.email).to.equal(null);
  });

  it('sends the chosen title, or null', () => {
    expect(buildMeterReadLead(answers({ title: 'Reverend' })).data.attributes.title).to.equal('Reverend');
    expect(buildMeterReadLead(answers({ title: '' })).data.attributes.title).to.equal(null);
  });

  it('prefers the hidden reading_date when the form set it', () => {
    const info = buildMeterReadLead(answers({ reading_date: '2026-11-04' })).data.attributes['additional-information'];
    expect(info.ReadingDate).to.equal('2026-11-04');
  });

  it('always empties MPRN, MPAN and marketing preferences and nulls the query fields', () => {
    fc.assert(
      fc.property(fc.constantFrom('Dual', 'Gas', 'Electricity' as const), fc.constantFrom('Yes', 'No' as const), (fuel, economy7) => {
        const { attributes } = buildMeterReadLead(answers({ fuel, is_economy_7_radio: economy7 })).data;
        expect(attributes['additional-information']).to.include({ GasMPRN: '', ElecMPAN: '', Company: 'Price-cap' });
        expect(attributes['marketing-preferences']).to.deep.equal([]);
        expect([attributes['query-type'], attributes['query-subtype'], attributes.query]).to.deep.equal([null, null, null]);
      }),
    );
  });

  it('sends the telephone number normalised, UK numbers in national form', () => {
    const telephoneSent = (telephone: string) => buildMeterReadLead(answers({ telephone })).data.attributes['additional-information'].Telephone;
    for (const typed of ['+44 (0)20 7946 0000', '+44 20 7946 0000', '020 7946 0000', '0044 20 7946-0000']) {
      expect(telephoneSent(typed), typed).to.equal('02079460000');
    }
    expect(telephoneSent('+44 7700 900982')).to.equal('07700900982');
    expect(telephoneSent('+353 1 234 5678')).to.equal('+35312345678');
  });

  it('sends any telephone number as the shared normaliser writes it: digits and at most a leading plus', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:\+|00)?[0-9 ()-]{0,20}$/), (typed) => {
        const sent = buildMeterReadLead(answers({ telephone: typed })).data.attributes['additional-information'].Telephone;
        expect(sent).to.equal(normaliseTelephoneNumber(typed));
        expect(sent).to.match(/^\+?[0-9]*$/);
      }),
    );
  });
});
