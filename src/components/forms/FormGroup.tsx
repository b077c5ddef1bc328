import { useRef, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import formsCss from './forms.css';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { Label } from './Label';
import { describedBy, joinIds, type LabelSize } from '../ids';

/** What every labelled single control (text input, select) shares. */
export interface LabelledControlProps {
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Inline error message; also sets aria-invalid and the error styles. */
  error?: ReactNode;
  /** Adds " (optional)" to the label. */
  optional?: boolean;
  labelSize?: LabelSize;
  /** The label is the page's h1 (one question per page). */
  isPageHeading?: boolean;
  /** Extra class on the form group. */
  className?: string;
}

/** What Field and Select take besides their control's own native attributes. */
export interface LabelledControlOwnProps extends LabelledControlProps {
  /** Defaults to id; `{...register('name')}` sets it. */
  name?: string;
  /** ::part() name of the control. */
  part?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** The control's attributes, wired to its label, hint and error. */
export interface WiredControlAttributes {
  id: string;
  name: string;
  part: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': LabelledControlOwnProps['aria-invalid'];
}

/**
 * Splits a Field's or Select's props into the form group's and the control's, and renders the
 * group around `render(native, hasError)`: the control's own props plus id, name and the aria
 * attributes tied to the hint and error.
 */
export function LabelledControl<Native extends object>({
  props,
  render,
}: {
  props: LabelledControlOwnProps & Native;
  render: (native: Omit<Native, keyof LabelledControlOwnProps> & WiredControlAttributes, hasError: boolean) => ReactNode;
}) {
  const { id, name, label, hint, error, optional, labelSize, isPageHeading, className, part, 'aria-describedby': alsoDescribedBy, 'aria-invalid': ariaInvalid, ...native } = props;
  return (
    <FormGroup {...{ id, label, hint, error, optional, labelSize, isPageHeading, className }} describedBy={alsoDescribedBy}>
      {({ hasError, 'aria-describedby': ariaDescribedBy }) =>
        render(
          { ...(native as Omit<Native, keyof LabelledControlOwnProps>), id, name: name ?? id, part, 'aria-describedby': ariaDescribedBy, 'aria-invalid': hasError ? true : ariaInvalid },
          hasError,
        )
      }
    </FormGroup>
  );
}

/** Attributes the wrapped control must carry to be tied to its hint and error. */
export interface ControlWiring {
  hasError: boolean;
  'aria-describedby': string | undefined;
}

interface FormGroupProps extends LabelledControlProps {
  /** Ids the control was already described by (kept after the hint and error). */
  describedBy?: string;
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * GOV.UK form group around one control: label, hint, inline error (with its hidden "Error:"),
 * and the red bar when in error. Parts: "label", "hint", "error-message", and:
 * @csspart form-group - The group around one question (label or legend, hint, error, control), with a red bar when in error.
 */
export function FormGroup({ id, label, hint, error, optional, labelSize, isPageHeading, className, describedBy: alsoDescribedBy, children }: FormGroupProps) {
  const { hintId, errorId, hasError, groupClassName } = describedBy(id, hint, error, className);
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, formsCss);
  return (
    <div className={groupClassName} part="form-group" ref={ref}>
      <Label htmlFor={id} optional={optional} size={labelSize} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      {children({ hasError, 'aria-describedby': joinIds(hintId, errorId, alsoDescribedBy) })}
    </div>
  );
}
