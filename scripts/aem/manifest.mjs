// @ts-check
/**
 * The elements as the AEM components need them, read from the custom elements manifest
 * (dist/custom-elements.json): the manifest is the one source, so a new element gets its
 * component, and a new attribute its dialog field, with no hand work.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTHORING_ATTRIBUTE, DIST_DIR, propertyName } from './names.mjs';

/** @typedef {import('custom-elements-manifest/schema').Package} Package */
/** @typedef {import('custom-elements-manifest/schema').CustomElementDeclaration} CustomElementDeclaration */

/**
 * @typedef {object} AemAttribute
 * @property {string} name the attribute: `draft-key`
 * @property {string} property the dialog's property: `draftKey`
 * @property {'text' | 'boolean' | 'enum'} kind
 * @property {string[]} values an enum's values
 * @property {string} description
 */

/**
 * @typedef {object} AemElement
 * @property {string} tag
 * @property {string} summary
 * @property {AemAttribute[]} attributes
 */

/** @param {string} [path] */
export function readManifest(path = join(DIST_DIR, 'custom-elements.json')) {
  return /** @type {Package} */ (JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * An attribute's field type from its type in the manifest: `boolean`, a union of string
 * literals (`'a' | 'b'`, a select), or anything else (a text field).
 * @param {string | undefined} type
 * @returns {{ kind: AemAttribute['kind'], values: string[] }}
 */
export function fieldKind(type) {
  const text = (type ?? '').trim();
  if (text === 'boolean') return { kind: 'boolean', values: [] };
  const members = text.split('|').map((member) => member.trim());
  if (members.length > 0 && members.every((member) => /^(['"])[^'"]*\1$/.test(member))) {
    return { kind: 'enum', values: members.map((member) => member.slice(1, -1)) };
  }
  return { kind: 'text', values: [] };
}

/**
 * Every custom element the manifest declares, with its public attributes (those whose name
 * starts with `_` or that are marked private are not an author's to set, nor is `authoring`,
 * which the component's HTL sets from the WCM mode).
 * @param {Package} manifest
 * @returns {AemElement[]}
 */
export function aemElements(manifest) {
  /** @type {AemElement[]} */
  const elements = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      const element = /** @type {CustomElementDeclaration} */ (declaration);
      if (!element.customElement || !element.tagName) continue;
      const attributes = (element.attributes ?? [])
        .filter((attribute) => attribute.name !== AUTHORING_ATTRIBUTE && !attribute.name.startsWith('_') && !/** @type {{ privacy?: string }} */ (attribute).privacy?.match(/private|protected/))
        .map((attribute) => ({
          name: attribute.name,
          property: propertyName(attribute.name),
          ...fieldKind(attribute.type?.text),
          description: (attribute.description ?? '').replace(/\s+/g, ' ').trim(),
        }));
      elements.push({ tag: element.tagName, summary: (element.summary ?? '').replace(/\s+/g, ' ').trim(), attributes });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * What an author sees as the component's name: the summary's words before a colon when they are
 * short ("Contact us: emergency support…" → "Contact us"), else the tag in words.
 * @param {AemElement} element
 */
export function componentTitle(element) {
  const lead = /^([^:]{3,40}):/.exec(element.summary)?.[1]?.trim();
  if (lead) return lead;
  const words = element.tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: `draft-key` → "Draft key", `url-routing` → "URL routing". @param {string} attribute */
export function fieldLabel(attribute) {
  const words = attribute.replace(/-/g, ' ').replace(/\burl\b/g, 'URL');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
