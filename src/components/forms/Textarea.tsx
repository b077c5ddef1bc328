import type { ComponentPropsWithRef } from 'react';
import { LabelledControl, type LabelledControlOwnProps } from './FormGroup';
import { classNames } from '../ids';

type NativeTextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name' | 'children' | 'className' | 'aria-describedby' | 'aria-invalid'>;

export interface TextareaProps extends NativeTextareaProps, LabelledControlOwnProps {}

/**
 * GOV.UK textarea: label, hint, inline error, a box for a long answer. Works with
 * `{...register('query')}`; `aria-describedby` adds ids after the hint and error (a count).
 * Parts: those of FormGroup, and:
 * @csspart textarea - A box for a long answer.
 */
export function Textarea({ rows = 5, part = 'textarea', ...props }: TextareaProps) {
  return (
    <LabelledControl<NativeTextareaProps>
      props={{ ...props, part }}
      render={(native, hasError) => (
        <textarea {...native} rows={rows} className={classNames('help-input', 'help-textarea', hasError && 'help-input--error')} />
      )}
    />
  );
}
