// @ts-check
/**
 * One AEM component per element, from the manifest (scripts/aem/manifest.mjs):
 *
 *   components/<tag>/.content.xml              cq:Component: title, description (what it does, for
 *                                              authors), component group "Help & Support"
 *   components/<tag>/<tag>.html                HTL: the element, each attribute from the dialog's
 *                                              property, escaped by HTL itself, and `authoring` on an
 *                                              author instance (wcmmode edit or preview); the fallback
 *                                              content of docs/embedding.md inside it
 *   components/<tag>/_cq_dialog/.content.xml   the edit dialog (Granite UI, Coral 3): one field per
 *                                              attribute an author sets, labelled and described for
 *                                              authors (the descriptor's authors' section); a select
 *                                              of its values where it has a known set, required where
 *                                              the component needs it; a select whose values follow
 *                                              another field's carries them all, for the dialog's
 *                                              client library to narrow (dialog-clientlib.mjs)
 */
import { DIALOG_CLIENT_LIBRARY } from './dialog-clientlib.mjs';
import { componentTitle } from './manifest.mjs';
import { AUTHORING_ATTRIBUTE, COMPONENT_GROUP, propertyName } from './names.mjs';
import { NAMESPACES, escapeXml, xmlDocument, xmlProperties } from './xml.mjs';

/** @typedef {import('./manifest.mjs').AemElement} AemElement */
/** @typedef {import('./manifest.mjs').AemAttribute} AemAttribute */

const FIELDS = 'granite/ui/components/coral/foundation/form';

/** Backticks are Markdown; an author reads plain text. @param {string} text */
const plain = (text) => text.replace(/`/g, '');

/** @param {AemElement} element */
export function componentContentXml(element) {
  return xmlDocument(
    `<jcr:root xmlns:cq="${NAMESPACES['xmlns:cq']}" xmlns:jcr="${NAMESPACES['xmlns:jcr']}"${xmlProperties(
      {
        'jcr:primaryType': { typed: 'cq:Component' },
        'jcr:title': componentTitle(element),
        'jcr:description': plain(element.description),
        componentGroup: COMPONENT_GROUP,
      },
      '    ',
    )}/>`,
  );
}

/**
 * A path or URL attribute is written in HTL's `uri` context, which drops `javascript:` and the
 * like; every other one in the `attribute` context HTL gives any attribute value.
 * @param {AemAttribute} attribute
 */
export const isUriAttribute = (attribute) => /(^|-)(path|url|href|src)$/.test(attribute.name);

/**
 * The HTL of one attribute. A text or select value is written as given (no attribute when the
 * property is empty); a checkbox writes a bare attribute when it is on and none when off (a
 * property stored as the string 'false', without its type hint, counts as off too).
 * @param {AemAttribute} attribute
 */
function htlAttribute(attribute) {
  const value = `properties.${attribute.property}`;
  if (attribute.kind === 'boolean') return `data-sly-attribute.${attribute.name}="\${${value} && ${value} != 'false'}"`;
  return `${attribute.name}="\${${value}${isUriAttribute(attribute) ? " @ context='uri'" : ''}}"`;
}

/**
 * What AEM's Universal Editor reads of the component (Adobe's attributes for an item of type
 * component): the resource it edits, as a URN of the editor's AEM connection, the model of its
 * properties panel (universal-editor.mjs) and its name. No data-aue-prop: the element's settings
 * are no text of the page to edit in place, and the panel edits them.
 * @param {AemElement} element
 */
function universalEditorAttributes(element) {
  return `
    data-aue-resource="urn:aemconnection:\${resource.path}"
    data-aue-type="component"
    data-aue-model="${element.tag}"
    data-aue-label="${escapeXml(componentTitle(element))}"`;
}

/**
 * @param {AemElement} element
 * @param {string | undefined} fallback markup shown until the element starts
 * @param {string | undefined} [snapshot] its first screen as declarative shadow DOM (a
 *   `<template shadowrootmode="open">`), shown in place of the fallback where the browser builds it
 */
export function componentHtl(element, fallback, snapshot) {
  // On an author instance, editing or previewing: a missing or mistyped setting then shows the
  // author what to set, and never sends the page they are editing to the page-not-found page.
  const authoring = `\n    data-sly-attribute.${AUTHORING_ATTRIBUTE}="\${wcmmode.edit || wcmmode.preview}"`;
  const attributes = element.attributes.map((attribute) => `\n    ${htlAttribute(attribute)}`).join('') + authoring + universalEditorAttributes(element);
  const inside = [snapshot, fallback].filter(Boolean).map((markup) => `\n  ${String(markup).split('\n').join('\n  ')}`).join('') + (fallback || snapshot ? '\n' : '');
  return `<!--/* <${element.tag}>, generated from dist/custom-elements.json and the element's descriptor: edit those, not this file. */-->
<${element.tag}${attributes}>${inside}</${element.tag}>
`;
}

/**
 * The data attributes a select whose choices follow another field carries (Granite renders a
 * field's granite:data node as data-* attributes): the field it follows and every choice with
 * the value it goes with, which the dialog's client library reads to narrow the options.
 * @param {AemAttribute} attribute
 * @param {string} indent
 */
function followsData(attribute, indent) {
  if (!attribute.follows) return '';
  const choices = JSON.stringify(attribute.choices.map(({ value, label, of }) => ({ value, text: label, of })));
  const data = xmlProperties({ 'jcr:primaryType': { typed: 'nt:unstructured' }, [DIALOG_CLIENT_LIBRARY.followsData]: `./${propertyName(attribute.follows)}`, [DIALOG_CLIENT_LIBRARY.choicesData]: choices }, `${indent}    `);
  return `\n${indent}<granite:data${data}/>`;
}

/**
 * One dialog field.
 * @param {AemAttribute} attribute
 * @param {string} indent
 */
function dialogField(attribute, indent) {
  const common = { 'jcr:primaryType': { typed: 'nt:unstructured' } };
  const name = `./${attribute.property}`;
  const description = plain(attribute.description) || undefined;
  // A required field: the dialog does not save while it is empty.
  const required = attribute.required ? { required: { typed: '{Boolean}true' } } : {};
  const inner = `${indent}    `;
  if (attribute.kind === 'boolean') {
    const checkbox = xmlProperties(
      {
        ...common,
        'sling:resourceType': `${FIELDS}/checkbox`,
        name,
        text: attribute.label,
        fieldDescription: description,
        value: { typed: '{Boolean}true' },
        uncheckedValue: { typed: '{Boolean}false' },
      },
      inner,
    );
    // The type hint has the value stored as a Boolean, which HTL reads as on or off.
    const hint = xmlProperties({ ...common, 'sling:resourceType': `${FIELDS}/hidden`, name: `${name}@TypeHint`, value: 'Boolean' }, inner);
    return `${indent}<${attribute.property}${checkbox}/>\n${indent}<${attribute.property}TypeHint${hint}/>`;
  }
  if (attribute.kind === 'enum') {
    const select = xmlProperties(
      { ...common, 'sling:resourceType': `${FIELDS}/select`, name, fieldLabel: attribute.label, fieldDescription: description, emptyOption: { typed: '{Boolean}true' }, ...required },
      inner,
    );
    // Each value once: a select that follows another field lists them all until its script narrows them.
    const seen = new Set();
    const options = attribute.choices
      .filter(({ value }) => !seen.has(value) && seen.add(value))
      .map(({ value, label }, index) => `${inner}    <option${index + 1}${xmlProperties({ ...common, text: label, value }, `${inner}        `)}/>`)
      .join('\n');
    return `${indent}<${attribute.property}${select}>${followsData(attribute, inner)}\n${inner}<items jcr:primaryType="nt:unstructured">\n${options}\n${inner}</items>\n${indent}</${attribute.property}>`;
  }
  const textfield = xmlProperties({ ...common, 'sling:resourceType': `${FIELDS}/textfield`, name, fieldLabel: attribute.label, fieldDescription: description, ...required }, inner);
  return `${indent}<${attribute.property}${textfield}/>`;
}

/** @param {AemElement} element */
export function dialogXml(element) {
  const namespaces = Object.entries(NAMESPACES)
    .map(([name, uri]) => `${name}="${escapeXml(uri)}"`)
    .join(' ');
  const fields = element.attributes.map((attribute) => dialogField(attribute, '                    ')).join('\n');
  // The dialog's client library, only where a field needs it (the author loads it with the dialog).
  const extraClientlibs = element.attributes.some(({ follows }) => follows) ? { extraClientlibs: { typed: `[${DIALOG_CLIENT_LIBRARY.category}]` } } : {};
  return xmlDocument(`<jcr:root ${namespaces}
    jcr:primaryType="nt:unstructured"${xmlProperties({ 'jcr:title': componentTitle(element), ...extraClientlibs }, '    ')}
    sling:resourceType="cq/gui/components/authoring/dialog">
    <content
        jcr:primaryType="nt:unstructured"
        sling:resourceType="granite/ui/components/coral/foundation/fixedcolumns">
        <items jcr:primaryType="nt:unstructured">
            <column
                jcr:primaryType="nt:unstructured"
                sling:resourceType="granite/ui/components/coral/foundation/container">
                <items jcr:primaryType="nt:unstructured">
${fields}
                </items>
            </column>
        </items>
    </content>
</jcr:root>`);
}

/**
 * Every file of one component, by its path under the component's folder.
 * @param {AemElement} element
 * @param {string | undefined} fallback
 * @param {string | undefined} [snapshot]
 * @returns {Record<string, string>}
 */
export function componentFiles(element, fallback, snapshot) {
  return {
    '.content.xml': componentContentXml(element),
    [`${element.tag}.html`]: componentHtl(element, fallback, snapshot),
    '_cq_dialog/.content.xml': dialogXml(element),
  };
}
