import { useId, useRef, type ReactNode } from 'react';
import { useFocusOnMount } from './PageHeading';
import { classNames } from './ids';

export type BannerVariant = 'info' | 'success' | 'error';

export interface BannerProps {
  variant?: BannerVariant;
  title: ReactNode;
  /** Level of the title heading; default 2. 1 where the banner is all the page shows (what failed to load). */
  headingLevel?: 1 | 2 | 3 | 4;
  children?: ReactNode;
  /**
   * role="alert" so the banner is announced when it appears (for errors after a submit, and
   * success messages). Default: true for 'error' and 'success', false for 'info', which is a
   * labelled region instead.
   */
  announce?: boolean;
  id?: string;
  className?: string;
  /** ::part() name of the banner box; default "banner". */
  part?: string;
  /**
   * Takes focus when it appears and whenever this value changes (each failed send), so it is
   * read out again. Pair with announce={false}: focus announces it once, an alert would twice.
   */
  focusKey?: unknown;
}

/**
 * Notification banner (GOV.UK notification banner): a title bar and content. Use 'error' for a
 * problem that is not about one field (for example the service failed after submit), 'success'
 * to confirm, 'info' for important information on page load.
 *
 * @csspart banner - A notification banner (unless the screen names it otherwise).
 * @csspart banner-title - A banner's title bar.
 * @csspart banner-content - A banner's content, under its title.
 */
export function Banner({ variant = 'info', title, headingLevel = 2, children, announce, id, className, part = 'banner', focusKey }: BannerProps) {
  const generatedId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const takesFocus = focusKey !== undefined;
  useFocusOnMount(ref, takesFocus, focusKey);
  const baseId = id ?? `banner-${generatedId}`;
  const titleId = `${baseId}-title`;
  const Heading = `h${headingLevel}` as const;
  const isAlert = announce ?? variant !== 'info';
  return (
    <div
      className={classNames('help-banner', `help-banner--${variant}`, className)}
      id={baseId}
      role={isAlert ? 'alert' : 'region'}
      aria-labelledby={titleId}
      part={part}
      ref={ref}
      tabIndex={takesFocus ? -1 : undefined}
    >
      <div className="help-banner__header">
        <Heading className="help-banner__title" id={titleId} part="banner-title">
          {title}
        </Heading>
      </div>
      {children ? (
        <div className="help-banner__content" part="banner-content">
          {children}
        </div>
      ) : null}
    </div>
  );
}
