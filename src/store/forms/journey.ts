/**
 * A journey instance's state in the page store, as screens use it:
 *   - its draft: the answers saved so far (read once, at mount, so a later change in another
 *     tab or instance never resets what is being typed) and a saver for each change;
 *   - its receipt: how a confirmation screen gets the reference of the lead just accepted.
 *     The submission (leads/useSubmitLead) saves it, kept for the tab, so the confirmation
 *     survives a reload both embedded and in the app; a confirmation without one sends the
 *     customer back to the journey's first step.
 * The instance comes from the element: its `draft-key` or id, or '' (shared) in the app.
 */
import { useCallback, useState } from 'react';
import { useElement } from '../../platform/element-context';
import { draftKeyOf, getHelpStore, useHelpStore, type DraftKey, type JourneyName, type Receipt } from './store';

export interface JourneyDraft {
  key: DraftKey;
  /** What was saved before this mount; unchecked: the journey keeps what still fits. */
  saved: unknown;
  save: (answers: unknown) => void;
}

export function useJourneyDraft(journey: JourneyName): JourneyDraft {
  const { instance } = useElement();
  const key = draftKeyOf(journey, instance);
  const [saved] = useState(() => getHelpStore().getState().drafts[key]?.answers);
  const save = useCallback((answers: unknown) => getHelpStore().getState().saveAnswers(key, answers), [key]);
  return { key, saved, save };
}

/** This instance's receipt, and a way to forget it (to start the journey again). */
export function useReceipt(journey: JourneyName): [Receipt | undefined, () => void] {
  const { instance } = useElement();
  const key = draftKeyOf(journey, instance);
  const receipt = useHelpStore((state) => state.receipts[key]);
  const clear = useCallback(() => getHelpStore().getState().clearReceipt(key), [key]);
  return [receipt, clear];
}
