/**
 * Where an embedded element's steps live: in memory, so the host page's URL and history are left
 * alone. wouter's own memory location reads its path without a value for a server-rendered
 * screen, which React needs while it takes over a screen the build rendered (the element's
 * first screen as declarative shadow DOM): here the first path is that value.
 */
import { useSyncExternalStore } from 'react';

export interface MemoryLocation {
  /** wouter's location hook: the path and a way to go elsewhere. */
  hook: () => [string, (to: string) => void];
  navigate: (to: string) => void;
}

export function memoryLocation({ path: start }: { path: string }): MemoryLocation {
  let path = start.split('?')[0] ?? start;
  const first = path;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const navigate = (to: string) => {
    path = to.split('?')[0] ?? to;
    for (const listener of listeners) listener();
  };
  const useMemoryLocation = (): [string, (to: string) => void] => [useSyncExternalStore(subscribe, () => path, () => first), navigate];
  return { hook: useMemoryLocation, navigate };
}
