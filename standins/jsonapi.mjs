// @ts-check
/**
 * HTTP helpers shared by the stand-in services: JSON and JSON:API answers, JSON:API error
 * documents, request body reading with a size limit and limits on what a body holds
 * (json-limits.mjs), and the JSON:API content-type check.
 */

import { MAX_JSON_DEPTH, jsonPointer, pastLimitsIn } from './json-limits.mjs';

export { MAX_JSON_DEPTH, jsonPointer };

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./json-limits.mjs').JsonLimits} JsonLimits */

/**
 * One JSON:API error object.
 * @typedef {object} JsonApiError
 * @property {string} status HTTP status as a string, e.g. '422'
 * @property {string} title short, fixed summary of the problem
 * @property {string} detail what was wrong with this request
 * @property {{ pointer?: string, parameter?: string, header?: string }} [source]
 */

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';
export const JSON_MEDIA_TYPE = 'application/json';

/** Largest request body a stand-in accepts unless it sets its own (the leads stand-in does). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Longest string a stand-in keeps anywhere in a body; named attributes have shorter limits. */
export const MAX_STRING_LENGTH = 30000;

/** @type {Record<number, string>} */
export const STATUS_TITLES = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** @param {number} status */
export function statusTitle(status) {
  return STATUS_TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

/**
 * True once the answer has gone (or the client has gone), so nothing more is written.
 * @param {ServerResponse} res
 */
export function isFinished(res) {
  return res.headersSent || res.writableEnded || res.destroyed;
}

/**
 * Sends a JSON value.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {{ contentType?: string, headers?: Record<string, string> }} [options]
 */
export function sendJson(res, status, body, options = {}) {
  if (isFinished(res)) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': options.contentType ?? JSON_MEDIA_TYPE,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...options.headers,
  });
  res.end(text);
}

/**
 * Sends a JSON:API document (media type application/vnd.api+json).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} document
 * @param {Record<string, string>} [headers]
 */
export function sendJsonApi(res, status, document, headers = {}) {
  sendJson(res, status, document, { contentType: JSONAPI_MEDIA_TYPE, headers });
}

/**
 * Sends an empty answer, e.g. 204 No Content.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function sendEmpty(res, status, headers = {}) {
  if (isFinished(res)) return;
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/**
 * Builds one JSON:API error object.
 * @param {number} status
 * @param {string} detail
 * @param {{ pointer?: string, parameter?: string, header?: string }} [source]
 * @returns {JsonApiError}
 */
export function jsonApiError(status, detail, source) {
  /** @type {JsonApiError} */
  const error = { status: String(status), title: statusTitle(status), detail };
  if (source) error.source = source;
  return error;
}

/**
 * Sends a JSON:API error document `{ errors: [...] }`. The HTTP status is the first error's.
 * @param {ServerResponse} res
 * @param {JsonApiError[]} errors
 * @param {{ contentType?: string, headers?: Record<string, string> }} [options]
 */
export function sendErrors(res, errors, options = {}) {
  const status = Number(errors[0]?.status ?? 500);
  sendJson(res, status, { errors }, { contentType: options.contentType ?? JSONAPI_MEDIA_TYPE, headers: options.headers });
}

/**
 * Sends a single JSON:API error.
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} detail
 * @param {{ pointer?: string, parameter?: string, header?: string }} [source]
 * @param {{ contentType?: string, headers?: Record<string, string> }} [options]
 */
export function sendError(res, status, detail, source, options) {
  sendErrors(res, [jsonApiError(status, detail, source)], options);
}

/**
 * 405 with the Allow header.
 * @param {ServerResponse} res
 * @param {string[]} allowed
 * @param {string} [contentType]
 */
export function sendMethodNotAllowed(res, allowed, contentType) {
  sendError(res, 405, `This path accepts ${allowed.join(', ')} only.`, undefined, {
    contentType,
    headers: { Allow: allowed.join(', ') },
  });
}

/** A size in bytes as people read it: '1 MB', '192 kB', '100 bytes'. @param {number} bytes */
function sizeText(bytes) {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} kB` : `${bytes} bytes`;
}

/** Raised by readBody when the body is larger than allowed. */
export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`The request body is larger than ${sizeText(limit)}, the most this service takes.`);
    this.name = 'BodyTooLargeError';
    this.limit = limit;
  }
}

/** @type {WeakMap<IncomingMessage, Promise<string>>} */
const bodies = new WeakMap();

/**
 * Reads the whole request body as UTF-8 text, refusing more than `limit` bytes. The body is
 * read once per request and remembered, so every stand-in can read it first and answer
 * afterwards: a server that answers before the body has arrived makes clients see a reset
 * connection instead of the answer.
 * @param {IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<string>}
 */
export function readBody(req, limit = MAX_BODY_BYTES) {
  let body = bodies.get(req);
  if (!body) {
    body = readStream(req, limit);
    bodies.set(req, body);
  }
  return body;
}

/**
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<string>}
 */
function readStream(req, limit) {
  // A body already read by earlier middleware cannot be read again: treat it as empty.
  if (req.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the 413 reaches the client;
      // far past it, reading stops.
      if (size > limit * 16) {
        finish();
        reject(new BodyTooLargeError(limit));
      } else if (size <= limit) {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      finish();
      if (size > limit) reject(new BodyTooLargeError(limit));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    /** @param {Error} error */
    const onError = (error) => {
      finish();
      reject(error);
    };
    const finish = () => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * Reads the request body before a stand-in looks at the request (see readBody). Answers
 * 413 itself when the body is larger than `limit`, and returns false when the request must go
 * no further.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} [limit] the stand-in's own limit, default MAX_BODY_BYTES
 * @returns {Promise<boolean>}
 */
export async function receiveBody(req, res, limit = MAX_BODY_BYTES) {
  try {
    await readBody(req, limit);
    return true;
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendError(res, 413, error.message, undefined, { headers: { Connection: 'close' } });
    } else if (!isFinished(res)) {
      res.destroy();
    }
    return false;
  }
}

/**
 * Parses a media type header into its lower-cased type and parameters.
 * @param {string | undefined} header
 * @returns {{ type: string, params: Record<string, string> } | null}
 */
export function parseMediaType(header) {
  if (!header) return null;
  const [type = '', ...rest] = header.split(';');
  /** @type {Record<string, string>} */
  const params = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    params[part.slice(0, eq).trim().toLowerCase()] = part.slice(eq + 1).trim().replace(/^"|"$/g, '');
  }
  return { type: type.trim().toLowerCase(), params };
}

/**
 * The JSON:API rule for request bodies: the media type must be application/vnd.api+json,
 * with no parameters other than `ext` and `profile` (JSON:API 1.1). Returns an error
 * detail for a 415, or null when the content type is acceptable.
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function jsonApiContentTypeProblem(req) {
  const header = req.headers['content-type'];
  const mediaType = parseMediaType(header);
  if (!mediaType || mediaType.type === '') {
    return `Content-Type must be ${JSONAPI_MEDIA_TYPE}; none was sent.`;
  }
  if (mediaType.type !== JSONAPI_MEDIA_TYPE) {
    return `Content-Type must be ${JSONAPI_MEDIA_TYPE}, not ${mediaType.type}.`;
  }
  const extra = Object.keys(mediaType.params).filter((name) => name !== 'ext' && name !== 'profile');
  if (extra.length > 0) {
    return `Content-Type ${JSONAPI_MEDIA_TYPE} must not carry media type parameters (${extra.join(', ')}).`;
  }
  return null;
}

/**
 * A header's value as one trimmed string ('' when absent).
 * @param {IncomingMessage} req
 * @param {string} name lower-case header name
 */
export function headerValue(req, name) {
  const value = req.headers[name];
  if (Array.isArray(value)) return value.join(', ').trim();
  return (value ?? '').trim();
}

/**
 * Reads and parses a JSON body, answering itself when it cannot: 413 over `limit` bytes, 400
 * when empty, not JSON or nested deeper than `limits.maxDepth`, 422 past its other limits.
 * Returns `{ ok: true, value }`, or `{ ok: false }` once an error has been sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ contentType?: string, limit?: number, limits?: JsonLimits }} [options] contentType:
 *   media type of the error answer; limit: bytes (default MAX_BODY_BYTES; the first read of a
 *   request sets it); limits: what the body may hold (default: MAX_JSON_DEPTH only)
 * @returns {Promise<{ ok: true, value: unknown } | { ok: false }>}
 */
export async function readJsonBody(req, res, options = {}) {
  const { limit, limits = {}, ...answer } = options;
  let text;
  try {
    text = await readBody(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendError(res, 413, error.message, undefined, { ...answer, headers: { Connection: 'close' } });
    } else {
      res.destroy();
    }
    return { ok: false };
  }
  if (text.trim() === '') {
    sendError(res, 400, 'The request body is empty; a JSON document is required.', undefined, answer);
    return { ok: false };
  }
  // Measured on the text, before parsing: what parsing costs grows with what the body holds.
  const past = pastLimitsIn(text, limits);
  if (past !== null) {
    const { maxDepth = MAX_JSON_DEPTH, maxItems, maxValues } = limits;
    const details = {
      depth: `The request body nests objects and arrays more than ${maxDepth} levels deep.`,
      items: `This array or object holds more than ${maxItems} entries.`,
      values: `The request body holds more than ${maxValues} values.`,
    };
    sendError(res, past.limit === 'depth' ? 400 : 422, details[past.limit], { pointer: past.pointer }, answer);
    return { ok: false };
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    sendError(res, 400, `The request body is not valid JSON (${reason}).`, undefined, answer);
    return { ok: false };
  }
  return { ok: true, value };
}

/**
 * The members of an object or the items of an array, in document order.
 * @param {object} container
 * @returns {[string | number, unknown][]}
 */
function childrenOf(container) {
  return Array.isArray(container) ? container.map((item, index) => [index, item]) : Object.entries(container);
}

/**
 * The pointer to the first object or array (in document order) nested deeper than
 * `maxDepth`, or null when there is none. Walks without recursion, so no body is too deep
 * to check.
 * @param {unknown} value a parsed JSON value
 * @param {number} [maxDepth]
 * @returns {string | null}
 */
export function tooDeepAt(value, maxDepth = MAX_JSON_DEPTH) {
  /** @type {{ value: unknown, path: (string | number)[], depth: number }[]} */
  const stack = [{ value, path: [], depth: 1 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > maxDepth) return jsonPointer(next.path);
    const children = childrenOf(next.value);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [token, child] = /** @type {[string | number, unknown]} */ (children[i]);
      stack.push({ value: child, path: [...next.path, token], depth: next.depth + 1 });
    }
  }
  return null;
}

/**
 * Every string in a value longer than `limit`, as paths from the value, in document order.
 * The value must already be within MAX_JSON_DEPTH (readJsonBody makes sure).
 * @param {unknown} value
 * @param {number} limit
 * @returns {(string | number)[][]}
 */
export function longStringPaths(value, limit) {
  /** @type {(string | number)[][]} */
  const found = [];
  /** @type {{ value: unknown, path: (string | number)[] }[]} */
  const stack = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.length > limit) found.push(next.path);
    } else if (typeof next.value === 'object' && next.value !== null) {
      const children = childrenOf(next.value);
      for (let i = children.length - 1; i >= 0; i -= 1) {
        const [token, child] = /** @type {[string | number, unknown]} */ (children[i]);
        stack.push({ value: child, path: [...next.path, token] });
      }
    }
  }
  return found;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the JSON:API resource document shape shared by every create call:
 * `{ data: { type, attributes: {...}, relationships?: {...} } }`, no client-generated id.
 * Returns the data member, or sends the error and returns null.
 * @param {ServerResponse} res
 * @param {unknown} document
 * @param {string} expectedType
 * @returns {{ type: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown> } | null}
 */
export function resourceFromDocument(res, document, expectedType) {
  if (!isRecord(document)) {
    sendError(res, 400, 'The request body must be a JSON:API document (a JSON object).', { pointer: '' });
    return null;
  }
  const data = document.data;
  if (!isRecord(data)) {
    sendError(res, 400, 'The document must have a primary data object.', { pointer: '/data' });
    return null;
  }
  if (typeof data.type !== 'string' || data.type === '') {
    sendError(res, 400, 'The resource must have a type.', { pointer: '/data/type' });
    return null;
  }
  if (data.type !== expectedType) {
    sendError(res, 409, `The resource type must be '${expectedType}', not '${data.type}'.`, { pointer: '/data/type' });
    return null;
  }
  if (data.id !== undefined && data.id !== null) {
    sendError(res, 403, 'Client-generated ids are not supported; leave out data.id.', { pointer: '/data/id' });
    return null;
  }
  if (!isRecord(data.attributes)) {
    sendError(res, 422, 'The resource must have an attributes object.', { pointer: '/data/attributes' });
    return null;
  }
  if (data.relationships !== undefined && !isRecord(data.relationships)) {
    sendError(res, 422, 'relationships must be an object when present.', { pointer: '/data/relationships' });
    return null;
  }
  /** @type {{ type: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown> }} */
  const resource = { type: data.type, attributes: data.attributes };
  if (isRecord(data.relationships)) resource.relationships = data.relationships;
  return resource;
}

/**
 * The checks every JSON:API write makes before reading the body: a client id (401),
 * then the JSON:API content type (415). Returns the client id, or null once an error is sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {string | null}
 */
export function checkJsonApiWrite(req, res) {
  const clientId = headerValue(req, 'x-client-id');
  if (clientId === '') {
    sendError(res, 401, 'The X-Client-Id header is required.', { header: 'X-Client-Id' });
    return null;
  }
  const problem = jsonApiContentTypeProblem(req);
  if (problem) {
    sendError(res, 415, problem, { header: 'Content-Type' });
    return null;
  }
  return clientId;
}
