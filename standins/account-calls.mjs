// @ts-check
/**
 * What the accounts stand-in received, for tests that prove which token went where:
 *   GET    /__stub/accounts   the account calls received, oldest first (stub-control.mjs)
 *   DELETE /__stub/accounts   forget them
 * A record keeps the path and the two headers the real services check (Authorization,
 * X-Client-Id), as sent. The tokens are the demo's own, and /__stub/ answers only its own
 * origin, whose pages can read the token cookies anyway.
 */
import { headerValue } from './jsonapi.mjs';
import { createKeptList } from './kept-list.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/** Enough for a demo session; older calls are forgotten. */
const KEPT_CALLS = 200;

/**
 * @typedef {{ receivedAt: string, method: string, path: string, headers: { authorization: string, 'x-client-id': string } }} AccountCall
 * @typedef {{ list(): AccountCall[], clear(): void, add(req: IncomingMessage, path: string): void }} AccountCallLog
 */

/** @returns {AccountCallLog} */
export function createAccountCallLog() {
  /** @type {import('./kept-list.mjs').KeptList<AccountCall>} */
  const calls = createKeptList(KEPT_CALLS);
  return {
    list: calls.list,
    clear: calls.clear,
    add: (req, path) =>
      calls.add({
        receivedAt: new Date().toISOString(),
        method: req.method ?? 'GET',
        path,
        headers: { authorization: headerValue(req, 'authorization'), 'x-client-id': headerValue(req, 'x-client-id') },
      }),
  };
}
