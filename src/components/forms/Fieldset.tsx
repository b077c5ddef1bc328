import { useRef, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import formsCss from './forms.css';
import { ErrorMessage } from './ErrorMessage';
import { Hint } from './Hint';
import { classNames, describedBy, joinIds, type LabelSize } from '../ids';

export interface FieldsetProps {
  /** The fieldset's id, and the base for the hint (`${id}-hint`) and error (`${id}-error`). */
  id: string;
  legend: ReactNode;
  legendSize?: LabelSize;
  /** The legend is the page's h1 (one question per page). */
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** The form field the fieldset holds (its controls' base name), so an error summary can find it. */
  field?: string;
  /** 'group' for date inputs, as GOV.UK does; radios keep the fieldset's own role. */
  role?: 'group';
  className?: string;
  children: ReactNode;
}

/**
 * Form group + fieldset + legend + hint + error: the frame shared by RadioGroup and DateField.
 * The fieldset is described by the hint and the error. Parts: "hint", "error-message", and:
 * @csspart form-group - The group around one question (legend, hint, error, controls), with a red bar when in error.
 * @csspart fieldset - The fieldset around a question with several controls (radios, a date).
 * @csspart legend - The question of a fieldset.
 */
export function Fieldset({ id, legend, legendSize, isPageHeading, hint, error, field, role, className, children }: FieldsetProps) {
  const { hintId, errorId, groupClassName } = describedBy(id, hint, error, className);
  const ref = useRef<HTMLDivElement>(null);
  useOwnStyles(ref, formsCss);
  return (
    <div className={groupClassName} part="form-group" ref={ref}>
      <fieldset className="help-fieldset" id={id} role={role} aria-describedby={joinIds(hintId, errorId)} data-field={field} part="fieldset">
        <legend className={classNames('help-fieldset__legend', legendSize && `help-fieldset__legend--${legendSize}`)} part="legend">
          {isPageHeading ? (
            <h1 className="help-fieldset__heading" tabIndex={-1}>
              {legend}
            </h1>
          ) : (
            legend
          )}
        </legend>
        {hint && hintId ? <Hint id={hintId}>{hint}</Hint> : null}
        {error && errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
        {children}
      </fieldset>
    </div>
  );
}
