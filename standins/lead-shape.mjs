// @ts-check
/**
 * The leads stand-in's first, cheap look at a lead: how large its body may be (checked as it
 * is read), how much it may hold (on its text, before parsing) and which members and kinds of
 * value it has where a lead has them (on the parsed lead, one level at a time). All of it comes
 * before anything walks the whole lead (leadProblems' string lengths, the store's checks), so a
 * hostile body costs little more than a real one: before, a 600 kB lead holding a
 * 300,000-item array held the server for over a second.
 */
import { MAX_JSON_DEPTH, jsonPointer } from './json-limits.mjs';
import { isRecord, jsonApiError } from './jsonapi.mjs';

/** @typedef {import('./jsonapi.mjs').JsonApiError} JsonApiError */
/** @typedef {import('./json-limits.mjs').JsonLimits} JsonLimits */

/**
 * The largest lead body taken (413 above it). The largest lead the forms can send is about 182 kB:
 * a 30,000-character query written as JSON takes at most 180,000 bytes (six for a character
 * escaped as \uXXXX, three for any other; most take one) and everything else under 2 kB. A
 * hostile body over this size is read and dropped, never parsed.
 */
export const LEAD_BODY_BYTES = 192 * 1024;

/**
 * What a lead's body may hold, measured on its text before it is parsed: the largest lead the
 * forms send (pay-as-you-go: 23 members in additional-information, about 50 values in all) has
 * room to spare in each.
 * @type {JsonLimits}
 */
export const LEAD_BODY_LIMITS = {
  maxDepth: MAX_JSON_DEPTH,
  /** Items of one array or members of one object. */
  maxItems: 100,
  /** Values in the whole document. */
  maxValues: 1000,
};

/** The members a JSON:API document may have; a lead uses `data` only. */
const DOCUMENT_MEMBERS = ['data', 'meta', 'jsonapi', 'links'];

/** The members a JSON:API resource object may have. */
const RESOURCE_MEMBERS = ['type', 'id', 'lid', 'attributes', 'relationships', 'meta', 'links'];

/** Attributes that hold one value (text, a number, true, false or null), never a list or an object. */
const PLAIN_ATTRIBUTES = [
  'title',
  'topic',
  'first-name',
  'surname',
  'email',
  'query-type',
  'query-subtype',
  'query',
  'subject',
  'vulnerability-consent',
];

/** Attributes that hold an object of such single values, or null. */
const RECORD_ATTRIBUTES = ['additional-information', 'contact-number'];

/** Attributes that hold a list of such single values, or null. */
const LIST_ATTRIBUTES = ['marketing-preferences'];

/** @param {unknown} value */
const isSingleValue = (value) => value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * The members of `record` not in `allowed`, each as a 400 at its pointer.
 * @param {Record<string, unknown>} record
 * @param {string[]} allowed
 * @param {string[]} path
 * @param {string} what
 */
function unexpectedMembers(record, allowed, path, what) {
  return Object.keys(record)
    .filter((name) => !allowed.includes(name))
    .map((name) => jsonApiError(400, `${what} has no member '${name}'; it may have ${allowed.join(', ')}.`, { pointer: jsonPointer([...path, name]) }));
}

/**
 * The problems with a lead's shape, none when it is fine. Unexpected members of the document or
 * of its data are 400 (the answer then has those only); an attribute holding the wrong kind of
 * value is 422. Any other attribute may hold what it likes within LEAD_BODY_LIMITS. What is
 * not a resource document at all is resourceFromDocument's to answer; the body must already be
 * within LEAD_BODY_LIMITS.
 * @param {unknown} document the parsed body
 * @returns {JsonApiError[]}
 */
export function leadShapeProblems(document) {
  if (!isRecord(document) || !isRecord(document.data)) return [];
  const { data } = document;
  const attributes = isRecord(data.attributes) ? data.attributes : {};
  const unexpected = [
    ...unexpectedMembers(document, DOCUMENT_MEMBERS, [], 'A JSON:API document'),
    ...unexpectedMembers(data, RESOURCE_MEMBERS, ['data'], 'A resource'),
  ];
  if (unexpected.length > 0) return unexpected;

  /** @type {JsonApiError[]} */
  const problems = [];
  /** @param {string} detail @param {(string | number)[]} path */
  const problem = (detail, path) => problems.push(jsonApiError(422, detail, { pointer: jsonPointer(['data', 'attributes', ...path]) }));
  for (const [name, value] of Object.entries(attributes)) {
    if (PLAIN_ATTRIBUTES.includes(name)) {
      if (!isSingleValue(value)) problem(`${name} must be one value (text, a number, true or false), not a list or an object.`, [name]);
    } else if (RECORD_ATTRIBUTES.includes(name) && value !== null) {
      if (!isRecord(value)) problem(`${name} must be an object or null.`, [name]);
      for (const [member, held] of isRecord(value) ? Object.entries(value) : []) {
        if (!isSingleValue(held)) problem(`${member} must be one value, not a list or an object.`, [name, member]);
      }
    } else if (LIST_ATTRIBUTES.includes(name) && value !== null) {
      if (!Array.isArray(value)) problem(`${name} must be a list or null.`, [name]);
      for (const [index, item] of Array.isArray(value) ? value.entries() : []) {
        if (!isSingleValue(item)) problem(`${name} must list single values, not lists or objects.`, [name, index]);
      }
    }
  }
  return problems;
}
