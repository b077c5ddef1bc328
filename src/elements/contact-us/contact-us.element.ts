import type { FirstScreenOptions } from '../../platform/snapshot';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { ContactUsApp } from './contact-us';
import { contactUsRoutes } from './contact-us.routes';
import styles from './contact-us.styles.css';

/** Taking over the page the build rendered (its descriptor's `snapshots`) loads its screen. */
export const firstScreen: FirstScreenOptions = { load: () => contactUsRoutes[0].screen.load() };

/**
 * The contact-us page (route `contact-us`): the way to emergency support, and a card for
 * each kind of customer (Direct Debit or pay on receipt of bill, Pay As You Go, home services)
 * leading to its contact page on the main site. In meter-read week the credit card offers the
 * online meter reading form instead, with the pill and words of the meter-read page config.
 * If that config cannot be loaded, every contact option still shows, with a note and "Try
 * again" in the credit card. Works on the Help & Support pages (route `contact-us`) and
 * embedded on any page.
 *
 * @tag contact-us
 * @summary Contact us: emergency support and contact options, aware of meter-read week.
 *
 * @attr {boolean} url-routing - Links to other Help & Support pages (emergencies, the meter reading form) move the page URL under the base path without reloading; without it they are links to the app's pages.
 * @attr {boolean} owns-page - The element may set the document title ("Contact us - Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for a contact page of the main site, or, embedded without url-routing, for the app's emergencies or meter reading page. Cancelable.
 *
 * @csspart page-heading - The "Contact us" heading.
 * @csspart card - A contact card.
 * @csspart card-title - A contact card's heading.
 * @csspart card-body - A contact card's text.
 * @csspart card-action - The foot of a contact card, with its link or button.
 * @csspart card-grid - The list of cards.
 * @csspart pill - The meter-read week label on the credit card.
 * @csspart button - The "Submit a meter reading" button (meter-read week), and "Try again".
 * @csspart spinner - Shown in the credit card while a failed request for the meter-read page config is tried again.
 *
 * @cssprop --help-color-brand - Brand colour of the cards' top edge, links and the button.
 * @cssprop --help-color-error - Edge of the emergency line.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class ContactUsElement extends createHelpElement(ContactUsApp, { styles: [styles], firstScreen }) {}

/** Registers `<contact-us>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('contact-us', ContactUsElement);
}

/** The attributes `<contact-us>` takes. */
export type ContactUsAttributes = HelpElementAttributes;
