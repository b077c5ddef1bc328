import type { ComponentPropsWithRef } from 'react';
import { LabelledControl, type LabelledControlOwnProps } from './FormGroup';
import { classNames } from '../ids';

type CharacterWidth = 2 | 3 | 4 | 5 | 10 | 20 | 30;

/** Fixed input widths in characters (GOV.UK width classes), as a number or a string; 'full' fills the column. */
export type InputWidth = CharacterWidth | `${CharacterWidth}` | 'full';

type NativeInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'children' | 'width' | 'size' | 'className' | 'type' | 'aria-describedby' | 'aria-invalid'>;

export interface FieldProps extends NativeInputProps, LabelledControlOwnProps {
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
 * Parts: those of FormGroup, and:
 * @csspart input - A text box: a text field's, and each box of a date.
 */
export function Field({ type = 'text', width = 'full', part = 'input', ...props }: FieldProps) {
  return (
    <LabelledControl<NativeInputProps>
      props={{ ...props, part }}
      render={(native, hasError) => (
        <input
          {...native}
          type={type}
          className={classNames('help-input', width !== 'full' && `help-input--width-${String(width)}`, hasError && 'help-input--error')}
        />
      )}
    />
  );
}
