// @ts-check
/**
 * Limits on what a JSON body holds, checked on its text before it is parsed: one pass over the
 * characters, keeping only the objects and arrays open at the current place. Parsing costs
 * more with every object and array a body holds (a 190 kB body of nested arrays takes JSON.parse
 * tens of milliseconds), so a body past a limit is refused before it costs anything more.
 */

/**
 * Deepest nesting of objects and arrays a JSON body may have; the document itself is level 1
 * (a lead's `additional-information` is level 4). Deeper bodies are refused with 400 before
 * any stand-in looks at them, so nothing too deep to write back is ever stored.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * What a body may hold: each limit is left out for none.
 * @typedef {object} JsonLimits
 * @property {number} [maxDepth] deepest nesting of objects and arrays; the document is level 1
 *   (default MAX_JSON_DEPTH)
 * @property {number} [maxItems] most entries of one array or object (items, members)
 * @property {number} [maxValues] most values in the whole body, the document included
 */

/**
 * The first place past a limit, and which limit: `depth` points at the first object or array
 * nested too deep, `items` and `values` at the object or array whose entries went past it.
 * @typedef {{ limit: 'depth' | 'items' | 'values', pointer: string }} PastLimit
 */

/**
 * A JSON Pointer (RFC 6901) from a path of member names and array indexes.
 * @param {readonly (string | number)[]} path
 */
export function jsonPointer(path) {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** @param {number} code */
const isSpace = (code) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * An object or array open at the place read: how many entries it has so far, and for an object
 * where the name of its current member is in the text.
 * @typedef {{ array: boolean, entries: number, key: [number, number] }} Open
 */

/**
 * The path from the document to the current entry of each object or array given.
 * @param {string} text
 * @param {Open[]} open
 */
function pointerAt(text, open) {
  return jsonPointer(
    open.map((container) => {
      if (container.array) return container.entries - 1;
      const raw = text.slice(...container.key);
      try {
        return /** @type {string} */ (JSON.parse(`"${raw}"`));
      } catch {
        return raw;
      }
    }),
  );
}

/**
 * The first place in a JSON text, read from its start, that goes past one of the limits; null
 * when there is none. Reads each character once and never recurses, so no body is too deep or
 * too large to check. Text that is not JSON is JSON.parse's to refuse: what this says of it is
 * only as good as the text.
 * @param {string} text
 * @param {JsonLimits} [limits]
 * @returns {PastLimit | null}
 */
export function pastLimitsIn(text, { maxDepth = MAX_JSON_DEPTH, maxItems = Infinity, maxValues = Infinity } = {}) {
  /** @type {Open[]} */
  const open = [];
  let values = 1;
  /** @type {[number, number]} */
  let lastString = [0, 0];
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isSpace(code)) continue;
    const current = open.at(-1);
    if (current && current.entries === 0 && code !== CLOSE_ARRAY && code !== CLOSE_OBJECT) {
      current.entries = 1;
      values += 1;
      if (values > maxValues) return { limit: 'values', pointer: pointerAt(text, open.slice(0, -1)) };
    }
    if (code === QUOTE) {
      const start = at + 1;
      for (at = start; at < text.length && text.charCodeAt(at) !== QUOTE; at += 1) {
        if (text.charCodeAt(at) === BACKSLASH) at += 1;
      }
      lastString = [start, at];
    } else if (code === COLON) {
      if (current) current.key = lastString;
    } else if (code === COMMA) {
      if (!current) continue;
      current.entries += 1;
      values += 1;
      if (current.entries > maxItems) return { limit: 'items', pointer: pointerAt(text, open.slice(0, -1)) };
      if (values > maxValues) return { limit: 'values', pointer: pointerAt(text, open.slice(0, -1)) };
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (open.length >= maxDepth) return { limit: 'depth', pointer: pointerAt(text, open) };
      open.push({ array: code === OPEN_ARRAY, entries: 0, key: [0, 0] });
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      open.pop();
    }
  }
  return null;
}
