/**
 * The demo's stand-in services in this Node process, for the logic tier's tests
 * of them (test/standins/*.test.ts): `createStandIns` from standins/index.mjs mounted on
 * `http.createServer`, on a free port of 127.0.0.1. The same inspection and control as the
 * browser helpers (stand-ins.ts, session.ts), through Node's own fetch.
 *
 *   import { after } from 'node:test';
 *   import { fetch, resetStandIns, stopStandIns } from '../helpers/node-stand-ins';
 *   after(stopStandIns);
 *   await fetch('/leads/v1/leads', { method: 'POST', … });   // a path, as a page's fetch takes it
 *
 * The server starts on the first call and stops with `stopStandIns` (the next call starts a
 * new one, with a new state). Node's fetch sends no Origin header, so the services answer as
 * they answer their own origin (no CORS headers) and /__stub/ takes the calls (cors.mjs,
 * crossOriginRefusal). What only a browser does (cookies, CORS enforcement, a page's DOM) is
 * tested in the *.browser.test.ts files.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInControl } from './stand-ins';
import type { DemoCustomer, DemoTokens } from './session';

export type { AccountCall, Fault, ReceivedRequest, StoredLead } from './stand-ins';

/** What this helper uses of standins/index.mjs (plain JavaScript, so typed here). */
interface StandIns {
  handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<boolean>;
  close(): void;
}

interface Running {
  server: Server;
  standIns: StandIns;
  origin: string;
}

let running: Promise<Running> | undefined;

async function start(): Promise<Running> {
  // Imported by URL: the stand-ins are JavaScript without declarations (tsconfig.node.json checks them).
  const module = (await import(new URL('../../standins/index.mjs', import.meta.url).href)) as {
    createStandIns(options: { storage: 'memory'; corsOrigins: readonly string[] }): StandIns;
  };
  const standIns = module.createStandIns({ storage: 'memory', corsOrigins: [] });
  const server = createServer((req, res) => {
    standIns.handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not a stand-in path.');
      },
      (error: unknown) => {
        if (!res.headersSent) res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, standIns, origin: `http://127.0.0.1:${port}` };
}

function whenRunning(): Promise<Running> {
  running ??= start();
  return running;
}

/** Starts the stand-ins if they are not running; resolves to their origin (http://127.0.0.1:port), a page's `location.origin` here. */
export async function startStandIns(): Promise<string> {
  return (await whenRunning()).origin;
}

/** Stops the server and closes the stand-ins' state (for `after`). */
export async function stopStandIns(): Promise<void> {
  const stopping = running;
  running = undefined;
  if (!stopping) return;
  const { server, standIns } = await stopping;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  standIns.close();
}

/**
 * Node's fetch to the stand-ins: a path ('/leads/v1/leads') is taken against their origin, as a
 * page's fetch takes it against the page; an absolute URL goes as it is.
 */
export async function fetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const origin = await startStandIns();
  return globalThis.fetch(new URL(input, `${origin}/`), init);
}

export const { getLeads, pendingFaults, injectFault, setFlags, clearFaults, getAccountCalls, getRequests, clearRequests, resetStandIns } = standInControl((path, init) =>
  fetch(path, init),
);

const hex24 = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Fresh tokens of a demo customer, as session.ts's signIn makes them, for the Authorization
 * header: Node keeps no cookies, so nothing is set.
 */
export function signIn(customer: DemoCustomer = 'live'): DemoTokens {
  return { identityToken: `demo-identity.${customer}.${hex24()}`, accessToken: `demo-access.${customer}.${hex24()}` };
}
