/**
 * The stand-ins' request log (`/__stub/requests`, standins/request-log.mjs), from Node: every
 * request the server received, the stand-ins' own and any other, with its address and Referer,
 * so a test can prove what a page sent; the inspection calls themselves are not kept.
 */
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
import { clearRequests, fetch, getRequests, stopStandIns } from '../helpers/node-stand-ins';

const METER_READ_CONFIG = '/aem6/content/dam/britishgas/beta/json/help/meter-read.json';

describe('the request log', () => {
  after(stopStandIns);
  beforeEach(clearRequests);

  it('keeps each request received, oldest first, with its address as asked and its Referer', async () => {
    await fetch(`${METER_READ_CONFIG}?v=1`, { headers: { Referer: 'http://127.0.0.1/help-and-support/submit-meter-read' } });
    await fetch('/dist/elements/meter-read-form.js');
    await fetch('/leads/v1/leads', { method: 'POST', headers: { 'Content-Type': 'application/vnd.api+json' }, body: '{}' });
    const requests = await getRequests();
    expect(requests.map(({ method, url, referer }) => ({ method, url, referer }))).to.deep.equal([
      { method: 'GET', url: `${METER_READ_CONFIG}?v=1`, referer: 'http://127.0.0.1/help-and-support/submit-meter-read' },
      // Not a stand-in's path: kept all the same (the server answers it).
      { method: 'GET', url: '/dist/elements/meter-read-form.js', referer: '' },
      { method: 'POST', url: '/leads/v1/leads', referer: '' },
    ]);
    for (const { receivedAt } of requests) expect(Number.isNaN(Date.parse(receivedAt))).to.equal(false);
  });

  it('keeps none of the inspection calls, and forgets everything when asked', async () => {
    await fetch(METER_READ_CONFIG);
    await fetch('/__stub/leads');
    await fetch('/__stub/flags', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"meterReadWeek":true}' });
    expect((await getRequests()).map(({ url }) => url)).to.deep.equal([METER_READ_CONFIG]);
    await clearRequests();
    expect(await getRequests()).to.deep.equal([]);
  });

  it('keeps the last 500', async () => {
    for (let batch = 0; batch < 11; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, (_, index) => fetch(`/dist/file-${batch * 50 + index}.js`)));
    }
    const urls = (await getRequests()).map(({ url }) => url);
    expect(urls).to.have.length(500);
    expect(urls).to.include('/dist/file-549.js');
    expect(urls).not.to.include('/dist/file-49.js');
  });
});
