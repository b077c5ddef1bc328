/**
 * The key a keyboard handler reads, as React gives it. React's synthetic `event.key` never says
 * 'Unidentified' when the browser knows the key's code, and spells the old names (Esc, Left,
 * Del…) as today's; preact hands handlers the browser's own event. A browser or an assistive
 * tool that sends a key without its name (WebKit does for Tab held with Shift from automation)
 * would then slip past `event.key === 'Tab'`, and focus would leave a modal dialog. On preact,
 * this hook gives such an event the key React would read. Only the lean build loads it, through
 * its roots (./lean-client).
 */
import { options } from 'preact';

/** React's names for keys a browser reports as 'Unidentified', by keyCode. */
const KEY_BY_CODE: Record<number, string> = {
  8: 'Backspace',
  9: 'Tab',
  12: 'Clear',
  13: 'Enter',
  16: 'Shift',
  17: 'Control',
  18: 'Alt',
  19: 'Pause',
  20: 'CapsLock',
  27: 'Escape',
  32: ' ',
  33: 'PageUp',
  34: 'PageDown',
  35: 'End',
  36: 'Home',
  37: 'ArrowLeft',
  38: 'ArrowUp',
  39: 'ArrowRight',
  40: 'ArrowDown',
  45: 'Insert',
  46: 'Delete',
  144: 'NumLock',
  145: 'ScrollLock',
  224: 'Meta',
};

/** React's names for the old key names some browsers still send. */
const KEY_BY_OLD_NAME: Record<string, string> = {
  Esc: 'Escape',
  Spacebar: ' ',
  Left: 'ArrowLeft',
  Up: 'ArrowUp',
  Right: 'ArrowRight',
  Down: 'ArrowDown',
  Del: 'Delete',
  Win: 'OS',
  Menu: 'ContextMenu',
  Apps: 'ContextMenu',
  Scroll: 'ScrollLock',
  MozPrintableKey: 'Unidentified',
};

/** The key React's synthetic event would give, or undefined when it is the browser's own. */
export function reactKeyOf(event: KeyboardEvent): string | undefined {
  const { key } = event;
  if (key && key !== 'Unidentified') return KEY_BY_OLD_NAME[key];
  const code = event.keyCode;
  if (code >= 112 && code <= 123) return `F${code - 111}`;
  return KEY_BY_CODE[code];
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- option hooks use no `this`: preact's own add-ons call the one before them bare too
const previous = options.event;
options.event = (event: Event) => {
  if (event instanceof KeyboardEvent) {
    const key = reactKeyOf(event);
    // An own property in front of the prototype's getter: the event is otherwise untouched.
    if (key !== undefined) Object.defineProperty(event, 'key', { value: key, configurable: true });
  }
  return previous ? (previous(event) as Event) : event;
};
