/**
 * The page's one client-state store, shared by every element on the page (even when two
 * bundles are loaded) through a well-known global key. It holds, per journey instance:
 *   - the draft: the answers typed so far, and the lead being sent (its Idempotency-Key and
 *     body) until the leads service accepts it;
 *   - the receipt: the reference of the lead just accepted, for the confirmation screen.
 * Both are persisted to sessionStorage, so a reload or an accidental navigation loses nothing
 * the customer typed, and a reload of the confirmation still shows the reference.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
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
export interface Receipt {
  /** The route the lead was sent from, or 'feedback' (the `origin` of help-submitted). */
  origin: string;
  reference: string;
}

export interface HelpState {
  drafts: Partial<Record<DraftKey, Draft>>;
  receipts: Partial<Record<DraftKey, Receipt>>;
  saveAnswers: (key: DraftKey, answers: unknown) => void;
  /** Records the lead being sent, or forgets it (undefined). */
  saveSending: (key: DraftKey, sending: LeadInFlight | undefined) => void;
  /** Forgets the answers and any lead in flight of one instance; others are untouched. */
  clearDraft: (key: DraftKey) => void;
  saveReceipt: (key: DraftKey, receipt: Receipt) => void;
  clearReceipt: (key: DraftKey) => void;
}

export const STORAGE_KEY = 'help-and-support';
const STORAGE_VERSION = 2;
const GLOBAL_KEY = Symbol.for('help-and-support.store');

type Saved = Pick<HelpState, 'drafts' | 'receipts'>;

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
function sessionStorageOrMemory(): Storage {
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

function without<T>(entries: Partial<Record<DraftKey, T>>, key: DraftKey): Partial<Record<DraftKey, T>> {
  const rest = { ...entries };
  delete rest[key];
  return rest;
}

/**
 * zustand's vanilla store, saved to sessionStorage on every change and read back
 * synchronously at start, so the first render already has the customer's answers.
 */
export function createHelpStore(storage: Storage = sessionStorageOrMemory()): StoreApi<HelpState> {
  const store = createStore<HelpState>()((set) => {
    const updateDraft = (key: DraftKey, change: Partial<Draft>) =>
      set((state) => ({ drafts: { ...state.drafts, [key]: { ...state.drafts[key], ...change } } }));
    return {
      ...readSaved(storage),
      saveAnswers: (key, answers) => updateDraft(key, { answers }),
      saveSending: (key, sending) => updateDraft(key, { sending }),
      clearDraft: (key) => set((state) => ({ drafts: without(state.drafts, key) })),
      saveReceipt: (key, receipt) => set((state) => ({ receipts: { ...state.receipts, [key]: receipt } })),
      clearReceipt: (key) => set((state) => ({ receipts: without(state.receipts, key) })),
    };
  });
  store.subscribe(({ drafts, receipts }, previous) => {
    if (drafts === previous.drafts && receipts === previous.receipts) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, drafts, receipts }));
    } catch {
      // Storage full or blocked: the answers stay in memory for this page.
    }
  });
  return store;
}

type GlobalWithStore = typeof globalThis & { [GLOBAL_KEY]?: StoreApi<HelpState> };

export function getHelpStore(): StoreApi<HelpState> {
  const scope = globalThis as GlobalWithStore;
  scope[GLOBAL_KEY] ??= createHelpStore();
  return scope[GLOBAL_KEY];
}

export function useHelpStore<T>(selector: (state: HelpState) => T): T {
  return useStore(getHelpStore(), selector);
}
