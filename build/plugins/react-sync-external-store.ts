/**
 * wouter imports `use-sync-external-store/shim` for React 17; React 19 has useSyncExternalStore
 * itself, so the shim's fallback is dead weight on every page (about 0.4 kB gzip): it becomes
 * React's own hook.
 */
import type { Plugin } from 'rollup';

const SHIM = '\0use-sync-external-store-shim';

export function reactSyncExternalStore(): Plugin {
  return {
    name: 'react-sync-external-store',
    resolveId(id) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(id) ? SHIM : null;
    },
    load(id) {
      return id === SHIM ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}
