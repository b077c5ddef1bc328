/**
 * The complaint and enquiry routes (SPEC §2, CONTRACT §3), relative to the base path. The
 * element mounts them on its own; the `<help-and-support>` app composes them with every other
 * table (the feedback routes, `/complaints/feedback…`, before `/complaints/:complaint`).
 */
import { createContext } from 'react';
import type { ComplaintSlug } from '../../leads/complaint-query-types';
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const COMPLAINT_PATHS = {
  customerType: '/make-a-complaint',
  serviceType: '/make-a-complaint-select-type',
  paymentType: '/make-a-complaint-select-energy',
  details: '/complaints/:complaint',
  query: '/complaints/:complaint/query',
  confirmation: '/confirmation',
} as const;

/** Where the journey's answers and receipt are kept (per instance, see store/journey). */
export const COMPLAINT_JOURNEY = 'complaint';

/** Each step offers answers kept unsent on the device, wherever the journey opens. */
export const COMPLAINT_KEPT = journeyStep(COMPLAINT_JOURNEY, COMPLAINT_PATHS.confirmation);

export const detailsPath = (complaint: string): `/${string}` => `/complaints/${complaint}`;
export const queryPath = (complaint: string): `/${string}` => `/complaints/${complaint}/query`;

/** The `origin` of the lead's help-submitted event and receipt: the route it is sent from (SPEC §2). */
export const queryOrigin = (complaint: ComplaintSlug): string => queryPath(complaint).slice(1);

/** The element's stylesheet, for the routes when the app shows them (the element adopts it itself). */
const styles = () => import('./complaint-journey.styles.css');

export const complaintRoutes: RouteTable = [
  { path: COMPLAINT_PATHS.customerType, screen: lazyScreen(() => import('./screens/customer-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.serviceType, screen: lazyScreen(() => import('./screens/service-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.paymentType, screen: lazyScreen(() => import('./screens/payment-type.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.details, screen: lazyScreen(() => import('./screens/details.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.query, screen: lazyScreen(() => import('./screens/query.screen'), styles), journey: COMPLAINT_KEPT },
  { path: COMPLAINT_PATHS.confirmation, screen: lazyScreen(() => import('./screens/confirmation.screen'), styles) },
];

/**
 * Where this instance's journey starts: the customer type question, or the details of the
 * element's `complaint`. The confirmation goes back there without a receipt, and to start again.
 */
export const ComplaintStartContext = createContext<`/${string}`>(COMPLAINT_PATHS.customerType);
