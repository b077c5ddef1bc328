/**
 * Where an embedded journey opens: its confirmation while the tab keeps its receipt, else the
 * step its saved answers say it was on (`resume`, for journeys of several steps), else its
 * first step. Read from the page's live store when there is one, else from what the tab saved:
 * an element deciding where to open downloads no store (it comes with the form).
 */
import { useState } from 'react';
import { useElement } from '../../platform/element-context';
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

export function useJourneyStart(journey: JourneyName, { first, confirmation, resume }: JourneyStartPaths): string {
  const { instance } = useElement();
  const [start] = useState(() => {
    const key = draftKeyOf(journey, instance);
    const { drafts, receipts } = currentSaved();
    return receipts[key] ? confirmation : (resume?.(drafts[key]?.answers) ?? first);
  });
  return start;
}
