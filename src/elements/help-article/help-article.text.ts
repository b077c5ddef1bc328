/** What `<help-article>` says (SPEC texts word for word; the rest in GOV.UK style). */
export const TEXT = {
  /** The page title is the article title followed by this. */
  titleSuffix: ' - Help & Support',
  loading: 'Loading the help article',
  failedTitle: 'This help article could not be loaded',
  failed: 'Try again now, or come back later.',
  feedbackQuestion: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  thanks: 'Thank you for your feedback.',
  /** The breadcrumb: its name, and its first step (the Help & Support home page). */
  breadcrumbs: 'Breadcrumb',
  home: 'Help & Support',
  related: 'Related articles',
} as const;
