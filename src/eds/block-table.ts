/**
 * An Edge Delivery block's table read into its element's attributes: the pure part of a
 * Help & Support block (element-block.ts is the DOM part). An author writes a table per element,
 * headed by the block's name, with a row per setting: "Category | meters", "Owns page | yes".
 * No DOM: tested in Node.
 */
import { looseForm } from '../components/authoring/authoring-values';

/** One attribute an author may set, as the build writes it into the block (scripts/eds/). */
export interface BlockAttribute {
  /** The attribute: 'draft-key'. */
  name: string;
  /** Its value's kind in the manifest: a boolean is present or absent, an enum takes `values`. */
  kind: 'text' | 'boolean' | 'enum';
  /** An enum's values. */
  values?: readonly string[];
  /** Its label, as the AEM dialog shows it: 'Name for saved answers'. */
  label: string;
}

/** What a block's rows set, and the rows it set nothing from (so the author can be told why). */
export interface BlockReading {
  /** Each attribute to set, in the table's order; a boolean that is on has the value ''. */
  attributes: [name: string, value: string][];
  /** Each row that set nothing, in words: 'Colour: not a setting of <help-category>'. */
  ignored: string[];
}

/**
 * A key or a boolean's value with case, spaces, underscores and hyphens set aside, so the
 * attribute's name in words, its label and a dialog property's camel case all match:
 * 'Draft key', 'draft-key', 'DRAFT_KEY' and 'draftKey' → 'draftkey'.
 */
export const compactForm = (text: string): string => looseForm(text).replace(/-/g, '');

/** The words an author may write for on and off (a table cell holds text, not a checkbox). */
const ON = new Set(['yes', 'y', 'true', 'on', '1', 'x']);
const OFF = new Set(['no', 'n', 'false', 'off', '0', '']);

/**
 * The attributes a block's rows set. `rows` is the block's table as text, a row's cells in
 * order; the first cell names the setting, the second holds its value (more cells are ignored,
 * as Edge Delivery's own readBlockConfig ignores them). A later row for the same attribute wins.
 *
 * - text: the value as written, trimmed (an empty value sets nothing, so the element's default
 *   applies, as an AEM dialog's empty field does). It is not corrected: a mistyped category is
 *   the element's to point out, in authoring mode (docs/aem.md, "Authoring mode").
 * - boolean: yes, true, on, y, 1 or x turn it on; no, false, off, n, 0 or nothing leave it off.
 * - enum: the value it takes that the text matches loosely ('Pay as you go' → 'pay-as-you-go'),
 *   else the text as written, for the element to refuse as it would any other.
 */
export function readBlockTable(rows: readonly (readonly string[])[], attributes: readonly BlockAttribute[], tag: string): BlockReading {
  const set = new Map<string, string>();
  const ignored: string[] = [];
  for (const [rawKey = '', rawValue] of rows) {
    const key = rawKey.replace(/\s+/g, ' ').trim();
    if (!key) continue;
    const compact = compactForm(key);
    const attribute = attributes.find(({ name, label }) => compactForm(name) === compact || compactForm(label) === compact);
    if (!attribute) {
      ignored.push(`${key}: not a setting of <${tag}>`);
      continue;
    }
    if (rawValue === undefined) {
      ignored.push(`${key}: no value (write it in the cell beside)`);
      continue;
    }
    const value = rawValue.replace(/\s+/g, ' ').trim();
    if (attribute.kind === 'boolean') {
      const word = looseForm(value);
      if (ON.has(word)) set.set(attribute.name, '');
      else if (OFF.has(word)) set.delete(attribute.name);
      else ignored.push(`${key}: “${value}” is neither yes nor no`);
      continue;
    }
    if (!value) {
      set.delete(attribute.name);
      continue;
    }
    const meant = attribute.kind === 'enum' ? attribute.values?.find((each) => looseForm(each) === looseForm(value)) : undefined;
    set.set(attribute.name, meant ?? value);
  }
  return { attributes: [...set], ignored };
}

/**
 * Whether the page is an Edge Delivery preview (`*.aem.page`, and `*.hlx.page` of older
 * projects): what authors open from the Sidekick before publishing to `*.aem.live`. There the
 * elements run in authoring mode, showing a note for a missing or mistyped setting instead of
 * leaving the page; published pages never do.
 */
export const isPreviewHost = (hostname: string): boolean => /(^|\.)(aem|hlx)\.page$/i.test(hostname);
