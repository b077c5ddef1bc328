/**
 * The complaint journey's steps as the `<help-and-support>` app shows them. Only lazy loads here:
 * the element's own chunk stays out of the app's first download.
 */
import type { ComponentType } from 'react';
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type ScreenRoute } from '../../router/route-table';

const styles = () => import('./complaint-journey.styles.css');
const step = (load: () => Promise<{ default: ComponentType }>) => lazyScreen(load, styles);
/** Answers kept unsent on the device are offered on each step. */
const KEPT = journeyStep('complaint', '/confirmation');

export const complaintJourneyAppRoutes: readonly ScreenRoute[] = [
  { path: '/make-a-complaint', screen: step(() => import('./steps/customer-type.screen')), journey: KEPT },
  { path: '/make-a-complaint-select-type', screen: step(() => import('./screens/service-type.screen')), journey: KEPT },
  { path: '/make-a-complaint-select-energy', screen: step(() => import('./screens/payment-type.screen')), journey: KEPT },
  { path: '/complaints/:complaint', screen: step(() => import('./screens/details.screen')), journey: KEPT },
  { path: '/complaints/:complaint/query', screen: step(() => import('./screens/query.screen')), journey: KEPT },
];
