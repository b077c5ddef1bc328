import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { classNames, type LabelSize } from '../ids';

import { DATE_PARTS, type DatePart } from '../../validation/forms/date-parts';

export { DATE_PARTS, type DatePart };

const PART_LABELS: Record<DatePart, string> = { day: 'Day', month: 'Month', year: 'Year' };
const PART_WIDTHS: Record<DatePart, 2 | 4> = { day: 2, month: 2, year: 4 };

/** What `register('dob.day')` returns, or any input props for one part. */
export type DatePartInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'className' | 'children'> & {
  name: string;
};

/** Id of one part's input: `${id}-day`, `${id}-month`, `${id}-year`. */
export function datePartIdFor(id: string, part: DatePart): string {
  return `${id}-${part}`;
}

/**
 * Where the error summary should send the user: the first part in error, or the day when the
 * whole date is in error.
 */
export function dateFieldFocusId(id: string, errorParts: readonly DatePart[] = DATE_PARTS): string {
  const first = DATE_PARTS.find((part) => errorParts.includes(part)) ?? 'day';
  return datePartIdFor(id, first);
}

export interface DateFieldProps {
  /**
   * The fieldset's id. Parts are `${id}-day`, `${id}-month`, `${id}-year`; hint and error
   * `${id}-hint`, `${id}-error`. The error summary may link to `id` (focuses the first part in
   * error) or to a part.
   */
  id: string;
  /** Base name: parts are named `${name}.day`, `${name}.month`, `${name}.year` (react-hook-form paths). */
  name: string;
  legend: ReactNode;
  legendSize?: LabelSize;
  isPageHeading?: boolean;
  /** e.g. 'For example, 27 3 2026' */
  hint?: ReactNode;
  /** One message for the whole date. */
  error?: ReactNode;
  /** Parts to mark invalid; every part when there is an error and this is not given. */
  errorParts?: readonly DatePart[];
  /** Autocomplete token family, e.g. 'bday' → bday-day, bday-month, bday-year. */
  autoComplete?: 'bday';
  /**
   * react-hook-form's register (or any function giving a part's input props), called with
   * `${name}.day` etc.: `<DateField id="dob" name="dob" register={register} … />`.
   */
  register?(partName: string): DatePartInputProps;
  /** Initial values when not using register. */
  defaultValue?: Partial<Record<DatePart, string>>;
  disabled?: boolean;
  className?: string;
}

/**
 * GOV.UK date input: three labelled text boxes (Day, Month, Year) in a fieldset with role
 * group, described by the hint and the one error message. Parts: those of Fieldset, and:
 * @csspart label - The Day, Month and Year labels of a date.
 * @csspart input - Each box of a date (with its own part below).
 * @csspart date-input - The row of Day, Month and Year boxes of a date.
 * @csspart date-day - The Day box of a date (also part "input").
 * @csspart date-month - The Month box of a date (also part "input").
 * @csspart date-year - The Year box of a date (also part "input").
 */
export function DateField({
  id,
  name,
  legend,
  legendSize,
  isPageHeading,
  hint,
  error,
  errorParts,
  autoComplete,
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a method type so that a form's register (its own field names only) fits; it needs no `this`
  register,
  defaultValue,
  disabled,
  className,
}: DateFieldProps) {
  const partsInError: readonly DatePart[] = error ? (errorParts ?? DATE_PARTS) : [];
  return (
    <Fieldset
      id={id}
      field={name}
      role="group"
      legend={legend}
      legendSize={legendSize}
      isPageHeading={isPageHeading}
      hint={hint}
      error={error}
      className={className}
    >
      <div className="help-date-input" part="date-input">
        {DATE_PARTS.map((part) => {
          const partId = datePartIdFor(id, part);
          const partName = `${name}.${part}`;
          const inError = partsInError.includes(part);
          const registered = register ? register(partName) : { name: partName, defaultValue: defaultValue?.[part] };
          return (
            <div className="help-date-input__item" key={part}>
              <label className="help-label help-date-input__label" htmlFor={partId} part="label">
                {PART_LABELS[part]}
              </label>
              <input
                disabled={disabled}
                {...registered}
                id={partId}
                type="text"
                inputMode="numeric"
                spellCheck={false}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : undefined}
                className={classNames(
                  'help-input',
                  'help-date-input__input',
                  `help-input--width-${PART_WIDTHS[part]}`,
                  inError && 'help-input--error',
                )}
                aria-invalid={inError ? true : undefined}
                part={`input date-${part}`}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
