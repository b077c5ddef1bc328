// @ts-check
/**
 * Stand-in for the addresses resource of the main JSON:API service: look-up by postcode, manual creation.
 *
 *   GET  /api/addresses?postcode=SW1A1AA
 *        200 { data: [{ type: 'addresses', id, attributes }] } with kebab-case attributes:
 *        address, address-line1, address-line2, country, county, flat-number, house-name,
 *        house-number, postcode, pes-region, postal-town, mpans, mprns, is-manual,
 *        bg-service-area. Fixtures in standins/fixtures/addresses.json; an unknown postcode
 *        gives an empty list; a missing or ill-formed postcode gives 400.
 *   POST /api/addresses   (X-Client-Id, Content-Type application/vnd.api+json)
 *        { data: { type: 'addresses', attributes: { postcode, address-line1 | house-name |
 *        house-number | flat-number, ... } } } → 201 with a new id and is-manual true.
 *        Text attributes at most 200 characters (the address label 500), at most 20 meter
 *        numbers of at most 32 characters each; bodies nested more than 32 levels: 400.
 *        Other attributes are ignored, not stored.
 */
import { randomInt } from 'node:crypto';
import { readFixture } from './fixtures.mjs';
import {
  checkJsonApiWrite,
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
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */

export const ADDRESSES_PATH = '/api/addresses';

const POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;

/**
 * A UK postcode without spaces, upper case, or null when it is not one.
 * @param {string} value
 */
export function normalisePostcode(value) {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return POSTCODE.test(compact) ? compact : null;
}

/** 'SW1A1AA' → 'SW1A 1AA'. @param {string} compact */
function formatPostcode(compact) {
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const TEXT_ATTRIBUTES = [
  'address',
  'address-line1',
  'address-line2',
  'country',
  'county',
  'flat-number',
  'house-name',
  'house-number',
  'postcode',
  'pes-region',
  'postal-town',
];
const LIST_ATTRIBUTES = ['mpans', 'mprns'];
const FLAG_ATTRIBUTES = ['is-manual', 'bg-service-area'];
const FIRST_LINE_ATTRIBUTES = ['address-line1', 'house-name', 'house-number', 'flat-number'];

/** Longest value kept for each text attribute of a manual address. */
export const ADDRESS_TEXT_MAX_LENGTH = 200;
/** Longest address label (it joins up to six lines). */
export const ADDRESS_LABEL_MAX_LENGTH = 500;
/** Most meter numbers in each of mpans and mprns, and the longest one (a full MPAN is 21). */
export const METER_NUMBERS_MAX_COUNT = 20;
export const METER_NUMBER_MAX_LENGTH = 32;

/**
 * Every problem with a manual address's attributes.
 * @param {Record<string, unknown>} attributes
 * @returns {JsonApiError[]}
 */
export function addressProblems(attributes) {
  /** @type {JsonApiError[]} */
  const problems = [];
  /** @param {string} name */
  const pointer = (name) => ({ pointer: `/data/attributes/${name}` });
  for (const name of TEXT_ATTRIBUTES) {
    const value = attributes[name];
    const limit = name === 'address' ? ADDRESS_LABEL_MAX_LENGTH : ADDRESS_TEXT_MAX_LENGTH;
    if (value !== undefined && value !== null && typeof value !== 'string') {
      problems.push(jsonApiError(422, `${name} must be a string.`, pointer(name)));
    } else if (typeof value === 'string' && value.length > limit) {
      problems.push(jsonApiError(422, `${name} must be at most ${limit} characters.`, pointer(name)));
    }
  }
  for (const name of LIST_ATTRIBUTES) {
    const value = attributes[name];
    if (value !== undefined && value !== null && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      problems.push(jsonApiError(422, `${name} must be a list of strings.`, pointer(name)));
    } else if (Array.isArray(value) && value.length > METER_NUMBERS_MAX_COUNT) {
      problems.push(jsonApiError(422, `${name} must hold at most ${METER_NUMBERS_MAX_COUNT} meter numbers.`, pointer(name)));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string' && item.length > METER_NUMBER_MAX_LENGTH) {
          problems.push(
            jsonApiError(422, `Each of ${name} must be at most ${METER_NUMBER_MAX_LENGTH} characters.`, {
              pointer: `/data/attributes/${name}/${index}`,
            }),
          );
        }
      });
    }
  }
  for (const name of FLAG_ATTRIBUTES) {
    const value = attributes[name];
    if (value !== undefined && value !== null && typeof value !== 'boolean') {
      problems.push(jsonApiError(422, `${name} must be true or false.`, pointer(name)));
    }
  }
  const postcode = attributes.postcode;
  if (postcode === undefined || postcode === null || postcode === '') {
    problems.push(jsonApiError(422, 'postcode is required.', pointer('postcode')));
  } else if (typeof postcode === 'string' && normalisePostcode(postcode) === null) {
    problems.push(jsonApiError(422, 'postcode must be a UK postcode.', pointer('postcode')));
  }
  const hasFirstLine = FIRST_LINE_ATTRIBUTES.some((name) => {
    const value = attributes[name];
    return typeof value === 'string' && value.trim() !== '';
  });
  if (!hasFirstLine) {
    problems.push(
      jsonApiError(422, `One of ${FIRST_LINE_ATTRIBUTES.join(', ')} is required.`, pointer('address-line1')),
    );
  }
  return problems;
}

/**
 * The stored form of a manual address: every attribute present, label built when missing.
 * @param {Record<string, unknown>} given
 * @returns {Record<string, unknown>}
 */
function manualAddress(given) {
  /** @param {string} name */
  const text = (name) => (typeof given[name] === 'string' ? /** @type {string} */ (given[name]).trim() : '');
  const postcode = formatPostcode(normalisePostcode(text('postcode')) ?? '');
  const street = [text('house-number'), text('address-line1')].filter(Boolean).join(' ');
  const label =
    text('address') ||
    [text('flat-number'), text('house-name'), street, text('address-line2'), text('postal-town'), postcode]
      .filter(Boolean)
      .join(', ');
  /** @type {Record<string, unknown>} */
  const attributes = {};
  for (const name of TEXT_ATTRIBUTES) attributes[name] = text(name);
  attributes.address = label;
  attributes.postcode = postcode;
  attributes.country = text('country') || 'United Kingdom';
  attributes.mpans = Array.isArray(given.mpans) ? given.mpans : [];
  attributes.mprns = Array.isArray(given.mprns) ? given.mprns : [];
  attributes['is-manual'] = true;
  attributes['bg-service-area'] = !postcode.startsWith('BT');
  return attributes;
}

/**
 * @param {{ store: Store, control: StubControl }} deps
 */
export function createAddressesService({ store, control }) {
  /**
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function lookUp(res, url) {
    const given = url.searchParams.get('postcode');
    if (given === null || given.trim() === '') {
      return sendError(res, 400, 'The postcode query parameter is required.', { parameter: 'postcode' });
    }
    const postcode = normalisePostcode(given);
    if (!postcode) {
      return sendError(res, 400, `'${given.slice(0, 20)}' is not a UK postcode.`, { parameter: 'postcode' });
    }
    const fixtures = await readFixture('addresses.json');
    const found = isRecord(fixtures) && Array.isArray(fixtures[postcode]) ? fixtures[postcode] : [];
    sendJsonApi(res, 200, { data: found });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function create(req, res) {
    const clientId = checkJsonApiWrite(req, res);
    if (clientId === null) return;
    const body = await readJsonBody(req, res);
    if (!body.ok) return;
    const resource = resourceFromDocument(res, body.value, 'addresses');
    if (!resource) return;
    const problems = addressProblems(resource.attributes);
    if (problems.length > 0) return sendErrors(res, problems);

    let id;
    do id = `M${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    while (store.addresses.exists(id));
    const attributes = manualAddress(resource.attributes);
    store.addresses.insert({ id, createdAt: new Date().toISOString(), clientId, attributes });
    sendJsonApi(res, 201, { data: { type: 'addresses', id, attributes } });
  }

  return {
    name: 'addresses',
    /** @param {string} pathname */
    owns(pathname) {
      return pathname === ADDRESSES_PATH || pathname.startsWith(`${ADDRESSES_PATH}/`);
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      if (await control.applyFault('addresses', req, res)) return;
      if (url.pathname.replace(/\/+$/, '') !== ADDRESSES_PATH) {
        return sendError(res, 404, 'No such address resource.');
      }
      if (req.method === 'GET' || req.method === 'HEAD') return lookUp(res, url);
      if (req.method === 'POST') return create(req, res);
      return sendMethodNotAllowed(res, ['GET', 'POST']);
    },
  };
}
