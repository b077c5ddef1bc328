/**
 * Sending a lead, the same way for every journey (SPEC §7 POST /v1/leads, §8 failures):
 *   - one Idempotency-Key per set of answers, kept with the journey's draft in
 *     sessionStorage until the lead is accepted: a retry, a double press that got through, or
 *     a reload after the service stored the lead but its answer was lost all re-send the same
 *     key, and the service stores one lead. Any changed answer makes another body and so
 *     another key (the service refuses a known key with another body);
 *   - a send with no answer after SLOW_SEND_MS is given up and the customer told "This is
 *     taking longer than usual"; trying again re-sends the same key;
 *   - on success the draft is cleared, the receipt (origin and reference) is handed to the
 *     confirmation through the store, and help-submitted is dispatched;
 *   - on failure every answer stays and the failure is reported.
 * A plain async call rather than a query mutation: nothing is cached or retried by itself.
 */
import { useCallback, useState } from 'react';
import { newIdempotencyKey, postLead, type LeadPayload } from '../api/leads';
import { useElement } from '../platform/element-context';
import { dispatchHelpEvent } from '../platform/events';
import { report } from '../report';
import { draftKeyOf, getHelpStore, type JourneyName } from '../store/store';

/** How long a send may go unanswered before the customer is told and may try again. */
export const submissionTimings = { slowAfterMs: 20_000 };

export type SubmissionStatus = 'idle' | 'sending' | 'failed' | 'sent';

export interface SubmissionState {
  status: SubmissionStatus;
  /** Why the last send failed: the service failed, or it did not answer in time. */
  reason?: 'error' | 'slow';
  /** Failed sends so far; each one moves focus to the banner again. */
  failures: number;
}

export interface SubmitLeadOptions<Answers> {
  journey: JourneyName;
  /** The `origin` of help-submitted and of the receipt: the route the lead is sent from. */
  origin: string;
  /** The pure payload builder of `leads/` (or a promise of it, when it loads with the form's rules). */
  build: (answers: Answers) => LeadPayload | Promise<LeadPayload>;
}

export interface LeadSubmission<Answers> extends SubmissionState {
  /** Resolves with the lead's reference, or null when it was not accepted. */
  submit(answers: Answers): Promise<string | null>;
}

export function useSubmitLead<Answers>({ journey, origin, build }: SubmitLeadOptions<Answers>): LeadSubmission<Answers> {
  const element = useElement();
  const key = draftKeyOf(journey, element.instance);
  const [state, setState] = useState<SubmissionState>({ status: 'idle', failures: 0 });

  const submit = useCallback(
    async (answers: Answers): Promise<string | null> => {
      const store = getHelpStore().getState();
      setState((previous) => ({ status: 'sending', failures: previous.failures }));
      const controller = new AbortController();
      let slow = false;
      const timer = setTimeout(() => {
        slow = true;
        controller.abort();
      }, submissionTimings.slowAfterMs);
      try {
        const lead = await build(answers);
        const body = JSON.stringify(lead);
        const inFlight = store.drafts[key]?.sending;
        const idempotencyKey = inFlight?.body === body ? inFlight.idempotencyKey : newIdempotencyKey();
        store.saveSending(key, { idempotencyKey, body });
        const { id: reference } = await postLead(lead, { idempotencyKey, signal: controller.signal });
        store.clearDraft(key);
        store.saveReceipt(key, { origin, reference, sentAt: Date.now() });
        setState((previous) => ({ status: 'sent', failures: previous.failures }));
        dispatchHelpEvent(element.container, 'help-submitted', { origin, reference });
        return reference;
      } catch (error) {
        report(error, { action: `sending a lead from ${origin}`, element: element.tag, level: 'warn', detail: { slow } });
        setState((previous) => ({ status: 'failed', reason: slow ? 'slow' : 'error', failures: previous.failures + 1 }));
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    [build, origin, key, element],
  );

  return { ...state, submit };
}
