// @ts-check
/**
 * Stand-in for the accounts side of the main API and for the sign-in server (SPEC §6, §7).
 *
 * Demo sign-in:
 *   GET /api/auth/authorize?response_type=token&client_id=…&redirect_uri=…&state=<url>[&login_hint=new]
 *       sets the cookies identity_token and access_token (Path=/, SameSite=Lax, readable by
 *       the page) and answers 302 to `state` when it is a same-origin URL, else to '/'.
 *       login_hint picks the demo customer: 'live' (default, has a live account) or 'new'
 *       (no live account yet, so prefill comes from /v1/customers).
 *   GET /identity/logout   clears both cookies, 302 to '/'.
 * Account data (fault service 'accounts'):
 *   GET /api/proxy/Customer/Accounts/AccountStatusCount  Bearer identity token
 *       → { liveCount, lostCount, preLiveCount }
 *   GET /api/v1/accounts   Bearer identity token → [{ accountNumber, person: { title,
 *       firstName, lastName }, email, mobile }]
 *   GET /api/v1/customers  Bearer access token and X-Client-Id → JSON:API
 *       { data: [{ type: 'customers', id, attributes: { first-name, surname, email } }] }
 *   GET /api/v1/users      the 'users' lookup of the feedback page (SPEC §7): Bearer identity
 *       token and X-Client-Id → { accountStatusCount, accounts, customers }, the three answers
 *       above in one (customers as the resources of /v1/customers' data)
 *   401 JSON:API error without the right token (or client id).
 * Every call to these four is recorded with its Authorization and X-Client-Id headers
 * (account-calls.mjs: GET /__stub/accounts), so tests can see which token went where.
 * Fixtures: demo/fixtures/accounts.json, one entry per demo customer.
 */
import { randomBytes } from 'node:crypto';
import { readFixture } from './fixtures.mjs';
import { headerValue, isRecord, sendError, sendJson, sendJsonApi, sendMethodNotAllowed } from './jsonapi.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */

export const AUTHORIZE_PATH = '/api/auth/authorize';
export const LOGOUT_PATH = '/identity/logout';
export const ACCOUNT_STATUS_COUNT_PATH = '/api/proxy/Customer/Accounts/AccountStatusCount';
export const ACCOUNTS_PATH = '/api/v1/accounts';
export const CUSTOMERS_PATH = '/api/v1/customers';
export const USERS_PATH = '/api/v1/users';

export const IDENTITY_COOKIE = 'identity_token';
export const ACCESS_COOKIE = 'access_token';

const DATA_PATHS = [ACCOUNT_STATUS_COUNT_PATH, ACCOUNTS_PATH, CUSTOMERS_PATH, USERS_PATH];
const DEFAULT_PERSONA = 'live';

/** @typedef {'identity' | 'access'} TokenKind */

/**
 * A demo token: `demo-<kind>.<persona>.<random hex>`.
 * @param {TokenKind} kind
 * @param {string} persona
 */
function issueToken(kind, persona) {
  return `demo-${kind}.${persona}.${randomBytes(12).toString('hex')}`;
}

/**
 * The persona a token was issued for, or null when it is not a demo token of that kind.
 * @param {string} token
 * @param {TokenKind} kind
 */
function personaOf(token, kind) {
  const match = /^demo-(identity|access)\.([a-z]+)\.[0-9a-f]{24}$/.exec(token);
  return match && match[1] === kind ? match[2] ?? null : null;
}

/**
 * Where to send the browser after sign-in: `state` when it is a URL on this origin
 * (relative, or absolute with this request's host), else '/'.
 * @param {string | null} state
 * @param {string} host the request's Host header
 */
export function safeReturnPath(state, host) {
  if (!state) return '/';
  try {
    const origin = new URL(`http://${host || 'localhost'}`).origin;
    const target = new URL(state, `${origin}/`);
    if (target.origin !== origin) return '/';
    const path = `${target.pathname}${target.search}${target.hash}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

/**
 * @param {string} name
 * @param {string} value
 * @param {boolean} [expire]
 */
function cookie(name, value, expire = false) {
  return `${name}=${value}; Path=/; SameSite=Lax${expire ? '; Max-Age=0' : ''}`;
}

/**
 * @param {ServerResponse} res
 * @param {string} detail
 */
function unauthorised(res, detail) {
  sendError(res, 401, detail, { header: 'Authorization' }, {
    headers: { 'WWW-Authenticate': 'Bearer realm="help-and-support", error="invalid_token"' },
  });
}

/**
 * Whether the request names its client, as the customer services require; a 401 otherwise.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function hasClientId(req, res) {
  if (headerValue(req, 'x-client-id') !== '') return true;
  sendError(res, 401, 'The X-Client-Id header is required.', { header: 'X-Client-Id' });
  return false;
}

/**
 * @param {{ control: StubControl, calls?: import('./account-calls.mjs').AccountCallLog }} deps
 */
export function createAccountsService({ control, calls }) {
  /** @returns {Promise<Record<string, Record<string, unknown>>>} */
  async function personas() {
    const fixtures = await readFixture('accounts.json');
    return /** @type {Record<string, Record<string, unknown>>} */ (isRecord(fixtures) ? fixtures : {});
  }

  /**
   * The demo customer behind the request's bearer token, or null once a 401 is sent.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {TokenKind} kind
   */
  async function customerFor(req, res, kind) {
    const authorization = headerValue(req, 'authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) {
      unauthorised(res, `A Bearer ${kind} token is required.`);
      return null;
    }
    const persona = personaOf(match[1], kind);
    const customer = persona ? (await personas())[persona] : undefined;
    if (!customer) {
      unauthorised(res, `The ${kind} token is not valid.`);
      return null;
    }
    return customer;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function authorise(req, res, url) {
    const params = url.searchParams;
    if (params.get('response_type') !== 'token') {
      return sendJson(res, 400, {
        error: 'unsupported_response_type',
        error_description: "response_type must be 'token'.",
      });
    }
    if (!params.get('client_id')?.trim()) {
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id is required.' });
    }
    const hint = params.get('login_hint') ?? DEFAULT_PERSONA;
    const persona = Object.hasOwn(await personas(), hint) ? hint : DEFAULT_PERSONA;
    res.writeHead(302, {
      Location: safeReturnPath(params.get('state'), headerValue(req, 'host')),
      'Set-Cookie': [
        cookie(IDENTITY_COOKIE, issueToken('identity', persona)),
        cookie(ACCESS_COOKIE, issueToken('access', persona)),
      ],
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /** @param {ServerResponse} res */
  function logOut(res) {
    res.writeHead(302, {
      Location: '/',
      'Set-Cookie': [cookie(IDENTITY_COOKIE, '', true), cookie(ACCESS_COOKIE, '', true)],
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  return {
    name: 'accounts',
    /** @param {string} pathname */
    owns(pathname) {
      const path = pathname.replace(/\/+$/, '');
      return path === AUTHORIZE_PATH || path === LOGOUT_PATH || DATA_PATHS.includes(path);
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      const path = url.pathname.replace(/\/+$/, '');
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res, ['GET']);
      if (path === AUTHORIZE_PATH) return authorise(req, res, url);
      if (path === LOGOUT_PATH) return logOut(res);

      calls?.add(req, path);
      if (await control.applyFault('accounts', req, res)) return;
      if (path === ACCOUNT_STATUS_COUNT_PATH) {
        const customer = await customerFor(req, res, 'identity');
        if (customer) sendJson(res, 200, customer.accountStatusCount);
        return;
      }
      if (path === ACCOUNTS_PATH) {
        const customer = await customerFor(req, res, 'identity');
        if (customer) sendJson(res, 200, customer.accounts);
        return;
      }
      if (path === USERS_PATH) {
        const customer = await customerFor(req, res, 'identity');
        if (!customer || !hasClientId(req, res)) return;
        const { accountStatusCount, accounts, customers } = customer;
        sendJson(res, 200, { accountStatusCount, accounts, customers });
        return;
      }
      // CUSTOMERS_PATH
      const customer = await customerFor(req, res, 'access');
      if (!customer || !hasClientId(req, res)) return;
      sendJsonApi(res, 200, { data: customer.customers });
    },
  };
}
