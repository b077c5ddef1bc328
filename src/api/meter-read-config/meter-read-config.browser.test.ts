// The meter-read config and outage through the page, against the stand-ins; reading the config
// document on its own is tested in Node (meter-read-config.test.ts).
import { expect } from '@open-wc/testing';
import { createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setConfig } from '../../config';
import { ClientError, FetchError } from '../errors';
import { fetchMeterReadConfig, meterReadConfigQueryKey, parseMeterReadConfig, useMeterReadConfig, type MeterReadConfig } from './meter-read-config';
import { fetchOutage, outageQueryKey, useOutage, type Outage } from '../content/outage';
import { getQueryClient } from '../query-client';
import { failureOf } from '../test-support';
import { waitFor } from '../../../test/helpers/dom';
import { injectFault, pendingFaults, resetStandIns, setFlags } from '../../../test/helpers/stand-ins';

describe('meter-read page config', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });

  it('reads the flag and the templates', async () => {
    const config = await fetchMeterReadConfig();
    expect(config.isMeterReadWeek).to.equal(true);
    expect(config.headingTemplate).to.contain('Send us your meter readings');
    expect(config.contactCardPillTemplate).to.equal('Meter reading week');
    for (const key of ['smrErrorTemplate', 'contactCardTemplate'] as const) expect(config[key]).to.be.a('string').and.not.equal('');
  });

  it('follows the meterReadWeek flag, with no cached copy', async () => {
    await setFlags({ meterReadWeek: false });
    expect((await fetchMeterReadConfig()).isMeterReadWeek).to.equal(false);
    await setFlags({ meterReadWeek: true });
    expect((await fetchMeterReadConfig()).isMeterReadWeek).to.equal(true);
  });

  describe('the request an element entry started early', () => {
    const early = () => {
      const key = Symbol.for('help-and-support.early-fetches');
      return ((globalThis as Record<symbol, Map<string, Promise<Response | undefined>>>)[key] ??= new Map());
    };
    const configUrl = new URL('/aem6/content/dam/britishgas/beta/json/help/meter-read.json', document.baseURI).href;
    afterEach(() => early().clear());

    it('is used once, instead of asking again', async () => {
      early().set(configUrl, Promise.resolve(new Response(JSON.stringify({ isMeterReadWeek: false, headingTemplate: 'Early' }), { status: 200 })));
      // Asked again, the service would fail: the early answer is what the screen gets.
      await injectFault({ service: 'content', status: 500 });
      const config = await fetchMeterReadConfig();
      expect(config).to.include({ isMeterReadWeek: false, headingTemplate: 'Early' });
      expect(early().has(configUrl)).to.equal(false);
      expect(await pendingFaults(), 'no request went out').to.have.length(1);
      await resetStandIns();
      expect((await fetchMeterReadConfig()).isMeterReadWeek, 'the next read asks the service').to.equal(true);
    });

    it('is asked again when the early answer failed or was not a success', async () => {
      early().set(configUrl, Promise.resolve(new Response('{}', { status: 503 })));
      expect((await fetchMeterReadConfig()).isMeterReadWeek).to.equal(true);
      early().set(configUrl, Promise.resolve(undefined));
      expect((await fetchMeterReadConfig()).isMeterReadWeek).to.equal(true);
    });
  });

  it('fails with a malformed body', async () => {
    await injectFault({ service: 'content', malformed: true });
    const error = await failureOf(fetchMeterReadConfig);
    expect(error).to.be.instanceOf(ClientError);
    expect(error).to.include({ kind: 'malformed', message: 'Malformed response' });
  });

  it('fails when the document has no boolean flag', async () => {
    setConfig({ meterReadConfigUrl: '/aem6/content/dam/britishgas/beta/json/help/service-outages.json' });
    expect(await failureOf(fetchMeterReadConfig)).to.include({ kind: 'malformed', message: 'Malformed response' });
    for (const body of [null, 'true', [], { isMeterReadWeek: 'true' }]) {
      expect(() => parseMeterReadConfig(body)).to.throw(ClientError, 'Malformed response');
    }
  });

  it('reports a server failure as a FetchError', async () => {
    await injectFault({ service: 'content', status: 500, until: 'cleared' });
    const error = await failureOf(fetchMeterReadConfig);
    expect(error).to.be.instanceOf(FetchError);
    expect((error as FetchError).code).to.equal('500 Internal Server Error');
  });
});

describe('service outage', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });

  it('is null when there is no outage', async () => {
    expect(await fetchOutage()).to.equal(null);
  });

  it('gives the title and message of an outage', async () => {
    await setFlags({ outage: { title: 'Our app is down', message: 'We are fixing it.' } });
    expect(await fetchOutage()).to.deep.equal({ title: 'Our app is down', message: 'We are fixing it.' });
  });
});

describe('query hooks', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
    getQueryClient().clear();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    getQueryClient().clear();
  });

  const render = (element: ReactElement): void => root.render(element);

  it('useMeterReadConfig shares ["meter-read-config"] in the page QueryClient', async () => {
    await setFlags({ meterReadWeek: false });
    let seen: MeterReadConfig | undefined;
    function Probe() {
      seen = useMeterReadConfig().data;
      return null;
    }
    render(createElement(Probe));
    await waitFor(() => seen !== undefined, { message: 'the config' });
    expect(seen!.isMeterReadWeek).to.equal(false);
    expect(meterReadConfigQueryKey).to.deep.equal(['meter-read-config']);
    expect(getQueryClient().getQueryData(['meter-read-config'])).to.equal(seen);
  });

  it('useOutage gives the outage', async () => {
    await setFlags({ outage: { title: 'Down', message: 'Soon back' } });
    let seen: Outage | null | undefined;
    function Probe() {
      seen = useOutage().data;
      return null;
    }
    render(createElement(Probe));
    await waitFor(() => seen !== undefined, { message: 'the outage' });
    expect(seen).to.deep.equal({ title: 'Down', message: 'Soon back' });
    expect(getQueryClient().getQueryData([...outageQueryKey])).to.deep.equal(seen);
  });
});
