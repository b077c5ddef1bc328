// The outage document through the page, against the stand-ins; reading it on its own is tested
// in Node (outage.test.ts).
import { expect } from '@open-wc/testing';
import { setConfig } from '../../config';
import { fetchOutage } from './outage';
import { injectFault, pendingFaults, resetStandIns, setFlags } from '../../../test/helpers/stand-ins';

describe('the outage document', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });
  after(resetStandIns);

  describe('the request the element entry started early', () => {
    const early = () => {
      const key = Symbol.for('help-and-support.early-fetches');
      return ((globalThis as Record<symbol, Map<string, Promise<Response | undefined>>>)[key] ??= new Map());
    };
    const outageUrl = new URL('/aem6/content/dam/britishgas/beta/json/help/service-outages.json', document.baseURI).href;
    afterEach(() => early().clear());

    it('is used once, instead of asking again', async () => {
      early().set(outageUrl, Promise.resolve(new Response(JSON.stringify({ title: 'Early', message: 'Answer' }), { status: 200 })));
      await injectFault({ service: 'content', status: 500 });
      expect(await fetchOutage()).to.deep.equal({ title: 'Early', message: 'Answer' });
      expect(early().has(outageUrl)).to.equal(false);
      expect(await pendingFaults(), 'no request went out').to.have.length(1);
    });

    it('is asked again when the early answer was not a success', async () => {
      await setFlags({ outage: { title: 'From the service', message: 'Now' } });
      early().set(outageUrl, Promise.resolve(new Response('{}', { status: 503 })));
      expect(await fetchOutage()).to.deep.equal({ title: 'From the service', message: 'Now' });
    });
  });
});
