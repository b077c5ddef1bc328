/**
 * The contact-us route as the `<help-and-support>` app shows it. Only lazy loads here: the
 * element's own chunk (its table, shell and paths) stays out of the app's first download.
 */
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

/** The credit card depends on meter-read week: the flag travels with the screen. */
const prefetchMeterReadConfig = () => void import('../../api/meter-read-config/meter-read-config').then((api) => api.prefetchMeterReadConfig());

export const contactUsAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/contact-us',
    screen: lazyScreen(() => import('./screens/contact-us.screen'), () => import('./contact-us.styles.css')),
    prefetch: prefetchMeterReadConfig,
  },
];
