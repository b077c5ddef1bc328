import { createHelpElement, defineElement, type HelpElementAttributes } from '../../platform/create-element';
import { HelpProbateApp } from './help-probate';
import styles from './help-probate.styles.css';

/**
 * Help probate: say here what the element shows and where it is used.
 *
 * @tag help-probate
 * @summary Help probate.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the steps; without it they stay in memory.
 * @attr {boolean} owns-page - The element may set the document title and meta description.
 *
 * @csspart page-heading - The page heading.
 */
export class HelpProbateElement extends createHelpElement(HelpProbateApp, { styles: [styles] }) {}

/** Registers `<help-probate>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-probate', HelpProbateElement);
}

/** The attributes `<help-probate>` takes. */
export type HelpProbateAttributes = HelpElementAttributes;
