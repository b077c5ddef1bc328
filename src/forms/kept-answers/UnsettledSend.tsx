/**
 * A send whose outcome is unknown, kept on this device: it left, and no answer said whether the
 * service stored it (the page was reloaded or closed on its way, the reply was lost, or the
 * service failed without refusing it). As the journey opens again it is sent once more with its
 * key, before anything else (Delivery.check): the service answers with the lead it has, or
 * stores it now. Either way that is the send the customer made, so it is confirmed, with what the
 * service received. A send from the form meanwhile waits for that answer, and its changed answers
 * are offered on the confirmation, sent only if the customer chooses (leads/delivery.ts).
 * When it cannot be checked the customer is told, and may check again, or discard it after
 * being asked: it may already have reached us.
 *
 * @csspart kept-answers - A send whose outcome is unknown, being checked or not checked.
 */
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { whileChecking } from '../../leads/forms/kept-checks';
import { heldAnswersOfBody } from '../../leads/kept-answers/received';
import { useElement } from '../../platform/element-context';
import { forgetKept, type KeptLead } from '../../store/kept/kept';
import { DiscardQuestion } from './DiscardQuestion';
import { HeldAnswers } from './HeldAnswers';
import { KEPT_TEXT } from './kept-answers.text';
import { keptWhen } from './kept-when';
import { useKeptDelivery } from './use-kept-delivery';

export interface UnsettledSendProps {
  lead: KeptLead;
  confirmation: `/${string}`;
  /** Checked as it shows (the journey has just opened); else it was just sent, without an answer. */
  checkNow: boolean;
  /** Discarded, or refused by the service: the journey shows what else is kept, if anything. */
  onGone: () => void;
}

export function UnsettledSend({ lead, confirmation, checkNow, onGone }: UnsettledSendProps) {
  const { container } = useElement();
  const delivery = useKeptDelivery(lead.draft, confirmation, { checked: true });
  const [asking, setAsking] = useState(false);
  // What shows after a check the customer asked for takes focus; nothing does as the page loads.
  const [asked, setAsked] = useState(checkNow ? 0 : 1);

  // The journey's form is locked until the check is answered (leads/forms/kept-checks.ts).
  const check = () =>
    void whileChecking(container, lead.draft, delivery.run((sending) => sending.check(lead))).then((outcome) => {
      // Refused outright: the service does not have it, and it is forgotten.
      if (outcome?.kind === 'refused') onGone();
    });
  const firstCheck = useRef(checkNow ? check : undefined);
  useEffect(() => {
    firstCheck.current?.();
    firstCheck.current = undefined;
  }, []);

  const checkAgain = () => {
    setAsking(false);
    setAsked((count) => count + 1);
    check();
  };
  const discard = () => {
    forgetKept(lead.key);
    onGone();
  };

  const when = keptWhen(lead.keptAt);
  const focusKey = asked > 0 ? asked : undefined;
  if (delivery.status === 'sending' || (checkNow && delivery.status === 'idle')) {
    return (
      <Banner key="checking" title={KEPT_TEXT.checkingTitle} part="kept-answers" className="help-kept" focusKey={focusKey}>
        <Spinner label={KEPT_TEXT.checking} size="small" />
        <p className="help-body">{KEPT_TEXT.checkingBody(when)}</p>
      </Banner>
    );
  }
  const reason = delivery.status === 'failed' ? delivery.reason : undefined;
  return (
    <Banner key="unchecked" title={KEPT_TEXT.uncheckedTitle} part="kept-answers" className="help-kept" focusKey={focusKey}>
      <p className="help-body">{KEPT_TEXT.uncheckedBody(when)}</p>
      <HeldAnswers held={heldAnswersOfBody(lead.body)} />
      <div role="status">
        {reason ? <p className="help-body">{reason === 'offline' ? KEPT_TEXT.uncheckedOffline : KEPT_TEXT.uncheckedFailed}</p> : null}
      </div>
      <p className="help-body">{KEPT_TEXT.uncheckedNext}</p>
      {asking ? (
        <DiscardQuestion onCheck={checkAgain} onDiscard={discard} />
      ) : (
        <div className="help-button-group">
          <Button onClick={checkAgain}>{KEPT_TEXT.checkAgain}</Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {KEPT_TEXT.keptDiscard}
          </Button>
        </div>
      )}
    </Banner>
  );
}
