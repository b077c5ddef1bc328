// @ts-check
/**
 * The demo's stand-in services: the supplier's leads, addresses, accounts and
 * content services on the demo's own origin, plus /__stub/ inspection and control.
 * One implementation serves `npm start` (demo/server.mjs) and the test runner (middleware).
 *
 *   const standIns = createStandIns({ storage: 'demo/.data/leads.sqlite' }); // or 'memory'
 *   http.createServer(async (req, res) => { if (!(await standIns.handle(req, res))) serveFiles(req, res); });
 *   // @web/test-runner: middleware: [standIns.koa]
 *
 * Paths owned (anything else is left to the caller): /leads/…, /api/…, /aem6/…, /__stub/…,
 * /identity/logout, /logout, /monitoring/intake.
 *
 * Other origins (cors.mjs): the services answer CORS for http://localhost and
 * http://127.0.0.1 on any port and for the origins in CORS_ORIGINS; /__stub/ answers its own
 * origin only, and takes JSON only.
 */
import { createAccountCallLog } from './account-calls.mjs';
import { createAccountsService } from './accounts.mjs';
import { createAddressesService } from './addresses.mjs';
import { createContentService } from './content.mjs';
import { applyCors, crossOriginRefusal, originPolicy, parseOrigins } from './cors.mjs';
import { JSON_MEDIA_TYPE, isFinished, receiveBody, sendError } from './jsonapi.mjs';
import { createLeadsService } from './leads.mjs';
import { createMonitoringIntake, createMonitoringLog } from './monitoring-intake.mjs';
import { createRequestLog } from './request-log.mjs';
import { openStore } from './store.mjs';
import { createStubControl, createStubRoutes } from './stub-control.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} StandInService
 * @property {string} name
 * @property {(pathname: string) => boolean} owns
 * @property {(req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>} handle
 * @property {number} [maxBodyBytes] the largest body it takes (413 above), when less than MAX_BODY_BYTES
 */

/**
 * @typedef {(ctx: { req: IncomingMessage, res: ServerResponse, respond?: boolean }, next: () => Promise<unknown>) => Promise<void>} KoaMiddleware
 */

/**
 * handle answers and resolves true when the path is a stand-in's, else resolves false and
 * leaves the request alone; koa is the same as Koa middleware (@web/test-runner,
 * @web/dev-server); close ends pending delays and closes the database.
 * @typedef {object} StandIns
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} handle
 * @property {KoaMiddleware} koa
 * @property {(req: IncomingMessage) => import('./stub-control.mjs').Flags} flags the flags the
 *   request's state holds (a host page knows of a service outage as it sends the page)
 * @property {() => void} close
 */

/**
 * The rest of the main API: paths no stand-in serves answer a JSON:API 404.
 * @type {StandInService}
 */
const unknownApiPaths = {
  name: 'api',
  owns: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
  handle: async (_req, res, url) => sendError(res, 404, `The demo has no stand-in for ${url.pathname}.`),
};

/**
 * The request's URL. A path is joined to a dummy origin as text, so '//x' stays a path.
 * @param {IncomingMessage} req
 * @returns {URL | null}
 */
function requestUrl(req) {
  const raw = req.url ?? '/';
  try {
    return raw.startsWith('/') ? new URL(`http://stand-in.local${raw}`) : new URL(raw);
  } catch {
    return null;
  }
}

/**
 * One set of the stand-ins' state: stored leads and addresses, flags, faults and the logs, with
 * the services that read and change it.
 * @param {string} storage
 */
function createState(storage) {
  const store = openStore(storage);
  const control = createStubControl();
  const monitoringLog = createMonitoringLog();
  const accountCalls = createAccountCallLog();
  const requestLog = createRequestLog();
  const stubRoutes = createStubRoutes({ control, store, monitoringLog, accountCalls, requestLog });
  /** @type {StandInService[]} */
  const services = [
    stubRoutes,
    createLeadsService({ store, control }),
    createContentService({ control }),
    createAddressesService({ store, control }),
    createAccountsService({ control, calls: accountCalls }),
    createMonitoringIntake({ log: monitoringLog }),
    unknownApiPaths,
  ];
  return {
    stubRoutes,
    services,
    requestLog,
    flags: () => control.getFlags(),
    close() {
      control.close();
      store.close();
    },
  };
}

/**
 * @param {{ storage?: string, corsOrigins?: readonly string[], namespaceOf?: (req: IncomingMessage) => string | null }} [options]
 *   storage: 'memory' (default) or an SQLite file path; corsOrigins: origins allowed besides
 *   localhost and 127.0.0.1 (default: the CORS_ORIGINS environment variable); namespaceOf: the
 *   test runner's way to give each test file a state of its own (leads, flags, faults, logs),
 *   so files can run side by side. A request it names no namespace for (and every request
 *   without it: the demo) shares one state. Namespaced states are kept in memory.
 * @returns {StandIns}
 */
export function createStandIns({ storage = 'memory', corsOrigins = parseOrigins(process.env.CORS_ORIGINS), namespaceOf } = {}) {
  const allowsOrigin = originPolicy(corsOrigins);
  const shared = createState(storage);
  /** @type {Map<string, ReturnType<typeof createState>>} */
  const namespaces = new Map();

  /** @param {IncomingMessage} req */
  function stateFor(req) {
    const namespace = namespaceOf?.(req);
    if (!namespace) return shared;
    let state = namespaces.get(namespace);
    if (!state) {
      state = createState('memory');
      namespaces.set(namespace, state);
    }
    return state;
  }

  /** @type {StandIns['handle']} */
  async function handle(req, res) {
    const url = requestUrl(req);
    if (!url) return false;
    const { services, stubRoutes, requestLog } = stateFor(req);
    const service = services.find((candidate) => candidate.owns(url.pathname));
    // Every request but the inspection's own, whoever answers it (request-log.mjs).
    if (service !== stubRoutes) requestLog.add(req);
    if (!service) return false;
    try {
      if (service !== stubRoutes && applyCors(req, res, allowsOrigin)) return true;
      if (!(await receiveBody(req, res, service.maxBodyBytes))) return true;
      if (service === stubRoutes) {
        const refusal = crossOriginRefusal(req);
        if (refusal) {
          sendError(res, 403, refusal, { header: 'Origin' }, { contentType: JSON_MEDIA_TYPE });
          return true;
        }
      }
      await service.handle(req, res, url);
    } catch (error) {
      console.error(`stand-in ${service.name}: ${req.method} ${url.pathname} failed`, error);
      if (!isFinished(res)) sendError(res, 500, 'The stand-in service failed; see the server log.');
    }
    return true;
  }

  return {
    handle,
    flags: (req) => stateFor(req).flags(),
    koa: async (ctx, next) => {
      if (await handle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      await next();
    },
    close() {
      shared.close();
      for (const state of namespaces.values()) state.close();
      namespaces.clear();
    },
  };
}
