/**
 * A screen that sends leads (leads/delivery.ts does the sending; it arrives with the form's
 * rules), and what the customer is told meanwhile:
 *   - 'sending' while it goes; given up after submissionTimings.slowAfterMs ('failed', 'slow');
 *   - 'waiting' with no connection, or when it dropped before the reply: the answers are kept on
 *     the device and go by themselves when it is back, with the same key (told once);
 *   - 'failed' when the service answered with an error, or the send ended some other way; a
 *     check of a kept send (Delivery.check) also fails, with 'offline', for want of a connection.
 * What a waiting form shows (forms/WaitingBanner) arrives with the sending code, in one module
 * (forms/checks/sending-kit.ts), so a form's first download carries neither. Also the confirmation
 * route's screen, fetched as the screen that sends shows (useConfirmationScreen).
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { LeadResponse } from '../../api/forms/leads';
import { useElement } from '../../platform/element-context';
import { RoutesContext } from '../../router/routes-context';
import type { KeptLead } from '../../store/kept/kept';
import type { LeadToSend } from '../../store/saved/saved';
import type { Delivery, FailureReason } from '../delivery';
import { whenStarted } from '../../forms/started';

type SendingKit = typeof import('../../forms/checks/sending-kit');
let waitingKit: SendingKit | undefined;

/** What a waiting form shows: loaded with the code that sends, so in by the time a form waits. */
export const loadedWaiting = (): Pick<SendingKit, 'WaitingBanner' | 'WAITING_LABEL'> | undefined => waitingKit;

/** How long a send may go unanswered before the customer is told and may try again. */
export const submissionTimings = { slowAfterMs: 20_000 };

export type SubmissionStatus = 'idle' | 'sending' | 'waiting' | 'failed' | 'sent';

export interface SubmissionState {
  status: SubmissionStatus;
  /** Why the last send failed: the service failed, it did not answer in time, or (a check) no connection. */
  reason?: FailureReason;
  /** Failed sends so far; each one moves focus to the banner again. */
  failures: number;
  /** Busy because an earlier send of the journey is being checked, not sending (forms/kept-answers). */
  checking?: boolean;
}

/**
 * The screen of the route at `path` in the routes being shown (the element's or the app's), its
 * download started once the customer starts on the element: the confirmation is on the device
 * before a lead is sent, and a visit that only looks does not download it. The loader it
 * returns resolves once it is in (and tries again after a failure).
 */
export function useConfirmationScreen(path: string): () => Promise<unknown> | undefined {
  const routes = useContext(RoutesContext);
  const { container } = useElement();
  const load = useCallback(() => routes.find((route) => route.path === path)?.screen.load(), [routes, path]);
  useEffect(() => whenStarted(container, () => void load()?.catch(() => undefined)), [container, load]);
  return load;
}

export interface DeliveryOptions {
  /** Runs once the service has the lead; `changed`: answers changed after it, not sent. */
  onAccepted: (lead: KeptLead, response: LeadResponse, changed?: LeadToSend) => void;
  /** What must be on the device before the send (the confirmation's screen). */
  before?: () => Promise<unknown> | undefined;
}

export interface DeliveryApi extends SubmissionState {
  /** Shows the send as started (while its body is still being built). */
  begin: () => void;
  /** Marks a failure before anything was sent. */
  fail: () => void;
  /** Runs `use` with the delivery once its code is in; null when that could not be fetched. */
  run: <T>(use: (delivery: Delivery) => Promise<T>) => Promise<T | null>;
}

export function useDelivery(options: DeliveryOptions): DeliveryApi {
  const { tag, container } = useElement();
  const [state, setState] = useState<SubmissionState>({ status: 'idle', failures: 0 });
  const latest = useRef(options);
  latest.current = options;
  const delivery = useRef<Promise<Delivery> | null>(null);

  const fail = useCallback(() => setState((previous) => ({ status: 'failed', reason: 'error', failures: previous.failures + 1 })), []);
  const run = useCallback(
    async <T>(use: (delivery: Delivery) => Promise<T>): Promise<T | null> => {
      delivery.current ??= import('../../forms/checks/sending-kit').then((kit) => {
        waitingKit = kit;
        return kit.createDelivery({
          status: (status, reason) =>
            setState((previous) => ({ status, ...(reason ? { reason } : {}), failures: previous.failures + (status === 'failed' ? 1 : 0) })),
          accepted: (...accepted) => latest.current.onAccepted(...accepted),
          before: () => latest.current.before?.(),
          slowAfterMs: () => submissionTimings.slowAfterMs,
          tag,
          container,
        });
      });
      let ready: Delivery;
      try {
        ready = await delivery.current;
      } catch {
        delivery.current = null; // its code could not be fetched: the next press tries again
        fail();
        return null;
      }
      return use(ready);
    },
    [tag, container, fail],
  );
  // Gone from the page: no more tries from here (what is kept stays kept, and is offered).
  useEffect(() => () => void delivery.current?.then((gone) => gone.stop(), () => undefined), []);
  const begin = useCallback(() => setState((previous) => (previous.status === 'waiting' ? previous : { status: 'sending', failures: previous.failures })), []);

  return { ...state, begin, fail, run };
}
