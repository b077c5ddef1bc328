/**
 * Where an embedded journey opens: its confirmation while the tab keeps its receipt, else the
 * step its saved answers say it was on (`resume`, for journeys of several steps), else its
 * first step. Read from the page's live store when there is one, else from what the tab saved:
 * an element deciding where to open downloads no store (it comes with the form).
 */
import { useState } from 'react';
import { useElement } from '../../platform/element-context';
import { mayHaveKept } from '../kept-check';
import { GLOBAL_KEY, draftKeyOf, readSaved, sessionStorageOrMemory, type JourneyName, type Saved } from './saved';

function currentSaved(): Saved {
  const live = (globalThis as { [GLOBAL_KEY]?: { getState(): Saved } })[GLOBAL_KEY];
  return live ? live.getState() : readSaved(sessionStorageOrMemory());
}

export interface JourneyStartPaths {
  first: string;
  confirmation: string;
  /** The step to reopen from the saved answers (unchecked), or undefined for the first. */
  resume?: (answers: unknown) => string | undefined;
}

/** Where the journey instance `instance` opens, by what the tab saved. */
function journeyStart(journey: JourneyName, instance: string, { first, confirmation, resume }: JourneyStartPaths): string {
  const key = draftKeyOf(journey, instance);
  const { drafts, receipts } = currentSaved();
  return receipts[key] ? confirmation : (resume?.(drafts[key]?.answers) ?? first);
}

export function useJourneyStart(journey: JourneyName, paths: JourneyStartPaths): string {
  const { instance } = useElement();
  const [start] = useState(() => journeyStart(journey, instance, paths));
  return start;
}

/**
 * Whether the journey on `host` opens on its first step with nothing offered above it, read
 * before the element renders: the build's snapshot of that step is then its first screen (the
 * journeys' `holds`). With `url-routing` the page URL decides, as the router reads it (letter
 * case aside): not on one of the `later` steps (a path under `base`, the router's base); without it, the
 * answers saved for the tab, as useJourneyStart reads them (a later step, the confirmation).
 * Answers kept on the device unsent are offered above any step: not then either.
 */
export function opensOnFirstStep(host: Element, journey: JourneyName, paths: JourneyStartPaths, later: RegExp, routerBase: string): boolean {
  // The instance as the element reads it (elementInfoFrom): its draft-key, else its id.
  const instance = host.getAttribute('draft-key') || host.id;
  const base = routerBase.toLowerCase();
  const path = location.pathname.toLowerCase();
  const opens = host.hasAttribute('url-routing')
    ? !(`${path}/`.startsWith(`${base}/`) && later.test(path.slice(base.length)))
    : journeyStart(journey, instance, paths) === paths.first;
  return opens && !mayHaveKept(draftKeyOf(journey, instance));
}
