/**
 * What waits for the customer's consent, started once per page by the first element that
 * connects (whatever the number of elements or bundles): monitoring (C0002) and the
 * personalisation beacon (C0004). Loaded apart from every element's first download.
 */
import { watchPersonalisationBeacon } from './beacon';
import { startMonitoring } from './monitoring';
// Reports become error events in the page's data layer once it is here (it tells report/).
import './data-layer';

const STARTED = Symbol.for('help-and-support.consent-services');
type WithStarted = typeof globalThis & { [STARTED]?: true };

export function startConsentServices(): void {
  const scope = globalThis as WithStarted;
  if (scope[STARTED]) return;
  scope[STARTED] = true;
  startMonitoring();
  watchPersonalisationBeacon();
}
