import { expect } from '@open-wc/testing';
import { HttpError } from './errors';
import { createHttpClient } from './http';
import { failureOf } from './test-support';
import { resetStandIns } from '../../test/helpers/stand-ins';

const OUTAGES = 'content/dam/britishgas/beta/json/help/service-outages.json';

describe('the HTTP client', () => {
  beforeEach(resetStandIns);

  it('joins a relative prefix and a path, with or without the trailing slash, and sets search params', async () => {
    const urls: string[] = [];
    const hook = { beforeRequest: [(request: Request) => void urls.push(request.url)] };
    await createHttpClient({ prefixUrl: '/aem6', ...hook }).get(OUTAGES).json();
    await createHttpClient({ prefixUrl: '/aem6/', ...hook }).get(OUTAGES, { searchParams: { v: 'a b' } }).json();
    expect(urls).to.deep.equal([`${location.origin}/aem6/${OUTAGES}`, `${location.origin}/aem6/${OUTAGES}?v=a+b`]);
  });

  it('merges headers from the client, an extension and the call', async () => {
    const seen: Headers[] = [];
    const client = createHttpClient({ prefixUrl: '/aem6', headers: { 'X-One': '1', 'X-Two': 'client' } })
      .extend({ headers: { 'X-Two': 'extension' }, beforeRequest: [(request) => void seen.push(request.headers)] });
    await client.get(OUTAGES, { headers: { 'X-Three': '3' } }).text();
    expect([seen[0]!.get('x-one'), seen[0]!.get('x-two'), seen[0]!.get('x-three')]).to.deep.equal(['1', 'extension', '3']);
  });

  it('reads an empty body as an empty string', async () => {
    const response = new Response(null, { status: 204 });
    const original = fetch;
    window.fetch = async () => response;
    try {
      expect(await createHttpClient().get('/anything').json()).to.equal('');
    } finally {
      window.fetch = original;
    }
  });

  it('rejects an error status with its body already read', async () => {
    const error = await failureOf(() => createHttpClient({ prefixUrl: '/aem6', jsonApi: true }).get('content/no-such-file.json').json());
    expect(error).to.be.instanceOf(HttpError);
    expect(error).to.include({ jsonApi: true, message: 'Request failed with status code 404' });
    expect((error as HttpError).response.status).to.equal(404);
    expect((error as HttpError).body).to.be.a('string');
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(() => createHttpClient({ prefixUrl: '/aem6' }).get(OUTAGES, { signal: controller.signal }).json());
    expect(error).to.have.property('name', 'AbortError');
  });
});
