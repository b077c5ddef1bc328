import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { Label } from './Label';
import { classNames, errorIdFor, hintIdFor, joinIds, type LabelSize } from './ids';

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
 * and the red bar when in error. Part: "form-group".
 */
export function FormGroup({ id, label, hint, error, optional, labelSize, isPageHeading, className, describedBy, children }: FormGroupProps) {
  const hasError = Boolean(error);
  const hintId = hint ? hintIdFor(id) : undefined;
  const errorId = hasError ? errorIdFor(id) : undefined;
  return (
    <div className={classNames('help-form-group', hasError && 'help-form-group--error', className)} part="form-group">
      <Label htmlFor={id} optional={optional} size={labelSize} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      {children({ hasError, 'aria-describedby': joinIds(hintId, errorId, describedBy) })}
    </div>
  );
}
