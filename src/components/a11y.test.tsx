import { expect } from '@open-wc/testing';
import {
  Banner,
  Button,
  DateField,
  ErrorSummary,
  Field,
  PageHeading,
  RadioGroup,
  Select,
  Spinner,
  dateFieldFocusId,
  type ErrorSummaryItem,
} from './index';
import { mountInShadow, unmountAll } from '../../test/helpers/react';
import { resizeViewport } from '../../test/helpers/engine';

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'].map((title) => ({ value: title, label: title }));
const FUELS = [
  { value: 'Gas', label: 'Gas' },
  { value: 'Electricity', label: 'Electricity' },
  { value: 'Both', label: 'Gas and electricity', hint: 'Send both readings together' },
];

const ALL_ERRORS: readonly ErrorSummaryItem[] = [
  { fieldId: 'title', message: 'Select a title' },
  { fieldId: 'name', message: 'Enter your full name' },
  { fieldId: 'fuel-0', message: 'Select which readings you are sending' },
  { fieldId: 'economy7-0', message: 'Select yes if you have an Economy 7 meter' },
  { fieldId: dateFieldFocusId('date', ['year']), message: 'The date must include a year' },
];

function MeterReadingForm({ errors = [], busy = false }: { errors?: readonly ErrorSummaryItem[]; busy?: boolean }) {
  const messageFor = (prefix: string) => errors.find((error) => error.fieldId.startsWith(prefix))?.message;
  return (
    <main>
      <PageHeading focusOnMount={false} caption="Help and support">
        Submit a meter reading
      </PageHeading>
      <Banner title="Important">
        <p>Readings sent after 8pm are processed the next working day.</p>
      </Banner>
      {errors.length > 0 ? (
        <Banner variant="error" title="Your reading was not sent">
          <p>Check your answers and try again.</p>
        </Banner>
      ) : null}
      <ErrorSummary errors={errors} />
      <form noValidate aria-label="Meter reading">
        <Select id="title" label="Title" optional options={TITLES} emptyOption="Select a title" autoComplete="honorific-prefix" error={messageFor('title')} />
        <Field id="name" label="Full name" autoComplete="name" spellCheck={false} error={messageFor('name')} />
        <Field id="email" label="Email address" type="email" optional hint="We'll only use this to contact you about your reading" autoComplete="email" width={30} />
        <RadioGroup id="fuel" name="fuel" legend="Which meter readings are you sending?" hint="Select one" options={FUELS} error={messageFor('fuel')} />
        <RadioGroup
          id="economy7"
          name="economy7"
          legend="Do you have an Economy 7 meter?"
          options={[{ value: 'Yes', label: 'Yes' }, { value: 'No', label: 'No' }]}
          inline
          error={messageFor('economy7')}
        />
        <DateField
          id="date"
          name="date"
          legend="When did you take the reading?"
          hint="For example, 27 3 2026"
          error={messageFor('date')}
          errorParts={['year']}
        />
        <Button type="submit" busy={busy}>
          Send reading
        </Button>
        <Button variant="secondary">Back</Button>
        <Button variant="link">Clear the form</Button>
        {busy ? <Spinner label="Sending your reading" /> : null}
      </form>
    </main>
  );
}

describe('accessibility (axe) of every component in a form', () => {
  afterEach(async () => {
    unmountAll();
    await resizeViewport(800, 600);
  });

  it('checks inside the shadow root (an unlabelled input fails) [all engines]', async () => {
    const { host } = mountInShadow(<input type="text" />);
    await expect(host).not.to.be.accessible();
  });

  it('passes without errors', async () => {
    const { host } = mountInShadow(<MeterReadingForm />);
    await expect(host).to.be.accessible();
  });

  it('passes with every field in error', async () => {
    const { host, root } = mountInShadow(<MeterReadingForm errors={ALL_ERRORS} />);
    expect(root.querySelectorAll('.help-error-message').length).to.equal(5);
    await expect(host).to.be.accessible();
  });

  it('passes while sending', async () => {
    const { host } = mountInShadow(<MeterReadingForm busy />);
    await expect(host).to.be.accessible();
  });

  it('fits a 320px wide screen without sideways scrolling [all engines]', async () => {
    const viewport = await resizeViewport(320, 640);
    const { host } = mountInShadow(<MeterReadingForm errors={ALL_ERRORS} />);
    if (viewport.width !== 320) {
      // WebKit's window cannot be made 320px wide (MiniBrowser's toolbar is wider): at its
      // narrowest it still has the small-screen layout, and the form is given 320px of it.
      expect(matchMedia('(min-width: 40.0625em)').matches).to.equal(false);
      host.style.width = '320px';
    }
    expect(host.scrollWidth).to.be.lessThanOrEqual(320);
    expect(document.documentElement.scrollWidth).to.be.lessThanOrEqual(viewport.width);
    await expect(host).to.be.accessible();
  });
});
