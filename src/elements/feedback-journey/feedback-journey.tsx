/**
 * `<feedback-journey>`: the element shell around the feedback routes, opening on "Using your
 * credit", on the personal details when a reload finds it there, and on its confirmation while
 * the tab keeps the reference.
 */
import { ElementShell, type ElementProps } from '../../shell/element-shell';
import { ElementRoutes } from '../../router/element-routes';
import { useJourneyStart } from '../../store/saved/start';
import { isRecord } from '../../util';
import { FEEDBACK_JOURNEY, FEEDBACK_PATHS } from './feedback-journey.paths';
import { feedbackRoutes } from './feedback-journey.routes';
import styles from './feedback-journey.styles.css';

/** The personal details step, when the saved answers say the customer was on it. */
export const resume = (answers: unknown): string | undefined =>
  isRecord(answers) && answers.step === FEEDBACK_PATHS.details ? FEEDBACK_PATHS.details : undefined;

function FeedbackRoutes() {
  const start = useJourneyStart(FEEDBACK_JOURNEY, { first: FEEDBACK_PATHS.credit, confirmation: FEEDBACK_PATHS.confirmation, resume });
  return <ElementRoutes routes={feedbackRoutes} start={start} />;
}

export function FeedbackJourneyApp({ container }: ElementProps) {
  return (
    <ElementShell container={container} styles={[styles]}>
      <FeedbackRoutes />
    </ElementShell>
  );
}
