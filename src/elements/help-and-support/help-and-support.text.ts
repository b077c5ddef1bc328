/** What the `<help-and-support>` app itself says; its pages' words are in their elements. */
export const TEXT = {
  /** The document title's ending: '{page} - Help & Support', as articles have. */
  titleSuffix: ' - Help & Support',
  appTitle: 'Help & Support',
} as const;
