// @ts-check
/**
 * The control panel's consent and monitoring: what the stand-in cookie banner has set, a way
 * back to its choices, whether the personalisation beacon is on the page, and the batches the
 * stand-in monitoring intake received (GET /__stub/monitoring). A batch comes from the page's
 * scripts, so what it says is put on the page as text only.
 */
import { CONSENT_EVENT, STORAGE_KEY, activeOptionalGroups, openCookieSettings } from './consent-banner.js';
import { announce, byId, reportFailure, stub, withButton } from './panel-common.js';

/**
 * @typedef {object} MonitoringBatch
 * @property {string} receivedAt
 * @property {string} track 'rum', 'replay', 'logs' or 'unknown'
 * @property {number} bytes
 */

const consentState = byId('consent-state', HTMLElement);
const beaconState = byId('beacon-state', HTMLElement);
const consentOpen = byId('consent-open', HTMLButtonElement);
const consentForget = byId('consent-forget', HTMLButtonElement);
const batchesSummary = byId('monitoring-summary', HTMLElement);
const batchesRefresh = byId('monitoring-refresh', HTMLButtonElement);
const batchesClear = byId('monitoring-clear', HTMLButtonElement);
const batchesList = byId('monitoring-list', HTMLOListElement);

const GROUP_NAMES = { C0002: 'analytics and monitoring (C0002)', C0004: 'advertising and personalisation (C0004)' };

function renderConsent() {
  const groups = activeOptionalGroups();
  const raw = /** @type {{ OnetrustActiveGroups?: unknown }} */ (window).OnetrustActiveGroups;
  if (groups === null) consentState.textContent = 'No choice yet: nothing that needs consent runs.';
  else {
    const names = groups.map((id) => GROUP_NAMES[/** @type {keyof typeof GROUP_NAMES} */ (id)]);
    consentState.textContent = `Active groups ${String(raw)}: ${names.length ? `strictly necessary, ${names.join(' and ')}` : 'strictly necessary only'}.`;
  }
  const beacon = document.head.querySelector('script[data-help-personalisation-beacon]');
  beaconState.textContent = beacon ? 'The personalisation beacon script is on the page.' : 'The personalisation beacon script is not on the page.';
}

// The elements add or remove the beacon after the event, whenever they have loaded.
window.addEventListener(CONSENT_EVENT, renderConsent);
new MutationObserver(renderConsent).observe(document.head, { childList: true });

consentOpen.addEventListener('click', () => openCookieSettings());

consentForget.addEventListener('click', () =>
  withButton(consentForget, () => {
    window.localStorage.removeItem(STORAGE_KEY);
    window.location.reload();
  }),
);

/** @param {MonitoringBatch} batch */
function batchItem(batch) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.dateTime = String(batch.receivedAt);
  time.textContent = new Date(batch.receivedAt).toLocaleTimeString('en-GB');
  item.append(time, ` · ${String(batch.track)} · ${Number(batch.bytes).toLocaleString('en-GB')} bytes`);
  return item;
}

async function loadBatches() {
  const batches = /** @type {MonitoringBatch[]} */ (await stub('/__stub/monitoring'));
  batchesList.replaceChildren(...batches.slice().reverse().map(batchItem));
  batchesSummary.textContent =
    batches.length === 0
      ? 'No batches yet. Monitoring starts once analytics and monitoring cookies (C0002) are accepted.'
      : `${batches.length} batch${batches.length === 1 ? '' : 'es'} received, newest first.`;
}

batchesRefresh.addEventListener('click', () =>
  withButton(batchesRefresh, async () => {
    await loadBatches();
    announce('Monitoring batches refreshed.');
  }),
);

batchesClear.addEventListener('click', () =>
  withButton(batchesClear, async () => {
    await stub('/__stub/monitoring', { method: 'DELETE' });
    await loadBatches();
    announce('Monitoring batches cleared.');
  }),
);

// The SDK sends batches every few seconds while the page is used: look while the tab is seen.
setInterval(() => {
  if (document.visibilityState === 'visible') loadBatches().catch(reportFailure);
}, 5000);

renderConsent();
loadBatches().catch(reportFailure);
