/**
 * The page's one client-state store, shared by every element on the page (even when two
 * bundles are loaded) through a well-known global key. Journey answers are persisted to
 * sessionStorage so a reload or an accidental navigation loses nothing the customer typed;
 * a journey's answers are cleared once its lead has been accepted.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Journeys whose answers are kept between steps and reloads. */
export type JourneyName = 'meterRead' | 'complaint' | 'feedback';

export interface HelpState {
  /** Answers typed so far, per journey (shape owned by each journey). */
  drafts: Partial<Record<JourneyName, unknown>>;
  saveDraft: (journey: JourneyName, answers: unknown) => void;
  clearDraft: (journey: JourneyName) => void;
}

export const STORAGE_KEY = 'help-and-support';
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

function createHelpStore(): StoreApi<HelpState> {
  return createStore<HelpState>()(
    persist(
      (set) => ({
        drafts: {},
        saveDraft: (journey, answers) => set((state) => ({ drafts: { ...state.drafts, [journey]: answers } })),
        clearDraft: (journey) =>
          set((state) => {
            const drafts = { ...state.drafts };
            delete drafts[journey];
            return { drafts };
          }),
      }),
      {
        name: STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(sessionStorageOrMemory),
        partialize: (state) => ({ drafts: state.drafts }),
      },
    ),
  );
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
