/**
 * The whole online price-cap meter-read form: every field's rule, by fuel and Economy 7.
 *
 * Always checked: title (optional), first name and last name (max 100), telephone (UK),
 * email (optional), fuel, reading date.
 * Checked only when in play (a field that is not in play is never checked, so a hidden field
 * never blocks, whatever it holds):
 *   fuel Dual or Gas           gas_account_number, gas_reading
 *   fuel Dual or Electricity   elec_account_number, is_economy_7_radio, and
 *                                Economy 7 'No'   elec_reading
 *                                Economy 7 'Yes'  elec7_reading_normal, elec7_reading_low
 *
 * Error paths are the field names, so react-hook-form shows each message by its field:
 * `errors.gas_reading?.message`. The reading date has one message for the whole date input,
 * always on the path `date` (`errors.date?.message`), never on `date.day`/`date.month`/
 * `date.year`; `readingDateErrorParts(values.date)` says which boxes to highlight, and the
 * error summary links to the first of them. (react-hook-form re-checks a field on change by
 * its own name, so to refresh the date message as the boxes change, register each box with
 * `deps: 'date'`, or re-validate on submit only.)
 * A missing key gets the same message as an empty field.
 *
 * Output (what `handleSubmit` receives): the same shape, cleaned —
 *   names, telephone, email and readings trimmed; account numbers normalised
 *   ('8500 0001 2345' → '850000012345'); date parts normalised ({ day: '5', month: '3',
 *   year: '2025' }); reading_date set to the date as 'YYYY-MM-DD'; company 'Price-cap';
 *   every text field not in play set to '' (so nothing typed before switching fuel is
 *   sent); is_economy_7_radio when electricity is not read keeps 'Yes' or 'No' (else 'No').
 *
 * Use with react-hook-form through Standard Schema:
 *   useForm<MeterReadFormValues, unknown, MeterReadFormValues>({
 *     defaultValues: meterReadFormDefaults,
 *     resolver: standardSchemaResolver(meterReadFormSchema()),
 *   })
 * (`valibotResolver` from '@hookform/resolvers/valibot' gives the same errors.)
 */
import { type GenericSchema, type ObjectEntries, fallback, lazy, literal, object, optional, pipe, string, transform } from 'valibot';
import { type Economy7Choice, ECONOMY_7_CHOICES, economy7Schema, fuelSchema, readsElectricity, readsGas, titleSchema } from './choices';
import { meterReadTelephoneSchema, optionalEmailSchema } from './contact';
import { electricityAccountNumberSchema, gasAccountNumberSchema } from './customer-number';
import {
  economy7LowReadingSchema,
  economy7NormalReadingSchema,
  electricityReadingSchema,
  gasReadingSchema,
} from './meter-reading';
import { messages } from './messages';
import { isRecord } from '../util';
import { meterReadFirstNameSchema, meterReadSurnameSchema } from './names';
import { type ReadingDateParts, readingDateSchema, toIsoDate } from './reading-date';
import { METER_READ_COMPANY, type MeterReadFormField, type MeterReadFormValues } from './forms/meter-read-answers';

export * from './forms/meter-read-answers';

/** The message for a field whose key is missing altogether: the same as when it is empty. */
const MISSING_FIELD_MESSAGES: Record<MeterReadFormField, string> = {
  title: messages.title.unknown,
  first_name: messages.firstName.required,
  last_name: messages.surname.required,
  telephone: messages.telephone.required,
  email: messages.email.format,
  fuel: messages.fuel.required,
  gas_account_number: messages.gasAccountNumber.required,
  elec_account_number: messages.electricityAccountNumber.required,
  is_economy_7_radio: messages.economy7.required,
  gas_reading: messages.gasReading.required,
  elec_reading: messages.electricityReading.required,
  elec7_reading_normal: messages.economy7NormalReading.required,
  elec7_reading_low: messages.economy7LowReading.required,
  date: messages.readingDate.required,
  company: messages.readingDate.required,
  reading_date: messages.readingDate.required,
};

function isMeterReadFormField(key: unknown): key is MeterReadFormField {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(MISSING_FIELD_MESSAGES, key);
}

type TextField = GenericSchema<string, string>;

/** A field not in play: anything (or nothing) is accepted and the output is ''. */
const notInPlay = pipe(fallback(optional(string(), ''), ''), transform((): string => '')) as TextField;

/** The Economy 7 answer when electricity is not read: kept if 'Yes' or 'No', else 'No'. */
const economy7NotInPlay = fallback(optional(economy7Schema, 'No'), 'No') as GenericSchema<Economy7Choice, Economy7Choice>;

/** Which conditional fields are in play, read from the raw values before checking them. */
interface InPlay {
  gas: boolean;
  electricity: boolean;
  economy7: Economy7Choice | null;
}

function inPlayFor(input: unknown): InPlay {
  const values = isRecord(input) ? input : {};
  const fuel = typeof values.fuel === 'string' ? values.fuel : '';
  const choice = ECONOMY_7_CHOICES.find((option) => option === values.is_economy_7_radio) ?? null;
  const electricity = readsElectricity(fuel);
  return { gas: readsGas(fuel), electricity, economy7: electricity ? choice : null };
}

function formSchemaFor(play: InPlay, date: GenericSchema<ReadingDateParts, ReadingDateParts>) {
  const entries = {
    title: titleSchema as TextField,
    first_name: meterReadFirstNameSchema as TextField,
    last_name: meterReadSurnameSchema as TextField,
    telephone: meterReadTelephoneSchema as TextField,
    email: optionalEmailSchema as TextField,
    fuel: fuelSchema,
    gas_account_number: play.gas ? gasAccountNumberSchema : notInPlay,
    gas_reading: play.gas ? gasReadingSchema : notInPlay,
    elec_account_number: play.electricity ? electricityAccountNumberSchema : notInPlay,
    is_economy_7_radio: play.electricity ? economy7Schema : economy7NotInPlay,
    elec_reading: play.economy7 === 'No' ? electricityReadingSchema : notInPlay,
    elec7_reading_normal: play.economy7 === 'Yes' ? economy7NormalReadingSchema : notInPlay,
    elec7_reading_low: play.economy7 === 'Yes' ? economy7LowReadingSchema : notInPlay,
    date,
    company: fallback(literal(METER_READ_COMPANY), METER_READ_COMPANY),
    reading_date: fallback(string(), ''),
  } satisfies ObjectEntries;

  return pipe(
    object(entries, (issue) => {
      const key = issue.path?.[0]?.key;
      return isMeterReadFormField(key) ? MISSING_FIELD_MESSAGES[key] : messages.meterReadForm.required;
    }),
    transform(
      (values): MeterReadFormValues => ({
        ...values,
        company: METER_READ_COMPANY,
        reading_date: toIsoDate(values.date),
      }),
    ),
  );
}

/**
 * The meter-read form schema. `today` is the last day a reading may be dated; when left out
 * the clock is read at each validation.
 */
export function meterReadFormSchema(today?: Date): GenericSchema<MeterReadFormValues, MeterReadFormValues> {
  const date = readingDateSchema(today) as GenericSchema<ReadingDateParts, ReadingDateParts>;
  const cache = new Map<string, ReturnType<typeof formSchemaFor>>();
  return lazy((input: unknown) => {
    const play = inPlayFor(input);
    const key = `${play.gas}|${play.electricity}|${play.economy7}`;
    let schema = cache.get(key);
    if (!schema) {
      schema = formSchemaFor(play, date);
      cache.set(key, schema);
    }
    return schema;
  });
}
