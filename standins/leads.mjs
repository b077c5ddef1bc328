// @ts-check
/**
 * Stand-in for the leads service: `POST /leads/v1/leads`.
 *
 * Checks, in this order, as the real service does:
 *   401  no X-Client-Id header
 *   415  Content-Type is not application/vnd.api+json (parameters other than ext/profile refused)
 *   400  Idempotency-Key longer than 255 characters
 *   413  body over 192 kB (LEAD_BODY_BYTES);  400  empty body
 *   400  objects and arrays nested more than 32 levels deep (pointer to the first too deep)
 *   422  an array or object of more than 100 entries, or more than 1,000 values in all
 *        (LEAD_BODY_LIMITS): both on the body's text, before it is parsed
 *   400  not JSON
 *   400  not a JSON:API document with a data object and a type
 *   409  data.type is not 'leads';  403  a client-generated data.id
 *   400  a member of the document or of data that JSON:API does not name (lead-shape.mjs)
 *   422  a list or an object in an attribute of one value (title, query, …), or anything but
 *        single values in additional-information, contact-number or marketing-preferences
 *   422  attributes missing, wrong or too long (LEAD_TEXT_LIMITS; any other string at most
 *        30 000 characters), one error per problem, each with source.pointer; a help or
 *        feedback lead also needs title 'NA', a boolean vulnerability-consent, a contact-number
 *        { number, type: mobile | home } (or null, as a resent lead has it) and a query-type
 *        and query-subtype pair its topic files leads under (QUERY_TYPES_BY_TOPIC)
 *   422  an Idempotency-Key already used with another body or by another client (as the IETF
 *        idempotency-key draft says: a key belongs to one request)
 * Accepted: 201 `{ data: { type: 'leads', id: 'HS12345678', attributes, relationships? } }`
 * echoing what was received. The same request repeated with its Idempotency-Key stores nothing
 * and answers 201 with the first lead (header `Idempotent-Replayed: true`).
 * A fault with `stage: 'after-store'` fails the call after the lead has been stored.
 */
import { randomInt } from 'node:crypto';
import {
  MAX_STRING_LENGTH,
  checkJsonApiWrite,
  headerValue,
  isRecord,
  jsonApiError,
  jsonPointer,
  longStringPaths,
  readJsonBody,
  resourceFromDocument,
  sendError,
  sendErrors,
  sendJsonApi,
  sendMethodNotAllowed,
} from './jsonapi.mjs';
import { LEAD_BODY_BYTES, LEAD_BODY_LIMITS, leadShapeProblems } from './lead-shape.mjs';
import { UnstorableLeadError } from './store.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./jsonapi.mjs').JsonApiError} JsonApiError */
/** @typedef {import('./store.mjs').Store} Store */
/** @typedef {import('./store.mjs').StoredLead} StoredLead */
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */

export const LEADS_PATH = '/leads/v1/leads';

export const TOPICS = {
  meterRead: 'PriceCapMeterRead',
  help: 'help-&-support',
  feedback: 'help-&-support-feedback',
};
const KNOWN_TOPICS = Object.values(TOPICS);

/** The title of every help and feedback lead: those journeys ask for none. */
export const HELP_LEAD_TITLE = 'NA';
export const CONTACT_NUMBER_TYPES = ['mobile', 'home'];

/**
 * The [query-type, query-subtype] pairs each help topic files leads under: the complaint
 * routes' pairs for help-&-support, the one feedback pair for help-&-support-feedback.
 * @type {Record<string, [string, string][]>}
 */
export const QUERY_TYPES_BY_TOPIC = {
  [TOPICS.help]: [
    ['Meters', 'Make a complaint-Monthly or quarterly'],
    ['Enquiry', 'Enquiry-Credit Energy'],
    ['Meters', 'Make a complaint-Pay As You Go'],
    ['Enquiry', 'Enquiry-Pay As You Go'],
  ],
  [TOPICS.feedback]: [['Feedback', 'Feedback-Energy']],
};

export const METER_READ_FUELS = ['Gas', 'Electricity', 'Gas and Electricity'];
export const METER_READ_COMPANY = 'Price-cap';
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * Longest value the leads service keeps for each text attribute (JavaScript string length,
 * as the forms count). Every other string in a lead is limited to MAX_STRING_LENGTH.
 */
export const LEAD_TEXT_LIMITS = {
  /** The query text is at most 30 000 characters. */
  query: MAX_STRING_LENGTH,
  /** Twice the longest name a form allows (the meter-read form's 100). */
  'first-name': 200,
  surname: 200,
  /** A title from the forms' list, or NA. */
  title: 35,
  /** RFC 5321's longest address. */
  email: 254,
  'query-type': 200,
  'query-subtype': 200,
  /** The longest international number with its prefix (E.164: 15 digits after 00), with room. */
  telephone: 20,
  /** Any other member of additional-information: codes, numbers, readings, dates. */
  additionalInformation: 200,
};

/** @param {(string | number)[]} path */
function attributePointer(...path) {
  return jsonPointer(['data', 'attributes', ...path]);
}

/** True for a real calendar date written YYYY-MM-DD. @param {string} value */
export function isIsoDate(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Every problem with a lead's attributes and relationships (empty when it is acceptable).
 * @param {Record<string, unknown>} attributes
 * @param {Record<string, unknown> | undefined} relationships
 * @returns {JsonApiError[]}
 */
export function leadProblems(attributes, relationships) {
  /** @type {JsonApiError[]} */
  const problems = [];
  /** Pointers already reported, so one value gets one error. */
  const reported = new Set();
  /**
   * @param {string} detail
   * @param {string} pointer
   */
  const problem = (detail, pointer) => {
    if (reported.has(pointer)) return;
    reported.add(pointer);
    problems.push(jsonApiError(422, detail, { pointer }));
  };
  /**
   * Reports a string longer than `limit`; true when it is too long.
   * @param {unknown} value
   * @param {number} limit
   * @param {string} name
   * @param {string} pointer
   */
  const tooLong = (value, limit, name, pointer) => {
    if (typeof value !== 'string' || value.length <= limit) return false;
    problem(`${name} must be at most ${limit} characters.`, pointer);
    return true;
  };
  /**
   * A required, non-empty string of at most `limit` characters, or null once reported.
   * @param {Record<string, unknown>} record
   * @param {string} name
   * @param {string[]} path
   * @param {number} limit
   */
  const requireText = (record, name, path, limit) => {
    const value = record[name];
    const pointer = attributePointer(...path, name);
    if (value === undefined || value === null) {
      problem(`${name} is required.`, pointer);
      return null;
    }
    if (typeof value !== 'string') {
      problem(`${name} must be a string.`, pointer);
      return null;
    }
    if (value.trim() === '') {
      problem(`${name} must not be empty.`, pointer);
      return null;
    }
    if (tooLong(value, limit, name, pointer)) return null;
    return value;
  };

  const topic = requireText(attributes, 'topic', [], MAX_STRING_LENGTH);
  requireText(attributes, 'first-name', [], LEAD_TEXT_LIMITS['first-name']);
  requireText(attributes, 'surname', [], LEAD_TEXT_LIMITS.surname);
  tooLong(attributes.title, LEAD_TEXT_LIMITS.title, 'title', attributePointer('title'));

  const email = attributes.email;
  if (email !== undefined && email !== null) {
    if (!tooLong(email, LEAD_TEXT_LIMITS.email, 'email', attributePointer('email'))) {
      if (typeof email !== 'string' || (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
        problem('email must be null or an email address.', attributePointer('email'));
      }
    }
  }

  const contactNumber = attributes['contact-number'];
  if (isRecord(contactNumber)) {
    tooLong(contactNumber.number, LEAD_TEXT_LIMITS.telephone, 'number', attributePointer('contact-number', 'number'));
  }

  const infoName = 'additional-information';
  const info = attributes[infoName];
  if (topic !== null && !KNOWN_TOPICS.includes(topic)) {
    problem(`topic '${topic}' is not known; use one of ${KNOWN_TOPICS.join(', ')}.`, attributePointer('topic'));
  } else if (topic === TOPICS.meterRead) {
    if (!isRecord(info)) {
      problem(`${infoName} is required for a ${topic} lead and must be an object.`, attributePointer(infoName));
    } else {
      const company = requireText(info, 'Company', [infoName], LEAD_TEXT_LIMITS.additionalInformation);
      if (company !== null && company !== METER_READ_COMPANY) {
        problem(`Company must be '${METER_READ_COMPANY}'.`, attributePointer(infoName, 'Company'));
      }
      const fuel = requireText(info, 'Fuel', [infoName], LEAD_TEXT_LIMITS.additionalInformation);
      if (fuel !== null && !METER_READ_FUELS.includes(fuel)) {
        problem(`Fuel must be one of ${METER_READ_FUELS.join(', ')}.`, attributePointer(infoName, 'Fuel'));
      }
      const readingDate = requireText(info, 'ReadingDate', [infoName], LEAD_TEXT_LIMITS.additionalInformation);
      if (readingDate !== null && !isIsoDate(readingDate)) {
        problem('ReadingDate must be a date written YYYY-MM-DD.', attributePointer(infoName, 'ReadingDate'));
      }
      requireText(info, 'Telephone', [infoName], LEAD_TEXT_LIMITS.telephone);
    }
  } else if (topic !== null) {
    const queryType = requireText(attributes, 'query-type', [], LEAD_TEXT_LIMITS['query-type']);
    const querySubtype = requireText(attributes, 'query-subtype', [], LEAD_TEXT_LIMITS['query-subtype']);
    requireText(attributes, 'query', [], LEAD_TEXT_LIMITS.query);
    if (queryType !== null && querySubtype !== null) {
      const pairs = QUERY_TYPES_BY_TOPIC[topic] ?? [];
      const types = [...new Set(pairs.map(([type]) => type))];
      const subtypes = pairs.filter(([type]) => type === queryType).map(([, subtype]) => subtype);
      if (subtypes.length === 0) {
        problem(`query-type must be one of ${types.join(', ')} for a ${topic} lead.`, attributePointer('query-type'));
      } else if (!subtypes.includes(querySubtype)) {
        problem(`query-subtype must be one of ${subtypes.join(', ')} with query-type ${queryType}.`, attributePointer('query-subtype'));
      }
    }

    const title = requireText(attributes, 'title', [], LEAD_TEXT_LIMITS.title);
    if (title !== null && title !== HELP_LEAD_TITLE) {
      problem(`title must be '${HELP_LEAD_TITLE}' for a ${topic} lead.`, attributePointer('title'));
    }
    if (typeof attributes['vulnerability-consent'] !== 'boolean') {
      problem('vulnerability-consent must be true or false.', attributePointer('vulnerability-consent'));
    }
    const contactName = 'contact-number';
    if (contactNumber === undefined) {
      problem(`${contactName} is required.`, attributePointer(contactName));
    } else if (contactNumber !== null) {
      if (!isRecord(contactNumber)) {
        problem(`${contactName} must be null or { number, type }.`, attributePointer(contactName));
      } else {
        requireText(contactNumber, 'number', [contactName], LEAD_TEXT_LIMITS.telephone);
        if (typeof contactNumber.type !== 'string' || !CONTACT_NUMBER_TYPES.includes(contactNumber.type)) {
          problem(`type must be one of ${CONTACT_NUMBER_TYPES.join(', ')}.`, attributePointer(contactName, 'type'));
        }
      }
    }
  }
  if (isRecord(info)) {
    tooLong(info.textphoneNumber, LEAD_TEXT_LIMITS.telephone, 'textphoneNumber', attributePointer(infoName, 'textphoneNumber'));
    for (const [name, value] of Object.entries(info)) {
      tooLong(value, LEAD_TEXT_LIMITS.additionalInformation, name, attributePointer(infoName, name));
    }
  }

  const address = relationships?.address;
  if (address !== undefined) {
    const pointer = '/data/relationships/address';
    if (!isRecord(address)) {
      problem('The address relationship must be an object.', pointer);
    } else if (address.data !== undefined && address.data !== null) {
      const linkage = address.data;
      if (!isRecord(linkage) || linkage.type !== 'addresses' || typeof linkage.id !== 'string') {
        problem("The address relationship's data must be null or { type: 'addresses', id }.", `${pointer}/data`);
      }
    }
  }

  // Any other string, wherever it is, within the general limit.
  for (const path of longStringPaths({ attributes, relationships }, MAX_STRING_LENGTH)) {
    problem(`${String(path.at(-1))} must be at most ${MAX_STRING_LENGTH} characters.`, jsonPointer(['data', ...path]));
  }
  return problems;
}

/**
 * A new case reference: 'HS' and eight digits.
 * @param {(id: string) => boolean} isTaken
 */
export function newReference(isTaken) {
  for (;;) {
    const id = `HS${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!isTaken(id)) return id;
  }
}

/**
 * The answer for a stored lead: the resource as received, with its reference as id.
 * @param {StoredLead} lead
 */
function leadDocument(lead) {
  const data = isRecord(lead.body) && isRecord(lead.body.data) ? lead.body.data : {};
  /** @type {Record<string, unknown>} */
  const resource = { type: 'leads', id: lead.id, attributes: data.attributes ?? {} };
  if (data.relationships !== undefined) resource.relationships = data.relationships;
  return { data: resource };
}

/**
 * @param {{ store: Store, control: StubControl }} deps
 */
export function createLeadsService({ store, control }) {
  return {
    name: 'leads',
    maxBodyBytes: LEAD_BODY_BYTES,
    /** @param {string} pathname */
    owns(pathname) {
      return pathname === '/leads' || pathname.startsWith('/leads/');
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      if (await control.applyFault('leads', req, res)) return;
      if (url.pathname.replace(/\/+$/, '') !== LEADS_PATH) {
        return sendError(res, 404, `No such resource; leads are created with POST ${LEADS_PATH}.`);
      }
      if (req.method !== 'POST') return sendMethodNotAllowed(res, ['POST']);

      const clientId = checkJsonApiWrite(req, res);
      if (clientId === null) return;

      const idempotencyKey = headerValue(req, 'idempotency-key');
      if (idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
        return sendError(res, 400, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`, {
          header: 'Idempotency-Key',
        });
      }

      const body = await readJsonBody(req, res, { limit: LEAD_BODY_BYTES, limits: LEAD_BODY_LIMITS });
      if (!body.ok) return;
      const resource = resourceFromDocument(res, body.value, 'leads');
      if (!resource) return;
      const misshapen = leadShapeProblems(body.value);
      if (misshapen.length > 0) return sendErrors(res, misshapen);
      const problems = leadProblems(resource.attributes, resource.relationships);
      if (problems.length > 0) return sendErrors(res, problems);

      const known = idempotencyKey === '' ? null : store.leads.requestWithKey(idempotencyKey);
      if (known && (known.body !== JSON.stringify(body.value) || known.clientId !== clientId)) {
        return sendError(res, 422, 'This Idempotency-Key was used with another request; send a new key with new content.', {
          header: 'Idempotency-Key',
        });
      }
      let stored;
      try {
        stored = store.leads.insert({
          id: newReference((id) => store.leads.exists(id)),
          receivedAt: new Date().toISOString(),
          contentType: headerValue(req, 'content-type'),
          clientId,
          body: body.value,
          idempotencyKey: idempotencyKey === '' ? null : idempotencyKey,
        });
      } catch (error) {
        if (!(error instanceof UnstorableLeadError)) throw error;
        return sendError(res, 400, error.message, { pointer: '' });
      }
      const { lead, created } = stored;
      if (await control.applyFault('leads', req, res, 'after-store')) return;
      sendJsonApi(res, 201, leadDocument(lead), created ? {} : { 'Idempotent-Replayed': 'true' });
    },
  };
}
