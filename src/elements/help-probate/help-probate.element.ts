import type { FirstScreenOptions } from '../../platform/snapshot';
import { createHelpElement, defineElement, type HelpElementAttributes } from '../../shell/create-element';
import { HelpProbateApp } from './help-probate';
import { probateRoutes } from './help-probate.routes';
import styles from './help-probate.styles.css';

/** Taking over the page the build rendered (its descriptor's `snapshots`) loads its screen. */
export const firstScreen: FirstScreenOptions = { load: () => probateRoutes[0].screen.load() };

/**
 * The bereavement page (route `probate`): the online form for telling us about a death, what
 * it asks for, what to do once we have been told (a meter reading, closing the account),
 * microgeneration payment contacts, helpful links, a FAQ and the team's opening hours. Static:
 * it makes no request. Its links to the main site (`bereavement` in the page configuration)
 * and the SEG and FIT email addresses come from the page configuration. Works on the Help &
 * Support pages (route `probate`) and embedded on any page.
 *
 * @tag help-probate
 * @summary Bereavement: telling us about a death, what happens next, and answers to common questions.
 *
 * @attr {boolean} url-routing - Links to other Help & Support pages (the meter reading form, struggling to pay, contact us) move the page URL under the base path without reloading; without it they are links to the app's pages.
 * @attr {boolean} owns-page - The element may set the document title ("Bereavement - Help & Support") and meta description.
 *
 * @fires {CustomEvent<HelpNavigateDetail>} help-navigate - Before the customer leaves for the online form, the close-account page, a helpful link or, embedded without url-routing, another Help & Support page. Cancelable.
 *
 * @csspart page-heading - The "Bereavement" heading.
 * @csspart button - The "Use the online form" link, drawn as a button.
 * @csspart accordion - The FAQ.
 * @csspart accordion-show-all - The FAQ's "Show all sections" button.
 * @csspart accordion-section - One question and its answer.
 * @csspart accordion-button - The button in a question's heading that opens and closes its answer.
 * @csspart accordion-content - An answer, shown when it is open.
 *
 * @cssprop --help-color-brand - Brand colour of the button, links and the edge of the online form's panel.
 * @cssprop --help-color-focus - Focus ring colour.
 * @cssprop --help-font-family - Font family.
 */
export class HelpProbateElement extends createHelpElement(HelpProbateApp, { styles: [styles], firstScreen }) {}

/** Registers `<help-probate>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-probate', HelpProbateElement);
}

/** The attributes `<help-probate>` takes. */
export type HelpProbateAttributes = HelpElementAttributes;
