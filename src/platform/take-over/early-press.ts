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
 *
 * With `followsChoices` (its stylesheet shows fields by the choices made, `:has()`), WebKit is
 * made to show them as each choice changes, until the take-over: it does not match such rules
 * again on a change of choice in a shadow root, only when their sheet comes in. So each choice
 * takes the snapshot's sheet out and puts it back, in one task (nothing is drawn between). The
 * other engines need none of it; it costs them two restyles of the form per choice.
 */
export function holdEarlyPresses(tag: string, followsChoices?: boolean): void {
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
    if (followsChoices) {
      root.addEventListener('change', (event) => {
        const sheet = root.querySelector<HTMLLinkElement>(`link[${SNAPSHOT_ATTRIBUTE}]`)?.sheet;
        if (!sheet || !heldButton(root)) return;
        // Out, the choice styled without it, and in again: WebKit then matches every rule afresh.
        sheet.disabled = true;
        void getComputedStyle(event.target as Element).display;
        sheet.disabled = false;
      });
    }
    button.disabled = false;
  }
}
