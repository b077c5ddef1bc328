import { expect } from '@open-wc/testing';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { type FormHTMLAttributes, createElement } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { waitFor } from '../../test/helpers/dom';
import { messages } from './messages';
import { type MeterReadFormValues, meterReadFormDefaults, meterReadFormSchema } from './meter-read-form';

// The schema in a form React renders on a page; the schema's own rules, and the resolvers on
// their own, are tested in Node (meter-read-form.test.ts, where `today` and `filled` are the same).

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

/** Sets an input's value as typing does, so React and react-hook-form see the change. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const until = (condition: () => boolean, what: string): Promise<true> => waitFor(() => condition(), { message: what });

describe('meterReadFormSchema in a react-hook-form form', () => {
  it('shows errors by field on submit, clears the date error as the boxes change, then submits cleaned values', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root: Root = createRoot(host);
    let form: UseFormReturn<MeterReadFormValues, unknown, MeterReadFormValues> | undefined;
    let submitted: MeterReadFormValues | undefined;

    function Probe() {
      const current = useForm<MeterReadFormValues, unknown, MeterReadFormValues>({
        defaultValues: { ...filled, date: { day: '', month: '', year: '' } },
        resolver: standardSchemaResolver(meterReadFormSchema(today)),
      });
      form = current;
      const { errors } = current.formState;
      const formProps: FormHTMLAttributes<HTMLFormElement> = {
        noValidate: true,
        onSubmit: (event) =>
          void current.handleSubmit((values) => {
            submitted = values;
          })(event),
      };
      return createElement(
        'form',
        formProps,
        createElement('input', { ...current.register('gas_reading'), 'aria-label': 'gas' }),
        createElement('input', { ...current.register('date.day', { deps: 'date' }), 'aria-label': 'day' }),
        createElement('input', { ...current.register('date.month', { deps: 'date' }), 'aria-label': 'month' }),
        createElement('input', { ...current.register('date.year', { deps: 'date' }), 'aria-label': 'year' }),
        createElement('p', { id: 'date-error' }, errors.date?.message ?? ''),
        createElement('p', { id: 'gas-error' }, errors.gas_reading?.message ?? ''),
        createElement('button', { type: 'submit' }, 'Submit'),
      );
    }

    try {
      root.render(createElement(Probe));
      await until(() => host.querySelector('button') !== null, 'the form');
      const input = (label: string) => host.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
      const text = (id: string) => host.querySelector(`#${id}`)?.textContent ?? '';

      typeInto(input('gas'), '12a');
      host.querySelector('button')!.click();
      await until(() => text('date-error') !== '', 'the date error');
      expect(text('date-error')).to.equal(messages.readingDate.required);
      expect(text('gas-error')).to.equal(messages.gasReading.characters);
      expect(submitted).to.equal(undefined);

      typeInto(input('day'), '14');
      await until(() => text('date-error') === messages.readingDate.missing(['month', 'year']), 'the date error to change');
      typeInto(input('month'), '6');
      typeInto(input('year'), '2025');
      await until(() => text('date-error') === '', 'the date error to clear');
      typeInto(input('gas'), '123');
      await until(() => text('gas-error') === '', 'the gas error to clear');

      host.querySelector('button')!.click();
      await until(() => submitted !== undefined, 'the submission');
      expect(submitted).to.deep.include({ gas_reading: '123', reading_date: '2025-06-14', first_name: 'Zoë' });
      expect(form?.getValues('date')).to.deep.equal({ day: '14', month: '6', year: '2025' });
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
