/**
 * The stand-in services called from another origin, as the marketing site calls them. The test
 * page and the services share the test server; `localhost` and `127.0.0.1` on the same port are
 * two origins, so the page calls the services on the other one. The browser applies CORS, so
 * what these tests see is what a host page on another origin sees.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../helpers/dom';

const JSONAPI = 'application/vnd.api+json';
const CLIENT_ID = 'help-and-support-web';
const OUTAGES = '/aem6/content/dam/britishgas/beta/json/help/service-outages.json';

/** The same server on the other loopback name: another origin. */
const otherHost = location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
const SERVICES = `${location.protocol}//${otherHost}:${location.port}`;

interface StoredLead {
  id: string;
  body: { data: { attributes: Record<string, unknown> } };
}

function meterReadLead(firstName = 'Priya') {
  return {
    data: {
      type: 'leads',
      attributes: {
        title: 'Ms',
        topic: 'PriceCapMeterRead',
        'first-name': firstName,
        surname: 'Shah',
        email: null,
        'additional-information': {
          Telephone: '07700900123',
          Fuel: 'Gas',
          Company: 'Price-cap',
          ReadingDate: '2025-03-30',
          GasAccountNumber: '850012345678',
          GasReading: '01234',
        },
      },
    },
  };
}

/** What the elements send with a lead (ky's JSON:API client and useSubmitLead). */
function leadHeaders(key: string): Record<string, string> {
  return {
    Accept: JSONAPI,
    'Content-Type': JSONAPI,
    'X-Client-Id': CLIENT_ID,
    'Idempotency-Key': key,
    'X-XSRF-TOKEN': 'token-from-the-page',
  };
}

/** Same-origin inspection. */
async function storedLeads(): Promise<StoredLead[]> {
  return (await (await fetch('/__stub/leads')).json()) as StoredLead[];
}

async function flags(): Promise<{ meterReadWeek: boolean }> {
  return (await (await fetch('/__stub/flags')).json()) as { meterReadWeek: boolean };
}

/** Resolves with the error a fetch fails with, or null when it answers. */
async function failureOf(request: Promise<Response>): Promise<unknown> {
  try {
    await request;
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Runs a script in a sandboxed frame, whose origin is opaque (`Origin: null`): an origin no
 * service allows. Resolves with what the script posts back.
 */
async function fromOpaqueOrigin(script: string): Promise<Record<string, string>> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  let answer: Record<string, string> | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.source === frame.contentWindow) answer = event.data as Record<string, string>;
  };
  window.addEventListener('message', onMessage);
  frame.srcdoc = `<!doctype html><script>(async () => {${script}})().then((r) => parent.postMessage(r, '*'));</script>`;
  document.body.append(frame);
  try {
    return await waitFor(() => answer, { message: 'the sandboxed frame to answer' });
  } finally {
    window.removeEventListener('message', onMessage);
    frame.remove();
  }
}

describe('stand-in services from another origin', () => {
  beforeEach(async () => {
    await fetch('/__stub/leads', { method: 'DELETE' });
    await fetch('/__stub/flags', { method: 'DELETE' });
  });

  it('takes a lead with the JSON:API headers, Idempotency-Key, X-Client-Id and X-XSRF-TOKEN, and stores it', async () => {
    expect(new URL(SERVICES).origin).not.to.equal(location.origin);
    const key = `cross-origin-${Date.now()}`;
    const body = JSON.stringify(meterReadLead());
    const response = await fetch(`${SERVICES}/leads/v1/leads`, { method: 'POST', headers: leadHeaders(key), body });

    expect(response.status).to.equal(201);
    expect(response.headers.get('content-type')).to.equal(JSONAPI);
    const { data } = (await response.json()) as { data: { id: string } };
    expect(data.id).to.match(/^HS\d{8}$/);
    const stored = await storedLeads();
    expect(stored.map((lead) => lead.id)).to.deep.equal([data.id]);
    expect(stored[0]?.body).to.deep.equal(meterReadLead());

    // Sent again, the first lead comes back; the page can read that it is a replay.
    const again = await fetch(`${SERVICES}/leads/v1/leads`, { method: 'POST', headers: leadHeaders(key), body });
    expect(again.status).to.equal(201);
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect(await storedLeads()).to.have.length(1);
  });

  it('lets the page read the content and accounts services, with the bearer token header', async () => {
    const outages = await fetch(`${SERVICES}${OUTAGES}`);
    expect(outages.status).to.equal(200);
    expect(await outages.json()).to.deep.equal({});

    const accounts = await fetch(`${SERVICES}/api/v1/accounts`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(accounts.status).to.equal(401);
    const { errors } = (await accounts.json()) as { errors: { status: string }[] };
    expect(errors[0]?.status).to.equal('401');
  });

  it('allows no other method or header than the elements use, and no credentials', async () => {
    const body = JSON.stringify(meterReadLead());
    const otherHeader = await failureOf(
      fetch(`${SERVICES}/leads/v1/leads`, { method: 'POST', headers: { ...leadHeaders('other-header'), 'X-Other': '1' }, body }),
    );
    expect(otherHeader).to.be.instanceOf(TypeError);
    const put = await failureOf(fetch(`${SERVICES}/leads/v1/leads`, { method: 'PUT', headers: leadHeaders('put'), body }));
    expect(put).to.be.instanceOf(TypeError);
    expect(await storedLeads()).to.deep.equal([]);

    // The elements call without cookies; a call with them is refused by the browser, as the
    // services never allow credentials.
    const withCookies = await failureOf(fetch(`${SERVICES}${OUTAGES}`, { credentials: 'include' }));
    expect(withCookies).to.be.instanceOf(TypeError);
  });

  it('answers every service call with Vary: Origin', async () => {
    const sameOrigin = await fetch(OUTAGES);
    expect(sameOrigin.headers.get('vary') ?? '').to.match(/\bOrigin\b/);
    const lead = await fetch('/leads/v1/leads', { method: 'POST', headers: { 'Content-Type': JSONAPI }, body: '{}' });
    expect(lead.status).to.equal(401);
    expect(lead.headers.get('vary') ?? '').to.match(/\bOrigin\b/);
  });

  it('gives an origin it does not allow no Access-Control-Allow-Origin, so the page can read nothing and send no lead', async () => {
    const results = await fromOpaqueOrigin(`
      const services = ${JSON.stringify(location.origin)};
      const result = {};
      try { await fetch(services + ${JSON.stringify(OUTAGES)}); result.read = 'answered'; } catch { result.read = 'refused'; }
      try { await fetch(services + ${JSON.stringify(OUTAGES)}, { mode: 'no-cors' }); result.reached = 'yes'; } catch { result.reached = 'no'; }
      try {
        await fetch(services + '/leads/v1/leads', { method: 'POST', headers: ${JSON.stringify(leadHeaders('opaque'))}, body: ${JSON.stringify(JSON.stringify(meterReadLead('Opaque')))} });
        result.lead = 'answered';
      } catch { result.lead = 'refused'; }
      return result;
    `);
    expect(results).to.deep.equal({ read: 'refused', reached: 'yes', lead: 'refused' });
    expect(await storedLeads()).to.deep.equal([]);
  });

  describe('/__stub/', () => {
    it('refuses a cross-origin text/plain post, which needs no preflight, and changes nothing', async () => {
      const body = JSON.stringify({ meterReadWeek: false });
      // As a form or a fetch from any website would send it: the request reaches the server.
      await fetch(`${SERVICES}/__stub/flags`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body });
      const readable = await failureOf(fetch(`${SERVICES}/__stub/flags`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }));
      expect(readable).to.be.instanceOf(TypeError);
      expect((await flags()).meterReadWeek).to.equal(true);
    });

    it('refuses a cross-origin JSON post and any other cross-origin call, and changes nothing', async () => {
      await fetch('/leads/v1/leads', {
        method: 'POST',
        headers: { 'Content-Type': JSONAPI, 'X-Client-Id': CLIENT_ID },
        body: JSON.stringify(meterReadLead()),
      });
      const json = await failureOf(
        fetch(`${SERVICES}/__stub/flags`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ meterReadWeek: false }),
        }),
      );
      expect(json).to.be.instanceOf(TypeError);
      expect(await failureOf(fetch(`${SERVICES}/__stub/leads`, { method: 'DELETE' }))).to.be.instanceOf(TypeError);
      expect(await failureOf(fetch(`${SERVICES}/__stub/leads`))).to.be.instanceOf(TypeError);
      expect((await flags()).meterReadWeek).to.equal(true);
      expect(await storedLeads()).to.have.length(1);
    });

    it('refuses a same-origin post that is not JSON with 415', async () => {
      for (const [type, body] of [
        ['text/plain', JSON.stringify({ meterReadWeek: false })],
        ['application/x-www-form-urlencoded', 'meterReadWeek=false'],
      ] as const) {
        const response = await fetch('/__stub/flags', { method: 'POST', headers: { 'Content-Type': type }, body });
        expect(response.status, type).to.equal(415);
        const { errors } = (await response.json()) as { errors: { source?: { header?: string } }[] };
        expect(errors[0]?.source?.header).to.equal('Content-Type');
      }
      const withoutType = await fetch('/__stub/faults', { method: 'POST', body: new Blob([JSON.stringify({ service: 'leads' })]) });
      expect(withoutType.status).to.equal(415);
      expect((await flags()).meterReadWeek).to.equal(true);
      expect(await (await fetch('/__stub/faults')).json()).to.deep.equal([]);

      const json = await fetch('/__stub/flags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ meterReadWeek: false }),
      });
      expect(json.status).to.equal(200);
      expect((await flags()).meterReadWeek).to.equal(false);
    });
  });
});
