/**
 * A first screen the build rendered into the page as declarative shadow DOM (the snapshot):
 * on screen, styled and typeable before any script has run, then taken over by the element.
 *
 * The render that takes it over must produce the markup the build did, so for that one render
 * screens show what the snapshot shows (its day's date, no configuration yet); right after it,
 * they show what the page knows. After the take-over an element started from a snapshot keeps
 * showing its common case until the configuration says otherwise.
 */
import { createContext, useContext, type ComponentType } from 'react';

/**
 * How an element whose first screens the build renders (its descriptor's `snapshots`) takes one
 * over.
 */
export interface FirstScreenOptions {
  /**
   * Loads the code of the screen a snapshot shows: the element takes the screen over once it is
   * in. `path` is the route of the page the snapshot was made for, under the base path (an app's page).
   */
  load: (path?: string) => Promise<unknown>;
  /**
   * Whether the snapshot is this element's first screen, by the element's attributes (the build
   * draws it with none): where not, the element renders its own once the screen's code is in,
   * in the snapshot's place, with nothing to report. Absent: always.
   */
  holds?: (host: Element) => boolean;
}

/**
 * An element's first screen, as the build renders it into the page (scripts/snapshots.mjs): the
 * element module's `firstScreen`, and the app of its `<tag>.tsx`.
 */
export interface FirstScreen extends FirstScreenOptions {
  /** The element's app, as r2wc mounts it. */
  app: ComponentType<{ container?: ShadowRoot | HTMLElement }>;
}

/**
 * What a snapshot rendered when its page was asked for carries for the take-over (the script
 * element marked SNAPSHOT_DATA_ATTRIBUTE): the page's queries that had their data (each its key,
 * data and when the data arrived), and whether its markup needs the sanitiser, so that the
 * element's first render is the snapshot's.
 */
export interface SnapshotData {
  queries: [key: readonly unknown[], data: unknown, updatedAt: number][];
  sanitiser?: true;
}

/** What the build wrote on the snapshot's stylesheet link (its `data-*` attributes). */
export interface SnapshotFacts {
  /** The day the build rendered the snapshot (YYYY-MM-DD): its example dates are of that day. */
  date: string;
  /** The route of the page it was made for, under the base path (an app's page): `/contact-us`, `/:category/:article`. */
  path?: string;
}

export interface SnapshotState extends SnapshotFacts {
  /** This render takes the snapshot over (the build's render, and the element's first). */
  takingOver: boolean;
}

/** Non-null in an element that started from a snapshot. */
export const SnapshotContext = createContext<SnapshotState | null>(null);

export function useSnapshot(): SnapshotState | null {
  return useContext(SnapshotContext);
}

/** True for the render that must match the snapshot's markup. */
export function useTakingOver(): boolean {
  return useContext(SnapshotContext)?.takingOver ?? false;
}

export { SNAPSHOT_ATTRIBUTE } from './snapshot-marks';
