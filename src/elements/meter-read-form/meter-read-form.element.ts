import { createHelpElement, defineElement } from '../element-shell';
import { MeterReadFormApp } from './meter-read-form';

export const METER_READ_FORM_TAG = 'meter-read-form';

/**
 * The online price-cap meter reading form and its confirmation. Works on the Help & Support
 * pages (routes `submit-meter-read` and `submit-meter-read-confirm`) and embedded on any page,
 * where its steps stay inside the element and the page URL is left alone.
 * Details can be prefilled from URL query parameters named as the form's fields
 * (title, first_name, last_name, telephone, email, fuel, gas_account_number,
 * elec_account_number, is_economy_7_radio, gas_reading, elec_reading, elec7_reading_normal,
 * elec7_reading_low, date).
 *
 * @tag meter-read-form
 * @summary Online price-cap meter reading form.
 *
 * @fires help-submitted - After the leads service accepts the reading. Bubbles, composed; `detail: { origin: 'submit-meter-read', reference }`.
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
export class MeterReadFormElement extends createHelpElement(MeterReadFormApp) {}

export function define(): void {
  defineElement(METER_READ_FORM_TAG, MeterReadFormElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'meter-read-form': MeterReadFormElement;
  }
}
