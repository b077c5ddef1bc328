/**
 * What a screen shows in place of content it could not fetch (the content server failed, the
 * connection dropped): an error banner that says so, announced when it appears, and a "Try
 * again" button that asks again. Never a blank element.
 *
 * While the new attempt runs, the button is busy (it keeps focus, see Button) and a status
 * message says "Trying again". If that attempt fails as well, the banner stays and says so in a status
 * message, so a customer who cannot see the page hears that nothing changed. On success the
 * screen replaces the banner with its content and moves focus to its heading.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';

export const LOAD_FAILED_TEXT = {
  tryAgain: 'Try again',
  trying: 'Trying again…',
  stillFailing: 'It could not be loaded this time either.',
} as const;

export interface LoadFailedProps {
  /** What failed, as the banner's title: 'This help article could not be loaded'. */
  title: string;
  /** What the customer can do: a paragraph or two. */
  children?: ReactNode;
  /** Asks again (a query's refetch). */
  onRetry: () => void;
  /** True while the new attempt runs. */
  retrying?: boolean;
  /** 1 where the banner stands in for the page's heading (nothing else of the page shows); default 2. */
  headingLevel?: 1 | 2;
}

/** An error banner with "Try again" for content that could not be fetched. */
export function LoadFailed({ title, children, onRetry, retrying = false, headingLevel = 2 }: LoadFailedProps) {
  const [failedAgain, setFailedAgain] = useState(false);
  // The attempt the customer asked for, from the press of "Try again" to its end (an attempt
  // the screen was already making when the banner appeared is not theirs).
  const [attempting, setAttempting] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!attempting) return;
    if (retrying) {
      started.current = true;
      return;
    }
    if (!started.current) return;
    // It has ended and the banner is still here: it failed too.
    started.current = false;
    setAttempting(false);
    setFailedAgain(true);
  }, [attempting, retrying]);
  const retry = () => {
    if (retrying) return;
    started.current = false;
    setFailedAgain(false);
    setAttempting(true);
    onRetry();
  };
  return (
    <Banner variant="error" title={title} headingLevel={headingLevel}>
      {children}
      <div role="status">
        {retrying || failedAgain ? <p className="help-body">{retrying ? LOAD_FAILED_TEXT.trying : LOAD_FAILED_TEXT.stillFailing}</p> : null}
      </div>
      <Button variant="secondary" busy={retrying} onClick={retry}>
        {LOAD_FAILED_TEXT.tryAgain}
      </Button>
    </Banner>
  );
}
