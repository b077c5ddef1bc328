import { useRef, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { classNames } from './ids';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Second clicks within this time are ignored when preventDoubleClick is on (as GOV.UK). */
export const DOUBLE_CLICK_WINDOW_MS = 1000;

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'className'> {
  /** 'primary' (default), 'secondary', or 'link' (a button that looks like a link). */
  variant?: ButtonVariant;
  /** Defaults to 'button' so that no button submits by accident; give the form's main action type="submit". */
  type?: 'button' | 'submit' | 'reset';
  /**
   * While a submission is in flight: aria-disabled="true", looks disabled, ignores clicks and
   * Enter, but keeps keyboard focus where it is. A native `disabled` button would drop focus
   * to the page's body and screen reader users would lose their place.
   */
  busy?: boolean;
  /** Ignores a second click within a second, so a double click cannot send twice. */
  preventDoubleClick?: boolean;
  className?: string;
}

/**
 * GOV.UK-style button. `disabled` is the native attribute (not focusable): use it only for
 * actions that are unavailable, and `busy` while sending.
 *
 * @csspart button - A button (unless the screen names it otherwise).
 */
export function Button({
  variant = 'primary',
  type = 'button',
  busy = false,
  preventDoubleClick = false,
  className,
  onClick,
  part = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (preventDoubleClick) {
      const now = performance.now();
      const isRepeat = now - lastClickAt.current < DOUBLE_CLICK_WINDOW_MS;
      lastClickAt.current = now;
      if (isRepeat) {
        event.preventDefault();
        return;
      }
    }
    onClick?.(event);
  };

  return (
    <button
      {...buttonProps}
      type={type}
      className={classNames(variant === 'link' ? 'help-button-link' : 'help-button', variant !== 'link' && variant !== 'primary' && `help-button--${variant}`, className)}
      aria-disabled={busy ? true : buttonProps['aria-disabled']}
      aria-busy={busy ? true : undefined}
      onClick={handleClick}
      part={part}
    >
      {children}
    </button>
  );
}
