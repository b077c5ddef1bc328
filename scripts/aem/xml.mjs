// @ts-check
/** Writing FileVault's XML (its "document view" of repository nodes). */

/** @param {string} text */
export const escapeXml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A string property as FileVault reads it: a value starting with `{` is a type (`{Boolean}true`)
 * and one starting with `[` an array, so those and the escape character itself are escaped.
 * @param {string} value
 */
export const jcrString = (value) => escapeXml(value.replace(/\\/g, '\\\\').replace(/^([{[])/, '\\$1'));

/**
 * A node's properties, one a line. Strings are escaped; a value already typed (`{Boolean}true`,
 * `[a,b]`) is passed as `{ typed: '…' }`.
 * @param {Record<string, string | { typed: string } | undefined>} properties
 * @param {string} indent
 */
export function xmlProperties(properties, indent) {
  return Object.entries(properties)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `\n${indent}${name}="${typeof value === 'string' ? jcrString(value) : escapeXml(/** @type {{ typed: string }} */ (value).typed)}"`)
    .join('');
}

export const NAMESPACES = {
  'xmlns:sling': 'http://sling.apache.org/jcr/sling/1.0',
  'xmlns:cq': 'http://www.day.com/jcr/cq/1.0',
  'xmlns:jcr': 'http://www.jcp.org/jcr/1.0',
  'xmlns:nt': 'http://www.jcp.org/jcr/nt/1.0',
  'xmlns:granite': 'http://www.adobe.com/jcr/granite/1.0',
};

/** @param {string} body the root element, from `<jcr:root` on */
export const xmlDocument = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** A plain folder node (sling:Folder). */
export const folderContentXml = () =>
  xmlDocument(`<jcr:root xmlns:sling="${NAMESPACES['xmlns:sling']}" xmlns:jcr="${NAMESPACES['xmlns:jcr']}"\n    jcr:primaryType="sling:Folder"/>`);
