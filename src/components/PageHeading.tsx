import { createContext, useContext, useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { classNames } from './ids';

/**
 * Focuses the element when it mounts (and again when `key` changes), as GOV.UK does for the
 * heading of each new step. The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(ref: RefObject<T | null>, enabled = true, key?: unknown): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled, key]);
}

/**
 * Whether the screen being shown was reached by moving within the element (a new step: its h1
 * takes focus) or is the first thing the page shows (it must not pull the page to the element).
 * Route switches provide it; outside one, headings take focus.
 */
export const HeadingFocusContext = createContext(true);

export interface PageHeadingProps extends Omit<ComponentPropsWithoutRef<'h1'>, 'className'> {
  size?: 'xl' | 'l' | 'm';
  /** Small text above the heading, e.g. the section name. */
  caption?: ReactNode;
  /**
   * Moves focus to the heading when it appears. By default: when the customer moved to this
   * step within the element, not on the first screen shown on page load.
   */
  focusOnMount?: boolean;
  /** Refocus when this changes while the heading stays mounted (e.g. the step's name). */
  focusKey?: unknown;
  className?: string;
}

/**
 * The page's h1, focusable by script (tabIndex -1).
 *
 * @csspart page-heading - The heading of each screen (h1).
 * @csspart page-heading-caption - Small text above a heading (a section name), where a screen has one.
 */
export function PageHeading({
  size = 'l',
  caption,
  focusOnMount,
  focusKey,
  className,
  part = 'page-heading',
  children,
  ...headingProps
}: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const arrivedByNavigation = useContext(HeadingFocusContext);
  useFocusOnMount(ref, focusOnMount ?? arrivedByNavigation, focusKey);
  return (
    <h1 {...headingProps} ref={ref} tabIndex={-1} className={classNames(`help-heading-${size}`, className)} part={part}>
      {caption ? (
        <span className={`help-caption help-caption--${size}`} part="page-heading-caption">
          {caption}
        </span>
      ) : null}
      {children}
    </h1>
  );
}
