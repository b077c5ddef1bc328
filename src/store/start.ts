/**
 * Where an embedded journey opens: its confirmation while the tab keeps its receipt, else its
 * first step. Read from the page's live store when there is one, else from what the tab saved:
 * an element deciding where to open downloads no store (it comes with the form).
 */
import { useState } from 'react';
import { useElement } from '../platform/element-context';
import { GLOBAL_KEY, draftKeyOf, readSaved, sessionStorageOrMemory, type JourneyName, type Saved } from './saved';

function currentReceipts(): Saved['receipts'] {
  const live = (globalThis as { [GLOBAL_KEY]?: { getState(): Saved } })[GLOBAL_KEY];
  return live ? live.getState().receipts : readSaved(sessionStorageOrMemory()).receipts;
}

export function useJourneyStart(journey: JourneyName, paths: { first: string; confirmation: string }): string {
  const { instance } = useElement();
  const [start] = useState(() => (currentReceipts()[draftKeyOf(journey, instance)] ? paths.confirmation : paths.first));
  return start;
}
