/**
 * What a customer did in a snapshot (the first screen the build put in the page) before the
 * element's code arrived: every value typed or chosen, and where focus was. Kept from the moment
 * the take-over's code is in (what was typed before is in the fields), and put back once its first render is committed: the form library may
 * have reset a field to its default, or, when the render did not match the snapshot, every field
 * is new. Values go back as a customer's input would (input and change events), so the form's
 * state and the answers kept for the tab hold them too.
 */
import { PRESSED, type HoldsPress } from './early-press';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Kept {
  /** Text and select values by field name. */
  values: Map<string, string>;
  /** Checked radios and checkboxes, as `name=value`. */
  checked: Set<string>;
  /** Unchecked checkboxes, as `name=value` (a radio is unchecked by checking another). */
  unchecked: Set<string>;
  /** The focused field's id, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
}

const isControl = (node: unknown): node is Control =>
  node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;

const isChoice = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');

/**
 * The option a one-choice list shows from the page's markup: the one marked selected, else the
 * first that can be chosen (the browser shows it without the markup marking it).
 */
const markupChoice = (select: HTMLSelectElement) => {
  const options = [...select.options];
  const marked = options.findIndex((option) => option.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((option) => !option.disabled);
};

/** A field changed from what the page's markup gave it. */
function changedFromPage(control: Control): boolean {
  if (!(control instanceof HTMLSelectElement)) return control.value !== control.defaultValue;
  if (!control.multiple) return control.selectedIndex !== markupChoice(control);
  return [...control.options].some((option) => option.selected !== option.defaultSelected);
}

function record(kept: Kept, control: Control, typed: boolean): void {
  if (!control.name || (control instanceof HTMLInputElement && control.type === 'hidden')) return;
  if (isChoice(control)) {
    if (!typed && control.checked === control.defaultChecked) return;
    const key = `${control.name}=${control.value}`;
    if (control.checked) {
      if (control.type === 'radio') for (const other of [...kept.checked]) if (other.startsWith(`${control.name}=`)) kept.checked.delete(other);
      kept.checked.add(key);
      kept.unchecked.delete(key);
    } else {
      kept.checked.delete(key);
      if (control.type === 'checkbox') kept.unchecked.add(key);
    }
  } else if (typed || changedFromPage(control)) {
    kept.values.set(control.name, control.value);
  }
}

function focusOf(root: ShadowRoot): Kept['focus'] {
  const active = root.activeElement;
  if (!active?.id) return undefined;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    if (text) ({ selectionStart: start, selectionEnd: end } = active);
  } catch {
    // Inputs without a selection (email, number) throw: the caret goes to the end.
  }
  return { id: active.id, start, end };
}

/** The native value setter: a value set through it reads to React and preact as typed. */
function setNativeValue(control: Control, value: string): void {
  // Through the prototype's own setter: React's wrapper on the element would swallow the change.
  const prototype = Object.getPrototypeOf(control) as object;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, 'value');
  if (descriptor?.set) descriptor.set.call(control, value);
  else control.value = value;
}

const announce = (control: Element) => {
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
};

/**
 * Starts keeping what is done in the snapshot under `root`; the returned function puts it back
 * (after the element's first render is committed) and stops keeping.
 */
export function keepSnapshotInput(root: ShadowRoot): () => void {
  const kept: Kept = { values: new Map(), checked: new Set(), unchecked: new Set() };
  for (const control of root.querySelectorAll('input, select, textarea')) if (isControl(control)) record(kept, control, false);
  const onInput = (event: Event) => {
    const target = event.composedPath()[0];
    if (isControl(target)) record(kept, target, true);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  kept.focus = focusOf(root);
  const onFocus = () => (kept.focus = focusOf(root) ?? kept.focus);
  root.addEventListener('focusin', onFocus, true);

  return function putBack() {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    root.removeEventListener('focusin', onFocus, true);
    const focus = kept.focus && root.activeElement?.id !== kept.focus.id ? kept.focus : undefined;
    // Choices first: a choice may bring in the fields typed into next (Gas shows the gas fields).
    // Each is made again even where it still shows: the form library may have read the markup's
    // default as it took the field over, and only a customer's click tells it otherwise. The last
    // in the page first: a choice may take away those after it (Gas, electricity's Economy 7
    // question), which are made while they are there.
    const choices = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')]
      .filter((input) => kept.checked.has(`${input.name}=${input.value}`))
      .reverse();
    for (const choice of choices) {
      choice.checked = false;
      choice.click();
    }
    for (const key of kept.unchecked) {
      const [name, value] = key.split(/=(.*)/s);
      const box = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) => input.name === name && input.value === value);
      if (box?.checked) box.click();
    }
    // Each text goes back as typed even where the field still shows it: a form library that found
    // it in the field as it took the field over keeps it without a word to the answers kept for
    // the tab. Emptied first through the field's own setter, so that React's value tracker reads
    // the text put back as new (preact hears any input); the caret of a focused field stays.
    for (const [name, value] of kept.values) {
      const control = [...root.querySelectorAll('input, select, textarea')].find((node): node is Control => isControl(node) && node.name === name);
      if (!control) continue;
      const caret = root.activeElement === control ? focusOf(root) : undefined;
      control.value = '';
      setNativeValue(control, value);
      if (caret?.start != null) {
        try {
          (control as HTMLInputElement).setSelectionRange(caret.start, caret.end ?? caret.start);
        } catch {
          // No selection on this kind of input.
        }
      }
      announce(control);
    }
    if (!focus) return;
    const field = root.getElementById(focus.id);
    if (!(field instanceof HTMLElement)) return;
    field.focus({ preventScroll: true });
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && focus.start !== null) {
      try {
        field.setSelectionRange(focus.start, focus.end ?? focus.start);
      } catch {
        // As above: no selection on this kind of input.
      }
    }
  };
}

/**
 * The snapshot's checked choices are the build's defaults; on take-over the form decides them
 * (from answers kept for the tab, say). They stay on screen as they are, but no longer count as
 * the markup's own: a form library reads a choice the markup checks as the customer's.
 */
export function releaseSnapshotDefaults(root: ShadowRoot): void {
  for (const choice of root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')) {
    if (!choice.defaultChecked) continue;
    const { checked } = choice;
    choice.checked = checked; // from now on its state is its own, not the attribute's
    choice.defaultChecked = false;
  }
}

/**
 * Once the element has taken the snapshot in `root` over (its first render committed, the
 * answers put back), makes a press the entry script held until then (early-press.ts) again,
 * through the element's own form: it sends the answers, or shows what to correct.
 */
export function pressAgain(root: ShadowRoot): void {
  const held: HoldsPress = root;
  const pressed = held[PRESSED];
  if (!pressed) return;
  delete held[PRESSED];
  // Taken over, the form is the same; rendered afresh (a snapshot that did not match), a new one.
  const form = pressed.isConnected ? pressed : root.querySelector('form');
  form?.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
}
