import { createHelpElement, defineElement, type HelpElementAttributes } from '../../platform/create-element';
import { HelpSearchApp } from './help-search';
import styles from './help-search.styles.css';

/**
 * Help search: say here what the element shows and where it is used.
 *
 * @tag help-search
 * @summary Help search.
 *
 * @attr {boolean} url-routing - The page URL under the base path drives the steps; without it they stay in memory.
 * @attr {boolean} owns-page - The element may set the document title and meta description.
 *
 * @csspart page-heading - The page heading.
 */
export class HelpSearchElement extends createHelpElement(HelpSearchApp, { styles: [styles] }) {}

/** Registers `<help-search>` (once, whatever the number of scripts that ask). */
export function define(): void {
  defineElement('help-search', HelpSearchElement);
}

/** The attributes `<help-search>` takes. */
export type HelpSearchAttributes = HelpElementAttributes;
