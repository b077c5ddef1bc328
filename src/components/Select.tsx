import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { Label } from './Label';
import { classNames, errorIdFor, hintIdFor, joinIds, type LabelSize } from './ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'className' | 'multiple' | 'size'>;

export interface SelectProps extends NativeSelectProps {
  /** Select id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  /** Defaults to id; `{...register('title')}` sets it. */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value ""), e.g. 'Select a title', or '' for a blank one.
   * Leave undefined for no empty option.
   */
  emptyOption?: string;
  labelSize?: LabelSize;
  isPageHeading?: boolean;
  className?: string;
}

/**
 * GOV.UK select: label, hint, inline error, options. Works with `{...register('title')}`.
 * Parts: "form-group", "label", "hint", "error-message", and the select ("select" unless `part`
 * says otherwise).
 */
export function Select({
  id,
  name,
  label,
  hint,
  error,
  optional,
  options,
  emptyOption,
  labelSize,
  isPageHeading,
  className,
  part = 'select',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...selectProps
}: SelectProps) {
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
      <select
        {...selectProps}
        id={id}
        name={name ?? id}
        className={classNames('help-select', hasError && 'help-select--error')}
        aria-describedby={joinIds(hintId, errorId, describedBy)}
        aria-invalid={hasError ? true : ariaInvalid}
        part={part}
      >
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
