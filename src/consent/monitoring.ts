/**
 * Monitoring: the provider's browser SDK, downloaded only once the customer
 * consents to performance cookies (C0002), only in the page's top window, and only when the
 * configuration names an application. A page without that consent never downloads it.
 *
 * What it may see: user input is masked in replays; every URL it records loses its query and
 * fragment and has the customer's identifiers replaced (the data layer's rule); error messages
 * have their URLs cut the same way. Tokens live in cookies and sessionStorage, which it is never
 * given. Once it runs, every `report()` reaches it too.
 *
 * Session replay compresses in a worker. With `monitoring.workerUrl` it is loaded from that file
 * (dist/monitoring-worker.js on the page's origin), which the page's Trusted Types `default`
 * policy, created here once consent is given and not before, passes and nothing else
 * (platform/trusted-types.ts): that is how replay starts on a page requiring Trusted Types.
 */
import type { RumEvent, RumInitConfiguration } from '@datadog/browser-rum';
import { getConsentConfig, type MonitoringConfig } from './consent-config';
import { report, setReporter } from '../report';
import { trustWorkerUrl } from '../platform/trusted-types';
import { CONSENT_GROUPS, whenConsented } from './consent';
import { maskPath } from './mask-path';

/** Every session is tracked (100 percent); replays follow the configured rate (20 by default). */
const SESSION_SAMPLE_RATE = 100;

/** A URL as monitoring may keep it: origin and path, identifiers replaced, no query or fragment. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url, document.baseURI);
    return `${parsed.origin}${maskPath(parsed.pathname)}`;
  } catch {
    return '';
  }
}

const scrubUrlsIn = (text: string): string => text.replace(/https?:\/\/[^\s"'<>]+/g, (url) => scrubUrl(url));

/** Cuts what an event could carry beyond what monitoring needs (runs on every event). */
export function scrubEvent(event: RumEvent): boolean {
  const scrubbable = event as { view?: { url?: string; referrer?: string }; resource?: { url?: string }; error?: { message?: string; stack?: string; resource?: { url?: string } } };
  if (scrubbable.view?.url) scrubbable.view.url = scrubUrl(scrubbable.view.url);
  if (scrubbable.view?.referrer) scrubbable.view.referrer = scrubUrl(scrubbable.view.referrer);
  if (scrubbable.resource?.url) scrubbable.resource.url = scrubUrl(scrubbable.resource.url);
  if (scrubbable.error?.message) scrubbable.error.message = scrubUrlsIn(scrubbable.error.message);
  if (scrubbable.error?.stack) scrubbable.error.stack = scrubUrlsIn(scrubbable.error.stack);
  if (scrubbable.error?.resource?.url) scrubbable.error.resource.url = scrubUrl(scrubbable.error.resource.url);
  return true;
}

/** `monitoring.workerUrl` names a file on another origin, where no page may start a worker from. */
export class MonitoringWorkerOriginError extends Error {
  override name = 'MonitoringWorkerOriginError';
}

/**
 * Session replay's worker file (`monitoring.workerUrl`), absolute; undefined when none is
 * configured, or when it is on another origin than the page (reported: the SDK's own `blob:`
 * worker is used instead).
 */
export function monitoringWorkerUrl(config: MonitoringConfig): string | undefined {
  if (!config.workerUrl) return undefined;
  const url = new URL(config.workerUrl, document.baseURI);
  if (url.origin === window.location.origin) return url.href;
  report(new MonitoringWorkerOriginError("monitoring.workerUrl must be on the page's origin"), { action: 'reading monitoring.workerUrl (value refused)', level: 'warn' });
  return undefined;
}

/** The SDK's settings: fixed tracking and masking, the rest from the page configuration. */
export function monitoringSettings(config: MonitoringConfig): RumInitConfiguration {
  const workerUrl = monitoringWorkerUrl(config);
  return {
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: config.site,
    service: config.service,
    version: config.version,
    env: config.env,
    sessionSampleRate: SESSION_SAMPLE_RATE,
    sessionReplaySampleRate: config.sessionReplaySampleRate,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
    // Replays record from the start, not on a later call.
    startSessionReplayRecordingManually: false,
    allowedTracingUrls: config.allowedTracingUrls,
    enableExperimentalFeatures: config.experimentalFeatures,
    ...(config.proxyUrl ? { proxy: new URL(config.proxyUrl, document.baseURI).href } : {}),
    // Replay's worker from a file of ours rather than the SDK's blob: URL (docs/security.md, "Content Security Policy").
    ...(workerUrl ? { workerUrl } : {}),
    beforeSend: scrubEvent,
  };
}

type Sdk = typeof import('@datadog/browser-rum');

/** The SDK's download: its own chunk, fetched only from here. */
const downloadSdk = (): Promise<Sdk> => import('@datadog/browser-rum');

async function startSdk(config: MonitoringConfig, download: () => Promise<Sdk>): Promise<void> {
  const { datadogRum } = await download();
  const settings = monitoringSettings(config);
  // Under Trusted Types, `new Worker(workerUrl)` needs a policy that vouches for that one URL;
  // without it monitoring still runs, without replays (the SDK says Session Replay failed to start).
  if (settings.workerUrl && config.sessionReplaySampleRate > 0) {
    try {
      trustWorkerUrl(settings.workerUrl);
    } catch (error) {
      report(error, { action: "letting session replay start its worker (Trusted Types' default policy)", level: 'warn' });
    }
  }
  datadogRum.init(settings);
  const previous = setReporter((error, context) => {
    previous(error, context);
    datadogRum.addError(error, { action: context.action, element: context.element ?? null });
  });
}

/**
 * Starts monitoring once C0002 is active (now, or when OneTrust's event says so), in the top
 * window, with an application configured. Returns a stop for the wait. (Tests watch the
 * download through `download`.)
 */
export function startMonitoring(win: Window = window, download: () => Promise<Sdk> = downloadSdk): () => void {
  const config = getConsentConfig().monitoring;
  if (!config.applicationId || win.top !== win) return () => undefined;
  return whenConsented(
    CONSENT_GROUPS.performance,
    () =>
      void startSdk(config, download).catch((error: unknown) => report(error, { action: 'starting monitoring', level: 'warn' })),
    win,
  );
}
