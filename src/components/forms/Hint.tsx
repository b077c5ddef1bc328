import type { ReactNode } from 'react';
import { classNames } from '../ids';

export interface HintProps {
  id: string;
  children: ReactNode;
  className?: string;
  /** ::part() name; default "hint". */
  part?: string;
}

/**
 * Secondary text under a label or legend, tied to its control by aria-describedby.
 *
 * @csspart hint - Hint text under a label, a legend or a radio's label.
 */
export function Hint({ id, children, className, part = 'hint' }: HintProps) {
  return (
    <div className={classNames('help-hint', className)} id={id} part={part}>
      {children}
    </div>
  );
}
