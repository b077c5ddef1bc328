import { expect } from '@open-wc/testing';
import { DateField, dateFieldFocusId } from '../forms/DateField';
import { ErrorSummary, focusField, type ErrorSummaryItem } from './ErrorSummary';
import { Field } from '../forms/Field';
import { RadioGroup } from '../forms/RadioGroup';
import { Select } from '../forms/Select';
import { $, mountInShadow, unmountAll, user } from '../../../test/helpers/react';

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

function Page({ errors }: { errors: readonly ErrorSummaryItem[] }) {
  const messageFor = (id: string) => errors.find((error) => error.fieldId === id)?.message;
  return (
    <>
      <ErrorSummary errors={errors} id="summary" />
      <form noValidate>
        <Field id="name" label="Full name" error={messageFor('name')} />
        <Select id="title" label="Title" options={[{ value: 'Mr', label: 'Mr' }]} emptyOption="Select a title" error={messageFor('title')} />
        <RadioGroup id="economy7" name="economy7" legend="Do you have an Economy 7 meter?" options={YES_NO} inline error={messageFor('economy7')} />
        <DateField id="date" name="date" legend="When did you take the reading?" error={messageFor('date-month')} errorParts={['month', 'year']} />
      </form>
    </>
  );
}

describe('ErrorSummary', () => {
  afterEach(() => unmountAll());

  it('renders nothing when there are no errors', () => {
    const { root } = mountInShadow(<ErrorSummary errors={[]} />);
    expect(root.querySelector('.help-error-summary')).to.equal(null);
  });

  it('is headed "There is a problem", labelled by its heading, and has no alert role', () => {
    const { root } = mountInShadow(<Page errors={[{ fieldId: 'name', message: 'Enter your full name' }]} />);
    const summary = $(root, '.help-error-summary');
    expect(summary.hasAttribute('role') && summary.getAttribute('role') === 'alert').to.equal(false);
    expect(root.querySelector('[role="alert"]')).to.equal(null);
    const title = $(root, '#summary-title');
    expect(title.tagName).to.equal('H2');
    expect(title.textContent).to.equal('There is a problem');
    expect(summary.getAttribute('aria-labelledby')).to.equal('summary-title');
    expect(summary.getAttribute('part')).to.equal('error-summary');
    const link = $<HTMLAnchorElement>(summary, 'a');
    expect(link.getAttribute('href')).to.equal('#name');
    expect(link.textContent).to.equal('Enter your full name');
  });

  it('takes focus when it appears, and again when the errors change [all engines] [both runtimes]', () => {
    const { root, rerender } = mountInShadow(<Page errors={[{ fieldId: 'name', message: 'Enter your full name' }]} />);
    const summary = $(root, '.help-error-summary');
    expect(root.activeElement).to.equal(summary);
    expect(summary.tabIndex).to.equal(-1);

    $<HTMLInputElement>(root, '#name').focus();
    rerender(<Page errors={[{ fieldId: 'name', message: 'Enter your full name' }]} />);
    expect(root.activeElement, 'same errors: focus stays').to.equal($(root, '#name'));

    rerender(<Page errors={[{ fieldId: 'title', message: 'Select a title' }]} />);
    expect(root.activeElement, 'new errors: focus moves').to.equal($(root, '.help-error-summary'));
  });

  it('lists errors in the order given and each link focuses its field inside the shadow root [all engines] [both runtimes]', async () => {
    const errors = [
      { fieldId: 'name', message: 'Enter your full name' },
      { fieldId: 'title', message: 'Select a title' },
      { fieldId: 'economy7', message: 'Select yes if you have an Economy 7 meter' },
      { fieldId: dateFieldFocusId('date', ['month', 'year']), message: 'The date must include a month and year' },
    ];
    const { root } = mountInShadow(<Page errors={errors} />);
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.help-error-summary a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(errors.map((error) => error.message));
    const hashBefore = location.hash;

    await user(() => links[0]?.click());
    expect(root.activeElement).to.equal($(root, '#name'));
    await user(() => links[1]?.click());
    expect(root.activeElement).to.equal($(root, 'select#title'));
    await user(() => links[2]?.click());
    expect(root.activeElement, 'first radio').to.equal($(root, '#economy7-0'));
    await user(() => links[3]?.click());
    expect(root.activeElement, 'first date part in error').to.equal($(root, '#date-month'));
    expect(location.hash, 'the page URL is left alone').to.equal(hashBefore);
  });

  it('focusField reaches the first radio or first date part in error from a fieldset id', () => {
    const { root } = mountInShadow(<Page errors={[]} />);
    expect(focusField(root, 'economy7')).to.equal(true);
    expect(root.activeElement).to.equal($(root, '#economy7-0'));
    expect(focusField(root, 'economy7-1')).to.equal(true);
    expect(root.activeElement).to.equal($(root, '#economy7-1'));
    expect(focusField(root, 'missing')).to.equal(false);
  });

  it('focusField prefers a date part marked invalid', () => {
    const { root } = mountInShadow(
      <DateField id="dob" name="dob" legend="Date of birth" error="The date of birth must include a year" errorParts={['year']} />,
    );
    expect(focusField(root, 'dob')).to.equal(true);
    expect(root.activeElement).to.equal($(root, '#dob-year'));
  });

  it('can be told not to take focus', () => {
    const { root } = mountInShadow(<ErrorSummary errors={[{ fieldId: 'x', message: 'Enter x' }]} autoFocus={false} />);
    expect(root.activeElement).to.equal(null);
  });
});
