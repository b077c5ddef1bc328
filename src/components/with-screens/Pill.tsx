import { useRef, type ReactNode } from 'react';
import { useOwnStyles } from '../../styles/adopt';
import { classNames } from '../ids';
import pillCss from './Pill.css';

export type PillVariant = 'info' | 'success' | 'neutral';

export interface PillProps {
  /** A word or two, as plain text: "Meter reading week", "New". */
  children: ReactNode;
  /** 'info' (default, the brand blue), 'success' (green) or 'neutral' (grey). */
  variant?: PillVariant;
  className?: string;
}

/**
 * A short status label (GOV.UK tag): bold text on a tinted background, read as part of the
 * text around it. Not a link or a button: never make it the only way to tell something.
 * Brings its own stylesheet (only some screens use it): import it from this file, not the
 * components barrel.
 *
 * @csspart pill - A short status label ("Meter reading week").
 */
export function Pill({ children, variant = 'info', className }: PillProps) {
  const ref = useRef<HTMLElement>(null);
  useOwnStyles(ref, pillCss);
  return (
    <strong ref={ref} className={classNames('help-pill', `help-pill--${variant}`, className)} part="pill">
      {children}
    </strong>
  );
}
