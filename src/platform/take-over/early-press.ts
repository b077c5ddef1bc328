/**
 * A press of a snapshot's submit button before the element has taken its form over is held, not
 * lost, and made again through the element's own form once it has. The element's entry script,
 * which runs as soon as it arrives (long before the element's code), enables the button the build
 * disabled and holds a press: the form is never sent the browser's way (the answers would go in
 * the page's address). So a customer who has filled the form in need not wait for the take-over
 * to press: the take-over sends it (or shows what to correct) as soon as it is done
 * (take-over-input.ts, pressAgain).
 *
 * It imports only a constant (itself importing nothing): each entry script holds a copy of what
 * it calls here.
 */

import { SNAPSHOT_ATTRIBUTE } from '../snapshot-marks';

/** On a snapshot's shadow root: the form sent before the take-over (a symbol every copy shares). */
export const PRESSED = Symbol.for('help-and-support.early-press');

export type HoldsPress = ShadowRoot & { [PRESSED]?: HTMLFormElement };

/** The snapshot's submit button, while it is not yet the element's (the build marks it alone). */
const heldButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(`button[${SNAPSHOT_ATTRIBUTE}]`);

/**
 * Enables the submit buttons of the snapshots of `tag` in the page, holding a press (or the Enter
 * key in a field) until the element takes the form over. Pages without scripts never run this:
 * their button stays disabled, and the way for them shows.
 */
export function holdEarlyPresses(tag: string): void {
  for (const element of document.getElementsByTagName(tag)) {
    const root: HoldsPress | null = element.shadowRoot;
    const button = root && heldButton(root);
    if (!root || !button) continue;
    root.addEventListener(
      'submit',
      (event) => {
        if (!heldButton(root)) return; // taken over: the element's own form sends
        event.preventDefault();
        root[PRESSED] = event.target as HTMLFormElement;
      },
      true,
    );
    button.disabled = false;
  }
}
