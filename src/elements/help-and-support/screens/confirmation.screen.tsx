/**
 * confirmation, in the app: one public route for both journeys, so it shows the receipt
 * of the lead the customer sent last, complaint or feedback; without any, the complaint
 * journey's start (JourneyConfirmation goes there).
 */
import { JourneyConfirmation } from '../../../journeys/with-screens/confirmation';
import { TEXT } from '../../complaint-journey/complaint-journey.text';
import { FEEDBACK_TEXT } from '../../feedback-journey/feedback-journey.text';
import { useElement } from '../../../platform/element-context';
import { draftKeyOf, useHelpStore, type HelpState, type JourneyName } from '../../../store/forms/store';

/** Each journey the app's confirmation serves, with where it starts again. */
const JOURNEYS = {
  complaint: { start: '/make-a-complaint', againLabel: TEXT.startAgain },
  feedback: { start: '/complaints/feedback', againLabel: FEEDBACK_TEXT.startAgain },
} as const satisfies Partial<Record<JourneyName, { start: `/${string}`; againLabel: string }>>;

type ConfirmedJourney = keyof typeof JOURNEYS;

/** The journey whose receipt is the most recent (one without a time counts as oldest). */
function latestJourney(state: HelpState, instance: string): ConfirmedJourney {
  let latest: ConfirmedJourney = 'complaint';
  let latestAt = -1;
  for (const journey of Object.keys(JOURNEYS) as ConfirmedJourney[]) {
    const receipt = state.receipts[draftKeyOf(journey, instance)];
    if (receipt && (receipt.sentAt ?? 0) > latestAt) {
      latest = journey;
      latestAt = receipt.sentAt ?? 0;
    }
  }
  return latest;
}

export default function AppConfirmationScreen() {
  const { instance } = useElement();
  const journey = useHelpStore((state) => latestJourney(state, instance));
  return <JourneyConfirmation key={journey} journey={journey} {...JOURNEYS[journey]} />;
}
