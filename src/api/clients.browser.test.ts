import { expect } from '@open-wc/testing';
import { setConfig } from '../config';
import { createAddress, findAddresses } from './address/addresses';
import { apiClients, leadsApi, mainApi, setHttpTimeout } from './clients';
import { ApiError, ClientError, mapErrors } from './errors';
import type { JsonApiDocument, Resource } from './jsonapi';
import { failureOf } from './test-support';
import { clearFaults, injectFault, pendingFaults, resetStandIns } from '../../test/helpers/stand-ins';

/** The calls each pending fault has answered. */
const faultHits = async (): Promise<(number | undefined)[]> => (await pendingFaults()).map((fault) => fault.hits);

describe('api clients', () => {
  beforeEach(async () => {
    setConfig({});
    setHttpTimeout(false);
    await resetStandIns();
  });
  afterEach(() => setHttpTimeout(false));

  it('are built lazily from the configuration and rebuilt when it changes', () => {
    const first = apiClients();
    expect(apiClients()).to.equal(first);
    setConfig({ clientId: 'other-page' });
    expect(apiClients()).not.to.equal(first);
    const second = apiClients();
    setHttpTimeout(5000);
    expect(apiClients()).not.to.equal(second);
  });

  it('send JSON:API headers and the client id from the main API client', async () => {
    setConfig({ clientId: 'cms-page-9' });
    const seen: Headers[] = [];
    await mainApi()
      .extend({ beforeRequest: [(request: Request) => void seen.push(request.headers)] })
      .get('addresses', { searchParams: { postcode: 'SW1A1AA' } })
      .json();
    expect(seen[0]!.get('accept')).to.equal('application/vnd.api+json');
    expect(seen[0]!.get('content-type')).to.equal('application/vnd.api+json');
    expect(seen[0]!.get('x-client-id')).to.equal('cms-page-9');
  });

  it('deserialise main API responses to camelCase', async () => {
    const document = await mainApi()
      .get('addresses', { searchParams: { postcode: 'SW1A 1AA' } })
      .json<JsonApiDocument<Resource<Record<string, unknown>>[]>>();
    const [first] = document.data;
    expect(first!.type).to.equal('addresses');
    expect(first!.attributes).to.include.keys('addressLine1', 'flatNumber', 'houseName', 'pesRegion', 'postalTown', 'isManual', 'bgServiceArea');
    expect(first!.attributes).not.to.include.keys('address-line1');
  });

  it('send a GET once: retrying is left to the query layer', async () => {
    await injectFault({ service: 'addresses', status: 500, until: 'cleared' });
    const error = await failureOf(() =>
      mapErrors(() => mainApi().get('addresses', { searchParams: { postcode: 'SW1A1AA' } }).json()),
    );
    expect(error).to.be.instanceOf(ApiError);
    expect(await faultHits()).to.deep.equal([1]);
  });

  it('never retry a POST on the main API or the leads service', async () => {
    await injectFault({ service: 'addresses', status: 503, until: 'cleared' });
    await injectFault({ service: 'leads', status: 503, until: 'cleared' });
    const address = await failureOf(() => mapErrors(() => mainApi().post('addresses', { body: '{}' }).json()));
    const lead = await failureOf(() => mapErrors(() => leadsApi().post('v1/leads', { body: '{}' }).json()));
    expect(address).to.be.instanceOf(ApiError);
    expect(lead).to.be.instanceOf(ApiError);
    expect(await faultHits()).to.deep.equal([1, 1]);
  });
});

describe('addresses', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });

  it('finds the addresses at a postcode, camelCase', async () => {
    const addresses = await findAddresses('SW1A 1AA');
    expect(addresses.length).to.be.greaterThan(0);
    expect(addresses[0]).to.include({ id: '100023336911', postcode: 'SW1A 1AA', houseNumber: '12', isManual: false });
    expect(addresses[0]!.mpans).to.deep.equal(['1258231856423']);
  });

  it('gives an empty list for a postcode with no addresses', async () => {
    expect(await findAddresses('ZE1 0AA')).to.deep.equal([]);
  });

  it('never retries the look-up', async () => {
    await injectFault({ service: 'addresses', status: 500, until: 'cleared' });
    const error = await failureOf(() => findAddresses('SW1A 1AA'));
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ code: '500 Internal Server Error', title: "Your information hasn't gone through" });
    // One call, not retried; the service back, the next look-up finds the addresses.
    expect(await faultHits()).to.deep.equal([1]);
    await clearFaults();
    expect(await findAddresses('SW1A 1AA')).to.have.length.greaterThan(0);
  });

  it('reports a rejected postcode with its JSON:API details', async () => {
    const error = (await failureOf(() => findAddresses('not a postcode'))) as ApiError;
    expect(error.code).to.equal('400 Bad Request');
    expect(error.details[0]!.description).to.contain('is not a UK postcode');
  });

  it('creates a manual address from camelCase attributes and returns its id', async () => {
    const address = await createAddress({ postcode: 'sw1a2aa', houseNumber: '10', addressLine1: 'Downing Street', postalTown: 'London' });
    expect(address.id).to.match(/^M\d{9}$/);
    expect(address).to.include({ postcode: 'SW1A 2AA', houseNumber: '10', addressLine1: 'Downing Street', isManual: true });
    expect(address.address).to.equal('10 Downing Street, London, SW1A 2AA');
  });

  it('fails with a malformed body', async () => {
    await injectFault({ service: 'addresses', malformed: true });
    expect(await failureOf(() => findAddresses('SW1A 1AA'))).to.be.instanceOf(ClientError).and.include({ kind: 'malformed' });
  });
});
