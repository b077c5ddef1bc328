/**
 * Test support for the api tests: typed access to mocha's globals, and the stand-in services'
 * inspection and control endpoints (CONTRACT §4) on the test server's origin.
 */
type MochaBody = (this: unknown) => void | Promise<unknown>;

interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, body: MochaBody): void;
  before(body: MochaBody): void;
  beforeEach(body: MochaBody): void;
  afterEach(body: MochaBody): void;
}

const mocha = (): MochaGlobals => globalThis as unknown as MochaGlobals;

export const describe = (title: string, body: () => void): void => mocha().describe(title, body);
export const it = (title: string, body: MochaBody): void => mocha().it(title, body);
export const before = (body: MochaBody): void => mocha().before(body);
export const beforeEach = (body: MochaBody): void => mocha().beforeEach(body);
export const afterEach = (body: MochaBody): void => mocha().afterEach(body);

export interface StoredLead {
  id: string;
  receivedAt: string;
  headers: { 'content-type': string; 'x-client-id': string };
  body: unknown;
}

export interface Fault {
  service: 'leads' | 'addresses' | 'content' | 'accounts';
  status?: number;
  delayMs?: number;
  times?: number;
  malformed?: boolean;
  network?: boolean;
}

async function stub(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`/__stub/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} /__stub/${path} answered ${response.status}: the stand-in services are not mounted`);
  return response;
}

/** Empties the stored leads and clears faults and flags. */
export async function resetStandIns(): Promise<void> {
  await Promise.all([stub('DELETE', 'leads'), stub('DELETE', 'faults'), stub('DELETE', 'flags')]);
}

export const storedLeads = async (): Promise<StoredLead[]> => (await stub('GET', 'leads')).json() as Promise<StoredLead[]>;
export const pendingFaults = async (): Promise<Fault[]> => (await stub('GET', 'faults')).json() as Promise<Fault[]>;
export const addFault = async (fault: Fault): Promise<void> => void (await stub('POST', 'faults', fault));
export const setFlags = async (flags: { meterReadWeek?: boolean; outage?: { title: string; message: string } | null }): Promise<void> =>
  void (await stub('POST', 'flags', flags));

/** Runs `call` expecting it to fail, and returns what it threw. */
export async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** A help-query lead in its wire shape, as `leads/` builds it. */
export function helpLead(query = 'My meter shows the wrong reading.') {
  return {
    data: {
      type: 'leads' as const,
      attributes: {
        title: 'NA',
        topic: 'help-&-support',
        'query-type': 'Meters',
        'query-subtype': 'Make a complaint-Monthly or quarterly',
        query,
        'first-name': 'Ada',
        surname: 'Lovelace',
        'vulnerability-consent': false,
        email: 'ada@example.com',
        'contact-number': { number: '07700900123', type: 'mobile' },
        'additional-information': { caseType: 'Meter read issues', accountPrefix: null, textphoneNumber: null },
      },
      relationships: { address: { data: { type: 'addresses', id: 'ADDR-1' } } },
    },
  };
}
