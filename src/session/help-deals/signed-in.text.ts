/** What a page says to a signed-in customer about being signed in (the header, the deals page, the idle warning). */
export const SIGNED_IN_TEXT = {
  signedIn: 'Signed in',
  signOut: 'Sign out',
} as const;
