import { describe, it } from 'node:test';
import { expect } from 'chai';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { valibotResolver } from '@hookform/resolvers/valibot';
import fc from 'fast-check';
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { safeParse } from 'valibot';
import { FUELS } from './choices';
import { messages } from './messages';
import { type MeterReadFormValues, meterReadFormDefaults, meterReadFormSchema } from './meter-read-form';
import { messagesByPath, outputOf } from './test-support';

const today = new Date(2025, 5, 15, 9, 0); // 15 June 2025

/** A complete, acceptable Dual fuel, single-rate form. */
const filled: MeterReadFormValues = {
  ...meterReadFormDefaults,
  title: 'Dr',
  first_name: ' Zoë ',
  last_name: "O'Brien",
  telephone: '07700 900 982',
  email: 'zoe@example.com',
  gas_account_number: '8500 0001 2345',
  elec_account_number: 'a1234',
  gas_reading: '012345',
  elec_reading: '54321',
  date: { day: '14', month: '06', year: '2025' },
};

const schema = meterReadFormSchema(today);

describe('meterReadFormDefaults', () => {
  it('start on Dual fuel, Economy 7 No, company Price-cap, everything else empty', () => {
    expect(meterReadFormDefaults).to.deep.equal({
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
      company: 'Price-cap',
      reading_date: '',
    });
  });
});

describe('meterReadFormSchema', () => {
  it('reports every missing answer of an empty Dual form on its own field', () => {
    expect(messagesByPath(schema, meterReadFormDefaults)).to.deep.equal({
      first_name: messages.firstName.required,
      last_name: messages.surname.required,
      telephone: messages.telephone.required,
      gas_account_number: messages.gasAccountNumber.required,
      gas_reading: messages.gasReading.required,
      elec_account_number: messages.electricityAccountNumber.required,
      elec_reading: messages.electricityReading.required,
      date: messages.readingDate.required,
    });
  });

  it('passes a complete form and outputs it cleaned, with reading_date set', () => {
    expect(outputOf(schema, filled)).to.deep.equal({
      ...filled,
      first_name: 'Zoë',
      gas_account_number: '850000012345',
      elec_account_number: 'A1234',
      date: { day: '14', month: '6', year: '2025' },
      company: 'Price-cap',
      reading_date: '2025-06-14',
    });
  });

  it('asks only for gas fields on Gas, and never checks electricity fields', () => {
    const gasOnly = {
      ...filled,
      fuel: 'Gas',
      elec_account_number: 'not a number',
      elec_reading: 'abc',
      is_economy_7_radio: 'Yes',
      elec7_reading_normal: 'x',
      elec7_reading_low: '1234567',
    };
    const output = outputOf(schema, gasOnly);
    expect(output.elec_account_number).to.equal('');
    expect(output.elec_reading).to.equal('');
    expect(output.elec7_reading_normal).to.equal('');
    expect(output.elec7_reading_low).to.equal('');
    expect(output.gas_reading).to.equal('012345');
    expect(messagesByPath(schema, { ...gasOnly, gas_reading: '', gas_account_number: 'A12' })).to.deep.equal({
      gas_account_number: messages.gasAccountNumber.format,
      gas_reading: messages.gasReading.required,
    });
  });

  it('asks only for electricity fields on Electricity, and never checks gas fields', () => {
    const electricityOnly = { ...filled, fuel: 'Electricity', gas_account_number: '??', gas_reading: 'gas' };
    const output = outputOf(schema, electricityOnly);
    expect([output.gas_account_number, output.gas_reading]).to.deep.equal(['', '']);
    expect(output.elec_reading).to.equal('54321');
    expect(messagesByPath(schema, { ...electricityOnly, elec_reading: '1234567' })).to.deep.equal({
      elec_reading: messages.electricityReading.tooLong,
    });
  });

  it('on Economy 7 Yes asks for normal and low readings instead of the single reading', () => {
    const economy7 = { ...filled, is_economy_7_radio: 'Yes', elec_reading: 'ignored' };
    expect(messagesByPath(schema, economy7)).to.deep.equal({
      elec7_reading_normal: messages.economy7NormalReading.required,
      elec7_reading_low: messages.economy7LowReading.required,
    });
    const output = outputOf(schema, { ...economy7, elec7_reading_normal: '1111', elec7_reading_low: '2222' });
    expect([output.elec_reading, output.elec7_reading_normal, output.elec7_reading_low]).to.deep.equal(['', '1111', '2222']);
  });

  it('on Economy 7 No never checks the normal and low readings', () => {
    const output = outputOf(schema, { ...filled, elec7_reading_normal: 'abc', elec7_reading_low: '1234567' });
    expect([output.elec7_reading_normal, output.elec7_reading_low]).to.deep.equal(['', '']);
  });

  it('asks for the Economy 7 choice only when electricity is read', () => {
    const unanswered = { ...filled, is_economy_7_radio: '' };
    expect(messagesByPath(schema, unanswered)).to.deep.equal({ is_economy_7_radio: messages.economy7.required });
    expect(messagesByPath(schema, { ...unanswered, fuel: 'Gas' })).to.deep.equal({});
    expect(outputOf(schema, { ...unanswered, fuel: 'Gas' }).is_economy_7_radio).to.equal('No');
  });

  it('asks for the fuel type, and then for none of the fuel fields', () => {
    expect(messagesByPath(schema, { ...meterReadFormDefaults, ...filled, fuel: '', gas_reading: '', elec_reading: '' })).to.deep.equal({
      fuel: messages.fuel.required,
    });
  });

  it('checks title, names, telephone and email whatever the fuel', () => {
    for (const fuel of FUELS) {
      const wrong = {
        ...filled,
        fuel,
        title: 'Captain',
        first_name: 'a'.repeat(101),
        last_name: 'R2D2',
        telephone: '12345',
        email: 'zoe@',
      };
      expect(messagesByPath(schema, wrong), fuel).to.deep.include({
        title: messages.title.unknown,
        first_name: messages.firstName.tooLong(100),
        last_name: messages.surname.characters,
        telephone: messages.telephone.format,
        email: messages.email.format,
      });
    }
  });

  // What <meter-read-form>'s element test typed, key by key, before this test took it over.
  it("refuses a wrong answer in each field with that field's own message", () => {
    const wrong = {
      ...filled,
      first_name: 'A'.repeat(101),
      telephone: '12345',
      email: 'ann@',
      gas_account_number: '8500000000',
      gas_reading: '12a',
      elec_account_number: 'BGX123',
      elec_reading: '1234567',
      date: { day: '6', month: '5', year: '2025' }, // 40 days before today
    };
    expect(messagesByPath(schema, wrong)).to.deep.equal({
      first_name: messages.firstName.tooLong(100),
      telephone: messages.telephone.format,
      email: messages.email.format,
      gas_account_number: messages.gasAccountNumber.format,
      gas_reading: messages.gasReading.characters,
      elec_account_number: messages.electricityAccountNumber.format,
      elec_reading: messages.electricityReading.tooLong,
      date: messages.readingDate.tooEarly,
    });
  });

  it('asks each reading in play for the numbers before its decimal point, in its own words', () => {
    expect(messagesByPath(schema, { ...filled, gas_reading: '12345.6', elec_reading: '54321.9' })).to.deep.equal({
      gas_reading: messages.gasReading.decimal,
      elec_reading: messages.electricityReading.decimal,
    });
    const economy7 = { ...filled, is_economy_7_radio: 'Yes', elec7_reading_normal: '00123.45', elec7_reading_low: '999.' };
    expect(messagesByPath(schema, economy7)).to.deep.equal({
      elec7_reading_normal: messages.economy7NormalReading.decimal,
      elec7_reading_low: messages.economy7LowReading.decimal,
    });
    expect(messages.gasReading.decimal).to.equal('Enter only the numbers before the decimal point in your gas meter reading');
  });

  it('lets email and title be left empty', () => {
    const output = outputOf(schema, { ...filled, email: '  ', title: '' });
    expect([output.email, output.title]).to.deep.equal(['', '']);
  });

  it('reports the reading date on the path date, whichever part is wrong', () => {
    for (const [date, message] of [
      [{ day: '', month: '', year: '' }, messages.readingDate.required],
      [{ day: '1', month: '', year: '2025' }, messages.readingDate.missing(['month'])],
      [{ day: '', month: '6', year: '2025' }, messages.readingDate.missing(['day'])],
      [{ day: '1', month: '6', year: '25' }, messages.readingDate.yearDigits],
      [{ day: '31', month: '6', year: '2025' }, messages.readingDate.realDate],
      [{ day: '16', month: '6', year: '2025' }, messages.readingDate.future],
      [{ day: '14', month: '5', year: '2025' }, messages.readingDate.tooEarly],
    ] as const) {
      expect(messagesByPath(schema, { ...filled, date }), JSON.stringify(date)).to.deep.equal({ date: message });
    }
    expect(outputOf(schema, { ...filled, date: { day: '15', month: 'May', year: '2025' } }).reading_date).to.equal('2025-05-15');
  });

  it('gives a missing key the same message as an empty field (email is optional)', () => {
    expect(messagesByPath(schema, { fuel: 'Gas' })).to.deep.equal({
      first_name: messages.firstName.required,
      last_name: messages.surname.required,
      telephone: messages.telephone.required,
      gas_account_number: messages.gasAccountNumber.required,
      gas_reading: messages.gasReading.required,
      date: messages.readingDate.required,
    });
    expect(messagesByPath(schema, null)).to.deep.equal({ '': messages.meterReadForm.required });
  });

  it('keeps company Price-cap and works reading_date out itself', () => {
    const output = outputOf(schema, { ...filled, company: 'Other', reading_date: '1999-01-01' });
    expect(output.company).to.equal('Price-cap');
    expect(output.reading_date).to.equal('2025-06-14');
  });

  it('reads the clock at each validation when today is not given', () => {
    const now = new Date();
    const date = { day: String(now.getDate()), month: String(now.getMonth() + 1), year: String(now.getFullYear()) };
    expect(safeParse(meterReadFormSchema(), { ...filled, date }).success).to.equal(true);
  });

  it('never reports a field that is not in play, whatever it holds', () => {
    const anything = fc.oneof(fc.string(), fc.constant(undefined), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.constantFrom(...FUELS),
        fc.constantFrom('Yes', 'No'),
        fc.record({
          gas_account_number: anything,
          gas_reading: anything,
          elec_account_number: anything,
          elec_reading: anything,
          elec7_reading_normal: anything,
          elec7_reading_low: anything,
        }),
        (fuel, economy7, hidden) => {
          const readsGas = fuel !== 'Electricity';
          const readsElectricity = fuel !== 'Gas';
          const values: Record<string, unknown> = { ...filled, fuel, is_economy_7_radio: economy7, ...hidden };
          const inPlay = new Set<string>();
          if (readsGas) inPlay.add('gas_account_number').add('gas_reading');
          if (readsElectricity) inPlay.add('elec_account_number');
          if (readsElectricity && economy7 === 'No') inPlay.add('elec_reading');
          if (readsElectricity && economy7 === 'Yes') inPlay.add('elec7_reading_normal').add('elec7_reading_low');
          for (const path of Object.keys(messagesByPath(schema, values))) {
            expect(inPlay.has(path), `${fuel}/${economy7}: ${path}`).to.equal(true);
          }
        },
      ),
    );
  });

  it('passes any acceptable answers in play, and empties the rest in its output', () => {
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((list) => list.join(''));
    fc.assert(
      fc.property(
        fc.constantFrom(...FUELS),
        fc.constantFrom('Yes' as const, 'No' as const),
        digits(1, 6),
        digits(1, 6),
        digits(4, 8).map((rest) => `A${rest}`),
        fc.integer({ min: 0, max: 31 }),
        (fuel, economy7, reading, otherReading, accountNumber, daysBack) => {
          const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysBack);
          fc.pre(day >= new Date(2025, 4, 15));
          const values: MeterReadFormValues = {
            ...filled,
            fuel,
            is_economy_7_radio: economy7,
            gas_account_number: accountNumber,
            elec_account_number: accountNumber,
            gas_reading: reading,
            elec_reading: reading,
            elec7_reading_normal: reading,
            elec7_reading_low: otherReading,
            date: { day: String(day.getDate()), month: String(day.getMonth() + 1), year: String(day.getFullYear()) },
          };
          const output = outputOf(schema, values);
          const readsGas = fuel !== 'Electricity';
          const readsElectricity = fuel !== 'Gas';
          expect(output.gas_reading).to.equal(readsGas ? reading : '');
          expect(output.elec_reading).to.equal(readsElectricity && economy7 === 'No' ? reading : '');
          expect(output.elec7_reading_low).to.equal(readsElectricity && economy7 === 'Yes' ? otherReading : '');
          expect(output.reading_date).to.match(/^2025-0[56]-\d{2}$/);
        },
      ),
    );
  });
});

/** What react-hook-form's resolver call needs, for a form with no registered fields. */
const resolverOptions = { fields: {}, shouldUseNativeValidation: false, names: undefined } as const;

describe('meterReadFormSchema with the react-hook-form resolvers', () => {
  for (const [name, makeResolver] of [
    ['standardSchemaResolver', () => standardSchemaResolver(meterReadFormSchema(today))],
    ['valibotResolver', () => valibotResolver(meterReadFormSchema(today))],
  ] as const) {
    describe(name, () => {
      it('puts each message on its field, and the date on date', async () => {
        const resolver = makeResolver() as Resolver<MeterReadFormValues, unknown, MeterReadFormValues>;
        const result = await resolver(
          { ...filled, gas_reading: '1234567', elec_reading: '', date: { day: '', month: '6', year: '2025' } },
          undefined,
          resolverOptions,
        );
        const errors = result.errors as FieldErrors<MeterReadFormValues>;
        expect(Object.keys(errors).sort()).to.deep.equal(['date', 'elec_reading', 'gas_reading']);
        expect(errors.gas_reading?.message).to.equal(messages.gasReading.tooLong);
        expect(errors.elec_reading?.message).to.equal(messages.electricityReading.required);
        expect(errors.date?.message).to.equal(messages.readingDate.missing(['day']));
      });

      it('shows the first message of a field even when every criterion is asked for', async () => {
        const resolver = makeResolver() as Resolver<MeterReadFormValues, unknown, MeterReadFormValues>;
        const result = await resolver({ ...filled, gas_reading: '12345678x' }, undefined, {
          ...resolverOptions,
          criteriaMode: 'all',
        });
        const errors = result.errors as FieldErrors<MeterReadFormValues>;
        expect(errors.gas_reading?.message).to.equal(messages.gasReading.characters);
      });

      it('gives back the cleaned values when all is well', async () => {
        const resolver = makeResolver() as Resolver<MeterReadFormValues, unknown, MeterReadFormValues>;
        const result = await resolver(filled, undefined, resolverOptions);
        expect(result.errors).to.deep.equal({});
        expect(result.values).to.deep.include({ reading_date: '2025-06-14', gas_account_number: '850000012345' });
      });
    });
  }
});
