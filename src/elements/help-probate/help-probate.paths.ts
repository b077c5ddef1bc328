/**
 * The bereavement page's path (`probate`), relative to the base path, the routes the page links
 * to and the id of its FAQ. Apart from the route table, which loads the screen, so the screen
 * reads them without importing its own loader back.
 */

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
