/** What `<help-search>` and its panel say (the product's words; the rest in GOV.UK style). */
export const TEXT = {
  /** The box's label, shown as the panel's heading. */
  label: 'Search Help & Support',
  hint: 'For example, meter reading or moving home',
  submit: 'Search',
  problemTitle: 'Search is not working at the moment',
  problem: 'Check your internet connection, then select Search again.',
  pageTitle: 'Search - Help & Support',
  pageDescription: 'Search Help & Support for answers about your energy account, bills, meters and home services.',
} as const;
