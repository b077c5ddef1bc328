/**
 * Monitoring under Trusted Types: the demo app page's consent and monitoring (its configuration
 * and cookie banner, test/host-pages.mjs `monitoring=1`) under the demo's strict policy
 * (DEMO_CSP, Trusted Types required). Before consent nothing of monitoring exists on the page;
 * once the customer accepts, the SDK starts and session replay records: its worker comes from
 * the bundle's worker file (`monitoring.workerUrl`), which the `default` policy created then
 * passes, so nothing is blocked and replay batches reach the stand-in intake.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { settle, type HostProbe } from './helpers/aem';
import { textOf, waitFor } from './helpers/dom';
import { resetStandIns } from './helpers/stand-ins';

type HostWindow = Window &
  typeof globalThis & {
    __host: HostProbe;
    DD_RUM?: unknown;
    trustedTypes?: { defaultPolicy: { name: string } | null };
  };

interface MonitoringBatch {
  receivedAt: string;
  track: string;
  bytes: number;
}

/** The demo cookie banner's memory of the choice (demo/public/consent-banner.js). */
const CONSENT_STORAGE_KEY = 'help-demo-consent';
const APP_PAGE = `app/?tag=help-and-support&attrs=${encodeURIComponent('with-header&base-path=/__host/app/')}&monitoring=1`;

const batches = async (): Promise<MonitoringBatch[]> => (await fetch('/__stub/monitoring')).json() as Promise<MonitoringBatch[]>;

/**
 * The tracks the intake has received, asked again and again until one is `replay` (or the wait's
 * ceiling passes: the test then says which came).
 */
async function tracksOnceReplayArrives(): Promise<string[]> {
  let tracks: string[] = [];
  let asking: Promise<void> | undefined;
  try {
    await waitFor(
      () => {
        asking ??= batches().then((received) => {
          tracks = [...new Set(received.map((batch) => batch.track))];
          asking = undefined;
        });
        return tracks.includes('replay');
      },
      { message: 'a replay batch at the intake' },
    );
  } catch {
    // What came instead is in the tracks returned.
  }
  await asking;
  return tracks;
}

/** Whether the page's consent services have started (src/consent/services.ts marks the page). */
const consentServicesStarted = (win: Window) => (win as unknown as Record<symbol, unknown>)[Symbol.for('help-and-support.consent-services')] === true;

let opened: Window | null = null;

/**
 * Opens a host page in a window of its own: monitoring starts only in a page's top window
 * (the top-level window only), never in a frame, so the page cannot be a frame of the test page.
 */
async function openHostPage(page: string): Promise<HostWindow> {
  // Opened from a key press, as a customer would: WebKit opens no window without one.
  const button = document.createElement('button');
  button.textContent = 'Open the host page';
  const opening = new Promise<Window | null>((resolve) => {
    button.addEventListener('click', () => resolve(window.open(`/__host/${page}`, '_blank', 'width=1024,height=768')), { once: true });
  });
  document.body.append(button);
  button.focus();
  await sendKeys({ press: 'Enter' });
  opened = await opening;
  button.remove();
  if (!opened) throw new Error('The browser refused to open the host page in a window of its own');
  return waitFor(() => (opened as HostWindow | null)?.__host && (opened as HostWindow), { message: 'the host page' });
}

/** What the SDK says on the console (it reports a replay that cannot start only there). */
function recordConsole(win: HostWindow): string[] {
  const said: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    const original = win.console[level].bind(win.console);
    win.console[level] = (...args: unknown[]) => {
      said.push(args.map(String).join(' '));
      original(...args);
    };
  }
  return said;
}

function clearMonitoringCookies(): void {
  for (const name of document.cookie.split(/;\s*/).map((pair) => pair.split('=')[0] ?? '')) {
    if (name.startsWith('_dd_s')) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('monitoring on the demo strict page [all engines]', () => {
  beforeEach(async () => {
    await resetStandIns();
    await fetch('/__stub/monitoring', { method: 'DELETE' });
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    clearMonitoringCookies();
  });
  afterEach(() => {
    opened?.close();
    opened = null;
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    clearMonitoringCookies();
  });

  it('after C0002 consent, session replay records with nothing blocked; before it, no monitoring at all [all engines]', async function () {
    const win = await openHostPage(APP_PAGE);
    const said = recordConsole(win);
    const root = await waitFor(() => win.document.getElementById('first')?.shadowRoot, { message: 'the app' });
    await waitFor(() => textOf(root.querySelector('h1')!) === 'Help & Support', { message: 'the help home' });
    const banner = await waitFor(() => win.document.querySelector('.consent-banner'), { message: 'the cookie banner' });

    // Before consent: no SDK, no policy for its worker, no session cookie, nothing sent, once
    // what waits for consent has started and found none, and whatever it did is done.
    await waitFor(() => consentServicesStarted(win), { message: "the page's consent services" });
    await settle(win);
    expect(win.DD_RUM, 'the SDK before consent').to.equal(undefined);
    if (win.trustedTypes) expect(win.trustedTypes.defaultPolicy, 'a default policy before consent').to.equal(null);
    expect(win.document.cookie).not.to.match(/_dd_s/);
    expect(await batches()).to.deep.equal([]);

    const accept = [...banner.querySelectorAll('button')].find((button) => button.textContent === 'Accept all cookies')!;
    accept.click();

    // Replay segments are sent every 5 seconds at most; RUM events with them or on their own.
    const tracks = await tracksOnceReplayArrives();
    expect(tracks, `the intake's tracks; the SDK said ${JSON.stringify(said)}; violations ${JSON.stringify(win.__host.violations)}`).to.include('replay');
    expect(win.DD_RUM, 'the SDK after consent').not.to.equal(undefined);
    if (win.trustedTypes) expect(win.trustedTypes.defaultPolicy?.name).to.equal('default');

    expect(win.__host.violations, 'CSP and Trusted Types violations').to.deep.equal([]);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
    expect(said.filter((line) => /Session Replay|TrustedScriptURL|Trusted Type|worker/i.test(line)), 'what the SDK said').to.deep.equal([]);

    // The default policy passes that one worker URL and nothing else: any other is refused and reported.
    if (win.trustedTypes) {
      expect(() => new win.Worker('/__host/probe.js')).to.throw();
      await waitFor(() => win.__host.violations.length > 0, { message: 'the refused worker reported' });
      // Any other violation the page had to report came before this one.
      expect(win.__host.violations).to.deep.equal(['require-trusted-types-for trusted-types-sink']);
    }
  });
});
