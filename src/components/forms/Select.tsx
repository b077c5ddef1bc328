import type { ComponentPropsWithRef } from 'react';
import { LabelledControl, type LabelledControlOwnProps } from './FormGroup';
import { classNames } from '../ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'name' | 'children' | 'className' | 'multiple' | 'size' | 'aria-describedby' | 'aria-invalid'>;

export interface SelectProps extends NativeSelectProps, LabelledControlOwnProps {
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value ""), e.g. 'Select a title', or '' for a blank one.
   * Leave undefined for no empty option.
   */
  emptyOption?: string;
}

/**
 * GOV.UK select: label, hint, inline error, options. Works with `{...register('title')}`.
 * Parts: those of FormGroup, and:
 * @csspart select - A drop-down list (unless the screen names it otherwise).
 */
export function Select({ options, emptyOption, part = 'select', ...props }: SelectProps) {
  return (
    <LabelledControl<NativeSelectProps>
      props={{ ...props, part }}
      render={(native, hasError) => (
        <select {...native} className={classNames('help-select', hasError && 'help-select--error')}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
