import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { HelpCategoryApp } from './help-category';
import styles from './help-category.styles.css';

/**
 * A Help & Support category page (route `{category}`), emergencies included: one of the
 * twelve categories, in the layout that category has. Bills and payments, My account and Pay As
 * You Go: a dark header with three common questions, article groups, a search panel and a link
 * back to the top (with the Speak/Seek/Save block, and for bills the Energy Trust panel).
 * Meters: common questions with image and label, article groups and a featured article. The
 * others: a bulleted article list and call-to-action cards (Struggling to pay adds the debt-help
 * intro and Speak/Seek/Save). Emergencies: the three emergency numbers first, as `tel:` links,
 * shown at once without waiting for any request, then help cards and electrical safety advice.
 * A spinner holds the page's place while the categories list loads; a name that is not a
 * category goes to the page-not-found page. Works on the Help & Support pages (route
 * `{category}`) and embedded on any page.
 *
 * @tag help-category
 * @summary A help category page, emergencies included.
 *
 * @attr {string} category - The category to show (`bills-and-payments`, `meters`, `emergencies`…); without it, the page URL's first segment under the base path.
 * @attr {boolean} url-routing - The category is read from the page URL under the base path, like the Help & Support pages do; links to other Help & Support pages load those pages.
 * @attr {boolean} owns-page - The element sets the document title ('{category} - Help & Support') and meta description (from the categories list).
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer follows a link to an article or another Help & Support page (embedded), to the main site, or to the search page, and before the page-not-found page replaces an unknown category. Cancelable.
 *
 * @csspart page-heading - The category's heading (h1).
 * @csspart card - A common question, article group, call-to-action, emergency or help card.
 * @csspart card-title - A card's heading.
 * @csspart card-body - A card's text.
 * @csspart card-action - The foot of a card, with its link.
 * @csspart card-grid - A list of cards.
 * @csspart pill - The label of a meters common question.
 * @csspart hero - The dark header of Bills and payments, My account and Pay As You Go.
 * @csspart emergency-number - An emergency number (a `tel:` link).
 * @csspart search - The search panel.
 * @csspart button - "Search" and "Try again".
 * @csspart banner - The message shown when the categories list cannot be loaded.
 * @csspart spinner - The spinner shown while the categories list loads.
 *
 * @cssprop --help-color-brand - Brand colour of links, cards' top edge and buttons.
 * @cssprop --help-color-brand-dark - Background of the dark header.
 * @cssprop --help-color-error - Edge of the emergency banner and cards.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class HelpCategoryElement extends createHelpElement(HelpCategoryApp, { styles: [styles], attributes: { category: 'string' } }) {}

/** Registers `<help-category>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-category', HelpCategoryElement);
}

/** The attributes `<help-category>` takes. */
export interface HelpCategoryAttributes extends HelpElementAttributes {
  /** The category to show ('meters'); without it, the page URL's first segment under the base path. */
  category?: string;
}
