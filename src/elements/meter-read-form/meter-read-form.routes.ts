/**
 * The meter-read routes (SPEC §2 "Meter reading"), relative to the base path. The element
 * mounts them on its own; the `<help-and-support>` app composes them with every other table.
 */
import { prefetchMeterReadConfig } from '../../api/meter-read-config';
import { lazyScreen, type RouteTable } from '../../router/route-table';
import styles from './meter-read-form.styles.css';

export const METER_READ_PATHS = {
  form: '/submit-meter-read',
  confirm: '/submit-meter-read-confirm',
} as const;

/** Where the form's answers and receipt are kept (per instance, see forms/draft). */
export const METER_READ_JOURNEY = 'meterRead';

/** The `origin` of the meter-read lead's help-submitted event and receipt. */
export const METER_READ_ORIGIN = METER_READ_PATHS.form.slice(1);

export const meterReadRoutes: RouteTable = [
  // The form's chunk and the meter-read flag travel together: neither waits for the other.
  { path: METER_READ_PATHS.form, screen: lazyScreen(() => import('./screens/form.screen')), prefetch: prefetchMeterReadConfig, styles: [styles] },
  { path: METER_READ_PATHS.confirm, screen: lazyScreen(() => import('./screens/confirm.screen')), styles: [styles] },
];
