// @ts-check
/**
 * Stand-in for the leads service: `POST /leads/v1/leads` (SPEC §7).
 *
 * Checks, in this order, as the real service does:
 *   401  no X-Client-Id header
 *   415  Content-Type is not application/vnd.api+json (parameters other than ext/profile refused)
 *   400  Idempotency-Key longer than 255 characters
 *   413  body over 1 MB;  400  empty body or not JSON
 *   400  not a JSON:API document with a data object and a type
 *   409  data.type is not 'leads';  403  a client-generated data.id
 *   422  attributes missing or wrong, one error per problem, each with source.pointer
 *   422  an Idempotency-Key already used with another body or by another client (as the IETF
 *        idempotency-key draft says: a key belongs to one request)
 * Accepted: 201 `{ data: { type: 'leads', id: 'HS12345678', attributes, relationships? } }`
 * echoing what was received. The same request repeated with its Idempotency-Key stores nothing
 * and answers 201 with the first lead (header `Idempotent-Replayed: true`).
 * A fault with `stage: 'after-store'` fails the call after the lead has been stored.
 */
import { randomInt } from 'node:crypto';
import {
  checkJsonApiWrite,
  headerValue,
  isRecord,
  jsonApiError,
  readJsonBody,
  resourceFromDocument,
  sendError,
  sendErrors,
  sendJsonApi,
  sendMethodNotAllowed,
} from './jsonapi.mjs';

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

export const METER_READ_FUELS = ['Gas', 'Electricity', 'Gas and Electricity'];
export const METER_READ_COMPANY = 'Price-cap';
const QUERY_MAX_LENGTH = 30000;
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Escapes one JSON Pointer token (RFC 6901). @param {string} token */
function pointerToken(token) {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** @param {string[]} path */
function attributePointer(...path) {
  return ['/data/attributes', ...path.map(pointerToken)].join('/');
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
  /**
   * @param {Record<string, unknown>} record
   * @param {string} name
   * @param {string[]} path
   */
  const requireText = (record, name, path) => {
    const value = record[name];
    const pointer = attributePointer(...path, name);
    if (value === undefined || value === null) {
      problems.push(jsonApiError(422, `${name} is required.`, { pointer }));
      return null;
    }
    if (typeof value !== 'string') {
      problems.push(jsonApiError(422, `${name} must be a string.`, { pointer }));
      return null;
    }
    if (value.trim() === '') {
      problems.push(jsonApiError(422, `${name} must not be empty.`, { pointer }));
      return null;
    }
    return value;
  };

  const topic = requireText(attributes, 'topic', []);
  requireText(attributes, 'first-name', []);
  requireText(attributes, 'surname', []);

  const email = attributes.email;
  if (email !== undefined && email !== null) {
    if (typeof email !== 'string' || (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
      problems.push(jsonApiError(422, 'email must be null or an email address.', { pointer: attributePointer('email') }));
    }
  }

  if (topic !== null && !KNOWN_TOPICS.includes(topic)) {
    problems.push(
      jsonApiError(422, `topic '${topic}' is not known; use one of ${KNOWN_TOPICS.join(', ')}.`, {
        pointer: attributePointer('topic'),
      }),
    );
  } else if (topic === TOPICS.meterRead) {
    const info = attributes['additional-information'];
    const infoName = 'additional-information';
    if (!isRecord(info)) {
      problems.push(
        jsonApiError(422, `${infoName} is required for a ${topic} lead and must be an object.`, {
          pointer: attributePointer(infoName),
        }),
      );
    } else {
      const company = requireText(info, 'Company', [infoName]);
      if (company !== null && company !== METER_READ_COMPANY) {
        problems.push(
          jsonApiError(422, `Company must be '${METER_READ_COMPANY}'.`, { pointer: attributePointer(infoName, 'Company') }),
        );
      }
      const fuel = requireText(info, 'Fuel', [infoName]);
      if (fuel !== null && !METER_READ_FUELS.includes(fuel)) {
        problems.push(
          jsonApiError(422, `Fuel must be one of ${METER_READ_FUELS.join(', ')}.`, {
            pointer: attributePointer(infoName, 'Fuel'),
          }),
        );
      }
      const readingDate = requireText(info, 'ReadingDate', [infoName]);
      if (readingDate !== null && !isIsoDate(readingDate)) {
        problems.push(
          jsonApiError(422, 'ReadingDate must be a date written YYYY-MM-DD.', {
            pointer: attributePointer(infoName, 'ReadingDate'),
          }),
        );
      }
      requireText(info, 'Telephone', [infoName]);
    }
  } else if (topic !== null) {
    requireText(attributes, 'query-type', []);
    requireText(attributes, 'query-subtype', []);
    const query = requireText(attributes, 'query', []);
    if (query !== null && query.length > QUERY_MAX_LENGTH) {
      problems.push(
        jsonApiError(422, `query must be at most ${QUERY_MAX_LENGTH} characters.`, { pointer: attributePointer('query') }),
      );
    }
  }

  const address = relationships?.address;
  if (address !== undefined) {
    const pointer = '/data/relationships/address';
    if (!isRecord(address)) {
      problems.push(jsonApiError(422, 'The address relationship must be an object.', { pointer }));
    } else if (address.data !== undefined && address.data !== null) {
      const linkage = address.data;
      if (!isRecord(linkage) || linkage.type !== 'addresses' || typeof linkage.id !== 'string') {
        problems.push(
          jsonApiError(422, "The address relationship's data must be null or { type: 'addresses', id }.", {
            pointer: `${pointer}/data`,
          }),
        );
      }
    }
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

      const body = await readJsonBody(req, res);
      if (!body.ok) return;
      const resource = resourceFromDocument(res, body.value, 'leads');
      if (!resource) return;
      const problems = leadProblems(resource.attributes, resource.relationships);
      if (problems.length > 0) return sendErrors(res, problems);

      const known = idempotencyKey === '' ? null : store.leads.requestWithKey(idempotencyKey);
      if (known && (known.body !== JSON.stringify(body.value) || known.clientId !== clientId)) {
        return sendError(res, 422, 'This Idempotency-Key was used with another request; send a new key with new content.', {
          header: 'Idempotency-Key',
        });
      }
      const { lead, created } = store.leads.insert({
        id: newReference((id) => store.leads.exists(id)),
        receivedAt: new Date().toISOString(),
        contentType: headerValue(req, 'content-type'),
        clientId,
        body: body.value,
        idempotencyKey: idempotencyKey === '' ? null : idempotencyKey,
      });
      if (await control.applyFault('leads', req, res, 'after-store')) return;
      sendJsonApi(res, 201, leadDocument(lead), created ? {} : { 'Idempotent-Replayed': 'true' });
    },
  };
}
