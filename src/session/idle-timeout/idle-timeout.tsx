/**
 * The idle time-out of signed-in pages: after 15 minutes without activity the
 * customer is signed out and sent to /logout. Activity in any tab counts, in every tab
 * (react-idle-timer's cross-tab messages). Beyond SPEC, for WCAG 2.2.1: two minutes before,
 * a modal dialog says when the session ends and offers "Stay signed in", which restarts the
 * time in every tab. While it is open, only that button (or Escape) keeps the customer in:
 * moving the mouse does not. Loaded after the page's content, only on signed-in pages.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { Button } from '../../components/Button';
import { useOwnStyles } from '../../styles/adopt';
import css from './idle-timeout.css';
import { idleSignOutUrl, signOutUrl } from '../help-deals/redirects';
import { getSessionConfig, IDLE_DEBOUNCE_MS } from '../session-cookies/session-config';
import { spokenTimeLeft, TEXT, timeLeft } from './session.text';
import { useSignOut } from '../help-deals/use-signed-in';

/** One name for every tab of the page's site, so they hear each other. */
export const IDLE_TIMER_NAME = 'help-and-support-idle';

export interface IdleTimeoutProps {
  /** Where activity is watched: the page's document (a test gives each of its tabs its own). */
  activityTarget?: Document;
}

export default function IdleTimeout({ activityTarget }: IdleTimeoutProps) {
  const { idleTimeoutSeconds, idleWarningSeconds } = getSessionConfig();
  const signOut = useSignOut();
  const [warning, setWarning] = useState(false);
  const timer = useIdleTimer({
    name: IDLE_TIMER_NAME,
    timeout: idleTimeoutSeconds * 1000,
    promptBeforeIdle: idleWarningSeconds * 1000,
    debounce: IDLE_DEBOUNCE_MS,
    crossTab: true,
    syncTimers: 200,
    element: activityTarget ?? document,
    onPrompt: () => setWarning(true),
    onActive: () => setWarning(false),
    onIdle: () => {
      setWarning(false);
      signOut(idleSignOutUrl());
    },
  });

  if (!warning) return null;
  return <TimeoutWarning secondsLeft={() => timer.getRemainingTime() / 1000} onStay={() => timer.activate()} onSignOut={() => signOut(signOutUrl())} />;
}

interface TimeoutWarningProps {
  secondsLeft: () => number;
  onStay: () => void;
  onSignOut: () => void;
}

/** The element that has focus, looking inside shadow roots (ours are open). */
function focusedElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The warning before the customer is signed out for being idle.
 * @csspart timeout-dialog - The idle warning: "You're about to be signed out".
 * @csspart timeout-stay - Its "Stay signed in" button.
 * @csspart timeout-sign-out - Its "Sign out" button.
 */
function TimeoutWarning({ secondsLeft, onStay, onSignOut }: TimeoutWarningProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const textId = useId();
  const [seconds, setSeconds] = useState(secondsLeft);
  useOwnStyles(dialog, css);

  useEffect(() => {
    const tick = window.setInterval(() => setSeconds(secondsLeft()), 1000);
    return () => window.clearInterval(tick);
  }, [secondsLeft]);

  // Modal: the rest of the page is inert until it closes; focus then goes back where it was.
  useEffect(() => {
    const box = dialog.current;
    if (!box) return undefined;
    const before = focusedElement(box.ownerDocument);
    box.showModal();
    heading.current?.focus();
    return () => {
      if (box.open) box.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  // Tab and Shift+Tab go round the dialog's two controls, never out to the page behind.
  const keepFocusIn = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
    const first = controls[0];
    const last = controls.at(-1);
    const active = focusedElement(event.currentTarget.ownerDocument);
    if (event.shiftKey && (active === first || active === heading.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="help-timeout"
      part="timeout-dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onKeyDown={keepFocusIn}
      // Escape keeps the customer signed in, as "Stay signed in" does: the forgiving reading.
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="help-heading-m help-timeout__heading">
        {TEXT.warningHeading}
      </h2>
      {/* Seen counting down; heard from the line below, which changes less often. */}
      <p className="help-body" aria-hidden="true">
        {TEXT.warningBefore}
        <span className="help-timeout__time">{timeLeft(seconds)}</span>
        {TEXT.warningAfter}
      </p>
      <p id={textId} className="help-visually-hidden" aria-live="polite" aria-atomic="true">
        {`${TEXT.warningBefore}${spokenTimeLeft(seconds)}${TEXT.warningAfter}`}
      </p>
      <div className="help-button-group">
        <Button onClick={onStay} part="timeout-stay">
          {TEXT.staySignedIn}
        </Button>
        <Button variant="link" onClick={onSignOut} part="timeout-sign-out">
          {TEXT.signOut}
        </Button>
      </div>
    </dialog>
  );
}
