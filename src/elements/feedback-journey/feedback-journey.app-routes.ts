/**
 * The feedback journey's steps as the `<help-and-support>` app shows them. Only lazy loads here:
 * the element's own chunk stays out of the app's first download.
 */
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

const styles = () => import('./feedback-journey.styles.css');
/** Answers kept unsent on the device are offered on each step. */
const KEPT = journeyStep('feedback', '/confirmation');

export const feedbackJourneyAppRoutes: readonly ScreenRoute[] = [
  { path: '/complaints/feedback', screen: lazyScreen(() => import('./screens/credit.screen'), styles), journey: KEPT },
  { path: '/complaints/feedback/personal-details', screen: lazyScreen(() => import('./screens/details.screen'), styles), journey: KEPT },
];
