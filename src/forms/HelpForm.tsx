/**
 * A GOV.UK question page's form, the same for every journey:
 *   - the failure banner above everything, focused after each failed send so it is read out;
 *   - the error summary ("There is a problem") in page order, focused after each failed check;
 *   - `<form novalidate>` whose fields are locked while the lead is sending (an edit typed then
 *     would be silently lost), with focus kept on the busy submit button;
 *   - one submit at a time: a second Enter or click while the first is still being checked or
 *     sent is ignored;
 *   - with no connection, the fields stay locked while the answers wait on the device to be
 *     sent by themselves (leads/forms/use-delivery.ts), under a banner that says so once;
 *   - locked too while answers sent earlier are checked (leads/forms/kept-checks.ts).
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '../components/checks/ErrorSummary';
import { Banner } from '../components/Banner';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import formsCss from '../components/forms/forms.css';
import { useOwnStyles } from '../styles/adopt';
import type { SubmissionState } from '../leads/forms/use-submit-lead';
import { loadedWaiting } from '../leads/forms/use-delivery';
import { loadedErrorSummary, type HelpFormApi } from './use-help-form';

export const FORM_TEXT = {
  slowTitle: 'This is taking longer than usual',
  slowBody: 'Your answers are still here. Send them again: if they reached us the first time, we will not record them twice.',
  // The form is locked while answers sent earlier are checked (forms/kept-answers).
  checkingLabel: 'Checking your earlier answers',
} as const;

export interface HelpFormProps<Values extends FieldValues> {
  form: HelpFormApi<Values>;
  /** The form's accessible name: the page heading. */
  label: string;
  /** Runs with answers that passed every check; the fields stay locked until it settles. */
  onValid: (values: Values) => Promise<unknown> | void;
  /** Runs after a failed check, before the summary shows (e.g. to mark which date boxes are wrong). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  submission: SubmissionState;
  submitLabel: string;
  sendingLabel: string;
  /** The failure banner's title (the product's wording), shown after a failed send... */
  failureTitle: string;
  /** ...and what it says under the title. */
  failure?: ReactNode;
  /** False while the step cannot be sent yet (no address chosen): the button is not shown. */
  showSubmit?: boolean;
  children: ReactNode;
}

/**
 * After each failed send, the banner takes focus, so it is read out again (once: no alert role).
 * With no connection, the customer is told once that the answers are kept and will go by
 * themselves: the banner stays, unchanged, through every automatic try.
 */
function FailureBanner({ submission, title, children }: { submission: SubmissionState; title: string; children?: ReactNode }) {
  const Waiting = loadedWaiting()?.WaitingBanner;
  if (submission.status === 'waiting') return Waiting ? <Waiting /> : null;
  if (submission.status !== 'failed') return null;
  const slow = submission.reason === 'slow';
  return (
    <Banner
      variant={slow ? 'info' : 'error'}
      announce={false}
      focusKey={submission.failures}
      className="help-form__banner"
      title={slow ? FORM_TEXT.slowTitle : title}
    >
      {slow ? <p className="help-body">{FORM_TEXT.slowBody}</p> : children}
    </Banner>
  );
}

/** The error summary when there are errors (it arrives with the rules, before any check fails). */
function Summary({ errors }: { errors: ErrorSummaryItem[] }) {
  const ErrorSummary = loadedErrorSummary();
  return errors.length > 0 && ErrorSummary ? <ErrorSummary errors={errors} /> : null;
}

/** @csspart form - A form. */
export function HelpForm<Values extends FieldValues>({
  form,
  label,
  onValid,
  onInvalid,
  submission,
  submitLabel,
  sendingLabel,
  failureTitle,
  failure,
  showSubmit = true,
  children,
}: HelpFormProps<Values>) {
  const waiting = submission.status === 'waiting';
  const busy = submission.status === 'sending' || waiting;
  const busyLabel = submission.checking ? FORM_TEXT.checkingLabel : sendingLabel;
  const submitting = useRef(false);
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useOwnStyles(form.formRef, formsCss);

  const send = form.handleSubmit(
    async (values) => {
      void form.summarise({}); // no errors: the summary empties at once, with nothing to load
      // The fields are about to lock: keep focus on the (busy) button, not lost to the page.
      const root = fieldsRef.current?.getRootNode() as Document | ShadowRoot | undefined;
      if (root?.activeElement && fieldsRef.current?.contains(root.activeElement)) submitRef.current?.focus();
      await onValid(values);
    },
    async (errors) => {
      onInvalid?.(errors);
      await form.summarise(errors);
    },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || busy) return;
    submitting.current = true;
    try {
      await send(event);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <>
      <FailureBanner submission={submission} title={failureTitle}>
        {failure}
      </FailureBanner>
      <Summary key={form.formState.submitCount} errors={form.summary} />
      <form ref={form.formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label} part="form">
        <fieldset ref={fieldsRef} className="help-form__fields" disabled={busy}>
          {children}
        </fieldset>
        {showSubmit ? (
          <Button type="submit" ref={submitRef} busy={busy}>
            {waiting ? loadedWaiting()?.WAITING_LABEL : busy ? busyLabel : submitLabel}
          </Button>
        ) : null}
        {busy && !waiting ? <Spinner label={busyLabel} /> : null}
      </form>
    </>
  );
}
