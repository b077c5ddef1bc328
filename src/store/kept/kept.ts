/**
 * Leads kept on this device until the leads service has them: sent with no connection, or sent
 * without a reply. They live in localStorage, where every tab sees them and where they outlive
 * the tab (a customer who closes the page is offered them the next time the same form opens);
 * never in a cookie. Each holds the lead's body, personal details included, so it is kept only
 * until it is accepted, refused or discarded, and never longer than KEPT_FOR_MS: anything older
 * is dropped whenever the list is read, and by the first element that starts on a page.
 *
 * Free of React, and loaded with the code that sends (leads/delivery.ts, in the forms' rules
 * chunk): a page only looks whether anything is kept (kept-check.ts) before it needs this.
 */
import type { DraftKey } from '../draft-key';
import { KEPT_STORAGE_KEY } from '../kept-check';
import type { LeadToSend } from '../saved/saved';

export { KEPT_STORAGE_KEY };
/** 7 days: kept answers older than this are dropped unsent. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export interface KeptLead extends LeadToSend {
  /** The journey instance that kept it: that form offers it when it opens. */
  draft: DraftKey;
  /** When it was kept (ms since the epoch). */
  keptAt: number;
  /**
   * A send has left with it and no definite answer came (no reply, or an error that does not
   * refuse it): the service may have it, and it is checked before anything else is sent.
   */
  tried?: boolean;
}

/**
 * Leads this page is sending or waiting to send now, with the element doing it: not offered
 * again while that element is on the page.
 */
export const keptInHand = new Map<string, Node | null>();

const inHand = (key: string): boolean => keptInHand.has(key) && keptInHand.get(key)?.isConnected !== false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (privacy settings, sandboxed frames): nothing is kept
  }
}

const isKeptLead = (value: unknown): value is KeptLead => {
  const lead = value as Partial<KeptLead> | null;
  return (
    typeof lead === 'object' && lead !== null &&
    [lead.key, lead.draftId, lead.origin, lead.body, lead.draft].every((text) => typeof text === 'string') &&
    typeof lead.keptAt === 'number'
  );
};

function write(leads: KeptLead[], store = storage()): void {
  try {
    if (leads.length > 0) store?.setItem(KEPT_STORAGE_KEY, JSON.stringify(leads));
    else store?.removeItem(KEPT_STORAGE_KEY);
  } catch {
    // Full or blocked: the lead is sent from this page, or not kept.
  }
}

/** Every kept lead, oldest first; those past KEPT_FOR_MS (or unreadable) are dropped for good. */
export function readKept(now = Date.now(), store = storage()): KeptLead[] {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(KEPT_STORAGE_KEY) ?? '[]');
  } catch {
    saved = [];
  }
  const all = Array.isArray(saved) ? saved : [];
  // A time ahead of the clock (set back since) counts as far as it is ahead.
  const fresh = all.filter(isKeptLead).filter((lead) => Math.abs(now - lead.keptAt) < KEPT_FOR_MS);
  if (fresh.length !== all.length) write(fresh, store);
  return fresh;
}

/**
 * Keeps a lead (again), before a send leaves with it. A lead of the same answers that never
 * left (kept with no connection) is replaced: it was never sent, so nothing needs settling.
 */
export function keepLead(lead: KeptLead, store = storage()): void {
  const all = readKept(Date.now(), store);
  const before = all.find((kept) => kept.key === lead.key);
  const others = all.filter((kept) => kept.key !== lead.key && (kept.draftId !== lead.draftId || kept.tried));
  write([...others, { ...lead, ...(before?.tried ? { tried: true } : {}) }], store);
}

export function markTried(key: string, store = storage()): void {
  write(readKept(Date.now(), store).map((lead) => (lead.key === key ? { ...lead, tried: true } : lead)), store);
}

/** Forgets a lead: accepted, refused, or discarded by the customer. */
export function forgetKept(key: string, store = storage()): void {
  const leads = readKept(Date.now(), store);
  if (leads.some((lead) => lead.key === key)) write(leads.filter((lead) => lead.key !== key), store);
}


let droppedExpired = false;

/** Drops leads kept 7 days ago or more, once per page (an element that finds a list starts it). */
export function dropExpiredKeptLeads(): void {
  if (droppedExpired) return;
  droppedExpired = true;
  readKept();
}

/** The leads a journey instance kept and this page is not already sending, newest first. */
export function keptFor(draft: DraftKey, store = storage()): KeptLead[] {
  return readKept(Date.now(), store)
    .filter((lead) => lead.draft === draft && !inHand(lead.key))
    .reverse();
}
