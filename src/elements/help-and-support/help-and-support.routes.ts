/**
 * Every public route of the Help & Support area, in order of precedence: the fixed
 * routes first, then one segment as a category and two as category/article (checked against the
 * categories list by their screens), and anything else to the main site's page-not-found page
 * (the app's fallback).
 *
 * The app names each element's screens here rather than importing the elements' route tables:
 * a table lives in its element's own chunk (with the element's shell and stylesheet), which the
 * app's home page must not download. Each screen arrives as its own chunk with its data and its
 * element's stylesheet, only when its route opens. The test checks that every path of every
 * element's table is here.
 */
import type { ComponentType } from 'react';
import { prefetchOutage } from '../../api/outage';
import { journeyStep } from '../../router/kept-answers-offer';
import { lazyScreen, type RouteParams, type ScreenRoute } from '../../router/route-table';
import { loadSanitiser } from '../../sanitise/load';

export const APP_PATHS = {
  home: '/',
  contactUs: '/contact-us',
  submitMeterRead: '/submit-meter-read',
} as const;

const complaintStyles = () => import('../complaint-journey/complaint-journey.styles.css');
/** The feedback steps show the complaint journey's shared pieces: both sheets, in that order. */
const feedbackStyles = () => Promise.all([complaintStyles(), import('../feedback-journey/feedback-journey.styles.css')]);
const complaintStep = (load: () => Promise<{ default: ComponentType }>) => lazyScreen(load, complaintStyles);
/** The steps of each journey that sends a lead: answers kept unsent on the device are offered there. */
const KEPT = {
  meterRead: journeyStep('meterRead', '/submit-meter-read-confirm'),
  complaint: journeyStep('complaint', '/confirmation'),
  feedback: journeyStep('feedback', '/confirmation'),
};
const meterReadStyles = () => import('../meter-read-form/meter-read-form.styles.css');
/** A category's page: the categories list and the page's layout (with the element's own chunk). */
const prefetchCategoryPage = (params: RouteParams) =>
  void import('../help-category/help-category.routes').then((category) => category.prefetchCategoryPage(params));
/** The deals article and the sanitiser, for a signed-in customer (with the element's own chunk). */
const prefetchDealsPage = () => void import('../help-deals/help-deals.routes').then((deals) => deals.prefetchDealsPage());
/** The meter-read page configuration, for the form and contact us: not on the home page's download. */
const prefetchMeterReadConfig = () => void import('../../api/meter-read-config').then((api) => api.prefetchMeterReadConfig());

/**
 * An article's page: the categories list, the article and the sanitiser (with the element's own
 * chunk, which the route's stylesheet needs anyway). The sanitiser, the largest, starts at once.
 */
function prefetchArticlePage(params: RouteParams): void {
  loadSanitiser().catch(() => undefined); // a failure shows, with a way to try again, on the screen
  void import('../help-article/help-article.routes').then((article) => article.prefetchArticlePage(params));
}

export const appRoutes: readonly ScreenRoute[] = [
  {
    path: APP_PATHS.home,
    screen: lazyScreen(() => import('../help-home/screens/home.screen'), () => import('../help-home/help-home.styles.css')),
    prefetch: prefetchOutage,
  },
  {
    path: APP_PATHS.submitMeterRead,
    screen: lazyScreen(() => import('../meter-read-form/screens/form.screen'), meterReadStyles),
    prefetch: prefetchMeterReadConfig,
    journey: KEPT.meterRead,
  },
  { path: '/submit-meter-read-confirm', screen: lazyScreen(() => import('../meter-read-form/screens/confirm.screen'), meterReadStyles) },
  {
    path: APP_PATHS.contactUs,
    screen: lazyScreen(() => import('../contact-us/screens/contact-us.screen'), () => import('../contact-us/contact-us.styles.css')),
    // The credit card depends on meter-read week: the flag travels with the screen.
    prefetch: prefetchMeterReadConfig,
  },
  { path: '/probate', screen: lazyScreen(() => import('../help-probate/screens/probate.screen'), () => import('../help-probate/help-probate.styles.css')) },
  // Signed-in customers only: the screen sends anyone else to sign in.
  {
    path: '/deals',
    screen: lazyScreen(() => import('../help-deals/screens/deals.screen'), () => import('../help-deals/help-deals.styles.css')),
    prefetch: prefetchDealsPage,
  },
  // The feedback journey, before the complaint routes: '/complaints/feedback' is not a complaint.
  { path: '/complaints/feedback', screen: lazyScreen(() => import('../feedback-journey/screens/credit.screen'), feedbackStyles), journey: KEPT.feedback },
  {
    path: '/complaints/feedback/personal-details',
    screen: lazyScreen(() => import('../feedback-journey/screens/details.screen'), feedbackStyles),
    journey: KEPT.feedback,
  },
  // The complaint journey.
  { path: '/make-a-complaint', screen: complaintStep(() => import('../complaint-journey/screens/customer-type.screen')), journey: KEPT.complaint },
  { path: '/make-a-complaint-select-type', screen: complaintStep(() => import('../complaint-journey/screens/service-type.screen')), journey: KEPT.complaint },
  { path: '/make-a-complaint-select-energy', screen: complaintStep(() => import('../complaint-journey/screens/payment-type.screen')), journey: KEPT.complaint },
  { path: '/complaints/:complaint', screen: complaintStep(() => import('../complaint-journey/screens/details.screen')), journey: KEPT.complaint },
  { path: '/complaints/:complaint/query', screen: complaintStep(() => import('../complaint-journey/screens/query.screen')), journey: KEPT.complaint },
  // Both journeys' confirmation: the lead sent last.
  { path: '/confirmation', screen: complaintStep(() => import('./screens/confirmation.screen')) },
  // After every fixed route: one segment is a category (its screen checks the categories list).
  {
    path: '/:category',
    screen: lazyScreen(() => import('../help-category/screens/category.screen'), () => import('../help-category/help-category.styles.css')),
    prefetch: prefetchCategoryPage,
  },
  // Two segments are category/article (its screen checks both against the categories list).
  {
    path: '/:category/:article',
    screen: lazyScreen(() => import('../help-article/screens/article.screen'), () => import('../help-article/help-article.styles.css')),
    prefetch: prefetchArticlePage,
  },
];
