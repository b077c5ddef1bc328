/**
 * Whether answers may be kept on this device unsent (store/kept/kept.ts holds them and says how long):
 * a look at localStorage without reading the list, small enough for every element. What
 * manages the list comes with the code that sends (it travels with the forms' rules).
 */
import type { DraftKey } from './draft-key';

export const KEPT_STORAGE_KEY = 'help-and-support:kept';

/** The kept list as stored, '' when there is none (or storage is blocked). */
export function keptText(): string {
  try {
    return window.localStorage.getItem(KEPT_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** True when the list may hold answers of this journey instance (store/kept/kept.ts checks them). */
export const mayHaveKept = (draft: DraftKey): boolean => keptText().includes(`"draft":${JSON.stringify(draft)}`);
