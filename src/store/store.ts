/**
 * The page's one client-state store, shared by every element on the page (even when two
 * bundles are loaded) through a well-known global key. Journey answers are persisted to
 * sessionStorage so a reload or an accidental navigation loses nothing the customer typed;
 * a journey's answers are cleared once its lead has been accepted.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Journeys whose answers are kept between steps and reloads. */
export type JourneyName = 'meterRead' | 'complaint' | 'feedback';

export interface HelpState {
  /** Answers typed so far, per journey (shape owned by each journey). */
  drafts: Partial<Record<JourneyName, unknown>>;
  saveDraft: (journey: JourneyName, answers: unknown) => void;
  clearDraft: (journey: JourneyName) => void;
}

export const STORAGE_KEY = 'help-and-support';
const STORAGE_VERSION = 1;
const GLOBAL_KEY = Symbol.for('help-and-support.store');

/** sessionStorage can be missing or throw (privacy modes, sandboxed frames): fall back to memory. */
function sessionStorageOrMemory(): Storage {
  try {
    const probe = `${STORAGE_KEY}:probe`;
    window.sessionStorage.setItem(probe, '1');
    window.sessionStorage.removeItem(probe);
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      get length() { return memory.size; },
      clear: () => memory.clear(),
      getItem: (key) => memory.get(key) ?? null,
      key: (index) => [...memory.keys()][index] ?? null,
      removeItem: (key) => void memory.delete(key),
      setItem: (key, value) => void memory.set(key, value),
    };
  }
}

/** The saved drafts, or none when storage holds nothing usable (another version, tampering). */
export function readDrafts(storage: Storage): HelpState['drafts'] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved === 'object' && saved !== null && (saved as { version?: unknown }).version === STORAGE_VERSION) {
      const drafts = (saved as { drafts?: unknown }).drafts;
      if (typeof drafts === 'object' && drafts !== null) return drafts as HelpState['drafts'];
    }
  } catch {
    // Unreadable: start afresh.
  }
  return {};
}

/**
 * zustand's vanilla store, saved to sessionStorage on every change and read back
 * synchronously at start, so the first render already has the customer's answers.
 */
function createHelpStore(): StoreApi<HelpState> {
  const storage = sessionStorageOrMemory();
  const store = createStore<HelpState>()((set) => ({
    drafts: readDrafts(storage),
    saveDraft: (journey, answers) => set((state) => ({ drafts: { ...state.drafts, [journey]: answers } })),
    clearDraft: (journey) =>
      set((state) => {
        const drafts = { ...state.drafts };
        delete drafts[journey];
        return { drafts };
      }),
  }));
  store.subscribe(({ drafts }, previous) => {
    if (drafts === previous.drafts) return;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify({ version: STORAGE_VERSION, drafts }));
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
