/**
 * The contact-us route (SPEC §2 "Contact us"), relative to the base path. The element mounts it
 * on its own; the `<help-and-support>` app composes it with every other table.
 */
import { prefetchMeterReadConfig } from '../../api/meter-read-config';
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const CONTACT_US_PATHS = {
  page: '/contact-us',
} as const;

/**
 * Routes of other elements the page links to. Written here, not imported from their tables,
 * so the contact page never loads another element's code (the test checks they agree).
 */
export const LINKED_ROUTES = {
  emergencies: '/emergencies',
  submitMeterRead: '/submit-meter-read',
} as const;

export const contactUsRoutes: RouteTable = [
  // The meter-read flag decides the credit card: its request travels with the screen's chunk.
  { path: CONTACT_US_PATHS.page, screen: lazyScreen(() => import('./screens/contact-us.screen'), () => import('./contact-us.styles.css')), prefetch: prefetchMeterReadConfig },
];
