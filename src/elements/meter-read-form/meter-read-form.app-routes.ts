/**
 * The meter-read routes as the `<help-and-support>` app shows them: the form (with answers kept
 * unsent on the device offered there) and its confirmation. Only lazy loads here: the element's
 * own chunk stays out of the app's first download.
 */
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

const styles = () => import('./meter-read-form.styles.css');
/** The meter-read page configuration, for the form: not on the app's first download. */
const prefetchMeterReadConfig = () => void import('../../api/meter-read-config/meter-read-config').then((api) => api.prefetchMeterReadConfig());

export const meterReadFormAppRoutes: readonly ScreenRoute[] = [
  {
    path: '/submit-meter-read',
    screen: lazyScreen(() => import('./screens/form.screen'), styles),
    prefetch: prefetchMeterReadConfig,
    journey: journeyStep('meterRead', '/submit-meter-read-confirm'),
  },
  { path: '/submit-meter-read-confirm', screen: lazyScreen(() => import('./screens/confirm.screen'), styles) },
];
