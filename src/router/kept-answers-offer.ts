/**
 * The offer of answers kept on the device unsent (forms/KeptAnswers), for the steps of a journey
 * that sends a lead. Only the journeys' route tables import it: no other element fetches it.
 */
import type { JourneyName } from '../store/draft-key';
import { lazyScreen, type JourneyRoute, type KeptAnswersRoute } from './route-table';

const offer = lazyScreen<KeptAnswersRoute>(() => import('../forms/kept-answers/KeptAnswers'));

/** A journey's step: where its kept answers are offered, and where its confirmation is. */
export const journeyStep = (name: JourneyName, confirmation: `/${string}`): JourneyRoute => ({ name, confirmation, offer });
