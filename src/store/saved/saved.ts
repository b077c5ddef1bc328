/**
 * What the page store keeps in sessionStorage, and how it is read back: the shapes of drafts
 * and receipts, and the reading, without the store itself (store.ts, zustand). An element
 * that only needs to know where to open (a receipt kept?) reads here and downloads no store.
 */
import { isRecord } from '../../util';
import type { DraftKey } from '../draft-key';

export { draftKeyOf, type DraftKey, type JourneyName } from '../draft-key';

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

/** The `origin` of the feedback journey's lead and receipt (its confirmation says thanks). */
export const FEEDBACK_ORIGIN = 'feedback';

/** A lead ready to send as it is, with the Idempotency-Key it is always sent with. */
export interface LeadToSend {
  key: string;
  /** The set of answers (the draft's id) it was built from. */
  draftId: string;
  origin: string;
  body: string;
}

/**
 * A send whose outcome was unknown, settled by sending it again with its key: the service has
 * it (its reference is the receipt's). Settled when the customer sent changed answers, those
 * wait for the customer's choice; settled as the journey opened again, there are none.
 */
export interface EarlierSend {
  /** The lead's attributes as the service answered with them: what it held. */
  received: unknown;
  changed?: LeadToSend;
}

/** What the confirmation screen shows: handed over from the submission through the store. */
export interface Receipt {
  /** The route the lead was sent from, or 'feedback' (the `origin` of help-submitted). */
  origin: string;
  reference: string;
  /** When it was accepted (ms since the epoch): the app's one confirmation shows the latest. */
  sentAt?: number;
  earlier?: EarlierSend;
}

export const STORAGE_KEY = 'help-and-support';
export const STORAGE_VERSION = 2;
/** Where the page's one store lives, shared by every bundle on the page. */
export const GLOBAL_KEY = Symbol.for('help-and-support.store');

export interface Saved {
  drafts: Partial<Record<DraftKey, Draft>>;
  receipts: Partial<Record<DraftKey, Receipt>>;
  /**
   * Each draft's id, made with its first answer: the set of answers it names keeps one
   * Idempotency-Key in every tab (a duplicated tab copies it with the answers). Absent when none.
   */
  ids?: Partial<Record<DraftKey, string>>;
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
      const read: Saved = { drafts: recordsOnly<Draft>(saved.drafts), receipts: recordsOnly<Receipt>(saved.receipts) };
      // Unchecked: an id is only ever hashed with the answers (leads/delivery.ts).
      if (isRecord(saved.ids)) read.ids = saved.ids as Saved['ids'];
      return read;
    }
    if (isRecord(saved) && saved.version === 1 && isRecord(saved.drafts)) {
      const drafts = Object.fromEntries(Object.entries(saved.drafts).map(([journey, answers]) => [journey, { answers }]));
      return { drafts, receipts: {} };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return { drafts: {}, receipts: {} };
}

