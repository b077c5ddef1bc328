/** What `<help-probate>` says (SPEC texts word for word; the rest in GOV.UK style). */
export const TEXT = {
  heading: 'Help probate',
  intro: 'Say here what this page is for.',
} as const;
