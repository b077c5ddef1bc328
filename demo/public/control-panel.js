// @ts-check
/**
 * The demo's control panel: drives the stand-in services through /__stub/ (same-origin JSON only).
 * Flips meter-read week, injects leads faults, and lists the leads received. Lead bodies are
 * customer input, so they are only ever put on the page as text. Sign-in and the idle time-out
 * are in panel-session.js, consent and monitoring in panel-monitoring.js.
 */
import { announce, byId, reportFailure, stub, withButton } from './panel-common.js';
import './panel-session.js';
import './panel-monitoring.js';

/**
 * @typedef {object} StoredLead
 * @property {string} id
 * @property {string} receivedAt
 * @property {{ 'content-type': string, 'x-client-id': string }} headers
 * @property {unknown} body
 * @property {string} [unreadable] why the stored body could not be read back (body is then null)
 */

/**
 * @typedef {object} Fault
 * @property {string} service
 * @property {number} status
 * @property {number} delayMs
 * @property {number} times
 * @property {boolean} malformed
 * @property {boolean} network
 * @property {'before-store' | 'after-store'} stage
 */

const weekState = byId('week-state', HTMLElement);
const runtimeState = byId('runtime-state', HTMLElement);
const runtimeSwitch = byId('runtime-switch', HTMLAnchorElement);
const weekToggle = byId('week-toggle', HTMLButtonElement);
const reloadPage = byId('reload-page', HTMLButtonElement);
const faultFail = byId('fault-fail', HTMLButtonElement);
const faultSlow = byId('fault-slow', HTMLButtonElement);
const faultLost = byId('fault-lost', HTMLButtonElement);
const faultsClear = byId('faults-clear', HTMLButtonElement);
const faultsState = byId('faults-state', HTMLElement);
const leadsSummary = byId('leads-summary', HTMLElement);
const leadsRefresh = byId('leads-refresh', HTMLButtonElement);
const leadsClear = byId('leads-clear', HTMLButtonElement);
const leadsList = byId('leads-list', HTMLOListElement);

/**
 * The flag as the page loaded it, to tell whether a reload is needed.
 * @type {boolean | null}
 */
let weekAtLoad = null;
/** @type {boolean | null} */
let weekNow = null;

// Runtime: the server writes which build the page loads into <html data-runtime> (?runtime=lean).

const lean = document.documentElement.dataset.runtime === 'lean';
runtimeState.textContent = lean
  ? 'This page runs the lean build (preact/compat, dist/lean/).'
  : 'This page runs the default build (React 19, dist/).';
const otherRuntime = new URL(window.location.href);
if (lean) otherRuntime.searchParams.delete('runtime');
else otherRuntime.searchParams.set('runtime', 'lean');
runtimeSwitch.href = otherRuntime.href;
runtimeSwitch.textContent = lean ? 'Load the default build instead' : 'Load the lean build instead';

// Meter-read week

function renderWeek() {
  if (weekNow === null) return;
  weekState.textContent = weekNow
    ? 'It is meter-read week: the form is open.'
    : 'It is not meter-read week: the form says it is no longer available.';
  weekToggle.textContent = weekNow ? 'Turn meter-read week off' : 'Turn meter-read week on';
  weekToggle.disabled = false;
  reloadPage.hidden = weekNow === weekAtLoad;
}

async function loadFlags() {
  const flags = /** @type {{ meterReadWeek: boolean }} */ (await stub('/__stub/flags'));
  weekNow = flags.meterReadWeek;
  if (weekAtLoad === null) weekAtLoad = weekNow;
  renderWeek();
}

weekToggle.addEventListener('click', () =>
  withButton(weekToggle, async () => {
    const flags = /** @type {{ meterReadWeek: boolean }} */ (
      await stub('/__stub/flags', { method: 'POST', body: { meterReadWeek: !weekNow } })
    );
    weekNow = flags.meterReadWeek;
    announce(
      weekNow === weekAtLoad
        ? `Meter-read week is ${weekNow ? 'on' : 'off'} again, as when the page loaded.`
        : `Meter-read week is now ${weekNow ? 'on' : 'off'}. Reload the page to see the form change.`,
    );
  }).then(renderWeek),
);

reloadPage.addEventListener('click', () => window.location.reload());

// Faults

/** @param {Fault} fault */
function describeFault(fault) {
  const calls = fault.times === 1 ? 'the next call' : `the next ${fault.times} calls`;
  const parts = [];
  if (fault.delayMs > 0) parts.push(`wait ${fault.delayMs / 1000} s`);
  if (fault.network) parts.push('drop the connection');
  else if (fault.malformed) parts.push('answer with broken JSON');
  else if (fault.status > 0) parts.push(`fail with ${fault.status}`);
  const stored = fault.stage === 'after-store' ? ' after storing the lead' : '';
  return `${fault.service}: ${parts.join(', then ')}${stored} on ${calls}`;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let faultsPoll;

/** Shows the pending faults, and looks again every 2 seconds while any are left. */
async function loadFaults() {
  clearTimeout(faultsPoll);
  const faults = /** @type {Fault[]} */ (await stub('/__stub/faults'));
  faultsState.textContent =
    faults.length === 0 ? 'No faults set.' : `Set: ${faults.map(describeFault).join('; ')}.`;
  if (faults.length > 0) faultsPoll = setTimeout(() => loadFaults().catch(reportFailure), 2000);
}

faultFail.addEventListener('click', () =>
  withButton(faultFail, async () => {
    await stub('/__stub/faults', { method: 'POST', body: { service: 'leads', status: 500, times: 1 } });
    await loadFaults();
    announce('The next lead sent will fail with 500. Submit the form to see the error banner.');
  }),
);

faultSlow.addEventListener('click', () =>
  withButton(faultSlow, async () => {
    await stub('/__stub/faults', { method: 'POST', body: { service: 'leads', delayMs: 3000, times: 1 } });
    await loadFaults();
    announce('The next lead sent will take 3 seconds to be accepted.');
  }),
);

faultLost.addEventListener('click', () =>
  withButton(faultLost, async () => {
    await stub('/__stub/faults', { method: 'POST', body: { service: 'leads', status: 500, times: 1, stage: 'after-store' } });
    await loadFaults();
    announce('The next lead will be stored, but its answer lost (500). Submit, reload the page and submit again: one lead is stored.');
  }),
);

faultsClear.addEventListener('click', () =>
  withButton(faultsClear, async () => {
    await stub('/__stub/faults', { method: 'DELETE' });
    await loadFaults();
    announce('Faults cleared.');
  }),
);

// Leads

/** @param {unknown} body */
function describeLead(body) {
  const data = typeof body === 'object' && body !== null ? /** @type {Record<string, any>} */ (body).data : undefined;
  const attributes = data?.attributes ?? {};
  const name = [attributes['first-name'], attributes.surname].filter((part) => typeof part === 'string').join(' ');
  const topic = typeof attributes.topic === 'string' ? attributes.topic : 'lead';
  return name ? `${topic} from ${name}` : topic;
}

/** @param {StoredLead} lead */
function leadItem(lead) {
  const item = document.createElement('li');

  const heading = document.createElement('p');
  heading.className = 'leads__heading';
  heading.textContent = lead.id;
  item.append(heading);

  const meta = document.createElement('p');
  meta.className = 'leads__meta';
  const time = document.createElement('time');
  time.dateTime = lead.receivedAt;
  time.textContent = new Date(lead.receivedAt).toLocaleString('en-GB');
  meta.append(time, ` · ${describeLead(lead.body)} · client ${lead.headers['x-client-id']}`);
  item.append(meta);

  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = `JSON sent for ${lead.id}`;
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = lead.unreadable ? `The stored JSON could not be read back: ${lead.unreadable}` : JSON.stringify(lead.body, null, 2);
  pre.append(code);
  details.append(summary, pre);
  item.append(details);
  return item;
}

async function loadLeads() {
  const leads = /** @type {StoredLead[]} */ (await stub('/__stub/leads'));
  // Keep open the details the user had open.
  const open = new Set(
    [...leadsList.querySelectorAll('details[open] summary')].map((summary) => summary.textContent),
  );
  const items = leads
    .slice()
    .reverse()
    .map((lead) => {
      const item = leadItem(lead);
      const details = item.querySelector('details');
      if (details && open.has(`JSON sent for ${lead.id}`)) details.open = true;
      return item;
    });
  leadsList.replaceChildren(...items);
  leadsSummary.textContent =
    leads.length === 0 ? 'No leads yet.' : `${leads.length} lead${leads.length === 1 ? '' : 's'} received, newest first.`;
}

leadsRefresh.addEventListener('click', () =>
  withButton(leadsRefresh, async () => {
    await loadLeads();
    announce('Leads list refreshed.');
  }),
);

leadsClear.addEventListener('click', () =>
  withButton(leadsClear, async () => {
    await stub('/__stub/leads', { method: 'DELETE' });
    await loadLeads();
    announce('Leads cleared.');
  }),
);

// Elements announce each accepted lead with a help-submitted event (bubbles, composed).
document.addEventListener('help-submitted', (event) => {
  const detail = event instanceof CustomEvent ? event.detail : undefined;
  const reference = typeof detail?.reference === 'string' ? detail.reference : '';
  loadLeads()
    .then(() => loadFaults())
    .then(() => announce(reference ? `Lead ${reference} received.` : 'A lead was received.'))
    .catch(reportFailure);
});

// Any lead error or fault use shows up when the user comes back to the tab.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') Promise.all([loadLeads(), loadFaults(), loadFlags()]).catch(reportFailure);
});

Promise.all([loadFlags(), loadFaults(), loadLeads()]).catch(reportFailure);
