/**
 * Driving a Help & Support element in a browser test, the one way every element test does it:
 *
 *   beforeEach(resetPage); afterEach(resetPage);
 *   const { el, root } = await mountElement('meter-read-form', { id: 'home' });
 *   await typeInto(fieldIn(root, 'first_name'), 'Ann');
 *   submitButton(root).click();
 *   expect(summaryLinks(root)).to.deep.equal([...]);
 *
 * resetPage puts back everything an element or a test may change: elements mounted here, the
 * stand-ins (leads, faults, flags), the page store and its sessionStorage, leads kept on the
 * device (localStorage, which every test file's page shares), the shared
 * QueryClient (its cache and any default a test changed), the configuration, the URL and the
 * prefill taken out of it.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getQueryClient } from '../../src/api/query-client';
import { resetConfig } from '../../src/config';
import { ADDRESS_PREFILL_KEY } from '../../src/platform/address-prefill/address-prefill';
import { submissionTimings } from '../../src/leads/forms/use-submit-lead';
import { getHelpStore, STORAGE_KEY } from '../../src/store';
import { KEPT_STORAGE_KEY, keptInHand } from '../../src/store/kept/kept';
import { waitFor } from './dom';
import { restoreHeldRequests } from './held-requests';
import { signOut } from './session';
import { resetStandIns } from './stand-ins';

const START_URL = `${location.pathname}${location.search}`;
const STORE_KEY = Symbol.for('help-and-support.store');
const DEFAULT_SLOW_AFTER_MS = submissionTimings.slowAfterMs;

const mounted = new Set<HTMLElement>();
const changedQueryDefaults: { queryKey: QueryKey; previous: object }[] = [];

export interface MountOptions {
  /** Attributes of the element (`{ 'url-routing': '' }`). */
  attributes?: Record<string, string>;
  /** Where it goes (default document.body). */
  parent?: ParentNode;
  /** Wait for an h1 inside it (default), or return at once. */
  waitForHeading?: boolean;
}

/** Adds an element to the page and waits until its first screen shows its heading. */
export async function mountElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { attributes = {}, parent = document.body, waitForHeading = true }: MountOptions = {},
): Promise<{ el: HTMLElementTagNameMap[K]; root: ShadowRoot }> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  parent.append(el);
  mounted.add(el);
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${tag}> has no shadow root: is it defined?`);
  if (waitForHeading) await waitFor(() => root.querySelector('h1'), { message: `the heading of <${tag}>` });
  return { el, root };
}

/** The control named `name` in an element's shadow root (an input, select or textarea). */
export function fieldIn(root: ShadowRoot, name: string): HTMLInputElement {
  const found = root.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}

export const hasField = (root: ShadowRoot, name: string): boolean => root.querySelector(`[name="${name}"]`) !== null;

export const submitButton = (root: ShadowRoot): HTMLButtonElement => {
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  return button;
};

/** The error summary's link texts, in order. */
export const summaryLinks = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('.help-error-summary a')].map((a) => a.textContent?.trim() ?? '');

/** The inline error of a field (its "Error: …" text), found through aria-describedby. */
export function inlineErrorOf(root: ShadowRoot, field: Element): string | undefined {
  const ids = (field.closest('fieldset[aria-describedby]') ?? field).getAttribute('aria-describedby')?.split(' ') ?? [];
  const message = ids.map((id) => root.getElementById(id)).find((node) => node?.classList.contains('help-error-message'));
  return message?.textContent?.replace(/\s+/g, ' ').trim();
}

/** Changes a QueryClient default for one test; resetPage puts it back. */
export function setQueryDefaults(queryKey: QueryKey, options: { retry?: number | boolean }): void {
  const queryClient = getQueryClient();
  changedQueryDefaults.push({ queryKey, previous: queryClient.getQueryDefaults(queryKey) });
  queryClient.setQueryDefaults(queryKey, options);
}

/** Sends count as slow after `ms` instead of 20 s, for one test; resetPage puts it back. */
export function setSlowSendAfter(ms: number): void {
  submissionTimings.slowAfterMs = ms;
}

/** Removes the elements mounted here, as a page unload would. */
export function unmountElements(): void {
  for (const el of mounted) el.remove();
  mounted.clear();
}

/**
 * What a reload does to the bundle: every element goes, and the page store is read back from
 * sessionStorage by a fresh start. The stand-ins keep their state, as real services would.
 */
export function simulateReload(): void {
  unmountElements();
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  // What the page took out of its address goes with the page: the reloaded one finds none.
  delete (globalThis as Record<symbol, unknown>)[ADDRESS_PREFILL_KEY];
  getQueryClient().clear();
}

export async function resetPage(): Promise<void> {
  unmountElements();
  restoreHeldRequests();
  await resetStandIns();
  const queryClient = getQueryClient();
  queryClient.clear();
  for (const { queryKey, previous } of changedQueryDefaults.splice(0).reverse()) queryClient.setQueryDefaults(queryKey, previous);
  submissionTimings.slowAfterMs = DEFAULT_SLOW_AFTER_MS;
  sessionStorage.removeItem(STORAGE_KEY);
  localStorage.removeItem(KEPT_STORAGE_KEY);
  keptInHand.clear();
  delete (globalThis as Record<symbol, unknown>)[STORE_KEY];
  delete (globalThis as Record<symbol, unknown>)[ADDRESS_PREFILL_KEY];
  getHelpStore();
  resetConfig();
  signOut();
  // Only when it changed: WebKit refuses more than 100 replaceState calls in 10 seconds, and
  // a file of quick tests resetting the page each time reaches that.
  if (history.state !== null || `${location.pathname}${location.search}${location.hash}` !== START_URL) {
    history.replaceState(null, '', START_URL);
  }
}
