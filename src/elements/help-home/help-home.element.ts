import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import type { FirstScreenOptions } from '../../platform/snapshot';
import { HelpHomeApp } from './help-home';
import { helpHomeRoutes } from './help-home.routes';
import styles from './help-home.styles.css';

/** Taking over the home the build rendered (its descriptor's `snapshots`) loads the home's screen. */
export const firstScreen: FirstScreenOptions = { load: () => helpHomeRoutes[0].screen.load() };

/**
 * The help home (the empty path under the base path): the service outage banner when
 * there is one, the search box (suggesting help categories and articles as the customer
 * types), the seven help videos, the main help categories and the secondary links
 * (Account changes, Need support?, Still need help?). Works on the Help & Support pages (the
 * app's home route) and embedded on any page.
 * The videos load nothing from a video host until one is pressed: then the configured player
 * script (`videoPlayerUrl`) loads, once per page, and the player takes the poster's place.
 *
 * @tag help-home
 * @summary Help home: outage banner, help videos, help categories and secondary links.
 *
 * @attr {boolean} url-routing - Links to other Help & Support pages move the page URL under the base path without reloading; without it they are links to the app's pages, announced with help-navigate.
 * @attr {boolean} owns-page - The element sets the document title ("Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for a page of the main site (Peaksave, the new system hub, Moving Home, the search page) or, embedded without url-routing, for a page of the app (a link or a chosen search suggestion). Cancelable.
 *
 * @csspart page-heading - The "Help & Support" heading.
 * @csspart search - The search panel under the heading.
 * @csspart search-input - The search box.
 * @csspart suggestions - The list of suggestions under the search box.
 * @csspart suggestion - A suggestion (`aria-selected="true"` while highlighted).
 * @csspart error-summary - The "There is a problem" summary when the search text cannot be searched for.
 * @csspart error-message - The message above the search box when its text cannot be searched for.
 * @csspart outage-banner - The service outage banner.
 * @csspart banner-title - The outage banner's title bar.
 * @csspart banner-content - The outage banner's message.
 * @csspart videos - The list of help videos.
 * @csspart video - A help video: its poster (or player) and title.
 * @csspart video-button - A video's poster, the button that loads the player.
 * @csspart video-player - Where the player shows once a video is pressed.
 * @csspart video-error - What shows in a video's place when the player did not load, with "Try again".
 * @csspart button - The Search button, and a video's "Try again" button.
 * @csspart spinner - The indicator while the player loads.
 * @csspart card-grid - The grid of help categories.
 * @csspart card - A help category's card.
 * @csspart card-title - A help category's title.
 * @csspart card-body - A help category's description.
 * @csspart card-action - The foot of a card, with its link.
 * @csspart secondary-links - The secondary links (Account changes, Need support?, Still need help?).
 *
 * @cssprop --help-color-brand - Brand colour of the cards' top edge, links and the banner.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 * @cssprop --help-color-panel - Background of the secondary links' panel.
 */
export class HelpHomeElement extends createHelpElement(HelpHomeApp, { styles: [styles], firstScreen }) {}

/** Registers `<help-home>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-home', HelpHomeElement);
}

/** The attributes `<help-home>` takes. */
export type HelpHomeAttributes = HelpElementAttributes;
