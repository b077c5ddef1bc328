// Posting leads to the stand-in, through the page; the idempotency keys are tested in Node
// (leads.test.ts).
import { expect } from '@open-wc/testing';
import { setConfig } from '../../config';
import { setHttpTimeout } from '../clients';
import { API_ERROR_DESCRIPTION, API_ERROR_TITLE, ApiError, ClientError } from '../errors';
import { newIdempotencyKey, postLead } from './leads';
import { failureOf, helpLead } from '../test-support';
import { waitFor } from '../../../test/helpers/dom';
import { clearFaults, injectFault, pendingFaults, resetStandIns, getLeads } from '../../../test/helpers/stand-ins';

/** The calls each pending fault has answered. */
const faultHits = async (): Promise<(number | undefined)[]> => (await pendingFaults()).map((fault) => fault.hits);

/** Waits until the one pending fault has taken a call: the stand-in counts a call as it arrives. */
async function untilFaultTakesACall(): Promise<void> {
  let hits = 0;
  let asking: Promise<void> | null = null;
  await waitFor(
    () => {
      asking ??= faultHits().then(([first]) => {
        hits = first ?? 0;
        asking = null;
      });
      return hits > 0;
    },
    { message: 'the call to reach the stand-in' },
  );
}

/**
 * A delay no test outlives: the stand-in holds the call until the page gives up on it, so only
 * the page's own time-out or abort can end it.
 */
const HELD_MS = 60_000;

describe('postLead', () => {
  beforeEach(async () => {
    setConfig({});
    setHttpTimeout(false);
    await resetStandIns();
  });
  afterEach(() => setHttpTimeout(false));

  it('posts the body exactly as given with the JSON:API content type and client id', async () => {
    const payload = helpLead();
    const lead = await postLead(payload, { idempotencyKey: newIdempotencyKey() });

    expect(lead.type).to.equal('leads');
    expect(lead.id).to.match(/^HS\d{8}$/);
    expect(lead.attributes).to.deep.equal(payload.data.attributes);
    const stored = await getLeads();
    expect(stored).to.have.length(1);
    expect(stored[0]!.id).to.equal(lead.id);
    expect(stored[0]!.headers['content-type']).to.equal('application/vnd.api+json');
    expect(stored[0]!.headers['x-client-id']).to.equal('help-and-support-web');
    expect(stored[0]!.body).to.deep.equal(payload);
  });

  it('sends kebab-case and PascalCase attribute keys untouched', async () => {
    const payload = {
      data: {
        type: 'leads' as const,
        attributes: {
          topic: 'PriceCapMeterRead',
          title: 'Mr',
          'first-name': 'Alan',
          surname: 'Turing',
          email: null,
          'additional-information': {
            Telephone: '07700900456',
            Fuel: 'Gas and Electricity',
            Company: 'Price-cap',
            ReadingDate: '2025-04-01',
            ElecReading: '012345',
            GasReading: '54321',
          },
        },
      },
    };
    await postLead(payload, { idempotencyKey: newIdempotencyKey() });
    expect((await getLeads())[0]!.body).to.deep.equal(payload);
  });

  it('sends the configured client id', async () => {
    setConfig({ clientId: 'cms-page-7' });
    await postLead(helpLead(), { idempotencyKey: newIdempotencyKey() });
    expect((await getLeads())[0]!.headers['x-client-id']).to.equal('cms-page-7');
  });

  it('stores one lead when the same Idempotency-Key is sent twice', async () => {
    const idempotencyKey = newIdempotencyKey();
    const first = await postLead(helpLead(), { idempotencyKey });
    const second = await postLead(helpLead(), { idempotencyKey });
    expect(second.id).to.equal(first.id);
    expect(await getLeads()).to.have.length(1);
  });

  it('maps a 500 to the API error and does not retry the post', async () => {
    await injectFault({ service: 'leads', status: 500, until: 'cleared' });
    const error = await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey() }));

    expect(error).to.be.instanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.name).to.equal('ApiError');
    expect(apiError.title).to.equal("Your information hasn't gone through");
    expect(apiError.description).to.equal("There's been a problem recording your details. Please try again.");
    expect(apiError.title).to.equal(API_ERROR_TITLE);
    expect(apiError.description).to.equal(API_ERROR_DESCRIPTION);
    expect(apiError.message).to.equal('Request failed with status code 500');
    expect(apiError.status).to.equal(500);
    expect(apiError.statusText).to.equal('Internal Server Error');
    expect(apiError.code).to.equal('500 Internal Server Error');
    expect(apiError.url).to.equal(`${location.origin}/leads/v1/leads`);
    expect(apiError.details).to.have.length(1);
    expect(apiError.details[0]).to.include({ title: 'Internal Server Error', status: '500', failureCount: 0 });
    expect(apiError.details[0]!.description).to.contain('could not handle this request');
    expect(apiError.details[0]!.message).to.equal(apiError.details[0]!.description);

    // The fault answered one call: nothing retried, nothing stored; the service back, the next post succeeds.
    expect(await faultHits()).to.deep.equal([1]);
    expect(await getLeads()).to.deep.equal([]);
    await clearFaults();
    const lead = await postLead(helpLead(), { idempotencyKey: newIdempotencyKey() });
    expect((await getLeads()).map((l) => l.id)).to.deep.equal([lead.id]);
  });

  it('does not retry a 503 either', async () => {
    await injectFault({ service: 'leads', status: 503, until: 'cleared' });
    const error = (await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey() }))) as ApiError;
    expect(error.code).to.equal('503 Service Unavailable');
    expect(await faultHits()).to.deep.equal([1]);
  });

  it('carries the JSON:API errors of a rejected lead as details', async () => {
    const payload = helpLead();
    const { surname: _dropped, ...attributes } = payload.data.attributes;
    const error = (await failureOf(() =>
      postLead({ data: { ...payload.data, attributes } }, { idempotencyKey: newIdempotencyKey() }),
    )) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error.code).to.equal('422 Unprocessable Entity');
    expect(error.title).to.equal(API_ERROR_TITLE);
    expect(error.details.map((d) => d.description)).to.deep.equal(['surname is required.']);
  });

  it('maps a malformed success body to an error', async () => {
    await injectFault({ service: 'leads', malformed: true });
    const error = await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey() }));
    expect(error).to.be.instanceOf(ClientError);
    expect(error).to.include({ name: 'ClientError', kind: 'malformed', message: 'Malformed response' });
  });

  it("maps a dropped connection to 'Network Error'", async () => {
    // A browser that sent the lead again by itself would have the drop answer twice.
    await injectFault({ service: 'leads', network: true, until: 'cleared' });
    const error = await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey() }));
    expect(error).to.be.instanceOf(ClientError);
    expect(error).to.include({ kind: 'network', message: 'Network Error' });
    expect(await getLeads()).to.deep.equal([]);
    expect(await faultHits()).to.deep.equal([1]);
  });

  it("maps a configured time-out to 'timeout of N ms exceeded'", async () => {
    await injectFault({ service: 'leads', delayMs: HELD_MS, until: 'cleared' });
    setHttpTimeout(150);
    const error = await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey() }));
    expect(error).to.be.instanceOf(ClientError);
    expect(error).to.include({ kind: 'timeout', message: 'timeout of 150 ms exceeded' });
  });

  it('takes a time-out for one call', async () => {
    await injectFault({ service: 'leads', delayMs: HELD_MS, until: 'cleared' });
    const error = await failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey(), timeout: 80 }));
    expect(error).to.include({ message: 'timeout of 80 ms exceeded' });
  });

  it('waits for a slow service when no time-out is set (the default)', async () => {
    await injectFault({ service: 'leads', delayMs: 400 });
    const lead = await postLead(helpLead(), { idempotencyKey: newIdempotencyKey() });
    expect(lead.id).to.match(/^HS/);
  });

  it("maps an abort to 'Request aborted'", async () => {
    await injectFault({ service: 'leads', delayMs: HELD_MS, until: 'cleared' });
    const controller = new AbortController();
    const failure = failureOf(() => postLead(helpLead(), { idempotencyKey: newIdempotencyKey(), signal: controller.signal }));
    // Aborted while the stand-in holds the call: it has reached the service, and no answer can come first.
    await untilFaultTakesACall();
    controller.abort();
    const error = await failure;
    expect(error).to.include({ name: 'ClientError', kind: 'aborted', message: 'Request aborted' });
  });
});
