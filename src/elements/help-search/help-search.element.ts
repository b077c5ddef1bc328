import type { FirstScreenOptions } from '../../platform/snapshot';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { HelpSearchApp } from './help-search';
import { helpSearchRoutes } from './help-search.routes';
import styles from './help-search.styles.css';

/**
 * Taking over the search box the build rendered (its descriptor's `snapshots`) loads its screen.
 * The box that is the whole page (`owns-page`) has its label as the page's h1, not the snapshot's h2.
 */
export const firstScreen: FirstScreenOptions = { load: () => helpSearchRoutes[0].screen.load(), holds: (host) => !host.hasAttribute('owns-page') };

/**
 * The keyword search box of Help & Support: a box and a Search button that
 * take the customer to the main site's search page,
 * `/search?q={encoded text}&initiated={path of this page}` (the page is `searchPageUrl` of the
 * page configuration). The text is required and at most 2000 characters; a text that fails
 * shows the GOV.UK error summary and inline message. While the customer types, the box
 * suggests up to five help categories and articles (an ARIA combobox); choosing one goes to
 * its page. Category pages and the help home show the same panel inside their layout; this
 * element puts it on any page.
 *
 * @tag help-search
 * @summary The keyword search box, leading to the main site's search page.
 *
 * @attr {boolean} url-routing - A chosen suggestion moves the page URL under the base path without a reload, as every element's links to Help & Support pages do; without it, the suggestion's page is loaded, announced with help-navigate first.
 * @attr {boolean} owns-page - The element is the page: its label is the page's h1 and it sets the document title ("Search - Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for the search page, with its full URL, or (without url-routing) for the Help & Support page of a chosen suggestion. Cancelable: a host that prevents it navigates itself.
 *
 * @csspart search - The search panel.
 * @csspart search-input - The search box.
 * @csspart suggestions - The list of suggestions under the search box.
 * @csspart suggestion - A suggestion (`aria-selected="true"` while highlighted).
 * @csspart button - The Search button.
 * @csspart error-summary - The "There is a problem" summary.
 * @csspart error-message - The message above the box when the text cannot be searched for.
 * @csspart banner - The message shown when search cannot start (the rules could not be downloaded).
 *
 * @cssprop --help-color-brand - Brand colour of the button.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class HelpSearchElement extends createHelpElement(HelpSearchApp, { styles: [styles], firstScreen }) {}

/** Registers `<help-search>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-search', HelpSearchElement);
}

/** The attributes `<help-search>` takes. */
export type HelpSearchAttributes = HelpElementAttributes;
