// @ts-check
/**
 * The page configuration as an HTL include: /apps/help-and-support/includes/page-config.html,
 * which a page component's head includes once,
 *
 *   <sly data-sly-include="/apps/help-and-support/includes/page-config.html"/>
 *
 * It writes the `<script type="application/json" id="help-and-support-config">` the elements
 * read: the services' addresses, the main site's, sign-in and monitoring. The values come from
 * the JSON file HELP_AEM_CONFIG names when the package is built (none: `{}`, and the elements
 * call the services on the page's own origin).
 *
 * The JSON is written into the file by the build, not by HTL from properties: HTL's only context
 * for script text escapes characters as `\xHH`, which JSON does not accept. Every `<`, `>`, `&`
 * and `$` in it is written as a JSON `\uXXXX` escape, so no value can close the script element or
 * read as an HTL expression (`${…}`), and JSON.parse gives back the very same values.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP } from './names.mjs';

/** Where a page component includes it from. */
export const PAGE_CONFIG_INCLUDE = `/apps/${APP}/includes/page-config.html`;

/** The element id the elements read their configuration from (src/config/config.ts). */
const CONFIG_ELEMENT_ID = 'help-and-support-config';

/**
 * The configuration to write: the JSON object in the file HELP_AEM_CONFIG names, else `{}`.
 * @param {string | undefined} [file]
 * @returns {Record<string, unknown>}
 */
export function readPageConfig(file = process.env.HELP_AEM_CONFIG) {
  if (!file) return {};
  /** @type {unknown} */
  let config;
  try {
    config = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    throw new Error(`HELP_AEM_CONFIG=${file}: not a readable JSON file (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new Error(`HELP_AEM_CONFIG=${file}: the page configuration is a JSON object`);
  return /** @type {Record<string, unknown>} */ (config);
}

/** @param {string} character */
const unicodeEscape = (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The include's HTL: the configuration script element, and a comment (HTL drops it) saying how
 * to include it.
 * @param {Record<string, unknown>} config
 */
export function pageConfigHtl(config) {
  const json = JSON.stringify(config, null, 2).replace(/[<>&$]/g, unicodeEscape);
  return `<!--/* The Help & Support elements' page configuration. Include it once, in the page component's head:
  <sly data-sly-include="${PAGE_CONFIG_INCLUDE}"/>
Written when the package was built, from the JSON file HELP_AEM_CONFIG named. */-->
<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>
`;
}
