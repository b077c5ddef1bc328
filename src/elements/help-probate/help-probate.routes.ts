/**
 * The bereavement page's route (SPEC §2 "probate"), relative to the base path. The element
 * mounts it on its own; the `<help-and-support>` app composes it with every other table.
 * The page is static: no data to prefetch.
 */
import { lazyScreen, type RouteTable } from '../../router/route-table';

export const PROBATE_PATHS = {
  page: '/probate',
} as const;

/**
 * Routes of other elements the page links to. Written here, not imported from their tables,
 * so the bereavement page never loads another element's code (the test checks they agree).
 */
export const LINKED_ROUTES = {
  submitMeterRead: '/submit-meter-read',
  contactUs: '/contact-us',
  strugglingToPay: '/struggling-to-pay',
} as const;

/** The id of the FAQ accordion; each answer's button is `${FAQ_ID}-${answer}-button`. */
export const FAQ_ID = 'probate-faq';

export const probateRoutes: RouteTable = [
  { path: PROBATE_PATHS.page, screen: lazyScreen(() => import('./screens/probate.screen'), () => import('./help-probate.styles.css')) },
];
