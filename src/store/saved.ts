/**
 * What the page store keeps in sessionStorage, and how it is read back: the shapes of drafts
 * and receipts, and the reading, without the store itself (store.ts, zustand). An element
 * that only needs to know where to open (a receipt kept?) reads here and downloads no store.
 */
import { isRecord } from '../util';

/** Journeys whose answers are kept between steps and reloads. */
export type JourneyName = 'meterRead' | 'complaint' | 'feedback';

/**
 * Where one journey instance keeps its answers: the journey name, plus the element's
 * `draft-key` (or id) when the page holds several instances that must not share answers.
 */
export type DraftKey = JourneyName | `${JourneyName}#${string}`;

export function draftKeyOf(journey: JourneyName, instance = ''): DraftKey {
  return instance === '' ? journey : `${journey}#${instance}`;
}

/** A lead on its way: kept until it is accepted, so a retry after a lost answer re-sends the same key. */
export interface LeadInFlight {
  idempotencyKey: string;
  /** The exact body sent with that key; other answers need another key. */
  body: string;
}

export interface Draft {
  /** Shape owned by each journey; checked by the journey when read back. */
  answers?: unknown;
  sending?: LeadInFlight;
}

/** What the confirmation screen shows: handed over from the submission through the store. */
/** The `origin` of the feedback journey's lead and receipt (SPEC §2: confirmation's origins). */
export const FEEDBACK_ORIGIN = 'feedback';

export interface Receipt {
  /** The route the lead was sent from, or 'feedback' (the `origin` of help-submitted). */
  origin: string;
  reference: string;
  /** When it was accepted (ms since the epoch): the app's one confirmation shows the latest. */
  sentAt?: number;
}

export const STORAGE_KEY = 'help-and-support';
export const STORAGE_VERSION = 2;
/** Where the page's one store lives, shared by every bundle on the page. */
export const GLOBAL_KEY = Symbol.for('help-and-support.store');

export interface Saved {
  drafts: Partial<Record<DraftKey, Draft>>;
  receipts: Partial<Record<DraftKey, Receipt>>;
}

/** A Storage kept in memory, for when sessionStorage cannot be used. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const memory = new Map(Object.entries(initial));
  return {
    get length() { return memory.size; },
    clear: () => memory.clear(),
    getItem: (key) => memory.get(key) ?? null,
    key: (index) => [...memory.keys()][index] ?? null,
    removeItem: (key) => void memory.delete(key),
    setItem: (key, value) => void memory.set(key, value),
  };
}

/** sessionStorage can be missing or throw (privacy modes, sandboxed frames): fall back to memory. */
export function sessionStorageOrMemory(): Storage {
  try {
    const probe = `${STORAGE_KEY}:probe`;
    window.sessionStorage.setItem(probe, '1');
    window.sessionStorage.removeItem(probe);
    return window.sessionStorage;
  } catch {
    return memoryStorage();
  }
}

/** Only records survive: a tampered entry is dropped, not trusted. */
function recordsOnly<T>(value: unknown): Partial<Record<DraftKey, T>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => isRecord(entry))) as Partial<Record<DraftKey, T>>;
}

/**
 * What was saved, or nothing when storage holds nothing usable (tampering, an unknown
 * version). Version 1 kept bare answers per journey: they are carried over, so a release
 * never costs a customer what they typed.
 */
export function readSaved(storage: Storage): Saved {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (isRecord(saved) && saved.version === STORAGE_VERSION) {
      return { drafts: recordsOnly<Draft>(saved.drafts), receipts: recordsOnly<Receipt>(saved.receipts) };
    }
    if (isRecord(saved) && saved.version === 1 && isRecord(saved.drafts)) {
      const drafts = Object.fromEntries(Object.entries(saved.drafts).map(([journey, answers]) => [journey, { answers }]));
      return { drafts: drafts as Saved['drafts'], receipts: {} };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { drafts: {}, receipts: {} };
}

