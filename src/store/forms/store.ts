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
import {
  GLOBAL_KEY,
  STORAGE_KEY,
  STORAGE_VERSION,
  readSaved,
  sessionStorageOrMemory,
  type Draft,
  type DraftKey,
  type LeadInFlight,
  type Receipt,
} from '../saved/saved';

export * from '../saved/saved';

export interface HelpState {
  drafts: Partial<Record<DraftKey, Draft>>;
  receipts: Partial<Record<DraftKey, Receipt>>;
  /** Each draft's id (see Saved.ids), made with its first answer and forgotten with it. */
  ids?: Partial<Record<DraftKey, string>>;
  /** Saves the answers, giving the draft its id if it has none yet. */
  saveAnswers: (key: DraftKey, answers: unknown) => void;
  /** The draft's id, made now if it has none (a lead sent before any answer was saved). */
  draftIdOf: (key: DraftKey) => string;
  /** Records the lead being sent, or forgets it (undefined). */
  saveSending: (key: DraftKey, sending: LeadInFlight | undefined) => void;
  /** Forgets the answers and any lead in flight of one instance; others are untouched. */
  clearDraft: (key: DraftKey) => void;
  saveReceipt: (key: DraftKey, receipt: Receipt) => void;
  clearReceipt: (key: DraftKey) => void;
}

/** A draft's id: 128 random bits, in hex (getRandomValues works on plain http too). */
const newDraftId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

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
  const store = createStore<HelpState>()((set, get) => {
    const updateDraft = (key: DraftKey, change: Partial<Draft>) =>
      set((state) => ({ drafts: { ...state.drafts, [key]: { ...state.drafts[key], ...change } } }));
    const draftIdOf = (key: DraftKey): string => {
      const id = get().ids?.[key];
      if (id) return id;
      const made = newDraftId();
      set((state) => ({ ids: { ...state.ids, [key]: made } }));
      return made;
    };
    return {
      ...readSaved(storage),
      saveAnswers: (key, answers) => {
        draftIdOf(key);
        updateDraft(key, { answers });
      },
      draftIdOf,
      saveSending: (key, sending) => updateDraft(key, { sending }),
      clearDraft: (key) => set((state) => ({ drafts: without(state.drafts, key), ids: without(state.ids ?? {}, key) })),
      saveReceipt: (key, receipt) => set((state) => ({ receipts: { ...state.receipts, [key]: receipt } })),
      clearReceipt: (key) => set((state) => ({ receipts: without(state.receipts, key) })),
    };
  });
  store.subscribe(({ drafts, receipts, ids }, previous) => {
    if (drafts === previous.drafts && receipts === previous.receipts && ids === previous.ids) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, drafts, receipts, ids }));
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
