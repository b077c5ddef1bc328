import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { HelpDealsApp } from './help-deals';
import styles from './help-deals.styles.css';

/**
 * The deals page for signed-in customers. It needs both token cookies (identity and access):
 * without them the customer is sent to sign in and comes back here; with only one,
 * signed out. Signed in, it says so, with a "Sign out" button, and shows the deals article from
 * the content server through the one sanitiser, checks the cookies every 30 seconds and signs
 * an idle customer out after 15 minutes, with a "Stay signed in" warning two minutes before.
 * Works on the Help & Support pages (route `deals`) and placed on any CMS page.
 *
 * @tag help-deals
 * @summary Deals for signed-in customers, behind sign-in, with the idle time-out.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the page (the Help & Support pages).
 * @attr {boolean} owns-page - The element sets the document title ("{deals title} - Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer is sent to sign in, to the sign-out address (after "Sign out" too), or to /logout after the idle time-out. Cancelable: a host that prevents it navigates itself.
 *
 * @csspart signed-in - "Signed in", with its "Sign out" button.
 * @csspart sign-out - The "Sign out" button: signs the customer out at the sign-out address.
 * @csspart article - The deals: heading and body.
 * @csspart article-body - The deals article's body (sanitised HTML: p, b, sup and links).
 * @csspart page-heading - The deals heading.
 * @csspart button - The "Try again" button when the deals could not be fetched.
 * @csspart timeout-dialog - The idle warning: "You're about to be signed out".
 * @csspart timeout-stay - Its "Stay signed in" button.
 * @csspart timeout-sign-out - Its "Sign out" button.
 *
 * @cssprop --help-color-brand - Brand colour of links, the button and the spinner.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-max-width-text - Line length of the deals.
 * @cssprop --help-loading-height - Height held while the deals load.
 */
export class HelpDealsElement extends createHelpElement(HelpDealsApp, { styles: [styles] }) {}

/** Registers `<help-deals>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-deals', HelpDealsElement);
}

/** The attributes `<help-deals>` takes. */
export type HelpDealsAttributes = HelpElementAttributes;
