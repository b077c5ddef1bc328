/**
 * Answers kept on this device unsent (store/kept/kept.ts), offered when the journey opens again:
 * the page was closed while they waited for a connection, or before their reply came. The
 * customer sends them (with the key they were kept with: the service stores them once, even if
 * it had them already) or discards them (gone from the device). Loaded only when there are
 * some (router/element-routes.tsx).
 *
 * @csspart kept-answers - The offer to send or discard answers kept on the device.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { heldAnswersOfBody } from '../../leads/kept-answers/received';
import { KEPT_TEXT } from './kept-answers.text';
import { useConfirmationScreen, useDelivery } from '../../leads/forms/use-delivery';
import { useElement } from '../../platform/element-context';
import { dispatchHelpEvent } from '../../platform/events';
import type { KeptAnswersRoute } from '../../router/route-table';
import { draftKeyOf } from '../../store/draft-key';
import { forgetKept, keptFor } from '../../store/kept/kept';
import { getHelpStore } from '../../store/forms/store';
import { HeldAnswers } from './HeldAnswers';

/** '27 March at 3:05pm', as GOV.UK writes a date and time. */
function when(time: number): string {
  const date = new Date(time);
  const hour = date.getHours() % 12 || 12;
  const minute = String(date.getMinutes()).padStart(2, '0');
  return `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })} at ${hour}:${minute}${date.getHours() < 12 ? 'am' : 'pm'}`;
}

export default function KeptAnswers({ name, confirmation }: KeptAnswersRoute) {
  const { instance, container } = useElement();
  const draft = draftKeyOf(name, instance);
  const [, navigate] = useLocation();
  const [kept, setKept] = useState(() => keptFor(draft)[0]);
  const delivery = useDelivery({
    before: useConfirmationScreen(confirmation),
    onAccepted: (lead, { id: reference }) => {
      getHelpStore().getState().saveReceipt(draft, { origin: lead.origin, reference, sentAt: Date.now() });
      dispatchHelpEvent(container, 'help-submitted', { origin: lead.origin, reference });
      navigate(confirmation);
    },
  });
  if (!kept) return null;
  const busy = delivery.status === 'sending' || delivery.status === 'waiting';
  // Kept again as it goes: a refused try forgot it, and it stays kept until it is accepted.
  const send = () => void delivery.run((sending) => sending.send(kept));
  const discard = () => {
    forgetKept(kept.key);
    const next = keptFor(draft)[0];
    setKept(next);
    // The offer goes: the step's heading takes focus, so the customer's place is not lost.
    if (!next) requestAnimationFrame(() => (container as ParentNode | null)?.querySelector<HTMLElement>('h1')?.focus());
  };
  return (
    <Banner title={KEPT_TEXT.keptTitle} part="kept-answers" className="help-kept">
      <p className="help-body">{KEPT_TEXT.keptBody(when(kept.keptAt))}</p>
      <HeldAnswers held={heldAnswersOfBody(kept.body)} />
      <div role="status">
        {delivery.status === 'waiting' ? <p className="help-body">{KEPT_TEXT.keptWaiting}</p> : null}
        {delivery.status === 'failed' ? <p className="help-body">{KEPT_TEXT.keptFailed}</p> : null}
      </div>
      <div className="help-button-group">
        <Button busy={busy} onClick={send}>
          {busy ? KEPT_TEXT.keptSending : KEPT_TEXT.keptSend}
        </Button>
        {busy ? null : (
          <Button variant="secondary" onClick={discard}>
            {KEPT_TEXT.keptDiscard}
          </Button>
        )}
      </div>
    </Banner>
  );
}
