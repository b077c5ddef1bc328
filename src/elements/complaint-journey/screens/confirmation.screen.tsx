/** confirmation: the complaint journey's receipt (see src/journeys/with-screens/confirmation.tsx). */
import { useContext } from 'react';
import { JourneyConfirmation } from '../../../journeys/with-screens/confirmation';
import { COMPLAINT_JOURNEY } from '../complaint-journey.paths';
import { ComplaintStartContext } from '../complaint-journey.start';
import { TEXT } from '../complaint-journey.text';

export default function ComplaintConfirmationScreen() {
  return <JourneyConfirmation journey={COMPLAINT_JOURNEY} start={useContext(ComplaintStartContext)} againLabel={TEXT.startAgain} />;
}
