import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
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

export interface PageHeadingProps extends Omit<ComponentPropsWithoutRef<'h1'>, 'className'> {
  size?: 'xl' | 'l' | 'm';
  /** Small text above the heading, e.g. the section name. */
  caption?: ReactNode;
  /**
   * Moves focus to the heading when it appears (each new step). Pass false for the first
   * screen an element shows on page load, so the page is not scrolled to the element.
   */
  focusOnMount?: boolean;
  /** Refocus when this changes while the heading stays mounted (e.g. the step's name). */
  focusKey?: unknown;
  className?: string;
}

/** The page's h1, focusable by script (tabIndex -1). Parts: "page-heading", "page-heading-caption". */
export function PageHeading({
  size = 'l',
  caption,
  focusOnMount = true,
  focusKey,
  className,
  part = 'page-heading',
  children,
  ...headingProps
}: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(ref, focusOnMount, focusKey);
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
