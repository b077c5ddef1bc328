/**
 * The leads stand-in's limits on what a lead body may be, in Node: over 192 kB is 413, too many
 * entries or values is 422 and members or values a lead does not have are refused, each before
 * anything walks the lead; the largest lead the forms can send is still taken; and hostile
 * bodies sent side by side keep the server answering everything else. Sent with node:http (a
 * body written once, many connections at once), the stand-ins in this process.
 */
import { request } from 'node:http';
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
import { helpQueryLead, type PersonalDetails } from '../../src/leads';
import { getLeads, resetStandIns, startStandIns, stopStandIns } from '../helpers/node-stand-ins';

const LEADS = '/leads/v1/leads';
const LEAD_HEADERS = { 'Content-Type': 'application/vnd.api+json', 'X-Client-Id': 'help-and-support-web' };
/** What the stand-in takes at most (LEAD_BODY_BYTES). */
const LEAD_BODY_BYTES = 192 * 1024;
/** The longest query the forms take. */
const QUERY_MAX_LENGTH = 30000;

interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/**
 * One request on a connection of its own, as many browsers at once would send it; `connected`
 * resolves once its connection is open, so the body is on its way.
 */
function send(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  let onConnect = () => {};
  const connected = new Promise<void>((resolve) => (onConnect = resolve));
  const answer = startStandIns().then(
    (origin) =>
      new Promise<Answer>((resolve, reject) => {
        const { hostname, port } = new URL(origin);
        const sent = request({ host: hostname, port, path, method, agent: false, headers: { ...headers, ...(body ? { 'Content-Length': String(body.length) } : {}) } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], text }));
        });
        sent.on('socket', (socket) => socket.once('connect', onConnect));
        // The stand-in answers 413 and closes while a large body is still on its way: that is an answer.
        sent.on('error', reject);
        sent.end(body);
      }),
  );
  return { connected, answer };
}

const postLead = (body: unknown) => send('POST', LEADS, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), LEAD_HEADERS).answer;

const errorsOf = (answer: Answer) => (JSON.parse(answer.text) as { errors: { status: string; detail: string; source?: { pointer?: string } }[] }).errors;
const pointersOf = (answer: Answer) => errorsOf(answer).map((error) => error.source?.pointer);

const details: PersonalDetails = {
  firstName: 'Tom',
  surname: 'Evans',
  email: 'tom.evans@example.co.uk',
  telephoneNumber: '07700 900456',
  textphoneNumber: '',
  vulnerabilityConsent: false,
  addressId: '100023336911',
};

/** A help query lead as the complaint journey sends it, with its attributes changed. */
function lead(attributes: Record<string, unknown> = {}, document: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  const built = helpQueryLead({ complaint: 'gas-and-electricity', details, query: 'My bill is wrong.' });
  return { ...document, data: { ...built.data, ...data, attributes: { ...built.data.attributes, ...attributes } } };
}

/** The hostile lead: 600 kB, its attributes holding a 300,000-item array. */
const HOSTILE = Buffer.from(JSON.stringify(lead({ 'marketing-preferences': new Array(300000).fill(0) })));

/** Hostile leads under the size limit: a long array, arrays of arrays, and nesting 60,000 deep. */
const HOSTILE_UNDER_LIMIT = [
  JSON.stringify(lead({ 'marketing-preferences': new Array(90000).fill(0) })),
  JSON.stringify(lead({ extra: Array.from({ length: 90 }, () => Array.from({ length: 90 }, () => [0, [0]])) })),
  JSON.stringify(lead()).replace('"query":"', `"extra":${'['.repeat(60000)}${']'.repeat(60000)},"query":"`),
].map((text) => Buffer.from(text));

/**
 * The longest an unrelated request (the flags, then a content file, by turns) waited while
 * `inFlight` had not settled, one after another from once every connection of `inFlight` was open.
 */
async function longestWaitWhile(connections: Promise<void>[], inFlight: Promise<unknown>): Promise<number> {
  let settled = false;
  const settle = () => (settled = true);
  inFlight.then(settle, settle);
  await Promise.all(connections);
  const waits: number[] = [];
  do {
    const path = waits.length % 2 === 0 ? '/__stub/flags' : '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
    const started = performance.now();
    const { status } = await send('GET', path).answer;
    waits.push(performance.now() - started);
    expect(status, path).to.equal(200);
  } while (!settled);
  return Math.max(...waits);
}

describe('leads stand-in: the size and shape of a lead', () => {
  beforeEach(resetStandIns);
  after(stopStandIns);

  it('answers 413 with a JSON:API error to a body over 192 kB, storing nothing', async () => {
    const answer = await send('POST', LEADS, HOSTILE, LEAD_HEADERS).answer;
    expect(answer.status).to.equal(413);
    expect(answer.contentType).to.equal('application/vnd.api+json');
    const [error] = errorsOf(answer);
    expect(error?.status).to.equal('413');
    expect(error?.detail).to.contain('192 kB');
    expect(await getLeads()).to.deep.equal([]);
  });

  it('takes the largest lead the forms can send: a 30,000-character query of escaped characters', async () => {
    // JSON writes a control character as \uXXXX: six bytes, the most any character takes.
    const escaped = JSON.stringify(lead({ query: `Q${'\u0001'.repeat(QUERY_MAX_LENGTH - 1)}` }));
    expect(escaped.length).to.be.within(180000, LEAD_BODY_BYTES);
    expect((await postLead(escaped)).status).to.equal(201);
    // Three bytes a character in UTF-8, as in most scripts other than Latin.
    expect((await postLead(lead({ query: '€'.repeat(QUERY_MAX_LENGTH) }))).status).to.equal(201);
    expect(await getLeads()).to.have.length(2);
  });

  it('refuses an array or object of more than 100 entries, or more than 1,000 values, with 422', async () => {
    expect((await postLead(lead({ 'marketing-preferences': new Array(100).fill('email') }))).status).to.equal(201);
    const long = await postLead(lead({ 'marketing-preferences': new Array(101).fill('email') }));
    expect(long.status).to.equal(422);
    expect(pointersOf(long)).to.deep.equal(['/data/attributes/marketing-preferences']);
    expect(errorsOf(long)[0]?.detail).to.contain('100 entries');

    const many = await postLead(lead({ extra: Array.from({ length: 11 }, (): number[] => new Array<number>(100).fill(0)) }));
    expect(many.status).to.equal(422);
    expect(errorsOf(many)[0]?.detail).to.contain('1000 values');
    expect(pointersOf(many)[0]).to.match(/^\/data\/attributes\/extra\/\d+$/);
    expect(await getLeads()).to.have.length(1);
  });

  it('answers 400 to a member of the document or of its data that JSON:API does not name', async () => {
    const document = await postLead(lead({}, { included: [] }));
    expect(document.status).to.equal(400);
    expect(pointersOf(document)).to.deep.equal(['/included']);
    const data = await postLead(lead({}, {}, { lead: { extra: true } }));
    expect(data.status).to.equal(400);
    expect(pointersOf(data)).to.deep.equal(['/data/lead']);
    expect((await postLead(lead({}, { meta: { from: 'test' }, jsonapi: { version: '1.1' } }))).status).to.equal(201);
  });

  it('answers 422 to a list or an object where a lead has one value, storing nothing', async () => {
    const answer = await postLead(
      lead({
        query: ['My bill is wrong.'],
        'vulnerability-consent': { answer: true },
        'additional-information': { caseType: null, accountPrefix: ['A'], textphoneNumber: null },
        'contact-number': { number: { digits: '07700900456' }, type: 'mobile' },
        'marketing-preferences': ['email', ['sms']],
      }),
    );
    expect(answer.status).to.equal(422);
    expect(pointersOf(answer)).to.have.members([
      '/data/attributes/query',
      '/data/attributes/vulnerability-consent',
      '/data/attributes/additional-information/accountPrefix',
      '/data/attributes/contact-number/number',
      '/data/attributes/marketing-preferences/1',
    ]);
    const notLists = await postLead(lead({ 'additional-information': 'none', 'marketing-preferences': 'email' }));
    expect(pointersOf(notLists)).to.have.members(['/data/attributes/additional-information', '/data/attributes/marketing-preferences']);
    expect(await getLeads()).to.deep.equal([]);
  });

  it('40 hostile lead bodies (600 kB, a 300,000-item array) sent at once delay an unrelated request by under a second', async () => {
    const hostile = Array.from({ length: 40 }, () => send('POST', LEADS, HOSTILE, LEAD_HEADERS));
    const answers = Promise.all(hostile.map(({ answer }) => answer));
    const longest = await longestWaitWhile(
      hostile.map(({ connected }) => connected),
      answers,
    );
    expect((await answers).map(({ status }) => status)).to.deep.equal(Array.from({ length: 40 }, () => 413));
    expect(longest, 'the longest wait, in ms').to.be.below(1000);
  });

  it('40 hostile lead bodies under the size limit sent at once delay an unrelated request by under a second', async () => {
    const hostile = Array.from({ length: 40 }, (_, index) => send('POST', LEADS, HOSTILE_UNDER_LIMIT[index % HOSTILE_UNDER_LIMIT.length], LEAD_HEADERS));
    const answers = Promise.all(hostile.map(({ answer }) => answer));
    const longest = await longestWaitWhile(
      hostile.map(({ connected }) => connected),
      answers,
    );
    const statuses = (await answers).map(({ status }) => status);
    expect(new Set(statuses)).to.deep.equal(new Set([400, 422]));
    expect(longest, 'the longest wait, in ms').to.be.below(1000);
    expect(await getLeads()).to.deep.equal([]);
  });
});
