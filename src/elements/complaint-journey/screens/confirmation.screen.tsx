/** confirmation: the complaint journey's receipt (see confirmation.view.tsx). */
import { useContext } from 'react';
import { COMPLAINT_JOURNEY } from '../complaint-journey.paths';
import { ComplaintStartContext } from '../complaint-journey.start';
import { TEXT } from '../complaint-journey.text';
import { JourneyConfirmation } from './confirmation.view';

export default function ComplaintConfirmationScreen() {
  return <JourneyConfirmation journey={COMPLAINT_JOURNEY} start={useContext(ComplaintStartContext)} againLabel={TEXT.startAgain} />;
}
