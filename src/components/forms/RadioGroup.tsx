import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { Fieldset } from './Fieldset';
import { classNames, hintIdFor, type LabelSize } from '../ids';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * Id of the radio at `index` (from 0): `${id}-0`, `${id}-1`… The fieldset itself has `id`, so
 * the error summary can link to either `id` or `${id}-0`; both focus the first radio.
 */
export function radioIdFor(id: string, index: number): string {
  return `${id}-${index}`;
}

export interface RadioGroupProps {
  /** Id of the fieldset, and the base for the radios (`${id}-0`…), the hint and the error. */
  id: string;
  name: string;
  legend: ReactNode;
  legendSize?: LabelSize;
  /** The legend is the page's h1. */
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly RadioOption[];
  /** Side by side, for two short answers such as Yes / No. */
  inline?: boolean;
  /** Controlled value. */
  value?: string;
  /** Initially checked value (uncontrolled). */
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every radio, as react-hook-form's register expects. */
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * GOV.UK radios: a fieldset whose legend asks the question, one radio per answer.
 * `<RadioGroup id="contact" legend="How should we contact you?" options={…} {...register('contact')} />`
 *
 * The browser moves the selection with the arrow keys (radios sharing a name in one shadow root).
 * Parts: those of Fieldset, and:
 * @csspart radios - The list of answers of a radio question.
 * @csspart radio - Each radio button.
 * @csspart radio-label - The label of each radio button.
 * @csspart hint - An answer's hint, under its label.
 */
export function RadioGroup({
  id,
  name,
  legend,
  legendSize,
  isPageHeading,
  hint,
  error,
  options,
  inline,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  disabled,
  required,
  className,
}: RadioGroupProps) {
  const controlled = value !== undefined;
  return (
    <Fieldset
      id={id}
      field={name}
      legend={legend}
      legendSize={legendSize}
      isPageHeading={isPageHeading}
      hint={hint}
      error={error}
      className={className}
    >
      <div className={classNames('help-radios', inline && 'help-radios--inline')} part="radios">
        {options.map((option, index) => {
          const radioId = radioIdFor(id, index);
          const optionHintId = option.hint ? hintIdFor(radioId) : undefined;
          return (
            <div className="help-radios__item" key={option.value}>
              <input
                className="help-radios__input"
                id={radioId}
                name={name}
                type="radio"
                value={option.value}
                {...(controlled
                  ? { checked: value === option.value, readOnly: onChange === undefined }
                  : { defaultChecked: defaultValue === option.value })}
                onChange={onChange}
                onBlur={onBlur}
                ref={ref}
                disabled={disabled || option.disabled}
                required={required}
                aria-describedby={optionHintId}
                part="radio"
              />
              <label className="help-label help-radios__label" htmlFor={radioId} part="radio-label">
                {option.label}
              </label>
              {option.hint && optionHintId ? (
                <div className="help-hint help-radios__hint" id={optionHintId} part="hint">
                  {option.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
