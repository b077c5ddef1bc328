/**
 * The app's own route: the one confirmation both journeys share (it shows the lead sent last),
 * in the complaint journey's sheet, as the journeys' steps are.
 */
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

export const helpAndSupportAppRoutes: readonly ScreenRoute[] = [
  { path: '/confirmation', screen: lazyScreen(() => import('./screens/confirmation.screen'), () => import('../complaint-journey/complaint-journey.styles.css')) },
];
