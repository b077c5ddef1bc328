/**
 * The meter-read form step: every field of SPEC §3 with the §5 rules, validated on submit with
 * a GOV.UK error summary, answers kept in the tab, and the lead sent once. Loaded as its own
 * chunk, in parallel with the meter-read flag, so the element's first download stays small.
 */
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useLocation } from 'wouter';
import { usePageSearchParams } from '../../router';
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
  type ErrorSummaryItem,
  dateFieldFocusId,
  type DatePart,
  type FieldProps,
} from '../../components';
import { SafeHtml } from '../../components/SafeHtml';
import { TITLES, meterReadFormSchema, readingDateErrorParts, toIsoDate, type MeterReadFormValues } from '../../validation';
import { useElementContainer } from '../element-shell';
import { dispatchHelpEvent } from '../events';
import {
  METER_READ_ORIGIN,
  useInitialMeterReadAnswers,
  useSaveMeterReadAnswers,
  useSubmitMeterRead,
} from './meter-read-form.data';
import { ReferenceContext } from './meter-read-form.reference';
import { TEXT } from './meter-read-form.text';

const ID = 'mrf';
const fieldId = (name: string) => `${ID}-${name.replace(/[._]/g, '-')}`;

/** Page order of the fields, for the error summary and focus. */
const FIELD_ORDER: { name: keyof MeterReadFormValues | 'date'; target: string }[] = [
  { name: 'title', target: fieldId('title') },
  { name: 'first_name', target: fieldId('first_name') },
  { name: 'last_name', target: fieldId('last_name') },
  { name: 'telephone', target: fieldId('telephone') },
  { name: 'email', target: fieldId('email') },
  { name: 'fuel', target: `${fieldId('fuel')}-0` },
  { name: 'gas_account_number', target: fieldId('gas_account_number') },
  { name: 'gas_reading', target: fieldId('gas_reading') },
  { name: 'elec_account_number', target: fieldId('elec_account_number') },
  { name: 'is_economy_7_radio', target: `${fieldId('is_economy_7_radio')}-0` },
  { name: 'elec_reading', target: fieldId('elec_reading') },
  { name: 'elec7_reading_normal', target: fieldId('elec7_reading_normal') },
  { name: 'elec7_reading_low', target: fieldId('elec7_reading_low') },
  { name: 'date', target: fieldId('date') },
];

const FUEL_OPTIONS = [
  { value: 'Dual', label: 'Gas and electricity' },
  { value: 'Gas', label: 'Gas only' },
  { value: 'Electricity', label: 'Electricity only' },
];

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));

const HINTS = {
  gasAccountNumber: 'This is on your gas bill. It starts with 85, A or BGX.',
  elecAccountNumber: 'This is on your electricity bill. It starts with 85, A or BGX.',
  reading: 'Up to 6 numbers, read from left to right. Leave out any numbers in red or after a decimal point.',
  normalReading: "Up to 6 numbers, usually labelled 'normal', 'day' or 'R1'.",
  lowReading: "Up to 6 numbers, usually labelled 'low', 'night' or 'R2'.",
};

const ACCOUNT_NUMBER_INPUT = { autoComplete: 'off', spellCheck: false, width: 20 } as const;
const READING_INPUT = { inputMode: 'numeric', autoComplete: 'off', width: 10 } as const;

/** The form's free-text fields (everything but the choices, the date and the hidden fields). */
type TextFieldName = Exclude<keyof MeterReadFormValues, 'title' | 'fuel' | 'is_economy_7_radio' | 'date' | 'company' | 'reading_date'>;

function messageOf(errors: FieldErrors<MeterReadFormValues>, name: string): string | undefined {
  const error = (errors as Record<string, { message?: string; day?: { message?: string }; month?: { message?: string }; year?: { message?: string } } | undefined>)[name];
  return error?.message ?? error?.day?.message ?? error?.month?.message ?? error?.year?.message;
}

/** The summary's links, in page order; the date links to its first box in error. */
function summaryOf(errors: FieldErrors<MeterReadFormValues>, dateErrorParts: readonly DatePart[]): ErrorSummaryItem[] {
  return FIELD_ORDER.flatMap(({ name, target }) => {
    const message = messageOf(errors, name);
    if (!message) return [];
    return [{ fieldId: name === 'date' ? dateFieldFocusId(fieldId('date'), dateErrorParts) : target, message }];
  });
}

/** "For example, 27 3 2026": today's date, as GOV.UK date hints show it. */
function dateHint(today = new Date()): string {
  return `For example, ${today.getDate()} ${today.getMonth() + 1} ${today.getFullYear()}`;
}

export default function MeterReadForm({ headingTemplate, errorTemplate }: { headingTemplate: string; errorTemplate: string }) {
  const container = useElementContainer();
  const { setReference } = useContext(ReferenceContext);
  const [, navigate] = useLocation();
  const search = usePageSearchParams();
  const initialAnswers = useInitialMeterReadAnswers(search);
  const saveAnswers = useSaveMeterReadAnswers();
  const submission = useSubmitMeterRead();
  const schema = useMemo(() => meterReadFormSchema(), []);
  const bannerRef = useRef<HTMLDivElement>(null);
  // Set synchronously, so a second Enter or click while the first is still validating is ignored.
  const sending = useRef(false);
  // GOV.UK highlights only the date boxes in error, as they were when the form was sent.
  const [dateErrorParts, setDateErrorParts] = useState<DatePart[]>([]);

  const {
    register,
    handleSubmit,
    getValues,
    watch,
    control,
    setValue,
    formState: { errors, submitCount },
  } = useForm<MeterReadFormValues>({
    defaultValues: initialAnswers,
    resolver: standardSchemaResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    shouldUnregister: false,
  });

  /** A text field wired to the form: id, inline error and registration from its name. */
  const textField = (name: TextFieldName, props: Omit<FieldProps, 'id' | 'name'>) => (
    <Field key={name} id={fieldId(name)} error={messageOf(errors, name)} {...props} {...register(name)} />
  );

  const fuel = useWatch({ control, name: 'fuel' });
  const economy7 = useWatch({ control, name: 'is_economy_7_radio' });
  const readsGas = fuel === 'Dual' || fuel === 'Gas';
  const readsElectricity = fuel === 'Dual' || fuel === 'Electricity';

  // Every keystroke is kept for this tab, so a reload or a wrong turn loses nothing, and the
  // hidden reading_date follows the date typed. A subscription, not useWatch: typing must not
  // re-render the whole form.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === 'date' || name?.startsWith('date.')) setValue('reading_date', toIsoDate(getValues('date')));
      saveAnswers(values as MeterReadFormValues);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, saveAnswers]);

  // Each failed attempt moves focus to the banner, so it is read out again.
  const failures = submission.status === 'failed' ? submission.failures : 0;
  useEffect(() => {
    if (failures > 0) bannerRef.current?.focus();
  }, [failures]);

  const summary = summaryOf(errors, dateErrorParts);

  const send = handleSubmit(async (values) => {
    const reference = await submission.submit(values);
    // Not accepted: the banner shows and every answer stays on screen for another try.
    if (!reference) return;
    setReference(reference);
    dispatchHelpEvent(container, 'help-submitted', { origin: METER_READ_ORIGIN, reference });
    navigate('/submit-meter-read-confirm', { state: { reference } });
  }, () => setDateErrorParts(readingDateErrorParts(getValues('date'))));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await send(event);
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="mrf">
      <PageHeading focusOnMount={false}>{TEXT.heading}</PageHeading>
      {headingTemplate ? <SafeHtml html={headingTemplate} className="help-body mrf-intro" /> : null}

      {submission.status === 'failed' ? (
        <div ref={bannerRef} tabIndex={-1} className="mrf-banner">
          <Banner variant="error" title={TEXT.technicalIssues}>
            {errorTemplate ? <SafeHtml html={errorTemplate} /> : null}
          </Banner>
        </div>
      ) : null}

      {summary.length > 0 ? <ErrorSummary key={submitCount} errors={summary} /> : null}

      <form noValidate onSubmit={onSubmit} part="form" aria-label={TEXT.heading}>
        <input type="hidden" {...register('company')} value="Price-cap" />
        <input type="hidden" {...register('reading_date')} />

        <h2 className="help-heading-m">Your details</h2>
        <Select
          id={fieldId('title')}
          label="Title"
          optional
          options={TITLE_OPTIONS}
          emptyOption=""
          autoComplete="honorific-prefix"
          {...register('title')}
        />
        {textField('first_name', { label: 'First name', autoComplete: 'given-name', spellCheck: false })}
        {textField('last_name', { label: 'Last name', autoComplete: 'family-name', spellCheck: false })}
        {textField('telephone', {
          label: 'Telephone number',
          hint: 'For example, 01632 960 001 or 07700 900 982',
          type: 'tel',
          autoComplete: 'tel',
          width: 20,
        })}
        {textField('email', {
          label: 'Email address',
          optional: true,
          hint: "We'll only use this to contact you about your reading",
          type: 'email',
          autoComplete: 'email',
          spellCheck: false,
        })}

        <h2 className="help-heading-m">Your meter readings</h2>
        <RadioGroup
          id={fieldId('fuel')}
          legend="Which meter readings are you sending?"
          options={FUEL_OPTIONS}
          error={messageOf(errors, 'fuel')}
          {...register('fuel')}
        />

        {readsGas ? (
          <fieldset className="mrf-fuel" aria-labelledby={`${ID}-gas-heading`}>
            <h3 className="help-heading-s" id={`${ID}-gas-heading`}>Gas</h3>
            {textField('gas_account_number', { label: 'Gas account number', hint: HINTS.gasAccountNumber, ...ACCOUNT_NUMBER_INPUT })}
            {textField('gas_reading', { label: 'Gas meter reading', hint: HINTS.reading, ...READING_INPUT })}
          </fieldset>
        ) : null}

        {readsElectricity ? (
          <fieldset className="mrf-fuel" aria-labelledby={`${ID}-elec-heading`}>
            <h3 className="help-heading-s" id={`${ID}-elec-heading`}>Electricity</h3>
            {textField('elec_account_number', { label: 'Electricity account number', hint: HINTS.elecAccountNumber, ...ACCOUNT_NUMBER_INPUT })}
            <RadioGroup
              id={fieldId('is_economy_7_radio')}
              legend="Do you have an Economy 7 meter?"
              hint="An Economy 7 meter shows 2 readings: normal (day) and low (night)."
              options={YES_NO}
              inline
              error={messageOf(errors, 'is_economy_7_radio')}
              {...register('is_economy_7_radio')}
            />
            {economy7 === 'Yes' ? (
              <>
                {textField('elec7_reading_normal', { label: 'Economy 7 normal (day) reading', hint: HINTS.normalReading, ...READING_INPUT })}
                {textField('elec7_reading_low', { label: 'Economy 7 low (night) reading', hint: HINTS.lowReading, ...READING_INPUT })}
              </>
            ) : (
              textField('elec_reading', { label: 'Electricity meter reading', hint: HINTS.reading, ...READING_INPUT })
            )}
          </fieldset>
        ) : null}

        <DateField
          id={fieldId('date')}
          name="date"
          legend="When did you take the reading?"
          hint={dateHint()}
          error={messageOf(errors, 'date')}
          errorParts={dateErrorParts}
          register={register}
        />

        <Button type="submit" busy={submission.status === 'sending'}>
          {submission.status === 'sending' ? TEXT.submitting : TEXT.submit}
        </Button>
        {submission.status === 'sending' ? <Spinner label={TEXT.submitting} /> : null}
      </form>
    </div>
  );
}
