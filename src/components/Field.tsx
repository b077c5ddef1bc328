import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { Label } from './Label';
import { classNames, errorIdFor, hintIdFor, joinIds, type LabelSize } from './ids';

type CharacterWidth = 2 | 3 | 4 | 5 | 10 | 20 | 30;

/** Fixed input widths in characters (GOV.UK width classes), as a number or a string; 'full' fills the column. */
export type InputWidth = CharacterWidth | `${CharacterWidth}` | 'full';

type NativeInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'width' | 'size' | 'className' | 'type'>;

export interface FieldProps extends NativeInputProps {
  /** Input id; the hint is `${id}-hint`, the error `${id}-error`. Link the error summary to it. */
  id: string;
  /** Defaults to id. `{...register('name')}` sets it along with onChange, onBlur and ref. */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Inline error message; also sets aria-invalid and the error styles. */
  error?: ReactNode;
  /** Adds " (optional)" to the label. */
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number';
  width?: InputWidth;
  labelSize?: LabelSize;
  /** The label is the page's h1 (one question per page). */
  isPageHeading?: boolean;
  /** Extra class on the form group. */
  className?: string;
}

/**
 * Text input with label, hint and inline error (GOV.UK text input).
 *
 * Works with react-hook-form: `<Field id="email" label="Email address" {...register('email')} />`
 * (React 19 passes `ref` as an ordinary prop). Other input attributes pass straight through;
 * set autoComplete, inputMode and spellCheck as the question needs.
 *
 * Parts: "form-group" (wrapper), "label", "hint", "error-message", and the input itself
 * ("input" unless `part` says otherwise).
 */
export function Field({
  id,
  name,
  label,
  hint,
  error,
  optional,
  type = 'text',
  width = 'full',
  labelSize,
  isPageHeading,
  className,
  part = 'input',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: FieldProps) {
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
      <input
        {...inputProps}
        id={id}
        name={name ?? id}
        type={type}
        className={classNames('help-input', width !== 'full' && `help-input--width-${String(width)}`, hasError && 'help-input--error')}
        aria-describedby={joinIds(hintId, errorId, describedBy)}
        aria-invalid={hasError ? true : ariaInvalid}
        part={part}
      />
    </div>
  );
}
