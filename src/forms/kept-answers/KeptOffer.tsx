/**
 * Answers kept on this device that never left (the page was closed while they waited for a
 * connection), offered when the journey opens again. The customer sends them (with the key they
 * were kept with: the service stores them once, even if it had them already) or discards them:
 * never sent, they cannot have reached us, so nothing is asked. A send that then ends without a
 * definite answer leaves its outcome unknown, and the journey shows it as such (UnsettledSend).
 *
 * @csspart kept-answers - The offer to send or discard answers kept on the device.
 */
import { useEffect } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { heldAnswersOfBody } from '../../leads/kept-answers/received';
import { forgetKept, readKept, type KeptLead } from '../../store/kept/kept';
import { KEPT_TEXT } from './kept-answers.text';
import { keptWhen } from './kept-when';
import { HeldAnswers } from './HeldAnswers';
import { useKeptDelivery } from './use-kept-delivery';

export interface KeptOfferProps {
  lead: KeptLead;
  confirmation: `/${string}`;
  /** Discarded: the journey shows what else is kept, if anything. */
  onGone: () => void;
  /** Sent, and its outcome is unknown. */
  onUnsettled: () => void;
}

export function KeptOffer({ lead, confirmation, onGone, onUnsettled }: KeptOfferProps) {
  const delivery = useKeptDelivery(lead.draft, confirmation, { checked: false });
  const failed = delivery.status === 'failed';
  useEffect(() => {
    if (failed && readKept().some((kept) => kept.key === lead.key && kept.tried)) onUnsettled();
  }, [failed, lead.key, onUnsettled]);
  const busy = delivery.status === 'sending' || delivery.status === 'waiting';
  // Kept again as it goes: a refused try forgot it, and it stays kept until it is accepted.
  const send = () => void delivery.run((sending) => sending.send(lead));
  const discard = () => {
    forgetKept(lead.key);
    onGone();
  };
  return (
    <Banner title={KEPT_TEXT.keptTitle} part="kept-answers" className="help-kept">
      <p className="help-body">{KEPT_TEXT.keptBody(keptWhen(lead.keptAt))}</p>
      <HeldAnswers held={heldAnswersOfBody(lead.body)} />
      <div role="status">
        {delivery.status === 'waiting' ? <p className="help-body">{KEPT_TEXT.keptWaiting}</p> : null}
        {failed ? <p className="help-body">{KEPT_TEXT.keptFailed}</p> : null}
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
