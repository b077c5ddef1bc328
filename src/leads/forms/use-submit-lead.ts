/**
 * Sending a lead (POST /v1/leads), the same way for every journey, and what its failures show:
 *   - one Idempotency-Key per set of answers: the same draft (its id is copied with the answers
 *     into a duplicated tab) and the same body give the same key in every tab, so a retry, a
 *     double press that got through, a reload after a lost answer, or a second tab all store one
 *     lead; a changed answer makes another body and so another key (leads/delivery.ts);
 *   - the journey's confirmation screen is fetched once the customer starts on it, and is on the device
 *     before the lead leaves;
 *   - with no connection, or when the connection drops before the reply, the lead is kept on
 *     the device and sent by itself when the connection is back (leads/forms/use-delivery.ts);
 *   - an earlier send whose outcome is unknown (no reply, or an error that does not refuse it) is
 *     settled before changed answers go: it is sent again with its own key, and if the service
 *     has it the customer sees its confirmation, with what it held, and may then send the
 *     changed answers too (forms/EarlierAnswers);
 *   - while the journey checks such a send as it opens again (forms/kept-answers/UnsettledSend),
 *     the form is locked, and shows it is checking: nothing it sends can overtake the check;
 *   - once accepted: the draft is cleared, the receipt handed to the confirmation through the
 *     store, help-submitted dispatched, and the confirmation shown;
 *   - a send with no answer after slowAfterMs is given up ("This is taking longer than usual");
 *     on failure every answer stays and the failure is reported.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { LeadPayload } from '../../api/forms/leads';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import { report } from '../../report';
import { draftKeyOf, getHelpStore, type JourneyName } from '../../store/forms/store';
import { isChecking, useChecking } from './kept-checks';
import { useConfirmationScreen, useDelivery, type SubmissionState } from './use-delivery';

export { submissionTimings, type SubmissionState, type SubmissionStatus } from './use-delivery';

export interface SubmitLeadOptions<Answers> {
  journey: JourneyName;
  /** The `origin` of help-submitted and of the receipt: the route the lead is sent from. */
  origin: string;
  /** The pure payload builder of `leads/` (or a promise of it, when it loads with the form's rules). */
  build: (answers: Answers) => LeadPayload | Promise<LeadPayload>;
  /** The journey's confirmation route, shown once the lead is accepted. */
  confirmation: `/${string}`;
}

export interface LeadSubmission<Answers> extends SubmissionState {
  /** Resolves with the lead's reference, or null when it was not accepted (yet). */
  submit(answers: Answers): Promise<string | null>;
}

export function useSubmitLead<Answers>({ journey, origin, build, confirmation }: SubmitLeadOptions<Answers>): LeadSubmission<Answers> {
  const element = useElement();
  const draft = draftKeyOf(journey, element.instance);
  const [, navigate] = useLocation();

  const { begin, fail, run, ...state } = useDelivery({
    before: useConfirmationScreen(confirmation),
    onAccepted: (lead, { id: reference, attributes }, changed) => {
      const store = getHelpStore().getState();
      store.clearDraft(draft);
      store.saveReceipt(draft, { origin: lead.origin, reference, sentAt: Date.now(), ...(changed ? { earlier: { received: attributes, changed } } : {}) });
      dispatchHelpEvent(element.container, 'help-submitted', { origin: lead.origin, reference });
      navigate(confirmation);
    },
  });

  const checking = useChecking(element.container, draft);
  const submit = useCallback(
    async (answers: Answers): Promise<string | null> => {
      if (isChecking(element.container, draft)) return null; // locked until the check is answered
      begin();
      let body: string;
      try {
        body = JSON.stringify(await build(answers));
      } catch (error) {
        report(error, { action: `sending a lead from ${origin}`, element: element.tag, level: 'warn' });
        fail();
        return null;
      }
      return run((delivery) => delivery.submit(draft, origin, body));
    },
    [begin, fail, run, build, origin, draft, element.tag, element.container],
  );

  return { ...state, ...(checking ? { status: 'sending', checking } : {}), submit };
}
