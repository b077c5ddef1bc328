/**
 * The demo's stand-in services, called from Node: they run in this process on a port of
 * 127.0.0.1 (test/helpers/node-stand-ins.ts), the same code `npm start` and the test server
 * mount. What needs a browser (its cookies, its reuse of a connection) is in
 * standins.browser.test.ts.
 */
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
// fetch: Node's, with paths taken against the stand-ins' origin, as a page's fetch takes them.
import { fetch, startStandIns, stopStandIns } from '../helpers/node-stand-ins';

const JSONAPI = 'application/vnd.api+json';
const LEADS = '/leads/v1/leads';
const METER_READ_CONFIG = '/aem6/content/dam/britishgas/beta/json/help/meter-read.json';
const OUTAGES = '/aem6/content/dam/britishgas/beta/json/help/service-outages.json';
const CLIENT_ID = 'help-and-support-web';

interface JsonApiErrorObject {
  status: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string; header?: string };
}

interface StoredLead {
  id: string;
  receivedAt: string;
  headers: { 'content-type': string; 'x-client-id': string };
  body: unknown;
}

interface LeadResponse {
  data: { type: string; id: string; attributes: Record<string, unknown>; relationships?: unknown };
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

function helpLead() {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'NA',
        topic: 'help-&-support',
        'query-type': 'Enquiry',
        'query-subtype': 'Enquiry-Credit Energy',
        query: 'When will my new tariff start?',
        'first-name': 'Tom',
        surname: 'Evans',
        email: 'tom.evans@example.co.uk',
        'vulnerability-consent': false,
        'contact-number': { number: '07700900456', type: 'mobile' },
      },
      relationships: { address: { data: { type: 'addresses', id: '100023336911' } } },
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

async function errorsOf(response: Response): Promise<JsonApiErrorObject[]> {
  const body = (await response.json()) as { errors: JsonApiErrorObject[] };
  return body.errors;
}

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await control('faults', 'POST', fault);
  expect(response.status).to.equal(201);
}

describe('stand-in services', () => {
  after(stopStandIns);

  beforeEach(async () => {
    await control('leads', 'DELETE');
    await control('faults', 'DELETE');
    await control('flags', 'DELETE');
  });

  describe('leads', () => {
    it('accepts a meter-read lead with a case reference and records it with its headers', async () => {
      const lead = meterReadLead();
      const response = await postLead(lead);

      expect(response.status).to.equal(201);
      expect(response.headers.get('content-type')).to.equal(JSONAPI);
      const body = (await response.json()) as LeadResponse;
      expect(body.data.type).to.equal('leads');
      expect(body.data.id).to.match(/^HS\d{8}$/);
      expect(body.data.attributes).to.deep.equal(lead.data.attributes);

      const leads = await storedLeads();
      expect(leads).to.have.length(1);
      const [stored] = leads;
      expect(stored?.id).to.equal(body.data.id);
      expect(stored?.headers).to.deep.equal({ 'content-type': JSONAPI, 'x-client-id': CLIENT_ID });
      expect(stored?.body).to.deep.equal(lead);
      expect(Math.abs(Date.parse(stored?.receivedAt ?? '') - Date.now())).to.be.below(60_000);
    });

    it('accepts a help lead with an address relationship and echoes it', async () => {
      const response = await postLead(helpLead());
      expect(response.status).to.equal(201);
      const body = (await response.json()) as LeadResponse;
      expect(body.data.relationships).to.deep.equal(helpLead().data.relationships);
    });

    it('gives each lead its own reference and lists leads oldest first', async () => {
      const first = (await (await postLead(meterReadLead({ 'first-name': 'First' }))).json()) as LeadResponse;
      const second = (await (await postLead(helpLead())).json()) as LeadResponse;
      expect(first.data.id).not.to.equal(second.data.id);
      expect((await storedLeads()).map((lead) => lead.id)).to.deep.equal([first.data.id, second.data.id]);
    });

    it('answers 415 to a body that is not application/vnd.api+json, and stores nothing', async () => {
      const response = await postLead(meterReadLead(), { 'Content-Type': 'application/json' });
      expect(response.status).to.equal(415);
      expect(response.headers.get('content-type')).to.equal(JSONAPI);
      const [error] = await errorsOf(response);
      expect(error?.status).to.equal('415');
      expect(error?.title).to.equal('Unsupported Media Type');
      expect(await storedLeads()).to.have.length(0);
    });

    it('answers 415 when the JSON:API media type carries a parameter such as charset', async () => {
      const response = await postLead(meterReadLead(), { 'Content-Type': `${JSONAPI}; charset=utf-8` });
      expect(response.status).to.equal(415);
    });

    it('answers 401 without an X-Client-Id header', async () => {
      const response = await fetch(LEADS, {
        method: 'POST',
        headers: { 'Content-Type': JSONAPI },
        body: JSON.stringify(meterReadLead()),
      });
      expect(response.status).to.equal(401);
      const [error] = await errorsOf(response);
      expect(error?.status).to.equal('401');
      expect(await storedLeads()).to.have.length(0);
    });

    it('answers 400 to a body that is not JSON', async () => {
      const response = await postLead('{"data": {');
      expect(response.status).to.equal(400);
      const [error] = await errorsOf(response);
      expect(error?.detail).to.contain('not valid JSON');
    });

    it('answers 400 to a document without primary data, pointing at /data', async () => {
      const response = await postLead({ lead: {} });
      expect(response.status).to.equal(400);
      const [error] = await errorsOf(response);
      expect(error?.source?.pointer).to.equal('/data');
    });

    it('answers 409 when the resource type is not leads', async () => {
      const response = await postLead({ data: { type: 'addresses', attributes: {} } });
      expect(response.status).to.equal(409);
      const [error] = await errorsOf(response);
      expect(error?.source?.pointer).to.equal('/data/type');
    });

    it('answers 422 with a pointer for each missing attribute', async () => {
      const lead = meterReadLead({ 'first-name': undefined, surname: '' });
      const response = await postLead(lead);
      expect(response.status).to.equal(422);
      const errors = await errorsOf(response);
      expect(errors.map((error) => error.source?.pointer)).to.deep.equal([
        '/data/attributes/first-name',
        '/data/attributes/surname',
      ]);
      expect(errors.every((error) => error.status === '422' && error.title === 'Unprocessable Entity')).to.equal(true);
      expect(await storedLeads()).to.have.length(0);
    });

    it("checks a meter-read lead's additional information", async () => {
      const lead = meterReadLead({}, { Company: 'Other', Fuel: 'Dual', ReadingDate: '2025-02-30', Telephone: undefined });
      const response = await postLead(lead);
      expect(response.status).to.equal(422);
      const pointers = (await errorsOf(response)).map((error) => error.source?.pointer);
      expect(pointers).to.have.members([
        '/data/attributes/additional-information/Company',
        '/data/attributes/additional-information/Fuel',
        '/data/attributes/additional-information/ReadingDate',
        '/data/attributes/additional-information/Telephone',
      ]);
    });

    it('asks a help lead for its query type, subtype and query, and knows the topics', async () => {
      const lead = helpLead();
      const attributes: Record<string, unknown> = { ...lead.data.attributes };
      delete attributes['query-subtype'];
      attributes.query = '';
      const missing = await postLead({ data: { ...lead.data, attributes } });
      expect(missing.status).to.equal(422);
      expect((await errorsOf(missing)).map((error) => error.source?.pointer)).to.deep.equal([
        '/data/attributes/query-subtype',
        '/data/attributes/query',
      ]);

      const unknownTopic = await postLead({ data: { ...lead.data, attributes: { ...lead.data.attributes, topic: 'help-and-support' } } });
      expect(unknownTopic.status).to.equal(422);
      expect((await errorsOf(unknownTopic))[0]?.source?.pointer).to.equal('/data/attributes/topic');
    });

    it('answers the same request repeated with its Idempotency-Key with the first lead, and stores one', async () => {
      const key = 'b7c2f1e0-0000-4000-8000-000000000001';
      const first = await postLead(meterReadLead(), { 'Idempotency-Key': key });
      const again = await postLead(meterReadLead(), { 'Idempotency-Key': key });

      expect(first.status).to.equal(201);
      expect(again.status).to.equal(201);
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      const firstBody = (await first.json()) as LeadResponse;
      const againBody = (await again.json()) as LeadResponse;
      expect(againBody.data.id).to.equal(firstBody.data.id);
      expect(await storedLeads()).to.have.length(1);

      const other = await postLead(meterReadLead(), { 'Idempotency-Key': `${key}-other` });
      expect(((await other.json()) as LeadResponse).data.id).not.to.equal(firstBody.data.id);
      expect(await storedLeads()).to.have.length(2);
    });

    it('refuses a known Idempotency-Key with another body or from another client (422), storing nothing', async () => {
      const key = 'b7c2f1e0-0000-4000-8000-000000000002';
      expect((await postLead(meterReadLead(), { 'Idempotency-Key': key })).status).to.equal(201);

      const changed = await postLead(meterReadLead({ 'first-name': 'Changed' }), { 'Idempotency-Key': key });
      expect(changed.status).to.equal(422);
      expect((await errorsOf(changed))[0]?.source?.header).to.equal('Idempotency-Key');

      const otherClient = await postLead(meterReadLead(), { 'Idempotency-Key': key, 'X-Client-Id': 'another-client' });
      expect(otherClient.status).to.equal(422);

      const stored = await storedLeads();
      expect(stored).to.have.length(1);
      expect((stored[0]!.body as { data: { attributes: Record<string, unknown> } }).data.attributes['first-name']).to.equal('Priya');
    });

    it('refuses a body nested more than 32 levels deep with 400 at the first value too deep, storing nothing', async () => {
      // 4 110 levels: before the limit such a lead was stored and broke the list of leads.
      const extraDepth = 4110;
      const deep = `${'{"a":'.repeat(extraDepth)}"x"${'}'.repeat(extraDepth)}`;
      const text = JSON.stringify(helpLead()).replace('"query":"', `"extra":${deep},"query":"`);
      const response = await postLead(text);

      expect(response.status).to.equal(400);
      expect(response.headers.get('content-type')).to.equal(JSONAPI);
      const [error] = await errorsOf(response);
      expect(error?.detail).to.contain('32 levels');
      // document 1, data 2, attributes 3, extra 4, then one level per "a": level 33 is extra + 29 × a.
      expect(error?.source?.pointer).to.equal(`/data/attributes/extra${'/a'.repeat(29)}`);

      const list = await control('leads');
      expect(list.status).to.equal(200);
      expect(await list.json()).to.deep.equal([]);
      expect((await postLead(helpLead())).status).to.equal(201);
      expect((await control('leads')).status).to.equal(200);
    });

    it('accepts a body exactly 32 levels deep', async () => {
      // extra is level 4, so 28 more levels of "a" reach 32.
      const deep = `${'{"a":'.repeat(29)}"x"${'}'.repeat(29)}`;
      const text = JSON.stringify(helpLead()).replace('"query":"', `"extra":${deep},"query":"`);
      const response = await postLead(text);
      expect(response.status).to.equal(201);
      const [stored] = await storedLeads();
      expect(JSON.stringify(stored?.body)).to.contain('"x"');
    });

    it('refuses over-long attributes with 422 and a pointer for each, storing nothing', async () => {
      const lead = meterReadLead(
        { 'first-name': 'A'.repeat(201), surname: 'S'.repeat(200), email: `${'e'.repeat(250)}@example.co.uk`, notes: 'n'.repeat(30001) },
        { Telephone: '0'.repeat(21), GasReading: '1'.repeat(201) },
      );
      const response = await postLead(lead);
      expect(response.status).to.equal(422);
      const errors = await errorsOf(response);
      expect(errors.map((error) => error.source?.pointer)).to.have.members([
        '/data/attributes/first-name',
        '/data/attributes/email',
        '/data/attributes/additional-information/Telephone',
        '/data/attributes/additional-information/GasReading',
        '/data/attributes/notes',
      ]);
      expect(errors.find((error) => error.source?.pointer === '/data/attributes/first-name')?.detail).to.contain('at most 200 characters');
      expect(await storedLeads()).to.have.length(0);

      const query = await postLead({
        data: { ...helpLead().data, attributes: { ...helpLead().data.attributes, query: 'q'.repeat(30001), 'query-type': 't'.repeat(201) } },
      });
      expect(query.status).to.equal(422);
      expect((await errorsOf(query)).map((error) => error.source?.pointer)).to.deep.equal([
        '/data/attributes/query-type',
        '/data/attributes/query',
      ]);
      expect(await storedLeads()).to.have.length(0);
    });

    it('accepts attributes at their limits', async () => {
      const atLimits = await postLead({
        data: {
          ...helpLead().data,
          attributes: { ...helpLead().data.attributes, 'first-name': 'A'.repeat(200), query: 'q'.repeat(30000), email: `${'e'.repeat(240)}@example.co.uk` },
        },
      });
      expect(atLimits.status).to.equal(201);
      expect(await storedLeads()).to.have.length(1);
    });

    it('empties the store on DELETE /__stub/leads', async () => {
      await postLead(meterReadLead());
      const response = await control('leads', 'DELETE');
      expect(response.status).to.equal(204);
      expect(await storedLeads()).to.deep.equal([]);
    });
  });

  describe('faults', () => {
    it('fails the next lead with 500 once, then accepts', async () => {
      await addFault({ service: 'leads', status: 500 });
      const failed = await postLead(meterReadLead());
      expect(failed.status).to.equal(500);
      expect(failed.headers.get('content-type')).to.equal(JSONAPI);
      const [error] = await errorsOf(failed);
      expect(error?.status).to.equal('500');
      expect(error?.title).to.equal('Internal Server Error');
      expect(await storedLeads()).to.have.length(0);

      const accepted = await postLead(meterReadLead());
      expect(accepted.status).to.equal(201);
      expect(await storedLeads()).to.have.length(1);
      expect(await (await control('faults')).json()).to.deep.equal([]);
    });

    it('fails as many calls as times asks', async () => {
      await addFault({ service: 'leads', status: 503, times: 2 });
      expect((await postLead(meterReadLead())).status).to.equal(503);
      const pending = (await (await control('faults')).json()) as { times: number }[];
      expect(pending.map((fault) => fault.times)).to.deep.equal([1]);
      expect((await postLead(meterReadLead())).status).to.equal(503);
      expect((await postLead(meterReadLead())).status).to.equal(201);
    });

    it("holds a fault until the faults are cleared, counting the calls it answered, with until: 'cleared'", async () => {
      await addFault({ service: 'leads', status: 503, until: 'cleared' });
      for (let call = 0; call < 3; call += 1) expect((await postLead(meterReadLead())).status).to.equal(503);
      const pending = (await (await control('faults')).json()) as { until: string; hits: number }[];
      expect(pending.map(({ until, hits }) => ({ until, hits }))).to.deep.equal([{ until: 'cleared', hits: 3 }]);
      await control('faults', 'DELETE');
      expect((await postLead(meterReadLead())).status).to.equal(201);
    });

    it('refuses times beside until, and an until other than cleared', async () => {
      for (const fault of [{ service: 'leads', until: 'cleared', times: 2 }, { service: 'leads', until: 'later' }]) {
        const response = await control('faults', 'POST', fault);
        expect(response.status).to.equal(400);
      }
      expect(await (await control('faults')).json()).to.deep.equal([]);
    });

    it('fails only the calls under its path when given one', async () => {
      await addFault({ service: 'content', status: 500, until: 'cleared', path: '/aem6/content/britishgas/help/meters/' });
      expect((await fetch('/aem6/content/britishgas/help/meters/faulty-meter.html')).status).to.equal(500);
      expect((await fetch('/aem6/content/britishgas/help/bills-and-payments/pay-your-bill.html')).status).to.not.equal(500);
      expect((await fetch('/aem6/content/dam/britishgas/beta/json/help/categories/categories.json')).status).to.equal(200);
    });

    it('delays a call without failing it when only delayMs is given', async () => {
      await addFault({ service: 'leads', delayMs: 400 });
      const started = performance.now();
      const response = await postLead(meterReadLead());
      expect(performance.now() - started).to.be.at.least(350);
      expect(response.status).to.equal(201);
    });

    it('delays, then fails, when both are given', async () => {
      await addFault({ service: 'leads', status: 502, delayMs: 300 });
      const started = performance.now();
      const response = await postLead(meterReadLead());
      expect(performance.now() - started).to.be.at.least(250);
      expect(response.status).to.equal(502);
    });

    it('answers 200 with a broken JSON body when malformed', async () => {
      await addFault({ service: 'leads', malformed: true });
      const response = await postLead(meterReadLead());
      expect(response.status).to.equal(200);
      let parsed = true;
      try {
        await response.json();
      } catch {
        parsed = false;
      }
      expect(parsed).to.equal(false);
      expect(await storedLeads()).to.have.length(0);
    });

    it('drops the connection when network is set', async () => {
      await addFault({ service: 'addresses', network: true });
      let failure: unknown = null;
      try {
        await fetch('/api/addresses?postcode=SW1A1AA');
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(TypeError);
      expect((await fetch('/api/addresses?postcode=SW1A1AA')).status).to.equal(200);
    });

    it("with stage 'after-store', stores the lead and then fails the answer; the same request again gets that lead", async () => {
      const key = 'b7c2f1e0-0000-4000-8000-000000000003';
      await addFault({ service: 'leads', status: 500, stage: 'after-store' });
      const lost = await postLead(meterReadLead(), { 'Idempotency-Key': key });
      expect(lost.status).to.equal(500);
      const stored = await storedLeads();
      expect(stored).to.have.length(1);

      const again = await postLead(meterReadLead(), { 'Idempotency-Key': key });
      expect(again.status).to.equal(201);
      expect(((await again.json()) as LeadResponse).data.id).to.equal(stored[0]!.id);
      expect(await storedLeads()).to.have.length(1);
    });

    it("refuses stage 'after-store' for a service that stores nothing, and an unknown stage", async () => {
      expect((await control('faults', 'POST', { service: 'content', stage: 'after-store' })).status).to.equal(400);
      expect((await control('faults', 'POST', { service: 'leads', stage: 'later' })).status).to.equal(400);
    });

    it('fails content calls with a plain JSON { status, message }', async () => {
      await addFault({ service: 'content', status: 500 });
      const response = await fetch(METER_READ_CONFIG);
      expect(response.status).to.equal(500);
      expect(await response.json()).to.deep.equal({ status: 500, message: 'Internal Server Error' });
      expect((await fetch(METER_READ_CONFIG)).status).to.equal(200);
    });

    it('touches only the service named', async () => {
      await addFault({ service: 'content', status: 500 });
      expect((await postLead(meterReadLead())).status).to.equal(201);
      expect(await (await control('faults')).json()).to.have.length(1);
    });

    it('refuses a fault it does not understand and clears faults on DELETE', async () => {
      const unknownService = await control('faults', 'POST', { service: 'billing' });
      expect(unknownService.status).to.equal(400);
      const notJson = await fetch('/__stub/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      expect(notJson.status).to.equal(400);
      // Without the JSON content type the body is not even read (other-origins.browser.test.ts).
      const notSaidJson = await fetch('/__stub/faults', { method: 'POST', body: JSON.stringify({ service: 'leads' }) });
      expect(notSaidJson.status).to.equal(415);

      await addFault({ service: 'leads', status: 500, times: 3 });
      expect((await control('faults', 'DELETE')).status).to.equal(204);
      expect(await (await control('faults')).json()).to.deep.equal([]);
      expect((await postLead(meterReadLead())).status).to.equal(201);
    });
  });

  describe('flags and content', () => {
    it('serves the meter-read page config, not cached, in meter-read week by default', async () => {
      const response = await fetch(METER_READ_CONFIG);
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.equal('no-cache');
      const config = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(config)).to.deep.equal([
        'isMeterReadWeek',
        'headingTemplate',
        'smrErrorTemplate',
        'contactCardPillTemplate',
        'contactCardTemplate',
      ]);
      expect(config.isMeterReadWeek).to.equal(true);
      for (const key of Object.keys(config).slice(1)) expect(config[key]).to.be.a('string').and.not.equal('');
      expect(config.smrErrorTemplate).to.contain('<a href="/help-and-support/contact-us">');
    });

    it('follows the meterReadWeek flag, and DELETE /__stub/flags restores it', async () => {
      const set = await control('flags', 'POST', { meterReadWeek: false });
      expect(set.status).to.equal(200);
      expect(await set.json()).to.deep.equal({ meterReadWeek: false, outage: null });
      expect(((await (await fetch(METER_READ_CONFIG)).json()) as { isMeterReadWeek: boolean }).isMeterReadWeek).to.equal(false);

      expect((await control('flags', 'DELETE')).status).to.equal(204);
      expect(await (await control('flags')).json()).to.deep.equal({ meterReadWeek: true, outage: null });
      expect(((await (await fetch(METER_READ_CONFIG)).json()) as { isMeterReadWeek: boolean }).isMeterReadWeek).to.equal(true);
    });

    it('serves the outage from the flag, and {} when there is none', async () => {
      expect(await (await fetch(OUTAGES)).json()).to.deep.equal({});
      const outage = { title: 'Power cut in Leeds', message: 'Engineers are working to restore supply.' };
      await control('flags', 'POST', { outage });
      expect(await (await fetch(OUTAGES)).json()).to.deep.equal(outage);
      await control('flags', 'POST', { outage: null });
      expect(await (await fetch(OUTAGES)).json()).to.deep.equal({});
    });

    it('refuses flags it does not know', async () => {
      expect((await control('flags', 'POST', { meterReadWeek: 'yes' })).status).to.equal(400);
      expect((await control('flags', 'POST', { meterReadweek: false })).status).to.equal(400);
      expect(await (await control('flags')).json()).to.deep.equal({ meterReadWeek: true, outage: null });
    });

    it('answers 404 for content it does not have yet', async () => {
      expect((await fetch('/aem6/content/britishgas/help/meters/not-an-article.html')).status).to.equal(404);
    });
  });

  describe('addresses', () => {
    interface AddressList {
      data: { type: string; id: string; attributes: Record<string, unknown> }[];
    }

    it('lists the addresses at a postcode, with kebab-case attributes', async () => {
      const response = await fetch('/api/addresses?postcode=sw1a%201aa');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal(JSONAPI);
      const { data } = (await response.json()) as AddressList;
      expect(data.length).to.be.within(3, 6);
      const [first] = data;
      expect(first?.type).to.equal('addresses');
      expect(first?.attributes).to.have.all.keys(
        'address',
        'address-line1',
        'address-line2',
        'country',
        'county',
        'flat-number',
        'house-name',
        'house-number',
        'postcode',
        'pes-region',
        'postal-town',
        'mpans',
        'mprns',
        'is-manual',
        'bg-service-area',
      );
      expect(first?.attributes.postcode).to.equal('SW1A 1AA');
    });

    it('gives an empty list for an unknown postcode and 400 for a missing or ill-formed one', async () => {
      expect(await (await fetch('/api/addresses?postcode=ZZ99ZZ')).json()).to.deep.equal({ data: [] });
      const missing = await fetch('/api/addresses');
      expect(missing.status).to.equal(400);
      expect((await errorsOf(missing))[0]?.source?.parameter).to.equal('postcode');
      expect((await fetch('/api/addresses?postcode=not-a-postcode')).status).to.equal(400);
    });

    it('creates a manual address', async () => {
      const document = {
        data: {
          type: 'addresses',
          attributes: { 'house-number': '14', 'address-line1': 'Palace Street', 'postal-town': 'London', postcode: 'sw1a1aa' },
        },
      };
      const headers = { 'Content-Type': JSONAPI, 'X-Client-Id': CLIENT_ID };
      const created = await fetch('/api/addresses', { method: 'POST', headers, body: JSON.stringify(document) });
      expect(created.status).to.equal(201);
      const { data } = (await created.json()) as { data: { id: string; attributes: Record<string, unknown> } };
      expect(data.id).to.be.a('string').and.not.equal('');
      expect(data.attributes['is-manual']).to.equal(true);
      expect(data.attributes.postcode).to.equal('SW1A 1AA');

      const withoutClient = await fetch('/api/addresses', {
        method: 'POST',
        headers: { 'Content-Type': JSONAPI },
        body: JSON.stringify(document),
      });
      expect(withoutClient.status).to.equal(401);
    });
    it('refuses a manual address with over-long attributes (422) or nested too deep (400)', async () => {
      const headers = { 'Content-Type': JSONAPI, 'X-Client-Id': CLIENT_ID };
      const long = {
        data: {
          type: 'addresses',
          attributes: { 'address-line1': 'P'.repeat(201), 'postal-town': 'London', postcode: 'SW1A 1AA', mpans: ['1'.repeat(33)] },
        },
      };
      const tooLong = await fetch('/api/addresses', { method: 'POST', headers, body: JSON.stringify(long) });
      expect(tooLong.status).to.equal(422);
      expect((await errorsOf(tooLong)).map((error) => error.source?.pointer)).to.have.members([
        '/data/attributes/address-line1',
        '/data/attributes/mpans/0',
      ]);

      const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
      const body = `{"data":{"type":"addresses","attributes":{"address-line1":"1 Palace Street","postcode":"SW1A 1AA","mprns":${deep}}}}`;
      const tooDeep = await fetch('/api/addresses', { method: 'POST', headers, body });
      expect(tooDeep.status).to.equal(400);
      expect((await errorsOf(tooDeep))[0]?.source?.pointer).to.equal(`/data/attributes/mprns${'/0'.repeat(29)}`);
    });
  });

  describe('accounts and demo sign-in', () => {
    function authorise(query: string): Promise<Response> {
      return fetch(`/api/auth/authorize?response_type=token&client_id=${CLIENT_ID}&redirect_uri=%2Fcallback&${query}`);
    }

    it('answers 401 without tokens', async () => {
      expect((await fetch('/api/proxy/Customer/Accounts/AccountStatusCount')).status).to.equal(401);
      expect((await fetch('/api/v1/accounts')).status).to.equal(401);
      expect((await fetch('/api/v1/customers', { headers: { 'X-Client-Id': CLIENT_ID } })).status).to.equal(401);
    });

    it('returns only to URLs on this origin', async () => {
      const response = await authorise(`state=${encodeURIComponent('//evil.example/steal')}&login_hint=live`);
      expect(new URL(response.url).origin).to.equal(await startStandIns());
      expect(new URL(response.url).pathname).to.equal('/');
    });
  });
});
