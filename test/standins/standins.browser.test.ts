/**
 * The demo's stand-in services, as the browser sees them: they are mounted on the test
 * server's origin (web-test-runner.config.mjs), the same way `npm start` serves them.
 * Only what takes a browser is here (its cookies, its reuse of a kept-alive connection);
 * standins.test.ts tests the rest from Node.
 */
import { expect } from '@open-wc/testing';

const JSONAPI = 'application/vnd.api+json';
const LEADS = '/leads/v1/leads';
const CLIENT_ID = 'help-and-support-web';

interface StoredLead {
  id: string;
  receivedAt: string;
  headers: { 'content-type': string; 'x-client-id': string };
  body: unknown;
}

function meterReadLead(overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'Ms',
        topic: 'PriceCapMeterRead',
        'first-name': 'Priya',
        surname: 'Shah',
        email: null,
        'query-type': null,
        'query-subtype': null,
        query: null,
        'marketing-preferences': [],
        'additional-information': {
          Telephone: '07700900123',
          Fuel: 'Gas and Electricity',
          Company: 'Price-cap',
          ReadingDate: '2025-03-30',
          GasMPRN: '',
          ElecMPAN: '',
          GasAccountNumber: '850012345678',
          GasReading: '01234',
          ElecAccountNumber: '850012345679',
          IsEconomy7: 'No',
          ElecReading: '54321',
          ...info,
        },
        ...overrides,
      },
    },
  };
}

function postLead(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(LEADS, {
    method: 'POST',
    headers: { 'Content-Type': JSONAPI, 'X-Client-Id': CLIENT_ID, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function control(path: string, method = 'GET', body?: unknown): Promise<Response> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return fetch(`/__stub/${path}`, init);
}

async function storedLeads(): Promise<StoredLead[]> {
  return (await (await control('leads')).json()) as StoredLead[];
}

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await control('faults', 'POST', fault);
  expect(response.status).to.equal(201);
}

describe('stand-in services', () => {
  beforeEach(async () => {
    await control('leads', 'DELETE');
    await control('faults', 'DELETE');
    await control('flags', 'DELETE');
  });

  describe('faults', () => {
    it('drops a lead once, and the browser does not send it again by itself', async () => {
      // The calls before this one leave a keep-alive connection open for the lead to reuse.
      await addFault({ service: 'leads', network: true });
      let failure: unknown = null;
      try {
        await postLead(meterReadLead());
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(TypeError);
      expect(await storedLeads()).to.have.length(0);
      expect(await (await control('faults')).json()).to.deep.equal([]);
      expect((await postLead(meterReadLead())).status).to.equal(201);
      expect(await storedLeads()).to.have.length(1);
    });
  });

  describe('accounts and demo sign-in', () => {
    afterEach(async () => {
      await fetch('/identity/logout', { redirect: 'manual' });
    });

    function cookie(name: string): string | null {
      const found = document.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`));
      return found ? found.slice(name.length + 1) : null;
    }

    function authorise(query: string): Promise<Response> {
      return fetch(`/api/auth/authorize?response_type=token&client_id=${CLIENT_ID}&redirect_uri=%2Fcallback&${query}`);
    }

    it('signs in with two cookies, returns to state, and serves the customer behind the tokens', async () => {
      const signedIn = await authorise(`state=${encodeURIComponent('/__stub/flags?from=sign-in')}&login_hint=live`);
      expect(new URL(signedIn.url).pathname + new URL(signedIn.url).search).to.equal('/__stub/flags?from=sign-in');
      const identity = cookie('identity_token');
      const access = cookie('access_token');
      expect(identity).to.be.a('string').and.not.equal('');
      expect(access).to.be.a('string').and.not.equal('');

      const count = await fetch('/api/proxy/Customer/Accounts/AccountStatusCount', {
        headers: { Authorization: `Bearer ${identity}` },
      });
      expect(await count.json()).to.deep.equal({ liveCount: 1, lostCount: 0, preLiveCount: 0 });

      const accounts = (await (await fetch('/api/v1/accounts', { headers: { Authorization: `Bearer ${identity}` } })).json()) as {
        person: { firstName: string; lastName: string };
        email: string;
        mobile: string;
      }[];
      expect(accounts[0]?.person.firstName).to.be.a('string');
      expect(accounts[0]?.mobile).to.match(/^07/);

      const customers = await fetch('/api/v1/customers', {
        headers: { Authorization: `Bearer ${access}`, 'X-Client-Id': CLIENT_ID },
      });
      const { data } = (await customers.json()) as { data: { attributes: Record<string, unknown> }[] };
      expect(data[0]?.attributes).to.have.all.keys('first-name', 'surname', 'email');

      const wrongToken = await fetch('/api/v1/customers', {
        headers: { Authorization: `Bearer ${identity}`, 'X-Client-Id': CLIENT_ID },
      });
      expect(wrongToken.status).to.equal(401);
    });

    it('sends a customer without a live account to the customers service', async () => {
      await authorise('state=%2F__stub%2Fflags&login_hint=new');
      const count = await fetch('/api/proxy/Customer/Accounts/AccountStatusCount', {
        headers: { Authorization: `Bearer ${cookie('identity_token')}` },
      });
      expect(((await count.json()) as { liveCount: number }).liveCount).to.equal(0);
    });

    it('signs out by clearing both cookies', async () => {
      await authorise('state=%2F__stub%2Fflags&login_hint=live');
      expect(cookie('identity_token')).not.to.equal(null);
      await fetch('/identity/logout', { redirect: 'manual' });
      expect(cookie('identity_token')).to.equal(null);
      expect(cookie('access_token')).to.equal(null);
    });
  });
});
