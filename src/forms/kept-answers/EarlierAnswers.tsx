/**
 * On a confirmation reached by settling a send whose outcome was unknown (leads/delivery.ts):
 * what the service held of the answers sent. Settled before changed answers went, also the
 * choice to send those too, with their own key (once, however often pressed or in however many
 * tabs); nothing else sends them. Accepted, the receipt becomes theirs and the confirmation
 * shows their reference.
 *
 * @csspart earlier-answers - On a confirmation: what was received of the answers sent first, and the button that sends the changed answers.
 */
import { useId } from 'react';
import { Button } from '../../components/Button';
import { heldAnswers } from '../../leads/kept-answers/received';
import { KEPT_TEXT } from './kept-answers.text';
import { useDelivery } from '../../leads/forms/use-delivery';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import { draftKeyOf, type JourneyName } from '../../store/draft-key';
import type { EarlierSend, LeadToSend } from '../../store/saved/saved';
import { getHelpStore } from '../../store/forms/store';
import { isRecord } from '../../util';
import { HeldAnswers } from './HeldAnswers';

/** A receipt's `earlier`, when it has one in the expected shape (it is read back from storage). */
function earlierOf(value: unknown): EarlierSend | null {
  if (!isRecord(value)) return null;
  if (value.changed === undefined) return { received: value.received };
  if (!isRecord(value.changed)) return null;
  const { key, draftId, origin, body } = value.changed;
  if (![key, draftId, origin, body].every((text) => typeof text === 'string')) return null;
  return { received: value.received, changed: { key, draftId, origin, body } as LeadToSend };
}

/** What the service received of a send settled as the journey opened again. */
function ReceivedAnswers({ received }: { received: unknown }) {
  const headingId = useId();
  return (
    <section className="help-earlier" aria-labelledby={headingId} part="earlier-answers">
      <h2 className="help-heading-m" id={headingId}>
        {KEPT_TEXT.receivedTitle}
      </h2>
      <p className="help-body">{KEPT_TEXT.receivedBody}</p>
      <HeldAnswers held={heldAnswers(received)} />
    </section>
  );
}

export function EarlierAnswers({ journey, earlier: saved }: { journey: JourneyName; earlier: unknown }) {
  const { instance, container } = useElement();
  const draft = draftKeyOf(journey, instance);
  const headingId = useId();
  const delivery = useDelivery({
    onAccepted: (lead, { id: reference }) => {
      getHelpStore().getState().saveReceipt(draft, { origin: lead.origin, reference, sentAt: Date.now() });
      dispatchHelpEvent(container, 'help-submitted', { origin: lead.origin, reference });
      // This part goes and the panel shows the new reference: its heading takes focus.
      requestAnimationFrame(() => (container as ParentNode | null)?.querySelector<HTMLElement>('h1')?.focus());
    },
  });
  const earlier = earlierOf(saved);
  if (!earlier) return null;
  const { changed } = earlier;
  if (!changed) return <ReceivedAnswers received={earlier.received} />;
  const busy = delivery.status === 'sending' || delivery.status === 'waiting';
  const send = () => void delivery.run((sending) => sending.send({ ...changed, draft, keptAt: Date.now() }));
  return (
    <section className="help-earlier" aria-labelledby={headingId} part="earlier-answers">
      <h2 className="help-heading-m" id={headingId}>
        {KEPT_TEXT.earlierTitle}
      </h2>
      <p className="help-body">{KEPT_TEXT.earlierBody}</p>
      <HeldAnswers held={heldAnswers(earlier.received)} />
      <p className="help-body">{KEPT_TEXT.earlierChanged}</p>
      <div role="status">
        {delivery.status === 'waiting' ? <p className="help-body">{KEPT_TEXT.earlierWaiting}</p> : null}
        {delivery.status === 'failed' ? <p className="help-body">{KEPT_TEXT.earlierFailed}</p> : null}
      </div>
      <Button busy={busy} onClick={send}>
        {busy ? KEPT_TEXT.earlierSending : KEPT_TEXT.earlierSend}
      </Button>
    </section>
  );
}
