/**
 * The configuration of what follows the customer's consent: monitoring and the data
 * layer and personalisation beacon. Read from the page's #help-and-support-config with the same
 * checks as the rest, but only by this folder, so no element's first download carries it.
 */
import { merge, pageConfigInput, safeUrlList, safeUrls, urlPolicyOf } from '../config/config';

export interface MonitoringConfig {
  /** No monitoring at all without one. */
  applicationId: string;
  clientToken: string;
  site: string;
  /** The application's name in monitoring. */
  service: string;
  version: string;
  /** The environment: in production, errors also go to the data layer. */
  env: string;
  /** Session replay sample rate, percent (20 by default). */
  sessionReplaySampleRate: number;
  /** Requests that carry tracing headers. */
  allowedTracingUrls: string[];
  /** The SDK's experimental features to turn on. */
  experimentalFeatures: string[];
  /** Where the SDK sends its batches instead of the provider's intake ('' for the provider's). */
  proxyUrl: string;
  /**
   * Where session replay's worker is loaded from: dist/monitoring-worker.js served on the page's
   * origin ('' for the SDK's own `blob:` worker, which a page requiring Trusted Types refuses).
   */
  workerUrl: string;
}

export interface AnalyticsConfig {
  /** The global array page views and errors are pushed to (the page's tag manager reads it). */
  dataLayerName: string;
  /** The personalisation beacon script, added only while C0004 is active ('' for none). */
  personalisationBeaconUrl: string;
}

export interface ConsentConfig {
  monitoring: MonitoringConfig;
  analytics: AnalyticsConfig;
}

export const defaultConsentConfig: ConsentConfig = {
  monitoring: {
    applicationId: '',
    clientToken: '',
    site: 'datadoghq.eu',
    service: 'help-and-support',
    version: '0.1.0',
    env: 'production',
    sessionReplaySampleRate: 20,
    allowedTracingUrls: [],
    experimentalFeatures: [],
    proxyUrl: '',
    workerUrl: '',
  },
  analytics: {
    dataLayerName: 'dataLayer',
    personalisationBeaconUrl: '',
  },
};

export function parseConsentConfig(given: unknown): ConsentConfig {
  const { monitoring, analytics } = merge(defaultConsentConfig, given);
  const policy = urlPolicyOf(given);
  return {
    monitoring: {
      ...safeUrls(monitoring, defaultConsentConfig.monitoring, ['proxyUrl', 'workerUrl'], 'monitoring.', policy),
      allowedTracingUrls: safeUrlList(monitoring.allowedTracingUrls, 'monitoring.allowedTracingUrls', policy),
      experimentalFeatures: monitoring.experimentalFeatures.filter((feature): feature is string => typeof feature === 'string'),
    },
    analytics: safeUrls(analytics, defaultConsentConfig.analytics, ['personalisationBeaconUrl'], 'analytics.', policy),
  };
}

const parsed = new WeakMap<object, ConsentConfig>();

/** What follows consent, read from the page configuration once per configuration. */
export function getConsentConfig(): ConsentConfig {
  const given = pageConfigInput();
  let config = parsed.get(given);
  if (!config) parsed.set(given, (config = parseConsentConfig(given)));
  return config;
}
