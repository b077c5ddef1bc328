/**
 * The bereavement page's route as the `<help-and-support>` app shows it. Only lazy loads here:
 * the element's own chunk stays out of the app's first download.
 */
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

export const helpProbateAppRoutes: readonly ScreenRoute[] = [
  { path: '/probate', screen: lazyScreen(() => import('./screens/probate.screen'), () => import('./help-probate.styles.css')) },
];
