import { takePrefillFromAddress } from '../../platform/address-prefill/address-prefill';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import type { FirstScreenOptions } from '../../platform/snapshot';
import { HelpAndSupportApp } from './help-and-support';
import { appRoutes } from './help-and-support.routes';
import styles from './help-and-support.styles.css';

/**
 * Taking over a page the build rendered (its descriptor's `snapshots`) loads the screen of the
 * page it was made for.
 */
export const firstScreen: FirstScreenOptions = {
  load: (path) => appRoutes.find((route) => route.path === path)?.screen.load() ?? Promise.reject(new Error(`no page ${path ?? ''} to take over`)),
};

/**
 * The whole Help & Support area on its own page: home, categories, articles, contact us,
 * probate and the meter-read form, routed by the page URL under the base path. Owns the page:
 * it sets the document title and meta description on every route and reports a page view after
 * each route change, once the page shows. Unknown categories and articles go to
 * /page-not-found.html, any other unknown path to the main site's page-not-found page, with no
 * page view for the address.
 *
 * @tag help-and-support
 * @summary The whole Help & Support area, routing every path under the base path.
 *
 * @attr {string} base-path - The path the area lives under (default `/help-and-support/`, or the page configuration's `basePath`).
 * @attr {boolean} with-header - Renders the supplier header from the header configuration (leave it off on pages with their own header).
 * @attr {boolean} url-routing - Always on for the app: the page URL drives its pages.
 * @attr {boolean} owns-page - Always on for the app: it sets the document title and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves the area (a link out, a not-found page, "Sign out" in the header or on the deals page, or from the deals page to sign in, to sign out or after the idle time-out). Cancelable.
 * @fires {CustomEvent<HelpSubmittedDetail>} help-submitted - After a lead is accepted (the meter-read form). Bubbles, composed.
 *
 * @csspart page-heading - Each page's heading.
 * @csspart fallback - What shows when the area cannot start.
 * @csspart site-header - The supplier header (with-header).
 * @csspart signed-in - "Signed in", with its "Sign out" button, for a signed-in customer: in the header (with-header) and on the deals page.
 * @csspart sign-out - Its "Sign out" button.
 * @csspart outage-banner - The home page's service outage banner.
 * @csspart videos - The home page's list of help videos.
 * @csspart video - A help video: its poster (or player) and title.
 * @csspart video-button - A video's poster, the button that loads the player.
 * @csspart video-player - Where the player shows once a video is pressed.
 * @csspart video-error - What shows in a video's place when the player did not load, with "Try again".
 * @csspart secondary-links - The home page's secondary links.
 * @csspart hero - The dark header of Bills and payments, My account and Pay As You Go.
 * @csspart emergency-number - An emergency number on the emergencies page (a `tel:` link).
 * @csspart article - An article page: heading, body and feedback.
 * @csspart article-body - An article's body (sanitised HTML).
 * @csspart feedback - An article's "Was this page helpful?" row.
 * @csspart feedback-button - Its Yes and No buttons.
 * @csspart chosen-address - The address chosen in the address question, with its "Change".
 * @csspart address-failure - The address question's technical-problems message.
 * @csspart timeout-dialog - The deals page's idle warning: "You're about to be signed out".
 * @csspart timeout-stay - Its "Stay signed in" button.
 * @csspart timeout-sign-out - Its "Sign out" button.
 *
 * @cssprop --help-color-brand - Brand colour of headings, links and buttons.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 * @cssprop --help-loading-height - The space held for a page while it loads.
 */
export class HelpAndSupportElement extends createHelpElement(HelpAndSupportApp, { styles: [styles], firstScreen, onCreated: takePrefillFromAddress }) {}

/** Registers `<help-and-support>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-and-support', HelpAndSupportElement);
}

/** The attributes `<help-and-support>` takes. */
export type HelpAndSupportAttributes = HelpElementAttributes & {
  /** The path the area lives under (default `/help-and-support/`). */
  'base-path'?: string;
  /** Renders the supplier header from the header configuration. */
  'with-header'?: boolean | '';
};
