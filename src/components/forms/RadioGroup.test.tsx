import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { RadioGroup, radioIdFor } from './RadioGroup';
import { waitFor } from '../../../test/helpers/dom';
import { $, keys, mountInShadow, unmountAll, user } from '../../../test/helpers/react';

const FUELS = [
  { value: 'Gas', label: 'Gas' },
  { value: 'Electricity', label: 'Electricity' },
  { value: 'Both', label: 'Gas and electricity', hint: 'Send both readings together' },
];

const radios = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('RadioGroup', () => {
  afterEach(() => unmountAll());

  it('is a fieldset with a legend, hint and error describing it', () => {
    const { root } = mountInShadow(
      <RadioGroup id="fuel" name="fuel" legend="Which readings are you sending?" hint="Select one" error="Select which readings you are sending" options={FUELS} />,
    );
    const fieldset = $<HTMLFieldSetElement>(root, 'fieldset');
    expect(fieldset.id).to.equal('fuel');
    expect($(fieldset, 'legend').textContent).to.equal('Which readings are you sending?');
    expect(fieldset.getAttribute('aria-describedby')).to.equal('fuel-hint fuel-error');
    expect($(root, '#fuel-error').textContent).to.equal('Error: Select which readings you are sending');
    expect($(root, '.help-form-group').classList.contains('help-form-group--error')).to.equal(true);
  });

  it('gives each radio an id, a label and (where set) its own hint', () => {
    const { root } = mountInShadow(<RadioGroup id="fuel" name="fuel" legend="Fuel" options={FUELS} />);
    const inputs = radios(root);
    expect(inputs.map((input) => input.id)).to.deep.equal(['fuel-0', 'fuel-1', 'fuel-2']);
    expect(radioIdFor('fuel', 0)).to.equal('fuel-0');
    expect(inputs.map((input) => input.labels?.[0]?.textContent)).to.deep.equal(['Gas', 'Electricity', 'Gas and electricity']);
    expect(inputs.every((input) => input.name === 'fuel')).to.equal(true);
    expect(inputs[2]?.getAttribute('aria-describedby')).to.equal('fuel-2-hint');
    expect($(root, '#fuel-2-hint').textContent).to.equal('Send both readings together');
    expect(inputs[0]?.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('uses a large legend inside an h1 when the question is the page heading', () => {
    const { root } = mountInShadow(<RadioGroup id="q" name="q" legend="Are you a customer?" legendSize="l" isPageHeading options={FUELS} />);
    expect($(root, 'legend').classList.contains('help-fieldset__legend--l')).to.equal(true);
    expect($(root, 'legend h1').textContent).to.equal('Are you a customer?');
  });

  it('puts Yes / No side by side with the inline variant [all engines]', () => {
    const { root } = mountInShadow(
      <RadioGroup id="e7" name="e7" legend="Economy 7?" inline options={[{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }]} />,
    );
    expect($(root, '.help-radios').classList.contains('help-radios--inline')).to.equal(true);
    const [yes, no] = [...root.querySelectorAll('.help-radios__item')];
    expect(yes?.getBoundingClientRect().top).to.equal(no?.getBoundingClientRect().top);
  });

  it('moves the selection with the arrow keys [all engines] [both runtimes]', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <RadioGroup id="fuel" name="fuel" legend="Fuel" options={FUELS} value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value || 'none'}</output>
        </>
      );
    }
    const { root } = mountInShadow(<Controlled />);
    const inputs = radios(root);
    inputs[0]?.focus();
    // ' ' rather than the key name 'Space', which Firefox's keyboard does not know.
    await keys({ press: ' ' });
    expect($(root, 'output').textContent).to.equal('Gas');
    await keys({ press: 'ArrowDown' });
    expect(root.activeElement).to.equal(inputs[1]);
    expect(inputs[1]?.checked).to.equal(true);
    expect($(root, 'output').textContent).to.equal('Electricity');
    await keys({ press: 'ArrowRight' });
    expect(inputs[2]?.checked).to.equal(true);
    await keys({ press: 'ArrowUp' });
    expect(inputs[1]?.checked).to.equal(true);
    expect($(root, 'output').textContent).to.equal('Electricity');
  });

  it('shows a focus ring around the drawn circle of the focused radio [all engines]', () => {
    const { root } = mountInShadow(<RadioGroup id="fuel" name="fuel" legend="Fuel" options={FUELS} />);
    radios(root)[0]?.focus();
    const circle = getComputedStyle($(root, '.help-radios__label'), '::before');
    expect(circle.boxShadow).to.contain('rgb(255, 221, 0)');
    expect(circle.borderTopWidth).to.equal('4px');
  });

  it('works with react-hook-form register and a default value [both runtimes]', async () => {
    let submitted: { fuel: string } | undefined;
    function Form() {
      const { register, handleSubmit } = useForm<{ fuel: string }>({ defaultValues: { fuel: 'Gas' } });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit((values) => { submitted = values; })(event)}>
          <RadioGroup id="fuel" legend="Fuel" options={FUELS} {...register('fuel')} />
          <Button type="submit">Continue</Button>
        </form>
      );
    }
    const { root } = mountInShadow(<Form />);
    const inputs = radios(root);
    expect(inputs[0]?.checked, 'default value checked').to.equal(true);
    inputs[0]?.focus();
    await keys({ press: 'ArrowDown' });
    await keys({ press: 'ArrowDown' });
    await user(() => $(root, 'button').click());
    await waitFor(() => submitted !== undefined, { message: 'the form submitted' });
    expect(submitted).to.deep.equal({ fuel: 'Both' });
  });

  it('checks the default value when uncontrolled', () => {
    const { root } = mountInShadow(<RadioGroup id="fuel" name="fuel" legend="Fuel" options={FUELS} defaultValue="Electricity" />);
    expect(radios(root).map((input) => input.checked)).to.deep.equal([false, true, false]);
  });
});
