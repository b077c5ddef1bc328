import type { ComponentPropsWithRef } from 'react';
import { FormGroup, type LabelledControlProps } from './FormGroup';
import { classNames } from './ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children' | 'className' | 'multiple' | 'size'>;

export interface SelectProps extends NativeSelectProps, LabelledControlProps {
  /** Defaults to id; `{...register('title')}` sets it. */
  name?: string;
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value ""), e.g. 'Select a title', or '' for a blank one.
   * Leave undefined for no empty option.
   */
  emptyOption?: string;
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
  return (
    <FormGroup {...{ id, label, hint, error, optional, labelSize, isPageHeading, className }} describedBy={describedBy}>
      {({ hasError, 'aria-describedby': ariaDescribedBy }) => (
        <select
          {...selectProps}
          id={id}
          name={name ?? id}
          className={classNames('help-select', hasError && 'help-select--error')}
          aria-describedby={ariaDescribedBy}
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
      )}
    </FormGroup>
  );
}
