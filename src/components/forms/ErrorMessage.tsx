import type { ReactNode } from 'react';

export interface ErrorMessageProps {
  /** Id other elements point at with aria-describedby, usually `${fieldId}-error`. */
  id: string;
  children: ReactNode;
  /** ::part() name; default "error-message". */
  part?: string;
}

/**
 * Inline error shown above a control. The hidden "Error:" prefix tells screen reader users
 * what the message is when they reach it through aria-describedby.
 *
 * @csspart error-message - The error message above a control in error.
 */
export function ErrorMessage({ id, children, part = 'error-message' }: ErrorMessageProps) {
  return (
    <p className="help-error-message" id={id} part={part}>
      <span className="visually-hidden">Error:</span> {children}
    </p>
  );
}
