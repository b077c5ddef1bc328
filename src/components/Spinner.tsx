import { classNames } from './ids';

export interface SpinnerProps {
  /** Read out by screen readers; default 'Loading'. Say what is loading where it helps. */
  label?: string;
  /** Shows the label beside the spinner as well. */
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /** ::part() name of the status element; default "spinner". */
  part?: string;
}

/**
 * Loading indicator: a status live region holding the label, and a decorative ring that spins
 * unless the reader prefers reduced motion (then it holds still).
 *
 * @csspart spinner - A loading indicator (unless the screen names it otherwise).
 * @csspart spinner-ring - The spinning ring of a loading indicator.
 * @csspart spinner-label - The words of a loading indicator (read out; shown only where the screen asks).
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'medium', className, part = 'spinner' }: SpinnerProps) {
  return (
    <div className={classNames('help-spinner', `help-spinner--${size}`, className)} role="status" part={part}>
      <span className="help-spinner__ring" aria-hidden="true" part="spinner-ring" />
      <span className={showLabel ? 'help-spinner__label' : 'visually-hidden'} part="spinner-label">
        {label}
      </span>
    </div>
  );
}
