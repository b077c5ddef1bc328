// The XSRF header from the page's cookie, through the clients; reading a cookie string is
// tested in Node (xsrf.test.ts).
import { expect } from '@open-wc/testing';
import { resetConfig, setConfig } from '../config';
import { leadsApi, mainApi, contentApi } from './clients';
import { newIdempotencyKey } from './forms/leads';
import { helpLead } from './test-support';
import { resetStandIns } from '../../test/helpers/stand-ins';
import { trustedOrigins, xsrfHook } from './xsrf';

const setCookie = (value: string) => {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
};
const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

/** Runs the hook on a request for `url` and returns the header it set, if any. */
function headerFor(url: string): string | null {
  const request = new Request(url, { method: 'POST' });
  xsrfHook(request);
  return request.headers.get('X-XSRF-TOKEN');
}

describe('XSRF token', () => {
  beforeEach(() => {
    setConfig({});
    clearCookie();
  });
  afterEach(() => {
    clearCookie();
    resetConfig();
  });

  it('sends the cookie as X-XSRF-TOKEN to the page origin', () => {
    setCookie('abc');
    expect(headerFor(`${location.origin}/api/addresses`)).to.equal('abc');
    expect(headerFor(`${location.origin}/leads/v1/leads`)).to.equal('abc');
  });

  it('sends nothing when there is no cookie', () => {
    expect(headerFor(`${location.origin}/api/addresses`)).to.equal(null);
  });

  it('sends it to configured API origins but to no other origin', () => {
    setCookie('abc');
    setConfig({ allowedOrigins: ['https://api.supplier.example', 'https://leads.supplier.example'], apiBaseUrl: 'https://api.supplier.example/v2/', leadsBaseUrl: 'https://leads.supplier.example/' });
    expect(trustedOrigins()).to.deep.equal([location.origin, 'https://api.supplier.example', 'https://leads.supplier.example']);
    expect(headerFor('https://api.supplier.example/v2/addresses')).to.equal('abc');
    expect(headerFor('https://leads.supplier.example/v1/leads')).to.equal('abc');
    expect(headerFor('https://evil.example/v1/leads')).to.equal(null);
    expect(headerFor('https://api.supplier.example.evil.example/')).to.equal(null);
    expect(headerFor('http://api.supplier.example/v2/addresses')).to.equal(null);
  });

  it('is sent by the leads and main API clients on real requests', async () => {
    await resetStandIns();
    setCookie('token-123');
    const seen: Array<string | null> = [];
    const capture = { beforeRequest: [(request: Request) => void seen.push(request.headers.get('X-XSRF-TOKEN'))] };
    const lead = await leadsApi()
      .extend(capture)
      .post('v1/leads', { body: JSON.stringify(helpLead()), headers: { 'Idempotency-Key': newIdempotencyKey() } })
      .json<{ data: { id: string } }>();
    expect(lead.data.id).to.match(/^HS/);
    await mainApi().extend(capture).get('addresses', { searchParams: { postcode: 'SW1A 1AA' } }).json();
    expect(seen).to.deep.equal(['token-123', 'token-123']);
  });

  it('is not added by the content client', async () => {
    setCookie('token-123');
    const seen: Array<string | null> = [];
    const capture = { beforeRequest: [(request: Request) => void seen.push(request.headers.get('X-XSRF-TOKEN'))] };
    await contentApi().extend(capture).get('content/dam/britishgas/beta/json/help/service-outages.json').json();
    expect(seen).to.deep.equal([null]);
  });
});
