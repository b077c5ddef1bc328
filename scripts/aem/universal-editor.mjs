// @ts-check
/**
 * The Help & Support components in AEM's Universal Editor, generated from the same elements as
 * the dialogs (manifest.mjs): the editor's three definitions, the script that shows a changed
 * property in place, and the include an author page's head writes them with.
 *
 *   clientlibs/universal-editor/.content.xml     a client library folder (allowProxy), so that
 *                                                its resources are served under /etc.clientlibs/
 *   clientlibs/universal-editor/resources/
 *     component-definition.json                  every component, in the group Help & Support,
 *                                                with its model and resource type
 *     component-models.json                      each component's fields: the dialog's, with the
 *                                                same labels, descriptions, options and required
 *     component-filters.json                     the filter help-and-support: every component
 *     content-patch.js                           aem/universal-editor.js with the properties each
 *                                                element shows in place: a change shown so
 *   includes/universal-editor.html               the three definitions and the script, as the
 *                                                editor reads them (<script type=…+json src>)
 *
 * The HTL of each component writes the editor's attributes on its element (components.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentTitle } from './manifest.mjs';
import { APP, COMPONENT_GROUP, TEMPLATES_DIR, resourceType } from './names.mjs';
import { NAMESPACES, xmlDocument, xmlProperties } from './xml.mjs';

/** @typedef {import('./manifest.mjs').AemElement} AemElement */

export const UNIVERSAL_EDITOR = /** @type {const} */ ({
  folder: 'universal-editor',
  category: `${APP}.universal-editor`,
  /** The filter a page's container names (data-aue-filter) to take the Help & Support components. */
  filter: APP,
  include: `/apps/${APP}/includes/universal-editor.html`,
  script: 'content-patch.js',
});

/** Where AEM serves the library's resources. @param {string} file */
export const universalEditorResource = (file) => `/etc.clientlibs/${APP}/clientlibs/${UNIVERSAL_EDITOR.folder}/resources/${file}`;

/** The editor's definitions, by file name, and the media type a page's script element gives each. */
export const DEFINITION_FILES = /** @type {const} */ ({
  'component-definition.json': 'application/vnd.adobe.aue.component+json',
  'component-models.json': 'application/vnd.adobe.aue.model+json',
  'component-filters.json': 'application/vnd.adobe.aue.filter+json',
});

/** @param {AemElement} element */
export function componentDefinition(element) {
  return { title: componentTitle(element), id: element.tag, model: element.tag, plugins: { aem: { page: { resourceType: resourceType(element.tag) } } } };
}

/**
 * A field of the properties panel, as the dialog has it: a select of the same options, a boolean
 * or a text field, under the same property, label and description, required where it is.
 * @param {import('./manifest.mjs').AemAttribute} attribute
 */
export function modelField(attribute) {
  const common = { name: attribute.property, label: attribute.label, description: attribute.description, ...(attribute.required ? { required: true } : {}) };
  if (attribute.kind === 'boolean') return { component: 'boolean', ...common, valueType: 'boolean' };
  if (attribute.kind === 'enum') {
    // The panel's select does not follow another field: an article is named with its category.
    const seen = new Set();
    const options = attribute.choices
      .filter(({ value }) => !seen.has(value) && seen.add(value))
      .map(({ value, label, of }) => ({ name: of === undefined ? label : `${of}: ${label}`, value }));
    // As the dialog's empty choice: an optional select can be emptied again (no complaint: the journey asks).
    return { component: 'select', ...common, valueType: 'string', options: attribute.required ? options : [{ name: 'None', value: '' }, ...options] };
  }
  return { component: 'text', ...common, valueType: 'string' };
}

/**
 * The three definitions, by file name.
 * @param {AemElement[]} elements
 */
export function definitions(elements) {
  // An article's category by its title, from the category field it follows.
  const titled = (/** @type {AemElement} */ element) =>
    element.attributes.map((attribute) => {
      const followed = attribute.follows ? element.attributes.find(({ name }) => name === attribute.follows) : undefined;
      if (!followed) return modelField(attribute);
      const titles = new Map(followed.choices.map(({ value, label }) => [value, label]));
      return modelField({ ...attribute, choices: attribute.choices.map((choice) => ({ ...choice, of: choice.of === undefined ? undefined : (titles.get(choice.of) ?? choice.of) })) });
    });
  return {
    'component-definition.json': { groups: [{ title: COMPONENT_GROUP, id: APP, components: elements.map(componentDefinition) }] },
    'component-models.json': elements.map((element) => ({ id: element.tag, fields: titled(element) })),
    'component-filters.json': [{ id: UNIVERSAL_EDITOR.filter, components: elements.map(({ tag }) => tag) }],
  };
}

/**
 * The script, with each element's properties that it shows in place (showsInPlace) and the
 * attribute each sets; a change of any other is left to the editor's reload.
 * @param {AemElement[]} elements
 */
export function contentPatchScript(elements) {
  const template = readFileSync(join(TEMPLATES_DIR, 'universal-editor.js'), 'utf8');
  if (!template.includes("'__FIELDS__'")) throw new Error("aem/universal-editor.js: no '__FIELDS__' to fill in");
  const fields = Object.fromEntries(
    elements.flatMap((element) => {
      const shown = element.attributes.filter(({ showsInPlace }) => showsInPlace);
      return shown.length === 0 ? [] : [[element.tag, Object.fromEntries(shown.map(({ property, name, kind }) => [property, [name, kind === 'boolean' ? 'boolean' : 'text']]))]];
    }),
  );
  return template.replace("'__FIELDS__'", JSON.stringify(fields));
}

/** The include for an author page's head: the three definitions and the script. */
export function universalEditorHtl() {
  const definitionsTags = Object.entries(DEFINITION_FILES)
    .map(([file, type]) => `<script type="${type}" src="${universalEditorResource(file)}"></script>`)
    .join('\n');
  return `<!--/* The Help & Support components' definitions for AEM's Universal Editor, and the script that shows
     a changed property in place: for the head of the pages authors edit in the editor, generated
     by scripts/aem/universal-editor.mjs. */-->
${definitionsTags}
<script src="${universalEditorResource(UNIVERSAL_EDITOR.script)}"></script>
`;
}

/** The library folder's node: its resources served under /etc.clientlibs/, nothing for a page to include. */
export const universalEditorLibraryXml = () =>
  xmlDocument(
    `<jcr:root xmlns:cq="${NAMESPACES['xmlns:cq']}" xmlns:jcr="${NAMESPACES['xmlns:jcr']}"${xmlProperties(
      { 'jcr:primaryType': { typed: 'cq:ClientLibraryFolder' }, allowProxy: { typed: '{Boolean}true' }, categories: { typed: `[${UNIVERSAL_EDITOR.category}]` } },
      '    ',
    )}/>`,
  );

/**
 * Every file, by its path under the application's folder.
 * @param {AemElement[]} elements
 * @returns {Record<string, string>}
 */
export function universalEditorFiles(elements) {
  const library = `clientlibs/${UNIVERSAL_EDITOR.folder}`;
  return {
    [`${library}/.content.xml`]: universalEditorLibraryXml(),
    ...Object.fromEntries(Object.entries(definitions(elements)).map(([file, json]) => [`${library}/resources/${file}`, `${JSON.stringify(json, null, 2)}\n`])),
    [`${library}/resources/${UNIVERSAL_EDITOR.script}`]: contentPatchScript(elements),
    'includes/universal-editor.html': universalEditorHtl(),
  };
}
