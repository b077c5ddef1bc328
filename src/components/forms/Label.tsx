import type { ReactNode } from 'react';
import { classNames, type LabelSize } from '../ids';

export interface LabelProps {
  htmlFor: string;
  children: ReactNode;
  /** Adds " (optional)" after the label text. */
  optional?: boolean;
  size?: LabelSize;
  /** Wraps the label in an h1 when the question is the page's heading (GOV.UK pattern). */
  isPageHeading?: boolean;
  className?: string;
}

/**
 * A control's label.
 *
 * @csspart label - A control's label, and the Day, Month and Year labels of a date.
 */
export function Label({ htmlFor, children, optional, size, isPageHeading, className }: LabelProps) {
  const label = (
    <label
      className={classNames('help-label', size && `help-label--${size}`, className)}
      htmlFor={htmlFor}
      part="label"
    >
      {children}
      {optional ? ' (optional)' : null}
    </label>
  );
  return isPageHeading ? (
    <h1 className="help-label-wrapper" tabIndex={-1}>
      {label}
    </h1>
  ) : (
    label
  );
}
