import { expect } from '@open-wc/testing';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { Select } from './Select';
import { waitFor } from '../../../test/helpers/dom';
import { $, mountInShadow, unmountAll, user } from '../../../test/helpers/react';

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'].map((title) => ({ value: title, label: title }));

describe('Select', () => {
  afterEach(() => unmountAll());

  it('has a label, hint, error and an empty first option', () => {
    const { root } = mountInShadow(
      <Select id="title" label="Title" hint="As on your bill" error="Select a title" options={TITLES} emptyOption="Select a title" />,
    );
    const select = $<HTMLSelectElement>(root, 'select');
    expect(select.labels[0]?.textContent).to.equal('Title');
    expect(select.getAttribute('aria-describedby')).to.equal('title-hint title-error');
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(select.classList.contains('help-select--error')).to.equal(true);
    expect(select.options[0]?.value).to.equal('');
    expect(select.options[0]?.textContent).to.equal('Select a title');
    expect(select.options.length).to.equal(6);
    expect(select.getAttribute('part')).to.equal('select');
  });

  it('has no empty option unless asked, and a blank one when given ""', () => {
    const { root, rerender } = mountInShadow(<Select id="t" label="Title" options={TITLES} />);
    expect($<HTMLSelectElement>(root, 'select').options.length).to.equal(5);
    rerender(<Select id="t" label="Title" optional options={TITLES} emptyOption="" />);
    const select = $<HTMLSelectElement>(root, 'select');
    expect(select.options.length).to.equal(6);
    expect(select.options[0]?.textContent).to.equal('');
    expect($(root, 'label').textContent).to.equal('Title (optional)');
  });

  it('works with react-hook-form register [both runtimes]', async () => {
    let submitted: { title: string } | undefined;
    function Form() {
      const { register, handleSubmit } = useForm<{ title: string }>({ defaultValues: { title: '' } });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit((values) => { submitted = values; })(event)}>
          <Select id="title" label="Title" options={TITLES} emptyOption="" {...register('title')} />
          <Button type="submit">Continue</Button>
        </form>
      );
    }
    const { root } = mountInShadow(<Form />);
    const select = $<HTMLSelectElement>(root, 'select');
    expect(select.name).to.equal('title');
    await user(() => {
      select.value = 'Dr';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await user(() => $(root, 'button').click());
    await waitFor(() => submitted !== undefined, { message: 'the form submitted' });
    expect(submitted).to.deep.equal({ title: 'Dr' });
  });
});
