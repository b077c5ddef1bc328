// Consent, the data layer and the beacon on the page (window, its events, the head); masking
// paths is tested in Node (consent.test.ts).
import { expect } from '@open-wc/testing';
import { waitFor } from '../../test/helpers/dom';
import { resetConfig, setConfig } from '../config';
import { report, setReporter } from '../report';
import { activeGroups, CONSENT_EVENT, whenConsented, watchConsent } from './consent';
import { errorToDataLayer } from './data-layer';
import { BEACON_ATTRIBUTE, watchPersonalisationBeacon } from './beacon';
import { ApiError, errorCode } from '../api/errors';

type OneTrustWindow = Window & { OnetrustActiveGroups?: string; dataLayer?: unknown[]; otherLayer?: unknown[] };
const page = window as OneTrustWindow;

/** What OneTrust does when the customer chooses: the window's value, then the event with the groups. */
function consentTo(...groups: string[]): void {
  page.OnetrustActiveGroups = `,${groups.join(',')},`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: groups }));
}

describe('consent (OneTrust groups)', () => {
  afterEach(() => {
    delete page.OnetrustActiveGroups;
    resetConfig();
  });

  it('reads the active groups, and none at all while OneTrust has said nothing', () => {
    expect(activeGroups()).to.equal(undefined);
    page.OnetrustActiveGroups = ',C0001,C0002,';
    expect([...activeGroups()!]).to.deep.equal(['C0001', 'C0002']);
  });

  it('waits for the event when the page has no answer yet, then follows each change once', () => {
    const answers: boolean[] = [];
    const stop = watchConsent('C0002', (active) => answers.push(active));
    expect(answers, 'nothing before OneTrust answers').to.deep.equal([]);
    consentTo('C0001', 'C0002');
    consentTo('C0001', 'C0002', 'C0004');
    consentTo('C0001');
    stop();
    consentTo('C0001', 'C0002');
    expect(answers).to.deep.equal([true, false]);
  });

  it('answers at once when the page already says, and starts a consented service only once', () => {
    page.OnetrustActiveGroups = ',C0001,C0002,';
    let starts = 0;
    whenConsented('C0002', () => (starts += 1));
    consentTo('C0001');
    consentTo('C0001', 'C0002');
    expect(starts).to.equal(1);
  });

  it('starts a service that waited as soon as the group is given', () => {
    let starts = 0;
    whenConsented('C0002', () => (starts += 1));
    consentTo('C0001');
    expect(starts).to.equal(0);
    consentTo('C0001', 'C0002');
    expect(starts).to.equal(1);
  });
});

describe('the data layer', () => {
  afterEach(resetConfig);

  it('in production, a report adds an error event with the name and code, never the message', async () => {
    const quiet = setReporter(() => undefined);
    try {
      page.dataLayer = [];
      report(new ApiError('https://api.example/addresses?postcode=SW1A1AA', 503, 'Service Unavailable'), { action: 'finding addresses', element: 'complaint-journey' });
      await waitFor(() => page.dataLayer!.length > 0, { message: 'the error event' });
      expect(page.dataLayer).to.have.length(1);
      const entry = page.dataLayer[0] as Record<string, unknown>;
      expect(entry).to.deep.equal({ event: 'error', category: 'error', action: 'finding addresses', element: 'complaint-journey', name: 'ApiError', code: errorCode(503, 'Service Unavailable') });
      expect(JSON.stringify(entry)).not.to.contain('SW1A1AA');
    } finally {
      setReporter(quiet);
    }
  });

  it('outside production adds nothing, and a configured data layer name is used', () => {
    page.dataLayer = [];
    setConfig({ monitoring: { env: 'staging' } });
    errorToDataLayer(new Error('x'), { action: 'testing' });
    expect(page.dataLayer).to.deep.equal([]);
    setConfig({ analytics: { dataLayerName: 'otherLayer' } });
    errorToDataLayer(new TypeError('x'), { action: 'testing' });
    expect(page.otherLayer).to.deep.equal([{ event: 'error', category: 'error', action: 'testing', element: null, name: 'TypeError', code: null }]);
    expect(page.dataLayer).to.deep.equal([]);
    delete page.otherLayer;
  });

  it('a refused configuration value is reported once, to the console and the data layer', async () => {
    const seen: string[] = [];
    const previous = setReporter((error) => seen.push(String(error)));
    try {
      page.dataLayer = [];
      setConfig({ outageUrl: 'javascript:alert(1)' });
      await waitFor(() => page.dataLayer!.length > 0, { message: 'the error event' });
      expect(seen).to.have.length(1);
      expect(page.dataLayer).to.have.length(1);
      expect(page.dataLayer[0]).to.include({ event: 'error', name: 'UnsafeConfigUrlError' });
    } finally {
      setReporter(previous);
    }
  });
});

describe('the personalisation beacon', () => {
  const beacon = () => document.head.querySelector<HTMLScriptElement>(`script[${BEACON_ATTRIBUTE}]`);
  afterEach(() => {
    delete page.OnetrustActiveGroups;
    beacon()?.remove();
    resetConfig();
  });

  it('is on the page only while C0004 is active, and waits for OneTrust when it has not answered', () => {
    setConfig({ analytics: { personalisationBeaconUrl: '/aem6/etc/clientlibs/personalisation/beacon.js' } });
    const stop = watchPersonalisationBeacon();
    try {
      expect(beacon(), 'before any answer').to.equal(null);
      consentTo('C0001', 'C0004');
      expect(beacon()?.src).to.equal(new URL('/aem6/etc/clientlibs/personalisation/beacon.js', document.baseURI).href);
      consentTo('C0001');
      expect(beacon(), 'withdrawn').to.equal(null);
      consentTo('C0001', 'C0004');
      expect(document.head.querySelectorAll(`script[${BEACON_ATTRIBUTE}]`)).to.have.length(1);
    } finally {
      stop();
    }
  });

  it('adds nothing without a configured URL, whatever the consent', () => {
    const stop = watchPersonalisationBeacon();
    consentTo('C0001', 'C0002', 'C0004');
    stop();
    expect(beacon()).to.equal(null);
  });
});
