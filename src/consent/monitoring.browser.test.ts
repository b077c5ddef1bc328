import { expect } from '@open-wc/testing';
import type { RumEvent } from '@datadog/browser-rum';
import { resetConfig, setConfig } from '../config';
import { setReporter } from '../report';
import { waitFor } from '../../test/helpers/dom';
import { CONSENT_EVENT } from './consent';
import { defaultConsentConfig, getConsentConfig } from './consent-config';
import { monitoringSettings, scrubEvent, scrubUrl, startMonitoring } from './monitoring';

type OneTrustWindow = Window & { OnetrustActiveGroups?: string };
const page = window as OneTrustWindow;

const consentTo = (...groups: string[]) => {
  page.OnetrustActiveGroups = `,${groups.join(',')},`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: groups }));
};

/**
 * The SDK's download, watched: how many times monitoring asked for it. Monitoring asks within the
 * consent event's dispatch (or at once when consent is there already), so once the event has
 * been dispatched, a download not asked for is not coming.
 */
let downloads = 0;
const download = () => {
  downloads += 1;
  return import('@datadog/browser-rum');
};
const sdkDownloaded = () => downloads > 0;

const MONITORED = {
  allowedOrigins: ['https://api.example.test'],
  monitoring: { applicationId: 'app-1', clientToken: 'pub-token', proxyUrl: '/monitoring/intake', allowedTracingUrls: ['https://api.example.test'] },
};

describe('monitoring', () => {
  afterEach(() => {
    delete page.OnetrustActiveGroups;
    resetConfig();
  });

  it('keeps of a URL its origin and path, identifiers replaced, never its query or fragment', () => {
    expect(scrubUrl('https://www.example.test/help-and-support/accounts/850000000001/invoices?token=abc#x')).to.equal('https://www.example.test/help-and-support/accounts/:accountNumber/invoices');
    const event = {
      view: { url: 'https://www.example.test/help-and-support/?email=a@b.test', referrer: 'https://www.example.test/premises/12345678' },
      resource: { url: 'https://api.example.test/addresses?postcode=SW1A1AA' },
      error: { message: 'Fetching https://api.example.test/addresses?postcode=SW1A1AA returned response: Status: 500' },
    } as unknown as RumEvent;
    expect(scrubEvent(event)).to.equal(true);
    expect(JSON.stringify(event)).not.to.match(/SW1A1AA|a@b\.test|12345678/);
    expect((event as { resource: { url: string } }).resource.url).to.equal('https://api.example.test/addresses');
  });

  it('tracks every session and takes the page configuration, masking what is typed', () => {
    setConfig({ ...MONITORED, monitoring: { ...MONITORED.monitoring, sessionReplaySampleRate: 25, experimentalFeatures: ['feature_a', 3], env: 'staging' } });
    const settings = monitoringSettings(getConsentConfig().monitoring);
    expect(settings).to.deep.include({
      applicationId: 'app-1',
      clientToken: 'pub-token',
      service: 'help-and-support',
      env: 'staging',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 25,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      startSessionReplayRecordingManually: false,
      allowedTracingUrls: ['https://api.example.test'],
      enableExperimentalFeatures: ['feature_a'],
      proxy: new URL('/monitoring/intake', document.baseURI).href,
    });
    expect(monitoringSettings(defaultConsentConfig.monitoring).sessionReplaySampleRate).to.equal(20);
  });

  it('refuses a proxy that is not a path or an http(s) URL', () => {
    const quiet = setReporter(() => undefined);
    try {
      setConfig({ monitoring: { applicationId: 'app-1', proxyUrl: 'javascript:alert(1)' } });
      expect(monitoringSettings(getConsentConfig().monitoring)).not.to.have.property('proxy');
    } finally {
      setReporter(quiet);
    }
  });

  it('downloads nothing without an application, whatever the consent', () => {
    const stop = startMonitoring(window, download);
    consentTo('C0001', 'C0002');
    stop();
    expect(sdkDownloaded()).to.equal(false);
  });

  it('runs only in the top window', () => {
    setConfig(MONITORED);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const framed = frame.contentWindow!;
      (framed as OneTrustWindow).OnetrustActiveGroups = ',C0001,C0002,';
      startMonitoring(framed, download)();
      expect(sdkDownloaded()).to.equal(false);
    } finally {
      frame.remove();
    }
  });

  it('waits for C0002: nothing is downloaded before it, the SDK starts once it is given, and reports reach it', async () => {
    setConfig(MONITORED);
    const stop = startMonitoring(window, download);
    consentTo('C0001', 'C0004');
    expect(sdkDownloaded(), 'before consent').to.equal(false);

    const previous = setReporter(() => undefined);
    try {
      consentTo('C0001', 'C0002');
      expect(sdkDownloaded(), 'the SDK asked for as consent is given').to.equal(true);
      const { datadogRum } = await import('@datadog/browser-rum');
      await waitFor(() => datadogRum.getInitConfiguration() !== undefined, { message: 'the SDK started' });
      expect(datadogRum.getInitConfiguration()).to.deep.include({ applicationId: 'app-1', sessionSampleRate: 100, defaultPrivacyLevel: 'mask-user-input' });
      // Its reporter now hands every report on to the one before it.
      const monitoringReporter = setReporter(previous);
      expect(monitoringReporter).not.to.equal(previous);
      consentTo('C0001');
      consentTo('C0001', 'C0002');
      expect(downloads, 'started once').to.equal(1);
    } finally {
      stop();
      setReporter(previous);
    }
  });
});
