// The HTTP clients' failures against the stand-ins, resolved against the page; toAppError on
// its own is tested in Node (errors.test.ts).
import { expect } from '@open-wc/testing';
import { setConfig } from '../config';
import { contentApi, staticJson } from './clients';
import { ClientError, FetchError, mapErrors } from './errors';
import { createQueryClient } from './query-client';
import { failureOf } from './test-support';
import { clearFaults, injectFault, pendingFaults, resetStandIns } from '../../test/helpers/stand-ins';

describe('client errors against the stand-ins', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });

  const meterReadJson = 'content/dam/britishgas/beta/json/help/meter-read.json';

  it('wraps a content server failure in a FetchError', async () => {
    await injectFault({ service: 'content', status: 500, until: 'cleared' });
    const error = await failureOf(() => mapErrors(() => contentApi().get(meterReadJson).json()));
    expect(error).to.be.instanceOf(FetchError);
    expect(error).to.include({
      message: `Fetching ${location.origin}/aem6/${meterReadJson} returned response: Status: 500, Text: Internal Server Error`,
      code: '500 Internal Server Error',
    });
    expect((await pendingFaults()).map(({ hits }) => hits)).to.deep.equal([1]);
  });

  it('leaves retrying a failed GET to the query layer, which gets through', async () => {
    await injectFault({ service: 'content', status: 503, until: 'cleared' });
    let tries = 0;
    let failedCalls: (number | undefined)[] = [];
    const body = await createQueryClient().fetchQuery({
      queryKey: ['retry-test'],
      queryFn: async () => {
        tries += 1;
        if (tries === 3) {
          // Each failed try was one call; the service is back for the last.
          failedCalls = (await pendingFaults()).map(({ hits }) => hits);
          await clearFaults();
        }
        return mapErrors(() => contentApi().get(meterReadJson).json<{ isMeterReadWeek: boolean }>());
      },
      retry: 2,
      retryDelay: 0,
    });
    expect(body.isMeterReadWeek).to.equal(true);
    expect(failedCalls).to.deep.equal([2]);
    expect(tries).to.equal(3);
  });

  it('does not retry a 404', async () => {
    const error = await failureOf(() => mapErrors(() => contentApi().get('content/no-such.json').json()));
    expect(error).to.include({
      name: 'FetchError',
      message: `Fetching ${location.origin}/aem6/content/no-such.json returned response: Status: 404, Text: Not Found`,
    });
  });

  it("refuses other protocols with 'Unsupported protocol'", async () => {
    const error = await failureOf(() => mapErrors(() => staticJson().get('ftp://files.supplier.example/meter-read.json').json()));
    expect(error).to.be.instanceOf(ClientError);
    expect(error).to.include({ kind: 'protocol', message: 'Unsupported protocol' });
  });
});
