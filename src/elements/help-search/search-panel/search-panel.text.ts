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
  /** Names the list of suggestions under the box. */
  suggestionsLabel: 'Suggested help pages',
  /** Read out (politely) when the suggestions change: '5 suggestions'. */
  suggestionCount: (count: number) => (count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`),
  /** Names the list when nothing matched and it offers the most asked pages instead. */
  popularLabel: 'Popular help pages',
  /** Shown above those pages (not read out: the list's name and the status say it). */
  popularNote: 'No matching pages. Popular pages:',
  /** Read out (politely) when nothing matched and the most asked pages are offered. */
  popularCount: (count: number) => `No matching pages. ${count} popular ${count === 1 ? 'page' : 'pages'} suggested instead`,
  /** Completes a category's suggestion for screen readers and on screen: 'Meters', 'Help topic'. */
  categoryKind: 'Help topic',
} as const;
