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
  /** Completes a category's suggestion for screen readers and on screen: 'Meters', 'Help topic'. */
  categoryKind: 'Help topic',
} as const;
