/** What `<help-deals>` says (the article itself comes from the content server). */
export const TEXT = {
  titleSuffix: ' - Help & Support',
  loading: 'Loading your deals',
  signingIn: 'Taking you to sign in',
  signingOut: 'Signing you out',
  failedTitle: 'Your deals cannot be shown at the moment',
  failed: 'There was a problem getting your deals. Try again in a few moments.',
} as const;
