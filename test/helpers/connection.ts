/**
 * The connection as the browser sees it, for tests of sending with no signal. A test cannot
 * cut the machine's network, and the stand-ins drop a connection only for the one call a fault
 * names (`injectFault({ service: 'leads', network: true })`). What the elements read besides
 * that is `navigator.onLine` and the `online` event: setOnline(false) stubs the first as a
 * browser does when the connection goes, setOnline(true) puts it back and dispatches the
 * event, as a browser does when it returns. TanStack Query's own view (it pauses queries while
 * offline) follows, also when no element was on the page to hear the event.
 */
import { onlineManager } from '@tanstack/react-query';
import { KEPT_STORAGE_KEY, readKept, type KeptLead } from '../../src/store/kept/kept';
import { STORAGE_KEY } from '../../src/store';
import { simulateReload } from './element';

export function setOnline(online: boolean): void {
  if (online) {
    delete (navigator as { onLine?: boolean }).onLine; // the browser's own value again
    window.dispatchEvent(new Event('online'));
  } else {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
  }
  onlineManager.setOnline(online);
}

/** Puts the connection back after a test that took it (afterEach). */
export function restoreOnline(): void {
  if (Object.prototype.hasOwnProperty.call(navigator, 'onLine')) setOnline(true);
}

/**
 * What closing the tab does: every element goes with the tab's sessionStorage (its drafts and
 * receipts); localStorage, where kept leads live, stays.
 */
export function simulateClose(): void {
  simulateReload();
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The leads kept on the device now. */
export const keptLeads = (): KeptLead[] => readKept();

export { KEPT_STORAGE_KEY };
