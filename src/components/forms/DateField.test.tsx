import { expect } from '@open-wc/testing';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { DateField, dateFieldFocusId, datePartIdFor } from './DateField';
import { waitFor } from '../../../test/helpers/dom';
import { $, keys, mountInShadow, unmountAll, user } from '../../../test/helpers/react';

const parts = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('input')];

describe('DateField', () => {
  afterEach(() => unmountAll());

  it('is a group of three labelled numeric inputs named for react-hook-form', () => {
    const { root } = mountInShadow(<DateField id="read-date" name="date" legend="When did you take the reading?" hint="For example, 27 3 2026" />);
    const fieldset = $(root, 'fieldset');
    expect(fieldset.getAttribute('role')).to.equal('group');
    expect(fieldset.getAttribute('aria-describedby')).to.equal('read-date-hint');
    expect($(root, '#read-date-hint').textContent).to.equal('For example, 27 3 2026');
    const inputs = parts(root);
    expect(inputs.map((input) => input.id)).to.deep.equal(['read-date-day', 'read-date-month', 'read-date-year']);
    expect(inputs.map((input) => input.name)).to.deep.equal(['date.day', 'date.month', 'date.year']);
    expect(inputs.map((input) => input.labels?.[0]?.textContent)).to.deep.equal(['Day', 'Month', 'Year']);
    expect(inputs.every((input) => input.inputMode === 'numeric' && input.type === 'text')).to.equal(true);
    expect(inputs.map((input) => [...input.classList].find((name) => name.startsWith('help-input--width-')))).to.deep.equal([
      'help-input--width-2',
      'help-input--width-2',
      'help-input--width-4',
    ]);
    expect(inputs.some((input) => input.hasAttribute('aria-invalid'))).to.equal(false);
    expect(inputs.some((input) => input.hasAttribute('autocomplete'))).to.equal(false);
  });

  it('shows one error for the group and marks only the parts in error', () => {
    const { root } = mountInShadow(
      <DateField id="d" name="d" legend="Date" hint="For example, 27 3 2026" error="The date must include a year" errorParts={['year']} />,
    );
    expect(root.querySelectorAll('.help-error-message').length).to.equal(1);
    expect($(root, 'fieldset').getAttribute('aria-describedby')).to.equal('d-hint d-error');
    const [day, month, year] = parts(root);
    expect(day?.hasAttribute('aria-invalid')).to.equal(false);
    expect(month?.hasAttribute('aria-invalid')).to.equal(false);
    expect(year?.getAttribute('aria-invalid')).to.equal('true');
    expect(year?.classList.contains('help-input--error')).to.equal(true);
    expect(day?.classList.contains('help-input--error')).to.equal(false);
    expect($(root, '.help-form-group').classList.contains('help-form-group--error')).to.equal(true);
  });

  it('marks every part when the error names none', () => {
    const { root } = mountInShadow(<DateField id="d" name="d" legend="Date" error="Enter the date" />);
    expect(parts(root).every((input) => input.getAttribute('aria-invalid') === 'true')).to.equal(true);
  });

  it('links the error summary to the first part in error', () => {
    expect(dateFieldFocusId('d', ['year', 'month'])).to.equal('d-month');
    expect(dateFieldFocusId('d')).to.equal('d-day');
    expect(datePartIdFor('d', 'year')).to.equal('d-year');
  });

  it('sets bday autocomplete tokens', () => {
    const { root } = mountInShadow(<DateField id="dob" name="dob" legend="Date of birth" autoComplete="bday" />);
    expect(parts(root).map((input) => input.getAttribute('autocomplete'))).to.deep.equal(['bday-day', 'bday-month', 'bday-year']);
  });

  it('takes default values without react-hook-form', () => {
    const { root } = mountInShadow(<DateField id="d" name="d" legend="Date" defaultValue={{ day: '27', month: '3', year: '2026' }} />);
    expect(parts(root).map((input) => input.value)).to.deep.equal(['27', '3', '2026']);
  });

  it('works with react-hook-form register as nested values [both runtimes]', async () => {
    type Values = { date: { day: string; month: string; year: string } };
    let submitted: Values | undefined;
    function Form() {
      const { register, handleSubmit } = useForm<Values>({ defaultValues: { date: { day: '', month: '', year: '' } } });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit((values) => { submitted = values; })(event)}>
          <DateField id="date" name="date" legend="When did you take the reading?" register={register} />
          <Button type="submit">Continue</Button>
        </form>
      );
    }
    const { root } = mountInShadow(<Form />);
    parts(root)[0]?.focus();
    await keys({ type: '27' });
    await keys({ press: 'Tab' });
    await keys({ type: '3' });
    await keys({ press: 'Tab' });
    await keys({ type: '2026' });
    await user(() => $(root, 'button').click());
    await waitFor(() => submitted !== undefined, { message: 'the form submitted' });
    expect(submitted).to.deep.equal({ date: { day: '27', month: '3', year: '2026' } });
  });
});
