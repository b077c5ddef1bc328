/** confirmation: the feedback journey's receipt, "Thanks, we've got your request" (see src/journeys/with-screens/confirmation.tsx). */
import { JourneyConfirmation } from '../../../journeys/with-screens/confirmation';
import { FEEDBACK_JOURNEY, FEEDBACK_PATHS } from '../feedback-journey.paths';
import { FEEDBACK_TEXT } from '../feedback-journey.text';

export default function FeedbackConfirmationScreen() {
  return <JourneyConfirmation journey={FEEDBACK_JOURNEY} start={FEEDBACK_PATHS.credit} againLabel={FEEDBACK_TEXT.startAgain} />;
}
