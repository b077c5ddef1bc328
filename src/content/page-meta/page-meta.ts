/**
 * The page meta shared by the Help & Support pages: the general meta description, for a page
 * whose content has none of its own (an article page without a description), and the document
 * title's pattern. A module of its own, so a screen that needs only these does not download the
 * category definitions.
 */
export const HELP_META_DESCRIPTION =
  'Help with your energy and home services: bills, payments, meters, home cover, emergencies and how to contact us.';

/** The ending of every Help & Support page's document title, after the page's own heading. */
export const HELP_TITLE_SUFFIX = ' - Help & Support';

/** A page's document title: its heading, then ' - Help & Support' ("Submit a meter reading - Help & Support"). */
export const helpPageTitle = (heading: string): string => `${heading}${HELP_TITLE_SUFFIX}`;
