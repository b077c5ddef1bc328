import { expect } from '@open-wc/testing';
import type { Resolver } from 'react-hook-form';
import { $, mountInShadow, unmountAll } from '../../test/helpers/react';
import { waitFor } from '../../test/helpers/dom';
import { useHelpForm } from './use-help-form';

type Values = { name: string };

describe('useHelpForm', () => {
  afterEach(() => unmountAll());

  it("fetches the form's rules once the customer starts on it, not while they only look", async () => {
    let asked = 0;
    const rules = (): Promise<Resolver<Values>> => {
      asked += 1;
      return Promise.resolve(async (values) => ({ values, errors: {} }));
    };
    function Form() {
      const form = useHelpForm<Values>({ rules, defaultValues: { name: '' } });
      return (
        <form ref={form.formRef}>
          <label htmlFor="name">Name</label>
          <input id="name" {...form.register('name')} />
        </form>
      );
    }
    const { root } = mountInShadow(<Form />);
    const input = $<HTMLInputElement>(root, 'input');
    // After every timer set as the form showed: the rules, asked for with the form, would be asked by now.
    await new Promise((resolve) => setTimeout(resolve));
    expect(asked, 'asked while the customer only looks').to.equal(0);
    input.focus();
    await waitFor(() => asked === 1, { message: 'the rules asked for' });
    input.blur();
    input.focus();
    expect(asked, 'asked once').to.equal(1);
  });
});
