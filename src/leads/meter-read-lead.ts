/**
 * The price-cap meter-read lead (PriceCapMeterRead), built from the meter-read form's answers.
 * Pure: no I/O, no clock, so it is tested without a browser's network.
 *
 * Wire shape (JSON:API, kebab-case attributes, additional-information keys as the leads
 * service's price-cap queue expects them):
 *   data.type                      'leads'
 *   attributes.topic               'PriceCapMeterRead'
 *   attributes.title               chosen title, or null
 *   attributes.first-name/surname  trimmed
 *   attributes.email               trimmed, or null when left empty
 *   attributes.query-type/query-subtype/query          null  (query fields nulled)
 *   attributes.marketing-preferences                   []    (emptied)
 *   attributes.additional-information:
 *     Telephone: the number as normaliseTelephoneNumber (validation/telephone.ts) writes it:
 *       digits with at most a leading +, UK numbers in national form: '+44 (0)20 7946 0000', '+44 20 7946 0000'
 *       and '020 7946 0000' all send '02079460000'; other countries keep their +
 *       ('+353 1 234 5678' sends '+35312345678'),
 *     Fuel ('Gas' | 'Electricity' | 'Gas and Electricity' for Dual),
 *     Company 'Price-cap', ReadingDate 'YYYY-MM-DD',
 *     GasMPRN '' and ElecMPAN '' (emptied: the form never asks for them),
 *     when gas is read:          GasAccountNumber, GasReading
 *     when electricity is read:  ElecAccountNumber, IsEconomy7 ('Yes' | 'No'), and either
 *                                ElecReading, or Elec7ReadingNormal and Elec7ReadingLow
 * Fields of a fuel that was not chosen are never sent, even if typed before switching.
 */
import {
  METER_READ_COMPANY,
  normaliseCustomerNumber,
  normaliseTelephoneNumber,
  readsElectricity,
  readsGas,
  toIsoDate,
  type MeterReadFormValues,
} from '../validation';

export const METER_READ_TOPIC = 'PriceCapMeterRead';

export type MeterReadFuel = 'Gas' | 'Electricity' | 'Gas and Electricity';

export interface MeterReadAdditionalInformation {
  /** Normalised: '+44 (0)20 7946 0000' is sent as '02079460000'. */
  Telephone: string;
  Fuel: MeterReadFuel;
  Company: typeof METER_READ_COMPANY;
  ReadingDate: string;
  GasMPRN: '';
  ElecMPAN: '';
  GasAccountNumber?: string;
  GasReading?: string;
  ElecAccountNumber?: string;
  IsEconomy7?: 'Yes' | 'No';
  ElecReading?: string;
  Elec7ReadingNormal?: string;
  Elec7ReadingLow?: string;
}

export interface MeterReadLead {
  data: {
    type: 'leads';
    attributes: {
      title: string | null;
      topic: typeof METER_READ_TOPIC;
      'first-name': string;
      surname: string;
      email: string | null;
      'query-type': null;
      'query-subtype': null;
      query: null;
      'marketing-preferences': [];
      'additional-information': MeterReadAdditionalInformation;
    };
  };
}

/** Meter readings are sent exactly as the digits typed (leading zeros matter on a dial). */
function reading(value: string): string {
  return value.trim();
}

export function buildMeterReadLead(values: MeterReadFormValues): MeterReadLead {
  const isEconomy7 = values.is_economy_7_radio === 'Yes';
  const email = values.email.trim();

  const info: MeterReadAdditionalInformation = {
    Telephone: normaliseTelephoneNumber(values.telephone),
    Fuel: values.fuel === 'Dual' ? 'Gas and Electricity' : values.fuel,
    Company: METER_READ_COMPANY,
    ReadingDate: values.reading_date || toIsoDate(values.date),
    GasMPRN: '',
    ElecMPAN: '',
  };
  if (readsGas(values.fuel)) {
    info.GasAccountNumber = normaliseCustomerNumber(values.gas_account_number);
    info.GasReading = reading(values.gas_reading);
  }
  if (readsElectricity(values.fuel)) {
    info.ElecAccountNumber = normaliseCustomerNumber(values.elec_account_number);
    info.IsEconomy7 = isEconomy7 ? 'Yes' : 'No';
    if (isEconomy7) {
      info.Elec7ReadingNormal = reading(values.elec7_reading_normal);
      info.Elec7ReadingLow = reading(values.elec7_reading_low);
    } else {
      info.ElecReading = reading(values.elec_reading);
    }
  }

  return {
    data: {
      type: 'leads',
      attributes: {
        title: values.title || null,
        topic: METER_READ_TOPIC,
        'first-name': values.first_name.trim(),
        surname: values.last_name.trim(),
        email: email === '' ? null : email,
        'query-type': null,
        'query-subtype': null,
        query: null,
        'marketing-preferences': [],
        'additional-information': info,
      },
    },
  };
}
