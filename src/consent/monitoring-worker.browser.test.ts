/**
 * Session replay's worker file (`monitoring.workerUrl`) and the Trusted Types default policy
 * that vouches for it (platform/trusted-types.ts). The whole path on a page that requires
 * Trusted Types is in test/monitoring-strict-page.browser.test.ts.
 */
import { expect } from '@open-wc/testing';
import { resetConfig, setConfig } from '../config';
import { setReporter } from '../report';
import { DefaultPolicyTakenError, trustWorkerUrl } from '../platform/trusted-types';
import { getConsentConfig } from './consent-config';
import { monitoringSettings, MonitoringWorkerOriginError } from './monitoring';

const MONITORED = { applicationId: 'app-1', clientToken: 'pub-token' };

/** Runs `action` with reports collected instead of logged. */
function reportsOf(action: () => void): string[] {
  const reports: string[] = [];
  const previous = setReporter((error, context) => reports.push(`${(error as Error).name}: ${context.action}`));
  try {
    action();
  } finally {
    setReporter(previous);
  }
  return reports;
}

describe('session replay worker', () => {
  afterEach(resetConfig);

  it('has the SDK load the configured worker file, as an absolute URL of the page', () => {
    setConfig({ monitoring: { ...MONITORED, workerUrl: '/dist/monitoring-worker.js' } });
    expect(monitoringSettings(getConsentConfig().monitoring).workerUrl).to.equal(new URL('/dist/monitoring-worker.js', document.baseURI).href);
  });

  it("leaves the SDK's own worker when none is configured", () => {
    setConfig({ monitoring: MONITORED });
    expect(monitoringSettings(getConsentConfig().monitoring)).not.to.have.property('workerUrl');
  });

  it('refuses, and reports, a worker on another origin or a URL that is not http(s)', () => {
    const reports = reportsOf(() => {
      setConfig({ allowedOrigins: ['https://cdn.example.test'], monitoring: { ...MONITORED, workerUrl: 'https://cdn.example.test/dist/monitoring-worker.js' } });
      expect(monitoringSettings(getConsentConfig().monitoring)).not.to.have.property('workerUrl');
      setConfig({ monitoring: { ...MONITORED, workerUrl: 'javascript:alert(1)' } });
      expect(monitoringSettings(getConsentConfig().monitoring)).not.to.have.property('workerUrl');
    });
    expect(reports).to.deep.equal([`${new MonitoringWorkerOriginError('').name}: reading monitoring.workerUrl (value refused)`, 'UnsafeConfigUrlError: reading #help-and-support-config (value refused)']);
  });

  it('vouches for exactly that URL through the default policy, and for nothing else', function () {
    const factory = (window as { trustedTypes?: { defaultPolicy: { name: string; createScriptURL(url: string): unknown } | null } }).trustedTypes;
    if (!factory) this.skip(); // No Trusted Types in this engine: nothing to vouch to.
    const worker = new URL('/dist/monitoring-worker.js', document.baseURI).href;
    trustWorkerUrl(worker);
    trustWorkerUrl(worker); // Again, as a second copy of the bundle would: the same policy.
    const policy = factory.defaultPolicy!;
    expect(policy.name).to.equal('default');
    expect(String(policy.createScriptURL(worker))).to.equal(worker);
    // Anything else gets null from the rule, which the browser turns into a refusal at a sink
    // (called directly, the policy makes an empty value of it).
    for (const other of [`${worker}?x`, '/dist/monitoring-worker.js', 'blob:https://example.test/x', 'https://evil.example/w.js']) {
      expect(String(policy.createScriptURL(other)), other).to.equal('');
    }
  });

  it("leaves a page's own default policy alone", () => {
    const page = globalThis as unknown as Record<symbol, unknown>;
    const key = Symbol.for('help-and-support.trusted-worker-urls');
    const ours = page[key];
    delete page[key]; // As a page whose default policy is not ours (this page's is, from the test before).
    try {
      const factory = (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes;
      if (factory?.defaultPolicy) expect(() => trustWorkerUrl('https://x.example/w.js')).to.throw(DefaultPolicyTakenError);
    } finally {
      page[key] = ours;
    }
  });
});
