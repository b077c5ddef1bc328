/**
 * `hydrateRoot` of the lean build's `react-dom/client` (../lean-client.ts): preact's hydrate of the
 * markup in `container`, then a root of ours over it (its discrete events flushed first, as every
 * lean root's are). In a folder of its own so that it ships in the take-over's chunk.
 */
import type { ComponentChild } from 'preact';
import { hydrate } from 'preact/compat';
import { createRoot } from '../lean-root';

export function hydrateRoot(container: Element | DocumentFragment, children: ComponentChild): ReturnType<typeof createRoot> {
  const root = createRoot(container);
  hydrate(children as never, container);
  return root;
}
