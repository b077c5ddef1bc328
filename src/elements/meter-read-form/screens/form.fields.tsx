/**
 * The meter-read form: every field with its validation rule, on the shared form machinery
 * (validation on submit, error summary in page order, fields locked while sending, one lead
 * per set of answers). Loaded with the form screen's chunk.
 */
import { memo, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { DateField, Field, PageHeading, RadioGroup, Select, type DatePart, type FieldProps } from '../../../components';
import type { SafeHtmlProps } from '../../../components/safe-html/SafeHtml';
import { withBold } from '../../../components/bold/Bold';
import { HelpForm, YES_NO_OPTIONS, messageAt, useHelpForm } from '../../../forms';
import { whenStarted } from '../../../forms/started';
import { useElement } from '../../../platform/element-context';
import { useSnapshot } from '../../../platform/snapshot';
import { needsSanitising } from '../../../sanitise/platform/load';
import { dropStyles, styleRootOf, useAdoptedStyles } from '../../../styles/adopt';
import { TITLES, readsElectricity, readsGas } from '../../../validation/forms/choice-lists';
import { toIsoDate } from '../../../validation/forms/dates';
import type { MeterReadFormValues } from '../../../validation/forms/meter-read-answers';
import { dateBoxesInError, loadMeterReadRules, useMeterReadAnswers, usePlaceStartingAnswers, useSubmitMeterRead } from '../meter-read-form.data';
import choicesCss from '../meter-read-form.choices.css';
import { FUEL_OPTIONS, HINTS, TEXT } from '../meter-read-form.text';

const fieldId = (name: string) => `mrf-${name.replace(/[._]/g, '-')}`;

const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title }));
const ACCOUNT_NUMBER_INPUT = { autoComplete: 'off', spellCheck: false, width: 20 } as const;
const READING_INPUT = { inputMode: 'numeric', autoComplete: 'off', width: 10 } as const;

/** The form's free-text fields (everything but the choices, the date and the hidden fields). */
type TextFieldName = Exclude<keyof MeterReadFormValues, 'title' | 'fuel' | 'is_economy_7_radio' | 'date' | 'company' | 'reading_date'>;

/** "For example, 27 3 2026": today's date, as GOV.UK date hints show it, never broken across lines. */
function dateHint(today = new Date()): string {
  return `For example, ${[today.getDate(), today.getMonth() + 1, today.getFullYear()].join('\u00a0')}`;
}

let loadedSafeHtml: ComponentType<SafeHtmlProps> | undefined;

/**
 * What renders the templates that need the sanitiser, fetched once one is to show: the week's
 * words with markup beyond bold, at once; the failed send's words, once the customer starts on
 * the form. The form is usable without it (the words' place is held until it is in). Undefined
 * until then, and if it cannot be fetched (the place stays held, and a failed send's banner says
 * what it says without them).
 */
function useSafeHtml(wanted: boolean): ComponentType<SafeHtmlProps> | undefined {
  const [SafeHtml, setSafeHtml] = useState(() => loadedSafeHtml);
  useEffect(() => {
    if (!wanted || SafeHtml) return;
    import('../../../components/safe-html/SafeHtml').then(
      (module) => setSafeHtml(() => (loadedSafeHtml = module.SafeHtml)),
      () => undefined,
    );
  }, [wanted, SafeHtml]);
  return SafeHtml;
}

/** The day of a snapshot's render (YYYY-MM-DD), as a date of that day here. */
const dayOf = (isoDate: string) => {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** What the questions are drawn from: the form's own parts (the same object each render) and its choices. */
interface QuestionsProps {
  control: Control<MeterReadFormValues>;
  register: UseFormRegister<MeterReadFormValues>;
  /** Every field, for the stylesheet to show by the choices (a snapshot, and the render taking it over). */
  all: boolean;
  /** The fuel the form started with (kept answers or the address's prefill). */
  startingFuel: string | undefined;
  dateHint: string;
  /** GOV.UK highlights only the date boxes in error, as they were when the form was sent. */
  dateErrorParts: DatePart[];
}

/**
 * The questions, drawn again only when what they show changes: the customer's choices and the
 * errors, each watched here. The form around them draws again on its own changes (its readiness,
 * set just as the first screen is taken over, and each send), without drawing every field again
 * and taking and giving back every field's registration: on a phone that doubled the take-over's
 * one long task.
 */
const MeterReadQuestions = memo(function MeterReadQuestions({ control, register, all, startingFuel, dateHint, dateErrorParts }: QuestionsProps) {
  const { errors } = useFormState({ control });
  const errorOf = (name: string) => messageAt(errors, name);
  const fuel = useWatch({ control, name: 'fuel' });
  const economy7 = useWatch({ control, name: 'is_economy_7_radio' });

  /** A text field wired to the form: id, inline error and registration from its name. */
  const textField = (name: TextFieldName, props: Omit<FieldProps, 'id' | 'name'>) => (
    <Field key={name} id={fieldId(name)} error={errorOf(name)} {...props} {...register(name)} />
  );

  return (
    <>
      <input type="hidden" {...register('company')} value="Price-cap" />
      <input type="hidden" {...register('reading_date')} />

      <h2 className="help-heading-m">{TEXT.yourDetails}</h2>
      <Select id={fieldId('title')} label="Title" optional options={TITLE_OPTIONS} emptyOption="" autoComplete="honorific-prefix" {...register('title')} />
      {textField('first_name', { label: 'First name', autoComplete: 'given-name', spellCheck: false })}
      {textField('last_name', { label: 'Last name', autoComplete: 'family-name', spellCheck: false })}
      {textField('telephone', { label: 'Telephone number', hint: HINTS.telephone, type: 'tel', autoComplete: 'tel', width: 20 })}
      {textField('email', { label: 'Email address', optional: true, hint: HINTS.email, type: 'email', autoComplete: 'email', spellCheck: false })}

      <h2 className="help-heading-m">{TEXT.yourReadings}</h2>
      <RadioGroup id={fieldId('fuel')} legend={TEXT.fuelQuestion} options={FUEL_OPTIONS} error={errorOf('fuel')} defaultValue={startingFuel} {...register('fuel')} />

      {/* Each fuel's fields, and each way of reading electricity. The first screen (the build's,
          and the render that takes it over) holds them all and its stylesheet shows those of
          the choices made, so they follow the customer's choices before any script has run;
          after it, the form holds only those. */}
      {all || readsGas(fuel) ? (
        <fieldset className="mrf-fuel mrf-gas" aria-labelledby="mrf-gas-heading">
          <h3 className="help-heading-s" id="mrf-gas-heading">Gas</h3>
          {textField('gas_account_number', { label: 'Gas account number', hint: HINTS.gasAccountNumber, ...ACCOUNT_NUMBER_INPUT })}
          {textField('gas_reading', { label: 'Gas meter reading', hint: HINTS.reading, ...READING_INPUT })}
        </fieldset>
      ) : null}

      {all || readsElectricity(fuel) ? (
        <fieldset className="mrf-fuel mrf-electricity" aria-labelledby="mrf-elec-heading">
          <h3 className="help-heading-s" id="mrf-elec-heading">Electricity</h3>
          {textField('elec_account_number', { label: 'Electricity account number', hint: HINTS.elecAccountNumber, ...ACCOUNT_NUMBER_INPUT })}
          <RadioGroup
            id={fieldId('is_economy_7_radio')}
            legend={TEXT.economy7Question}
            hint={HINTS.economy7}
            options={YES_NO_OPTIONS}
            inline
            error={errorOf('is_economy_7_radio')}
            // The answer as it stands: these radios come back when electricity is chosen again.
            defaultValue={economy7}
            {...register('is_economy_7_radio')}
          />
          {all || economy7 === 'Yes' ? (
            <div className="mrf-economy-7">
              {textField('elec7_reading_normal', { label: 'Economy 7 normal (day) reading', hint: HINTS.normalReading, ...READING_INPUT })}
              {textField('elec7_reading_low', { label: 'Economy 7 low (night) reading', hint: HINTS.lowReading, ...READING_INPUT })}
            </div>
          ) : null}
          {all || economy7 !== 'Yes' ? (
            <div className="mrf-single-rate">{textField('elec_reading', { label: 'Electricity meter reading', hint: HINTS.reading, ...READING_INPUT })}</div>
          ) : null}
        </fieldset>
      ) : null}

      <DateField id={fieldId('date')} name="date" legend={TEXT.dateQuestion} hint={dateHint} error={errorOf('date')} errorParts={dateErrorParts} register={register} />
    </>
  );
});

/**
 * Drawn again only when its words change or its own state does: the screen above draws again,
 * at once, each time the configuration's request starts or ends, and the form is large (a phone
 * spent one long task on it each time, just after the take-over).
 * @param headingTemplate the week's words under the heading; undefined while the configuration
 * is on its way (a snapshot's form), when their place is held
 */
export const MeterReadForm = memo(function MeterReadForm({ headingTemplate, errorTemplate }: { headingTemplate: string | undefined; errorTemplate: string }) {
  const snapshot = useSnapshot();
  // Every field, for the stylesheet to show by the choices: see MeterReadQuestions.
  const all = snapshot?.takingOver ?? false;
  const { container } = useElement();
  // The fields the choices hide while every fuel's are drawn (a snapshot, and the render taking it over).
  useAdoptedStyles(container, ...(all ? [choicesCss] : []));
  // Then drawn only for the choices made, they need those rules no more, which go: WebKit, whose
  // :has() matches can lag a choice made meanwhile, would keep hiding fields the form now shows.
  useLayoutEffect(() => {
    if (!all && container) dropStyles(styleRootOf(container), choicesCss);
  }, [all, container]);
  // The week's words with bold alone are drawn here, with no sanitiser to wait for.
  const headingNeedsSafeHtml = headingTemplate !== undefined && needsSanitising(headingTemplate);
  const [started, setStarted] = useState(false);
  const SafeHtml = useSafeHtml(headingNeedsSafeHtml || (errorTemplate !== '' && started));
  const answers = useMeterReadAnswers();
  const submission = useSubmitMeterRead();
  const [dateErrorParts, setDateErrorParts] = useState<DatePart[]>([]);

  const form = useHelpForm<MeterReadFormValues>({
    rules: loadMeterReadRules,
    defaultValues: answers.defaultValues,
    // Every keystroke is kept for this tab, and the hidden reading_date follows the date typed.
    onChange: (values, changed) => {
      if (changed?.startsWith('date')) form.setValue('reading_date', toIsoDate(values.date));
      answers.save(values);
    },
  });
  usePlaceStartingAnswers(form, answers);
  useEffect(() => whenStarted(form.formRef.current, () => setStarted(true)), [form.formRef]);

  // Accepted, the confirmation shows; not accepted, the banner shows and every answer stays on
  // screen for another try (or, with no connection, waits on the device to go by itself).
  const send = (values: MeterReadFormValues) => submission.submit(values);

  return (
    <div className="mrf">
      <PageHeading>{TEXT.heading}</PageHeading>
      {headingTemplate && !headingNeedsSafeHtml ? (
        <div className="help-body mrf-intro">{withBold(headingTemplate)}</div>
      ) : headingTemplate && SafeHtml ? (
        <SafeHtml html={headingTemplate} className="help-body mrf-intro" />
      ) : headingTemplate !== '' ? (
        <div className="help-body mrf-intro mrf-intro--pending" />
      ) : null}

      <HelpForm
        form={form}
        label={TEXT.heading}
        onValid={send}
        onInvalid={() => setDateErrorParts(dateBoxesInError(form.getValues('date')))}
        submission={submission}
        submitLabel={TEXT.submit}
        sendingLabel={TEXT.submitting}
        failureTitle={TEXT.technicalIssues}
        failure={errorTemplate && SafeHtml ? <SafeHtml html={errorTemplate} /> : null}
      >
        <MeterReadQuestions
          control={form.control}
          register={form.register}
          all={all}
          startingFuel={answers.defaultValues.fuel}
          dateHint={dateHint(snapshot?.takingOver ? dayOf(snapshot.date) : undefined)}
          dateErrorParts={dateErrorParts}
        />
      </HelpForm>
    </div>
  );
});
