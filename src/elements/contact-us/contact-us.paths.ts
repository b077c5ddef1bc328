/**
 * The contact-us path (`contact-us`), relative to the base path, and the routes the page links
 * to. Apart from the route table, which loads the screen, so the screen reads them without
 * importing its own loader back.
 */

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
