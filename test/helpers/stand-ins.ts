/** Inspection and control of the demo's stand-in services (CONTRACT §4), for browser tests. */
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

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

export async function getLeads(): Promise<StoredLead[]> {
  return (await send('GET', '/__stub/leads')).json() as Promise<StoredLead[]>;
}

export async function pendingFaults(): Promise<Fault[]> {
  return (await send('GET', '/__stub/faults')).json() as Promise<Fault[]>;
}

export async function injectFault(fault: Fault): Promise<void> {
  await send('POST', '/__stub/faults', fault);
}

export async function setFlags(flags: { meterReadWeek?: boolean; outage?: { title: string; message: string } | null }): Promise<void> {
  await send('POST', '/__stub/flags', flags);
}

export async function clearFaults(): Promise<void> {
  await send('DELETE', '/__stub/faults');
}

/** A call the accounts stand-in received, with the headers the real services check. */
export interface AccountCall {
  receivedAt: string;
  method: string;
  path: string;
  headers: { authorization: string; 'x-client-id': string };
}

export async function getAccountCalls(): Promise<AccountCall[]> {
  return (await send('GET', '/__stub/accounts')).json() as Promise<AccountCall[]>;
}

/** Empties stored leads and the account calls, clears pending faults and restores the default flags. */
export async function resetStandIns(): Promise<void> {
  await Promise.all([
    send('DELETE', '/__stub/leads'),
    send('DELETE', '/__stub/faults'),
    send('DELETE', '/__stub/flags'),
    send('DELETE', '/__stub/accounts'),
  ]);
}
