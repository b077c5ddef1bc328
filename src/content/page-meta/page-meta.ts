/**
 * The general meta description of the Help & Support pages, for a page whose content has none
 * of its own (an article page without a description). A module of its own, so a screen that
 * needs only this sentence does not download the category definitions.
 */
export const HELP_META_DESCRIPTION =
  'Help with your energy and home services: bills, payments, meters, home cover, emergencies and how to contact us.';

