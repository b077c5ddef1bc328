import { expect } from '@open-wc/testing';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { Field } from './Field';
import { ErrorMessage } from './ErrorMessage';
import { waitFor } from '../../../test/helpers/dom';
import { $, keys, mountInShadow, unmountAll, user } from '../../../test/helpers/react';
import formsCss from './forms.css';

describe('Field', () => {
  afterEach(() => unmountAll());

  it('ties the label, hint and error to the input', () => {
    const { root } = mountInShadow(
      <Field id="email" label="Email address" hint="We'll only use this to contact you" error="Enter an email address" />,
    );
    const input = $<HTMLInputElement>(root, 'input');
    expect(input.id).to.equal('email');
    expect(input.name).to.equal('email');
    expect(input.labels?.[0]?.textContent).to.equal('Email address');
    expect(input.getAttribute('aria-describedby')?.split(' ')).to.deep.equal(['email-hint', 'email-error']);
    expect($(root, '#email-hint').textContent).to.equal("We'll only use this to contact you");
    expect($(root, '#email-error').textContent).to.equal('Error: Enter an email address');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.classList.contains('help-input--error')).to.equal(true);
    expect($(root, '.help-form-group').classList.contains('help-form-group--error')).to.equal(true);
  });

  it('has no aria-invalid or error id when there is no error', () => {
    const { root } = mountInShadow(<Field id="name" label="Full name" hint="As on your bill" />);
    const input = $<HTMLInputElement>(root, 'input');
    expect(input.getAttribute('aria-describedby')).to.equal('name-hint');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(root.querySelector('.help-error-message')).to.equal(null);
    expect(root.querySelector('.help-form-group--error')).to.equal(null);
  });

  it('keeps aria-describedby off when there is neither hint nor error, and adds a caller id', () => {
    const { root, rerender } = mountInShadow(<Field id="a" label="A" />);
    expect($(root, 'input').hasAttribute('aria-describedby')).to.equal(false);
    rerender(<Field id="a" label="A" aria-describedby="extra" error="Enter A" />);
    expect($(root, 'input').getAttribute('aria-describedby')).to.equal('a-error extra');
  });

  it('adds "(optional)" to the label of an optional field', () => {
    const { root } = mountInShadow(<Field id="phone" label="Telephone number" optional />);
    expect($(root, 'label').textContent).to.equal('Telephone number (optional)');
  });

  it('passes input attributes through and sets the width class and parts', () => {
    const { root } = mountInShadow(
      <Field id="reading" label="Meter reading" inputMode="numeric" autoComplete="off" spellCheck={false} width="10" type="text" />,
    );
    const input = $<HTMLInputElement>(root, 'input');
    expect(input.getAttribute('inputmode')).to.equal('numeric');
    expect(input.getAttribute('autocomplete')).to.equal('off');
    expect(input.getAttribute('spellcheck')).to.equal('false');
    expect(input.classList.contains('help-input--width-10')).to.equal(true);
    expect(input.getAttribute('part')).to.equal('input');
    expect($(root, '.help-form-group').getAttribute('part')).to.equal('form-group');
    expect($(root, 'label').getAttribute('part')).to.equal('label');
  });

  it('wraps the label in an h1 when it is the page heading', () => {
    const { root } = mountInShadow(<Field id="q" label="What is your name?" labelSize="l" isPageHeading />);
    const h1 = $(root, 'h1');
    expect(h1.querySelector('label.help-label--l')?.textContent).to.equal('What is your name?');
  });

  it('works with react-hook-form register (ref, name, onChange) [both runtimes]', async () => {
    let submitted: { customerNumber: string } | undefined;
    function Form() {
      const { register, handleSubmit } = useForm<{ customerNumber: string }>({ defaultValues: { customerNumber: '' } });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit((values) => { submitted = values; })(event)}>
          <Field id="customer-number" label="Customer number" {...register('customerNumber')} />
          <Button type="submit">Continue</Button>
        </form>
      );
    }
    const { root } = mountInShadow(<Form />);
    const input = $<HTMLInputElement>(root, 'input');
    expect(input.name).to.equal('customerNumber');
    input.focus();
    await keys({ type: '850012345' });
    await user(() => $(root, 'button').click());
    await waitFor(() => submitted !== undefined, { message: 'the form submitted' });
    expect(submitted).to.deep.equal({ customerNumber: '850012345' });
  });
});

describe('ErrorMessage', () => {
  afterEach(() => unmountAll());

  it('renders a paragraph with a hidden "Error:" prefix', () => {
    // Always inside a form group, which brings the form styles.
    const { root } = mountInShadow(<ErrorMessage id="x-error">Enter your name</ErrorMessage>, { styles: [formsCss] });
    const p = $(root, 'p');
    expect(p.className).to.equal('help-error-message');
    expect(p.id).to.equal('x-error');
    expect($(p, '.visually-hidden').textContent).to.equal('Error:');
    expect(p.textContent).to.equal('Error: Enter your name');
    expect(getComputedStyle(p).color).to.equal('rgb(212, 53, 28)');
  });
});
