// @ts-check
/**
 * Stand-in for the accounts side of the main API and for the sign-in server.
 *
 * Demo sign-in:
 *   GET /api/auth/authorize?response_type=token&client_id=…&redirect_uri=…&state=<url>
 *       the sign-in page (sign-in-page.mjs): a choice of demo customer and a "Sign in" button,
 *       which posts the same parameters and login_hint back to this path.
 *   POST /api/auth/authorize (form, own origin), or GET with login_hint=live|new (tests,
 *       scripts, the control panel: no page) sets the cookies identity_token and access_token
 *       (Path=/, SameSite=Lax, readable by the page) and answers 302 to `state` when the URL
 *       policy finds it on this origin, else to '/'. 'live' has a live account; 'new' has none yet, so
 *       prefill comes from /v1/customers.
 *   GET /identity/logout[?return=<url>]   clears both cookies, 302 to `return` (or `state`)
 *       when the URL policy finds it on this origin, else to '/'.
 *   GET /logout            clears both cookies and shows "You have been signed out" (the idle
 *       time-out's destination).
 * Account data (fault service 'accounts'):
 *   GET /api/proxy/Customer/Accounts/AccountStatusCount  Bearer identity token
 *       → { liveCount, lostCount, preLiveCount }
 *   GET /api/v1/accounts   Bearer identity token → [{ accountNumber, person: { title,
 *       firstName, lastName }, email, mobile }]
 *   GET /api/v1/customers  Bearer access token and X-Client-Id → JSON:API
 *       { data: [{ type: 'customers', id, attributes: { first-name, surname, email } }] }
 *   GET /api/v1/users      the 'users' lookup of the feedback page: Bearer identity
 *       token and X-Client-Id → { accountStatusCount, accounts, customers }, the three answers
 *       above in one (customers as the resources of /v1/customers' data)
 *   401 JSON:API error without the right token (or client id).
 * Every call to these four is recorded with its Authorization and X-Client-Id headers
 * (account-calls.mjs: GET /__stub/accounts), so tests can see which token went where.
 * Fixtures: standins/fixtures/accounts.json, one entry per demo customer.
 */
import { randomBytes } from 'node:crypto';
import { isAllowedUrl, urlPolicy } from '../src/config/url-policy.js';
import { readFixture } from './fixtures.mjs';
import { crossOriginRefusal } from './cors.mjs';
import { headerValue, isRecord, parseMediaType, readBody, sendError, sendJson, sendJsonApi, sendMethodNotAllowed } from './jsonapi.mjs';
import { sendPage, signInPage, signedOutPage } from './sign-in-page.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./stub-control.mjs').StubControl} StubControl */
/** @typedef {import('./sign-in-page.mjs').DemoCustomer} DemoCustomer */

export const AUTHORIZE_PATH = '/api/auth/authorize';
export const LOGOUT_PATH = '/identity/logout';
/** The main site's sign-out page, where the idle time-out sends the customer. */
export const IDLE_LOGOUT_PATH = '/logout';
export const ACCOUNT_STATUS_COUNT_PATH = '/api/proxy/Customer/Accounts/AccountStatusCount';
export const ACCOUNTS_PATH = '/api/v1/accounts';
export const CUSTOMERS_PATH = '/api/v1/customers';
export const USERS_PATH = '/api/v1/users';

export const IDENTITY_COOKIE = 'identity_token';
export const ACCESS_COOKIE = 'access_token';

const DATA_PATHS = [ACCOUNT_STATUS_COUNT_PATH, ACCOUNTS_PATH, CUSTOMERS_PATH, USERS_PATH];
const DEMO_CLIENT_ID = 'help-and-support-web';
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';
/** What the sign-in page carries over from the authorisation request to its form. */
const AUTHORISATION_PARAMETERS = ['response_type', 'client_id', 'redirect_uri', 'state'];

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
 * Where to send the browser after sign-in: `state` when the URL policy allows it on this origin
 * (a path, or an absolute address with this request's host; never another host however it is
 * written), as its path; else '/'.
 * @param {string | null} state
 * @param {string} host the request's Host header
 */
export function safeReturnPath(state, host) {
  if (!state) return '/';
  let page;
  try {
    page = new URL(`http://${host || 'localhost'}/`).href;
  } catch {
    return '/';
  }
  if (!isAllowedUrl(state, urlPolicy([], page))) return '/';
  const target = new URL(state, page);
  return `${target.pathname}${target.search}${target.hash}`;
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
   * The demo customers as the sign-in page offers them, in the fixtures' order.
   * @returns {Promise<DemoCustomer[]>}
   */
  async function demoCustomers() {
    return Object.entries(await personas()).map(([persona, customer]) => {
      const record = /** @type {{ description?: unknown, accountStatusCount?: { liveCount?: unknown }, customers?: { attributes?: Record<string, unknown> }[] }} */ (customer);
      const attributes = record.customers?.[0]?.attributes ?? {};
      const name = [attributes['first-name'], attributes.surname].filter((part) => typeof part === 'string').join(' ') || persona;
      const live = Number(record.accountStatusCount?.liveCount ?? 0) > 0;
      return {
        persona,
        name,
        label: `${name}, a customer ${live ? 'with' : 'without'} a live account`,
        description: typeof record.description === 'string' ? record.description : '',
      };
    });
  }

  /**
   * The authorisation request: its query for GET, its form for POST (the sign-in page's
   * button), or null once an error has been sent.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   * @returns {Promise<URLSearchParams | null>}
   */
  async function authorisationRequest(req, res, url) {
    if (req.method !== 'POST') return url.searchParams;
    if (crossOriginRefusal(req)) {
      sendError(res, 403, 'The demo sign-in takes forms from its own origin only.', { header: 'Origin' });
      return null;
    }
    if (parseMediaType(req.headers['content-type'])?.type !== FORM_MEDIA_TYPE) {
      sendError(res, 415, `The demo sign-in takes ${FORM_MEDIA_TYPE} forms.`, { header: 'Content-Type' });
      return null;
    }
    return new URLSearchParams(await readBody(req));
  }

  /**
   * GET without login_hint: the sign-in page. GET with a known login_hint (tests, scripts, the
   * control panel; from this origin only, or typed in) or the page's POST: both cookies set, 302
   * to the safe `state`.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  async function authorise(req, res, url) {
    const params = await authorisationRequest(req, res, url);
    if (!params) return;
    if (params.get('response_type') !== 'token') {
      return sendJson(res, 400, {
        error: 'unsupported_response_type',
        error_description: "response_type must be 'token'.",
      });
    }
    if (!params.get('client_id')?.trim()) {
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'client_id is required.' });
    }
    const returnPath = safeReturnPath(params.get('state'), headerValue(req, 'host'));
    const hint = params.get('login_hint') ?? '';
    if (!Object.hasOwn(await personas(), hint)) {
      const request = Object.fromEntries(
        AUTHORISATION_PARAMETERS.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value !== ''),
      );
      const missingChoice = req.method === 'POST';
      const html = signInPage({ action: AUTHORIZE_PATH, request, customers: await demoCustomers(), returnPath, missingChoice });
      return sendPage(res, missingChoice ? 400 : 200, html);
    }
    // The shortcut signs in without a press, so it must not be reachable from another site: a
    // link or image there would sign the visitor in as a demo customer (login CSRF).
    if (req.method !== 'POST' && crossOriginRefusal(req)) {
      return sendError(res, 403, 'The demo sign-in shortcut takes requests from its own origin only.', { header: 'Sec-Fetch-Site' });
    }
    res.writeHead(302, {
      Location: returnPath,
      'Set-Cookie': [cookie(IDENTITY_COOKIE, issueToken('identity', hint)), cookie(ACCESS_COOKIE, issueToken('access', hint))],
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /**
   * Both sign-out addresses clear both cookies. /identity/logout returns to a safe `return`
   * (or `state`) on this origin, else '/'; /logout (the idle time-out's) shows a signed-out page.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  function logOut(req, res, url) {
    const cleared = [cookie(IDENTITY_COOKIE, '', true), cookie(ACCESS_COOKIE, '', true)];
    if (url.pathname.replace(/\/+$/, '') === IDLE_LOGOUT_PATH) {
      const signIn = new URLSearchParams({
        response_type: 'token',
        client_id: DEMO_CLIENT_ID,
        redirect_uri: '/help-and-support/authorization-callback',
        state: '/help-and-support/',
      });
      return sendPage(res, 200, signedOutPage({ helpHref: '/help-and-support/', signInHref: `${AUTHORIZE_PATH}?${signIn}` }), {
        'Set-Cookie': cleared,
      });
    }
    const back = url.searchParams.get('return') ?? url.searchParams.get('state');
    res.writeHead(302, {
      Location: safeReturnPath(back, headerValue(req, 'host')),
      'Set-Cookie': cleared,
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  return {
    name: 'accounts',
    /** @param {string} pathname */
    owns(pathname) {
      const path = pathname.replace(/\/+$/, '');
      return path === AUTHORIZE_PATH || path === LOGOUT_PATH || path === IDLE_LOGOUT_PATH || DATA_PATHS.includes(path);
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @param {URL} url
     */
    async handle(req, res, url) {
      const path = url.pathname.replace(/\/+$/, '');
      if (path === AUTHORIZE_PATH) {
        if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return sendMethodNotAllowed(res, ['GET', 'POST']);
        return authorise(req, res, url);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res, ['GET']);
      if (path === LOGOUT_PATH || path === IDLE_LOGOUT_PATH) return logOut(req, res, url);

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
