/** Inspection and control of the demo's stand-in services (/__stub/), for browser tests. */
import type { ExampleFault } from '../../src/platform/examples';

export interface StoredLead {
  id: string;
  receivedAt: string;
  headers: { 'content-type': string; 'x-client-id': string };
  body: { data: { type: string; attributes: Record<string, unknown>; relationships?: unknown } };
}

export type StandInService = ExampleFault['service'];

/** A fault as POST /__stub/faults takes it (the same shape the examples use). */
export type Fault = ExampleFault;

/**
 * The /__stub/ inspection and control calls through a fetch: the page's own here, Node's in
 * node-stand-ins.ts.
 */
export function standInControl(fetchFrom: (path: string, init: RequestInit) => Promise<Response>) {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetchFrom(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  }
  return {
    getLeads: async (): Promise<StoredLead[]> => (await send('GET', '/__stub/leads')).json() as Promise<StoredLead[]>,
    pendingFaults: async (): Promise<Fault[]> => (await send('GET', '/__stub/faults')).json() as Promise<Fault[]>,
    injectFault: async (fault: Fault): Promise<void> => void (await send('POST', '/__stub/faults', fault)),
    setFlags: async (flags: { meterReadWeek?: boolean; outage?: { title: string; message: string } | null }): Promise<void> =>
      void (await send('POST', '/__stub/flags', flags)),
    clearFaults: async (): Promise<void> => void (await send('DELETE', '/__stub/faults')),
    getAccountCalls: async (): Promise<AccountCall[]> => (await send('GET', '/__stub/accounts')).json() as Promise<AccountCall[]>,
    /** Every request the server received (not the /__stub/ calls), with its Referer. */
    getRequests: async (): Promise<ReceivedRequest[]> => (await send('GET', '/__stub/requests')).json() as Promise<ReceivedRequest[]>,
    clearRequests: async (): Promise<void> => void (await send('DELETE', '/__stub/requests')),
    /** Empties stored leads and the account calls, clears pending faults and restores the default flags. */
    resetStandIns: async (): Promise<void> => {
      await Promise.all([
        send('DELETE', '/__stub/leads'),
        send('DELETE', '/__stub/faults'),
        send('DELETE', '/__stub/flags'),
        send('DELETE', '/__stub/accounts'),
      ]);
    },
  };
}

export const { getLeads, pendingFaults, injectFault, setFlags, clearFaults, getAccountCalls, getRequests, clearRequests, resetStandIns } = standInControl((path, init) =>
  fetch(path, init),
);

/** A call the accounts stand-in received, with the headers the real services check. */
export interface AccountCall {
  receivedAt: string;
  method: string;
  path: string;
  headers: { authorization: string; 'x-client-id': string };
}

/** A request the server received: its address as requested (path and query) and its Referer. */
export interface ReceivedRequest {
  receivedAt: string;
  method: string;
  url: string;
  referer: string;
}
