/**
 * The contact-us route (`contact-us`), relative to the base path. The element mounts it
 * on its own; the `<help-and-support>` app composes it with every other table.
 */
import { prefetchMeterReadConfig } from '../../api/meter-read-config/meter-read-config';
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { CONTACT_US_PATHS } from './contact-us.paths';

export { CONTACT_US_PATHS, LINKED_ROUTES } from './contact-us.paths';

export const contactUsRoutes: RouteTable = [
  // The meter-read flag decides the credit card: its request travels with the screen's chunk.
  { path: CONTACT_US_PATHS.page, screen: lazyScreen(() => import('./screens/contact-us.screen'), () => import('./contact-us.styles.css')), prefetch: prefetchMeterReadConfig },
];
