import type { ReactNode } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';
import { Spinner } from './Spinner';

export interface LoadErrorProps {
  /** The banner's title: what did not load ("This page did not load"). */
  title: ReactNode;
  /** What it means for the customer and what to do (plain text is wrapped in a paragraph). */
  children: ReactNode;
  /** Asks again: usually the failed query's `refetch`. */
  onRetry: () => void;
  /** While asking again: the button is busy (focus stays on it) and a spinner says so. */
  retrying: boolean;
  /** The button's words; default 'Try again'. */
  retryLabel?: string;
  /** Read out while asking again; default 'Trying again'. */
  retryingLabel?: string;
  /** Level of the title heading; default 2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Content that could not be fetched (a failed query, after its retries): an error banner that
 * says so in plain words, announced when it appears, with a "Try again" button that asks again.
 * Never a blank screen. Content screens use it (categories, articles); it has no stylesheet of
 * its own (Banner, Button and Spinner are in the shared one). Import it from this file, not the
 * components barrel, so pages without content do not carry it.
 *
 *   if (query.isError && !query.data)
 *     return <LoadError title="This page did not load" onRetry={() => void query.refetch()} retrying={query.isFetching}>…</LoadError>;
 */
export function LoadError({
  title,
  children,
  onRetry,
  retrying,
  retryLabel = 'Try again',
  retryingLabel = 'Trying again',
  headingLevel = 2,
}: LoadErrorProps) {
  return (
    <Banner variant="error" title={title} headingLevel={headingLevel}>
      {typeof children === 'string' ? <p className="help-body">{children}</p> : children}
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
      {retrying ? <Spinner size="small" label={retryingLabel} /> : null}
    </Banner>
  );
}
