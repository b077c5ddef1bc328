/**
 * The Help & Support category slugs. The help tiles (help-home.ts) and the categories' data
 * (help-categories.ts, which re-exports them) both stand on them. Plain data: no imports.
 */

/** The category slugs, in the order the home page shows them. */
export const HELP_CATEGORY_SLUGS = [
  'bills-and-payments',
  'my-account',
  'pay-as-you-go',
  'meters',
  'homecare-help',
  'energy-tariffs',
  'smart-home',
  'appliances-and-engineers',
  'breakdowns',
  'helpful-advice',
  'emergencies',
  'struggling-to-pay',
] as const;

export type HelpCategorySlug = (typeof HELP_CATEGORY_SLUGS)[number];
