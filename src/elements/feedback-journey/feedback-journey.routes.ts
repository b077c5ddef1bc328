/**
 * The feedback routes (the product's public paths), relative to the base path. The element mounts
 * them on its own; the `<help-and-support>` app composes them with the other tables (before the
 * complaint routes' `/complaints/:complaint`, which `/complaints/feedback` would also match).
 */
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { FEEDBACK_JOURNEY, FEEDBACK_PATHS } from './feedback-journey.paths';

/** Each step offers answers kept unsent on the device. */
export const FEEDBACK_KEPT = journeyStep(FEEDBACK_JOURNEY, FEEDBACK_PATHS.confirmation);

/** The element's stylesheet, for the routes when the app shows them (the element adopts it itself). */
const styles = () => import('./feedback-journey.styles.css');

export const feedbackRoutes: RouteTable = [
  { path: FEEDBACK_PATHS.credit, screen: lazyScreen(() => import('./screens/credit.screen'), styles), journey: FEEDBACK_KEPT },
  { path: FEEDBACK_PATHS.details, screen: lazyScreen(() => import('./screens/details.screen'), styles), journey: FEEDBACK_KEPT },
  { path: FEEDBACK_PATHS.confirmation, screen: lazyScreen(() => import('./screens/confirmation.screen'), styles) },
];
