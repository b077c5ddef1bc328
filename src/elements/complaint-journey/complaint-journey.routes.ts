/**
 * The complaint and enquiry routes (the product's public paths), relative to the base path. The
 * element mounts them on its own; the `<help-and-support>` app composes them with every other
 * table (the feedback routes, `/complaints/feedback…`, before `/complaints/:complaint`).
 */
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteTable } from '../../router/route-table';
import { COMPLAINT_JOURNEY, COMPLAINT_PATHS } from './complaint-journey.paths';

/** Each step offers answers kept unsent on the device, wherever the journey opens. */
export const COMPLAINT_KEPT = journeyStep(COMPLAINT_JOURNEY, COMPLAINT_PATHS.confirmation);

/** The element's stylesheet, for the routes when the app shows them (the element adopts it itself). */
const styles = () => import('./complaint-journey.styles.css');

export const complaintRoutes: RouteTable = [
  { path: COMPLAINT_PATHS.customerType, screen: lazyScreen(() => import('./steps/customer-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.serviceType, screen: lazyScreen(() => import('./screens/service-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.paymentType, screen: lazyScreen(() => import('./screens/payment-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.details, screen: lazyScreen(() => import('./screens/details.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.query, screen: lazyScreen(() => import('./screens/query.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.confirmation, screen: lazyScreen(() => import('./screens/confirmation.screen'), styles) },
];
