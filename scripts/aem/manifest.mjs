// @ts-check
/**
 * The elements as the AEM components need them: which elements and attributes there are, from
 * the custom elements manifest (dist/custom-elements.json), so a new element gets its component
 * and a new attribute its field with no hand work; and what authors read of them, from each
 * element descriptor's authors' section (ElementAuthors in src/router/element-descriptor.ts):
 * labels and descriptions written for authors, the values a select offers, what is required,
 * what is left out. An attribute the section neither describes nor leaves out stops the build,
 * so no developer's description ever reaches an author.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTHORING_ATTRIBUTE, DIST_DIR, propertyName } from './names.mjs';

/** @typedef {import('custom-elements-manifest/schema').Package} Package */
/** @typedef {import('custom-elements-manifest/schema').CustomElementDeclaration} CustomElementDeclaration */

/** @typedef {import('../../src/router/element-descriptor').ElementAuthors} ElementAuthors */
/** @typedef {import('../../src/router/element-descriptor').AuthorChoice} AuthorChoice */

/**
 * @typedef {object} AemAttribute
 * @property {string} name the attribute: `draft-key`
 * @property {string} property the dialog's property: `draftKey`
 * @property {'text' | 'boolean' | 'enum'} kind
 * @property {string[]} values an enum's values, each once
 * @property {AuthorChoice[]} choices an enum's values with the words an author knows them by
 * @property {string} [follows] the attribute whose value narrows the choices (each choice's `of`)
 * @property {string} label the field's label, for authors
 * @property {string} description the field's description, for authors
 * @property {boolean} required
 * @property {boolean} showsInPlace the element shows a new value at once (the Universal Editor needs no reload)
 */

/**
 * @typedef {object} AemElement
 * @property {string} tag
 * @property {string} summary
 * @property {string} description what the component does, for authors
 * @property {AemAttribute[]} attributes the attributes an author sets: one field each
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
 * Every custom element the manifest declares, with the public attributes an author sets (those
 * whose name starts with `_` or that are marked private are not an author's to set, nor is
 * `authoring`, which the component's HTL sets from the WCM mode, nor those its authors' section
 * leaves out), each with its authors' label, description and values.
 * @param {Package} manifest
 * @param {Record<string, ElementAuthors | undefined>} authorsByTag each element's authors' section (its descriptor's)
 * @returns {AemElement[]}
 */
export function aemElements(manifest, authorsByTag) {
  /** @type {AemElement[]} */
  const elements = [];
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      const element = /** @type {CustomElementDeclaration} */ (declaration);
      if (!element.customElement || !element.tagName) continue;
      const tag = element.tagName;
      const authors = authorsByTag[tag];
      const where = `src/elements/${tag}/${tag}.descriptor.ts`;
      if (!authors) throw new Error(`${where}: no authors' section (authors), so <${tag}> has no words for AEM's authors`);
      const publicAttributes = (element.attributes ?? []).filter(
        (attribute) => attribute.name !== AUTHORING_ATTRIBUTE && !attribute.name.startsWith('_') && !/** @type {{ privacy?: string }} */ (attribute).privacy?.match(/private|protected/),
      );
      const named = new Set(publicAttributes.map(({ name }) => name));
      for (const name of [...Object.keys(authors.fields), ...Object.keys(authors.omit ?? {})]) {
        if (!named.has(name)) throw new Error(`${where}: authors names ${name}, which <${tag}> does not take`);
      }
      const attributes = publicAttributes
        .filter((attribute) => !authors.omit?.[attribute.name])
        .map((attribute) => {
          const field = authors.fields[attribute.name];
          if (!field) throw new Error(`${where}: authors has no field for ${attribute.name}, nor leaves it out (omit)`);
          return aemAttribute(attribute.name, attribute.type?.text, field, `<${tag}> ${attribute.name}`);
        });
      const does = authors.does.replace(/\s+/g, ' ').trim();
      elements.push({ tag, summary: (element.summary ?? '').replace(/\s+/g, ' ').trim(), description: does, attributes });
    }
  }
  return elements.sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * One attribute's field: its kind from the manifest's type (a union of literals is a select),
 * or a select of the choices its authors' field gives, which must then be values the type takes.
 * @param {string} name
 * @param {string | undefined} type
 * @param {import('../../src/router/element-descriptor').AuthorField} field
 * @param {string} where
 * @returns {AemAttribute}
 */
function aemAttribute(name, type, field, where) {
  const typed = fieldKind(type);
  if (field.choices && typed.kind === 'boolean') throw new Error(`${where}: a checkbox has no choices`);
  if (field.choices && typed.kind === 'enum' && field.choices.some(({ value }) => !typed.values.includes(value))) {
    throw new Error(`${where}: choices outside its type's values (${typed.values.join(', ')})`);
  }
  if (field.follows && !field.choices?.every((choice) => choice.of !== undefined)) throw new Error(`${where}: follows ${field.follows}, so each choice names the value it goes with (of)`);
  /** @type {AuthorChoice[]} */
  const choices = field.choices ? [...field.choices] : typed.values.map((value) => ({ value, label: value }));
  return {
    name,
    property: propertyName(name),
    kind: choices.length > 0 ? 'enum' : typed.kind,
    values: [...new Set(choices.map(({ value }) => value))],
    choices,
    ...(field.follows ? { follows: field.follows } : {}),
    label: field.label,
    description: field.description.replace(/\s+/g, ' ').trim(),
    required: field.required === true,
    showsInPlace: field.showsInPlace === true,
  };
}

/** Each element's authors' section, from the element descriptors. @returns {Promise<Record<string, ElementAuthors | undefined>>} */
export async function readAuthors() {
  const { loadDescriptors } = await import('../descriptors.mjs');
  return Object.fromEntries((await loadDescriptors()).map(({ tag, authors }) => [tag, authors]));
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
