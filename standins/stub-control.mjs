// @ts-check
/**
 * Inspection and control of the stand-ins, for the demo's control panel and
 * for tests:
 *   GET    /__stub/leads   stored leads, oldest first     DELETE /__stub/leads   empty the store
 *   GET    /__stub/flags   current flags                  POST   /__stub/flags   change some
 *   DELETE /__stub/flags   back to the defaults
 *   GET    /__stub/faults  pending faults                 POST   /__stub/faults  add one
 *   DELETE /__stub/faults  clear them
 *   GET    /__stub/monitoring  batches the monitoring intake stand-in received   DELETE  forget them
 *   GET    /__stub/accounts    calls the accounts stand-in received, with their tokens   DELETE  forget them
 *   GET    /__stub/requests    every request received, with its Referer (request-log.mjs)   DELETE  forget them
 * These are plain JSON (application/json), not JSON:API: a POST with any other Content-Type
 * is refused with 415, and requests from other origins never get here (index.mjs answers 403),
 * so a page on another site cannot change the demo's state with a form post or a fetch.
 */
import {
  JSONAPI_MEDIA_TYPE,
  JSON_MEDIA_TYPE,
  isFinished,
  isRecord,
  parseMediaType,
  readJsonBody,
  sendEmpty,
  sendError,
  sendJson,
  sendMethodNotAllowed,
  statusTitle,
} from './jsonapi.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./store.mjs').Store} Store */

/** @typedef {'leads' | 'addresses' | 'content' | 'accounts'} ServiceName */

/** @type {readonly ServiceName[]} */
export const SERVICE_NAMES = ['leads', 'addresses', 'content', 'accounts'];

/**
 * @typedef {object} Outage
 * @property {string} title
 * @property {string} message
 */

/**
 * @typedef {object} Flags
 * @property {boolean} meterReadWeek
 * @property {Outage | null} outage
 */

/**
 * A pending fault. It applies to the next `times` calls, or, with `until: 'cleared'`, to every
 * call until DELETE /__stub/faults: a test that needs a service down keeps it down for as long
 * as it needs, however many calls the page makes meanwhile.
 * @typedef {object} Fault
 * @property {number} id
 * @property {ServiceName} service
 * @property {number} status 0 = answer normally (after the delay)
 * @property {number} delayMs
 * @property {number} times the calls it still applies to (ignored while `until` is 'cleared')
 * @property {'cleared' | null} until 'cleared': it holds until the faults are cleared
 * @property {string | null} path only calls whose path starts with this one (null: every call)
 * @property {number} hits the calls it has answered so far, for a test to wait on
 * @property {boolean} malformed answer 200 with a broken JSON body
 * @property {boolean} network drop the connection without an answer
 * @property {FaultStage} stage when the leads service fails: before it stores the lead, or
 *   after (the lead is kept, the answer is lost, as a service that loses its answer would)
 */

/** @typedef {'before-store' | 'after-store'} FaultStage */

/** @type {readonly FaultStage[]} */
const FAULT_STAGES = ['before-store', 'after-store'];

/** @returns {Flags} */
export function defaultFlags() {
  return { meterReadWeek: true, outage: null };
}

/** Largest delay a fault may ask for, so a mistaken value cannot hang a test run. */
const MAX_DELAY_MS = 60_000;
const MAX_TIMES = 1000;
const MAX_FAULT_PATH = 500;
/** Every text the control endpoints take has a length limit, as a real service's fields do. */
const MAX_OUTAGE_TITLE = 120;
const MAX_OUTAGE_MESSAGE = 1000;

/**
 * How each service answers an injected failure: the JSON:API services with a JSON:API
 * error document, the content server with a plain JSON `{ status, message }`.
 * @type {Record<ServiceName, 'jsonapi' | 'json'>}
 */
const ERROR_FORMAT = { leads: 'jsonapi', addresses: 'jsonapi', accounts: 'jsonapi', content: 'json' };

/** How long the connection stays open after the start of the answer, before the reset. */
const DROP_AFTER_MS = 20;

/**
 * Drops the connection in the middle of the answer, so that fetch fails with a network error
 * in every browser engine, once, and the browser does not send the request again:
 * - the service acknowledges the request (`100 Continue`), so Chromium counts the request as
 *   answered and does not re-send it on a fresh connection, as it does when a reused
 *   keep-alive connection closes before any answer;
 * - it starts the head of its answer, marked `Connection: close`, so WebKit does not re-send
 *   it either;
 * - then the connection is reset (TCP RST), which Firefox reports as a network error. Bytes
 *   that are not HTTP, followed by a close, are no drop for Firefox: it reads them as a
 *   200 answer with a body.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function dropConnection(req, res) {
  // No answer is completed, but middleware that reads the status afterwards (the test
  // runner's 404 report, logs) should not count the call as not found.
  res.statusCode = 502;
  const socket = req.socket;
  if (socket.destroyed) return;
  socket.write('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nConnection: close\r\n', () => {
    setTimeout(() => {
      if (!socket.destroyed) socket.resetAndDestroy();
    }, DROP_AFTER_MS).unref();
  });
}

/** The state behind /__stub/flags and /__stub/faults, shared by every service. */
export function createStubControl() {
  /** @type {Flags} */
  let flags = defaultFlags();
  /** @type {Fault[]} */
  let faults = [];
  let nextFaultId = 1;
  /** @type {Set<() => void>} */
  const pendingDelays = new Set();

  /**
   * Waits `ms`, or less if the client goes away or the stand-ins close.
   * Resolves true when the wait ran its course.
   * @param {number} ms
   * @param {ServerResponse} res
   * @returns {Promise<boolean>}
   */
  function wait(ms, res) {
    return new Promise((resolve) => {
      /** @param {boolean} completed */
      const settle = (completed) => {
        clearTimeout(timer);
        res.off('close', cancel);
        pendingDelays.delete(cancel);
        resolve(completed);
      };
      const cancel = () => settle(false);
      const timer = setTimeout(() => settle(true), ms);
      res.on('close', cancel);
      pendingDelays.add(cancel);
    });
  }

  const control = {
    /** @returns {Flags} */
    getFlags() {
      return { meterReadWeek: flags.meterReadWeek, outage: flags.outage ? { ...flags.outage } : null };
    },
    /** @param {Partial<Flags>} changes */
    setFlags(changes) {
      flags = { ...flags, ...changes };
    },
    resetFlags() {
      flags = defaultFlags();
    },

    /** @param {Omit<Fault, 'id' | 'hits'>} fault @returns {Fault} */
    addFault(fault) {
      const added = { id: nextFaultId++, ...fault, hits: 0 };
      faults.push(added);
      return { ...added };
    },
    /** @returns {Fault[]} */
    listFaults() {
      return faults.map((fault) => ({ ...fault }));
    },
    clearFaults() {
      faults = [];
    },
    /**
     * Uses up one call of the oldest pending fault for a service at that stage (and, for a
     * fault scoped to a path, that path).
     * @param {ServiceName} service
     * @param {FaultStage} [stage]
     * @param {string} [path] the call's path, without its query
     * @returns {Fault | null}
     */
    takeFault(service, stage = 'before-store', path = '/') {
      const fault = faults.find((f) => f.service === service && f.stage === stage && (f.path === null || path.startsWith(f.path)));
      if (!fault) return null;
      fault.hits += 1;
      if (fault.until !== 'cleared') {
        fault.times -= 1;
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      }
      return { ...fault };
    },

    /**
     * Applies the next pending fault of a service to this call: waits, then drops the
     * connection, answers with a broken body or with an error status. Returns true when
     * the call has been answered (or dropped) and the service must do nothing more.
     * The leads service asks again with stage 'after-store' once it has stored a lead.
     * @param {ServiceName} service
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {FaultStage} [stage]
     * @returns {Promise<boolean>}
     */
    async applyFault(service, req, res, stage = 'before-store') {
      const fault = control.takeFault(service, stage, (req.url ?? '/').split('?')[0]);
      if (!fault) return false;
      if (fault.delayMs > 0) {
        const completed = await wait(fault.delayMs, res);
        if (!completed) {
          // The client gave up (or the stand-ins closed): recorded as nginx's 499, not 404.
          res.statusCode = 499;
          if (!isFinished(res)) res.destroy();
          return true;
        }
      }
      if (fault.network) {
        dropConnection(req, res);
        return true;
      }
      const format = ERROR_FORMAT[service];
      const contentType = format === 'jsonapi' ? JSONAPI_MEDIA_TYPE : JSON_MEDIA_TYPE;
      if (fault.malformed) {
        if (!isFinished(res)) {
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          res.end('{"data":{"type":"' + service + '","attributes":{');
        }
        return true;
      }
      if (fault.status === 0) return false;
      const detail = `The ${service} service could not handle this request (fault set through /__stub/faults).`;
      if (format === 'jsonapi') {
        sendError(res, fault.status, detail);
      } else {
        sendJson(res, fault.status, { status: fault.status, message: statusTitle(fault.status) });
      }
      return true;
    },

    /** Ends every pending delay; their connections are dropped. */
    close() {
      for (const cancel of [...pendingDelays]) cancel();
    },
  };
  return control;
}

/** @typedef {ReturnType<typeof createStubControl>} StubControl */

const plainJson = { contentType: JSON_MEDIA_TYPE };

/**
 * @param {ServerResponse} res
 * @param {string} detail
 * @param {string} pointer
 */
function badRequest(res, detail, pointer) {
  sendError(res, 400, detail, { pointer }, plainJson);
}

/**
 * Reads a POST's JSON body, refusing any Content-Type but application/json with 415.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function readControlBody(req, res) {
  const mediaType = parseMediaType(req.headers['content-type']);
  if (mediaType?.type !== JSON_MEDIA_TYPE) {
    sendError(res, 415, `Content-Type must be ${JSON_MEDIA_TYPE}, not ${mediaType?.type || 'none'}.`, { header: 'Content-Type' }, plainJson);
    return /** @type {const} */ ({ ok: false });
  }
  return readJsonBody(req, res, plainJson);
}

/**
 * @param {unknown} value
 * @param {ServerResponse} res
 * @returns {Partial<Flags> | null}
 */
function parseFlags(value, res) {
  if (!isRecord(value)) {
    badRequest(res, 'Send a JSON object with meterReadWeek and/or outage.', '');
    return null;
  }
  /** @type {Partial<Flags>} */
  const changes = {};
  for (const [key, given] of Object.entries(value)) {
    if (key === 'meterReadWeek') {
      if (typeof given !== 'boolean') {
        badRequest(res, 'meterReadWeek must be true or false.', '/meterReadWeek');
        return null;
      }
      changes.meterReadWeek = given;
    } else if (key === 'outage') {
      if (given === null) {
        changes.outage = null;
      } else if (isRecord(given) && typeof given.title === 'string' && typeof given.message === 'string') {
        for (const [field, text, limit] of /** @type {const} */ ([['title', given.title, MAX_OUTAGE_TITLE], ['message', given.message, MAX_OUTAGE_MESSAGE]])) {
          if (text.length > limit) {
            badRequest(res, `outage.${field} must be at most ${limit} characters.`, `/outage/${field}`);
            return null;
          }
        }
        changes.outage = { title: given.title, message: given.message };
      } else {
        badRequest(res, 'outage must be null or { "title": string, "message": string }.', '/outage');
        return null;
      }
    } else {
      badRequest(res, `Unknown flag '${key}'; the flags are meterReadWeek and outage.`, `/${key}`);
      return null;
    }
  }
  return changes;
}

/**
 * @param {unknown} value
 * @param {ServerResponse} res
 * @returns {Omit<Fault, 'id' | 'hits'> | null}
 */
function parseFault(value, res) {
  if (!isRecord(value)) {
    badRequest(res, 'Send a JSON object such as { "service": "leads", "status": 500 }.', '');
    return null;
  }
  const known = ['service', 'status', 'delayMs', 'times', 'until', 'path', 'malformed', 'network', 'stage'];
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    badRequest(res, `Unknown fault setting '${unknown}'; use ${known.join(', ')}.`, `/${unknown}`);
    return null;
  }
  const service = SERVICE_NAMES.find((name) => name === value.service);
  if (!service) {
    badRequest(res, `service must be one of ${SERVICE_NAMES.join(', ')}.`, '/service');
    return null;
  }
  /**
   * @param {string} key
   * @param {number} fallback
   * @param {number} min
   * @param {number} max
   */
  const integer = (key, fallback, min, max) => {
    const given = value[key];
    if (given === undefined) return fallback;
    if (typeof given !== 'number' || !Number.isInteger(given) || given < min || given > max) {
      badRequest(res, `${key} must be a whole number from ${min} to ${max}.`, `/${key}`);
      return null;
    }
    return given;
  };
  /** @param {string} key */
  const boolean = (key) => {
    const given = value[key];
    if (given === undefined) return false;
    if (typeof given !== 'boolean') {
      badRequest(res, `${key} must be true or false.`, `/${key}`);
      return null;
    }
    return given;
  };
  const delayMs = integer('delayMs', 0, 0, MAX_DELAY_MS);
  if (delayMs === null) return null;
  const times = integer('times', 1, 1, MAX_TIMES);
  if (times === null) return null;
  if (value.until !== undefined && value.until !== 'cleared') {
    badRequest(res, "until must be 'cleared' (the fault holds until DELETE /__stub/faults).", '/until');
    return null;
  }
  const until = value.until === 'cleared' ? 'cleared' : null;
  if (until && value.times !== undefined) {
    badRequest(res, "Give times or until: 'cleared', not both.", '/times');
    return null;
  }
  const path = value.path ?? null;
  if (path !== null && (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_FAULT_PATH)) {
    badRequest(res, `path must start with / and be at most ${MAX_FAULT_PATH} characters.`, '/path');
    return null;
  }
  const malformed = boolean('malformed');
  if (malformed === null) return null;
  const network = boolean('network');
  if (network === null) return null;
  const stage = FAULT_STAGES.find((name) => name === (value.stage ?? 'before-store'));
  if (!stage) {
    badRequest(res, `stage must be one of ${FAULT_STAGES.join(', ')}.`, '/stage');
    return null;
  }
  if (stage === 'after-store' && service !== 'leads') {
    badRequest(res, "stage 'after-store' applies to the leads service only (it stores what it receives).", '/stage');
    return null;
  }
  // Without a status, a delay, broken body or dropped connection is the whole fault;
  // otherwise the call fails with 500.
  const onlyOther = delayMs > 0 || malformed || network;
  const status = value.status === undefined ? (onlyOther ? 0 : 500) : integer('status', 500, 0, 599);
  if (status === null) return null;
  if (status !== 0 && status < 400) {
    badRequest(res, 'status must be 0 (no failure) or an error status from 400 to 599.', '/status');
    return null;
  }
  return { service, status, delayMs, times, until, path, malformed, network, stage };
}

/**
 * The /__stub/ routes.
 * @param {{ control: StubControl, store: Store, monitoringLog: import('./monitoring-intake.mjs').MonitoringLog, accountCalls: import('./account-calls.mjs').AccountCallLog, requestLog: import('./request-log.mjs').RequestLog }} deps
 */
export function createStubRoutes({ control, store, monitoringLog, accountCalls, requestLog }) {
  return {
    name: 'stub-control',
    /** @param {string} pathname */
    owns(pathname) {
      return pathname === '/__stub' || pathname.startsWith('/__stub/');
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      const method = req.method ?? 'GET';
      const path = url.pathname.replace(/\/+$/, '');

      if (path === '/__stub/leads') {
        if (method === 'GET' || method === 'HEAD') return sendJson(res, 200, store.leads.list());
        if (method === 'DELETE') {
          store.leads.clear();
          return sendEmpty(res, 204);
        }
        return sendMethodNotAllowed(res, ['GET', 'DELETE'], JSON_MEDIA_TYPE);
      }

      if (path === '/__stub/flags') {
        if (method === 'GET' || method === 'HEAD') return sendJson(res, 200, control.getFlags());
        if (method === 'DELETE') {
          control.resetFlags();
          return sendEmpty(res, 204);
        }
        if (method === 'POST') {
          const body = await readControlBody(req, res);
          if (!body.ok) return;
          const changes = parseFlags(body.value, res);
          if (!changes) return;
          control.setFlags(changes);
          return sendJson(res, 200, control.getFlags());
        }
        return sendMethodNotAllowed(res, ['GET', 'POST', 'DELETE'], JSON_MEDIA_TYPE);
      }

      if (path === '/__stub/faults') {
        if (method === 'GET' || method === 'HEAD') return sendJson(res, 200, control.listFaults());
        if (method === 'DELETE') {
          control.clearFaults();
          return sendEmpty(res, 204);
        }
        if (method === 'POST') {
          const body = await readControlBody(req, res);
          if (!body.ok) return;
          const fault = parseFault(body.value, res);
          if (!fault) return;
          return sendJson(res, 201, control.addFault(fault));
        }
        return sendMethodNotAllowed(res, ['GET', 'POST', 'DELETE'], JSON_MEDIA_TYPE);
      }

      // What the monitoring intake, the accounts service and the server received: read, or forgotten.
      /** @type {Record<string, { list(): unknown[], clear(): void } | undefined>} */
      const logs = { '/__stub/monitoring': monitoringLog, '/__stub/accounts': accountCalls, '/__stub/requests': requestLog };
      const kept = logs[path];
      if (kept) {
        if (method === 'GET' || method === 'HEAD') return sendJson(res, 200, kept.list());
        if (method === 'DELETE') {
          kept.clear();
          return sendEmpty(res, 204);
        }
        return sendMethodNotAllowed(res, ['GET', 'DELETE'], JSON_MEDIA_TYPE);
      }

      sendError(res, 404, 'The stand-ins offer /__stub/leads, /__stub/flags, /__stub/faults, /__stub/monitoring, /__stub/accounts and /__stub/requests.', undefined, plainJson);
    },
  };
}
