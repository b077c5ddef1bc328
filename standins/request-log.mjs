// @ts-check
/**
 * What the server was asked for, for tests that prove what a page sends in its addresses and
 * Referers (a customer's details must be in neither):
 *   GET    /__stub/requests   the requests received, oldest first (stub-control.mjs)
 *   DELETE /__stub/requests   forget them
 * A record keeps the method, the address as requested (path and query) and the Referer header,
 * nothing else. Every request the stand-ins see is kept (on `npm start`, every request of the
 * first port; on the test server, every one of the test's session), but the /__stub/ calls.
 */
import { headerValue } from './jsonapi.mjs';
import { createKeptList } from './kept-list.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/** Enough for a page's load and what it does next; older requests are forgotten. */
const KEPT_REQUESTS = 500;

/**
 * @typedef {{ receivedAt: string, method: string, url: string, referer: string }} ReceivedRequest
 * @typedef {{ list(): ReceivedRequest[], clear(): void, add(req: IncomingMessage): void }} RequestLog
 */

/** @returns {RequestLog} */
export function createRequestLog() {
  /** @type {import('./kept-list.mjs').KeptList<ReceivedRequest>} */
  const requests = createKeptList(KEPT_REQUESTS);
  return {
    list: requests.list,
    clear: requests.clear,
    add: (req) =>
      requests.add({
        receivedAt: new Date().toISOString(),
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        referer: headerValue(req, 'referer'),
      }),
  };
}
