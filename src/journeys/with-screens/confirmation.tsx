/**
 * The confirmation, shared by the complaint and the feedback journeys, in the GOV.UK
 * confirmation pattern: the panel, what happens next and when. Feedback says "Thanks, we've got
 * your request"; a complaint or enquiry shows its reference, says it was also emailed, and its
 * average response time. The receipt is handed over through the store, so a reload shows it again;
 * reached without one, the customer goes back to the journey's start, never to a blank page.
 * Reached by settling an earlier send, it also says what was received and offers to send the
 * changed answers too (forms/EarlierAnswers).
 */
import { Redirect, useLocation } from 'wouter';
import { Button } from '../../components';
import { ConfirmationPanel } from '../../components/with-screens/ConfirmationPanel';
import { EarlierAnswers } from '../../forms/kept-answers/EarlierAnswers';
import { isComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';
import { usePageMeta } from '../../platform/page-meta';
import { useReceipt } from '../../store/forms/journey';
import { FEEDBACK_ORIGIN, type JourneyName, type Receipt } from '../../store/saved/saved';
import { JourneyColumn } from '../column';
import { JOURNEY_TEXT, OMBUDSMAN_TEXT, RESPONSE_TIME, SENT_TEXT, kindOf } from '../journeys.text';

/** The panel's title and what happens next, from where the lead was sent. */
function wordsFor({ origin }: Receipt): { title: string; next: string; reference: boolean; ombudsman: boolean } {
  const complaint = /^complaints\/([^/]+)\/query$/.exec(origin)?.[1] ?? '';
  if (origin === FEEDBACK_ORIGIN || !isComplaintSlug(complaint)) return { title: JOURNEY_TEXT.feedbackConfirmed, next: JOURNEY_TEXT.feedbackNext, reference: false, ombudsman: false };
  const kind = kindOf(complaint);
  return { title: SENT_TEXT[kind], next: RESPONSE_TIME[complaint], reference: true, ombudsman: kind === 'complaint' };
}

export interface JourneyConfirmationProps {
  journey: JourneyName;
  /** Where the journey starts: without a receipt, and to start again. */
  start: `/${string}`;
  /** The button that starts again. */
  againLabel: string;
}

export function JourneyConfirmation({ journey, start, againLabel }: JourneyConfirmationProps) {
  const [receipt, clearReceipt] = useReceipt(journey);
  const [, navigate] = useLocation();
  const words = receipt ? wordsFor(receipt) : undefined;
  usePageMeta({ title: `${words?.title ?? ''}${JOURNEY_TEXT.titleSuffix}` });
  if (!receipt || !words) return <Redirect to={start} replace />;
  return (
    <JourneyColumn>
      <ConfirmationPanel title={words.title} referenceLabel={JOURNEY_TEXT.referenceLabel} reference={words.reference ? receipt.reference : undefined} />
      {words.reference ? <p className="help-body">{JOURNEY_TEXT.emailed}</p> : null}
      {receipt.earlier ? <EarlierAnswers journey={journey} earlier={receipt.earlier} /> : null}
      <h2 className="help-heading-m">{JOURNEY_TEXT.whatHappensNext}</h2>
      <p className="help-body">{words.next}</p>
      {words.ombudsman ? (
        <>
          <h2 className="help-heading-m">{OMBUDSMAN_TEXT.heading}</h2>
          <p className="help-body">{OMBUDSMAN_TEXT.body}</p>
        </>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          clearReceipt();
          navigate(start);
        }}
      >
        {againLabel}
      </Button>
    </JourneyColumn>
  );
}
