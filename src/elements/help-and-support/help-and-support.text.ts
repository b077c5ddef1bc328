/** What the `<help-and-support>` app itself says; its pages' words are in their elements. */
export const TEXT = {
  /** The document title's ending: '{page} - Help & Support' (SPEC §2, articles). */
  titleSuffix: ' - Help & Support',
  appTitle: 'Help & Support',
  comingSoonHeading: 'This part of Help & Support is on its way',
  comingSoonBody: 'You cannot use it online yet. Our contact page shows the other ways to reach us.',
  contactUs: 'Contact us',
  backToHelp: 'Back to Help & Support',
} as const;
