/**
 * What `<help-category>` says around the category content (SPEC texts word for word; the rest
 * in GOV.UK style). The categories' own words (titles, questions, articles, cards, the
 * emergencies page, Speak/Seek/Save, the Energy Trust panel, the debt-help intro) are in
 * src/content/help-categories.ts, shared with the help home.
 */
export const TEXT = {
  /** The page title is the category's title followed by this. */
  titleSuffix: ' - Help & Support',
  commonQuestions: 'Common questions',
  /** Names the list of call-to-action or help cards. */
  moreHelp: 'More help',
  backToTop: 'Back to top',
  /** Read out while the categories list is on its way: 'Loading Bills and payments help'. */
  loading: (title: string) => `Loading ${title} help`,
  loadFailedTitle: 'This page did not load',
  // Said once the content server has failed: without a connection the list waits, and the
  // spinner stays until the connection is back. So it is our problem, not the customer's.
  loadFailed: "We're having technical problems at the moment, so the help for this topic did not load. Try again in a few moments.",
  /** A home tile that only links elsewhere, reached as a category (`/peaksave`). */
  linkOut: (title: string) => `${title} has its own page.`,
  linkOutLink: (title: string) => `Go to ${title}`,
  /** Before an emergency number, for screen readers: 'Call 0800 111 999'. */
  call: 'Call ',
  featured: 'Featured',
} as const;

