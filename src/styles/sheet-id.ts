/**
 * A short name for a stylesheet's text, the same wherever it is computed: the build names the
 * sheets a first screen's stylesheet holds by it (`data-help-sheets` on the snapshot's link), and
 * the element leaves those sheets to that link rather than adopting them again. Imports nothing.
 */
export function sheetId(cssText: string): string {
  // FNV-1a, 32 bits, over UTF-16 code units, with the length: two different sheets of the
  // same screen colliding would leave one of them unadopted.
  let hash = 0x811c9dc5;
  for (let index = 0; index < cssText.length; index += 1) {
    hash ^= cssText.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${cssText.length.toString(36)}`;
}

/** The attribute of a snapshot's stylesheet link that lists the sheets it holds, by `sheetId`. */
export const SHEETS_ATTRIBUTE = 'data-help-sheets';
