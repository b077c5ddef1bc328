/**
 * A signed-in customer's records: the account status count (through the backend
 * proxy), accounts and customers on the main API, and the feedback page's 'users' lookup, which
 * answers all three in one call. Each request is built by a pure function (URL and headers,
 * tested on their own) and sent as built with the shared HTTP client; bodies are read with
 * their keys as the services send them (person.firstName, attributes first-name), so
 * this lazily loaded module needs nothing more of the platform. A token travels only in the
 * Authorization header of a request to a configured service: never in a URL, and the errors
 * thrown here carry no request (see AccountLookupError).
 */
import { getConfig, type HelpConfig } from '../../config';
import { isRecord } from '../../util';
import { staticJson } from '../clients';
import { mapErrors, type AppError } from '../errors';

/** The account status count on the backend proxy (sent with the identity token). */
export const ACCOUNT_STATUS_COUNT_PATH = 'Customer/Accounts/AccountStatusCount';
export const ACCOUNTS_PATH = 'v1/accounts';
export const CUSTOMERS_PATH = 'v1/customers';
/** The 'users' lookup: account status count, accounts and customers at once. */
export const USERS_PATH = 'v1/users';

export type AccountLookup = 'account status count' | 'accounts' | 'customers' | 'users';

export interface AccountRequest {
  lookup: AccountLookup;
  url: string;
  headers: Record<string, string>;
}

export interface AccountStatusCount {
  liveCount: number;
  lostCount: number;
  preLiveCount: number;
}

/** An account record: what prefill reads of it. */
export interface AccountRecord {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** A customer record's attributes (first-name, surname, email). */
export interface CustomerRecord {
  firstName: string;
  surname: string;
  email: string;
}

export interface UsersLookup {
  accountStatusCount: AccountStatusCount;
  accounts: AccountRecord[];
  customers: CustomerRecord[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const joined = (base: string, path: string) => `${base.replace(/\/?$/, '/')}${path}`;
const mainApiHeaders = (config: HelpConfig) => ({ Accept: 'application/vnd.api+json', 'X-Client-Id': config.clientId });

/** GET account status count: bearer identity token. */
export const accountStatusCountRequest = (identityToken: string, config: HelpConfig = getConfig()): AccountRequest => ({
  lookup: 'account status count',
  url: joined(config.backendBaseUrl, ACCOUNT_STATUS_COUNT_PATH),
  headers: { Accept: 'application/json', ...bearer(identityToken) },
});

/** GET /v1/accounts: bearer identity token (only when liveCount is above 0). */
export const accountsRequest = (identityToken: string, config: HelpConfig = getConfig()): AccountRequest => ({
  lookup: 'accounts',
  url: joined(config.apiBaseUrl, ACCOUNTS_PATH),
  headers: { ...mainApiHeaders(config), ...bearer(identityToken) },
});

/** GET /v1/customers: bearer access token and the client id. */
export const customersRequest = (accessToken: string, config: HelpConfig = getConfig()): AccountRequest => ({
  lookup: 'customers',
  url: joined(config.apiBaseUrl, CUSTOMERS_PATH),
  headers: { ...mainApiHeaders(config), ...bearer(accessToken) },
});

/** GET /v1/users: bearer identity token and the client id. */
export const usersRequest = (identityToken: string, config: HelpConfig = getConfig()): AccountRequest => ({
  lookup: 'users',
  url: joined(config.apiBaseUrl, USERS_PATH),
  headers: { ...mainApiHeaders(config), ...bearer(identityToken) },
});

/**
 * A lookup that failed, told by its name and code only (an HTTP status and its text, or what
 * kind of failure): the HTTP error it replaces holds the request, and so the token, and an error
 * body's words are the service's, so none of them is kept.
 */
export class AccountLookupError extends Error {
  override name = 'AccountLookupError';

  constructor(
    readonly lookup: AccountLookup,
    readonly code: string,
  ) {
    super(`The ${lookup} lookup failed: ${code}`);
  }
}

/** The body of a well-formed answer did not have the expected shape. */
const malformed = (lookup: AccountLookup) => new AccountLookupError(lookup, 'malformed');

/** Sends a request and gives its JSON body; any failure is an AccountLookupError. */
async function getJson(request: AccountRequest, signal?: AbortSignal): Promise<unknown> {
  try {
    return await mapErrors(() => staticJson().get(request.url, { headers: request.headers, ...(signal ? { signal } : {}) }).json());
  } catch (e) {
    // mapErrors throws only AppErrors, each with a code.
    throw new AccountLookupError(request.lookup, (e as AppError).code);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function readAccountStatusCount(body: unknown): AccountStatusCount | null {
  if (!isRecord(body) || typeof body.liveCount !== 'number') return null;
  return { liveCount: count(body.liveCount), lostCount: count(body.lostCount), preLiveCount: count(body.preLiveCount) };
}

export function readAccounts(body: unknown): AccountRecord[] | null {
  if (!Array.isArray(body)) return null;
  return body.filter(isRecord).map((account) => {
    const person = isRecord(account.person) ? account.person : {};
    return { firstName: text(person.firstName), lastName: text(person.lastName), email: text(account.email), mobile: text(account.mobile) };
  });
}

/** Customers as JSON:API resources (the response's data.data, read as a list of customers). */
export function readCustomers(resources: unknown): CustomerRecord[] | null {
  if (!Array.isArray(resources)) return null;
  return resources.filter(isRecord).map((customer) => {
    const attributes = isRecord(customer.attributes) ? customer.attributes : {};
    return { firstName: text(attributes['first-name']), surname: text(attributes.surname), email: text(attributes.email) };
  });
}

async function lookUp<T>(request: AccountRequest, read: (body: unknown) => T | null, signal?: AbortSignal): Promise<T> {
  const found = read(await getJson(request, signal));
  if (found === null) throw malformed(request.lookup);
  return found;
}

export const fetchAccountStatusCount = (identityToken: string, signal?: AbortSignal) =>
  lookUp(accountStatusCountRequest(identityToken), readAccountStatusCount, signal);

export const fetchAccounts = (identityToken: string, signal?: AbortSignal) => lookUp(accountsRequest(identityToken), readAccounts, signal);

export const fetchCustomers = (accessToken: string, signal?: AbortSignal) =>
  lookUp(customersRequest(accessToken), (body) => readCustomers(isRecord(body) ? body.data : undefined), signal);

export function readUsers(body: unknown): UsersLookup | null {
  if (!isRecord(body)) return null;
  const accountStatusCount = readAccountStatusCount(body.accountStatusCount);
  const accounts = readAccounts(body.accounts ?? []);
  const customers = readCustomers(body.customers ?? []);
  return accountStatusCount && accounts && customers ? { accountStatusCount, accounts, customers } : null;
}

export const fetchUsers = (identityToken: string, signal?: AbortSignal) => lookUp(usersRequest(identityToken), readUsers, signal);
