/**
 * The feedback routes (SPEC §2, CONTRACT §3), relative to the base path. The element mounts
 * them on its own; the `<help-and-support>` app composes them with the other tables (before the
 * complaint routes' `/complaints/:complaint`, which `/complaints/feedback` would also match).
 */
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const FEEDBACK_PATHS = {
  credit: '/complaints/feedback',
  details: '/complaints/feedback/personal-details',
  confirmation: '/confirmation',
} as const;

/** Where the journey's answers and receipt are kept (per instance, see store/journey). */
export const FEEDBACK_JOURNEY = 'feedback';

/** Each step offers answers kept unsent on the device. */
export const FEEDBACK_KEPT = journeyStep(FEEDBACK_JOURNEY, FEEDBACK_PATHS.confirmation);

/**
 * The element's stylesheet after the complaint journey's, whose shared steps (details fields,
 * back link, confirmation) this journey shows; for the routes when the app shows them.
 */
const styles = () => Promise.all([import('../complaint-journey/complaint-journey.styles.css'), import('./feedback-journey.styles.css')]);

export const feedbackRoutes: RouteTable = [
  { path: FEEDBACK_PATHS.credit, screen: lazyScreen(() => import('./screens/credit.screen'), styles), journey: FEEDBACK_KEPT },
  { path: FEEDBACK_PATHS.details, screen: lazyScreen(() => import('./screens/details.screen'), styles), journey: FEEDBACK_KEPT },
  { path: FEEDBACK_PATHS.confirmation, screen: lazyScreen(() => import('./screens/confirmation.screen'), styles) },
];
