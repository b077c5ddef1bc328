import type { ComponentPropsWithRef } from 'react';
import { FormGroup, type LabelledControlProps } from './FormGroup';
import { classNames } from './ids';

type CharacterWidth = 2 | 3 | 4 | 5 | 10 | 20 | 30;

/** Fixed input widths in characters (GOV.UK width classes), as a number or a string; 'full' fills the column. */
export type InputWidth = CharacterWidth | `${CharacterWidth}` | 'full';

type NativeInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'width' | 'size' | 'className' | 'type'>;

export interface FieldProps extends NativeInputProps, LabelledControlProps {
  /** Defaults to id. `{...register('name')}` sets it along with onChange, onBlur and ref. */
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number';
  width?: InputWidth;
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
  return (
    <FormGroup {...{ id, label, hint, error, optional, labelSize, isPageHeading, className }} describedBy={describedBy}>
      {({ hasError, 'aria-describedby': ariaDescribedBy }) => (
        <input
          {...inputProps}
          id={id}
          name={name ?? id}
          type={type}
          className={classNames('help-input', width !== 'full' && `help-input--width-${String(width)}`, hasError && 'help-input--error')}
          aria-describedby={ariaDescribedBy}
          aria-invalid={hasError ? true : ariaInvalid}
          part={part}
        />
      )}
    </FormGroup>
  );
}
