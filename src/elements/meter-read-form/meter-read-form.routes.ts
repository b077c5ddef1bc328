/**
 * The meter-read routes (the form and its confirmation), relative to the base path. The element
 * mounts them on its own; the `<help-and-support>` app composes them with every other table.
 */
import { prefetchMeterReadConfig } from '../../api/meter-read-config/meter-read-config';
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { METER_READ_JOURNEY, METER_READ_PATHS } from './meter-read-form.paths';

export { METER_READ_JOURNEY, METER_READ_ORIGIN, METER_READ_PATHS } from './meter-read-form.paths';

/** The form sends the lead: answers kept unsent on the device are offered there. */
export const METER_READ_KEPT = journeyStep(METER_READ_JOURNEY, METER_READ_PATHS.confirm);

/** The element's stylesheet, for the routes when the app shows them (the element adopts it itself). */
const styles = () => import('./meter-read-form.styles.css');

export const meterReadRoutes: RouteTable = [
  // The form's chunk and the meter-read flag travel together: neither waits for the other.
  {
    path: METER_READ_PATHS.form,
    screen: lazyScreen(() => import('./screens/form.screen'), styles),
    prefetch: prefetchMeterReadConfig,
    journey: METER_READ_KEPT,
  },
  { path: METER_READ_PATHS.confirm, screen: lazyScreen(() => import('./screens/confirm.screen'), styles) },
];
