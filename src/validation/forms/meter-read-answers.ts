/**
 * The meter-read form's answers and their starting values, without the rules
 * (meter-read-form.ts), so the form can show before the rules have loaded.
 */
import type { Economy7Choice, Fuel } from './choice-lists';
import type { ReadingDateParts } from './dates';

export const METER_READ_COMPANY = 'Price-cap';

/** The meter-read form's values, as react-hook-form holds them (the form's field names). */
export interface MeterReadFormValues {
  /** '' or one of TITLES. */
  title: string;
  first_name: string;
  last_name: string;
  telephone: string;
  email: string;
  fuel: Fuel;
  gas_account_number: string;
  elec_account_number: string;
  is_economy_7_radio: Economy7Choice;
  gas_reading: string;
  elec_reading: string;
  elec7_reading_normal: string;
  elec7_reading_low: string;
  date: ReadingDateParts;
  /** Hidden, always 'Price-cap'. */
  company: typeof METER_READ_COMPANY;
  /** Hidden; set from `date` as 'YYYY-MM-DD' in the schema's output. */
  reading_date: string;
}

export type MeterReadFormField = keyof MeterReadFormValues;

/** Starting values: fuel Dual, Economy 7 No, company Price-cap, everything else empty. */
export const meterReadFormDefaults: MeterReadFormValues = {
  title: '',
  first_name: '',
  last_name: '',
  telephone: '',
  email: '',
  fuel: 'Dual',
  gas_account_number: '',
  elec_account_number: '',
  is_economy_7_radio: 'No',
  gas_reading: '',
  elec_reading: '',
  elec7_reading_normal: '',
  elec7_reading_low: '',
  date: { day: '', month: '', year: '' },
  company: METER_READ_COMPANY,
  reading_date: '',
};
