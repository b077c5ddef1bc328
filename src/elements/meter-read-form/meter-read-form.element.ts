import { takePrefillFromAddress } from '../../platform/address-prefill/address-prefill';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import type { FirstScreenOptions } from '../../platform/snapshot';
import { MeterReadFormApp } from './meter-read-form';
import { meterReadRoutes } from './meter-read-form.routes';
import styles from './meter-read-form.styles.css';

/** Taking over the form the build rendered into dist/embed/meter-read-form.html (its descriptor's `snapshots`). */
export const firstScreen: FirstScreenOptions = { load: () => meterReadRoutes[0].screen.load() };

/**
 * The online price-cap meter reading form and its confirmation. Works on the Help & Support
 * pages (routes `submit-meter-read` and `submit-meter-read-confirm`) and embedded on any page,
 * where its steps stay inside the element and the page URL is left alone.
 * Details can be prefilled from URL query parameters named as the form's fields
 * (title, first_name, last_name, telephone, email, fuel, gas_account_number,
 * elec_account_number, is_economy_7_radio, gas_reading, elec_reading, elec7_reading_normal,
 * elec7_reading_low, date), which the element takes out of the page's address before it makes
 * any request, keeping them in memory for the form.
 *
 * @tag meter-read-form
 * @summary Online price-cap meter reading form and its confirmation.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the steps (the app's own page); without it the steps stay in memory.
 * @attr {string} draft-key - Keeps this form's answers apart from other meter-read forms on the page (the element's id serves when absent).
 * @attr {boolean} owns-page - The element may set the document title and meta description.
 *
 * @fires {CustomEvent<HelpSubmittedDetail>} help-submitted - After the leads service accepts the reading. Bubbles, composed; `detail: { origin: 'submit-meter-read', reference }`.
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for the main site's meter reads page (outside meter-read week). Cancelable.
 *
 * @csspart form - The form.
 * @csspart button - The submit button.
 * @csspart error-summary - The "There is a problem" summary.
 * @csspart banner - The technical-problem banner.
 * @csspart confirmation - The confirmation panel.
 *
 * @cssprop --help-color-brand - Brand colour of headings and the button.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class MeterReadFormElement extends createHelpElement(MeterReadFormApp, { styles: [styles], firstScreen, onCreated: takePrefillFromAddress }) {}

/** Registers `<meter-read-form>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('meter-read-form', MeterReadFormElement);
}

/** The attributes `<meter-read-form>` takes. */
export type MeterReadFormAttributes = HelpElementAttributes;
