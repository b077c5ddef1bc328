/**
 * HTML from outside with its inline code taken out before any browser parser sees it.
 *
 * Why: Chromium checks the page's Content-Security-Policy when markup is parsed into a document
 * of the page's window, even an inert one that runs nothing (DOMParser, a template,
 * createHTMLDocument, DOMPurify's own parse, the Sanitizer API alike). Each event handler
 * attribute, `style` attribute, `<style>` and `<base>` element in an article raised a
 * `securitypolicyviolation` (and a report to the host's `report-to`) on every view, though none
 * of them could run; and a `<script>` that DOMPurify copies while it unwraps the body raised a
 * Trusted Types one in Chromium and WebKit. No DOM parser of the page escapes that policy, so
 * the markup is rewritten as a string first.
 *
 * How: the string is read with the HTML tokenizer's rules (WHATWG "Tokenization") and written
 * out again token by token: text as it was, with every `<` that does not open a tag escaped;
 * each tag as a clean `<name attr="value">` or `</name>`, without any attribute named `on…` or
 * `style`; comments, doctypes, processing instructions and `<base>` left out; `<script>`,
 * `<style>` and the other raw-text elements whose content the sanitiser drops left out with
 * their content (up to their end tag; when there is none, or the tag closes itself, as in SVG,
 * only the tag).
 *
 * Whatever this reading gets wrong about the input (foreign content, where a raw-text element
 * is not one), what it writes holds no `<` but at the start of a tag it wrote, and no quote
 * inside a value, so a browser parsing the result, in any state, sees no tag or attribute this
 * function did not write: no handler, no style. It is no sanitiser: the result still goes
 * through sanitiseArticleHtml(), which decides what may be shown, from this as from any input.
 */

/**
 * A base URL, checked against the page's `base-uri` as soon as it is parsed (Chromium): left out,
 * as the sanitiser would leave it.
 */
const DROPPED = new Set(['base']);
/** Elements whose content is raw text (script data, RAWTEXT) and which the sanitiser drops with it. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Escapable raw text (RCDATA): tags inside are words; kept as words. */
const ESCAPABLE_RAW_TEXT = new Set(['title', 'textarea']);

const isWhitespace = (c: string | undefined): boolean => c === '\t' || c === '\n' || c === '\f' || c === ' ';
const isAsciiAlpha = (c: string | undefined): boolean => c !== undefined && /^[a-z]$/i.test(c);

/** Attributes that run code or carry inline style: what the page's policy reports. */
const isInlineCode = (name: string): boolean => name.startsWith('on') || name === 'style';

/** Names this writer can put back unchanged: nothing that would end or open something else. */
const WRITABLE_NAME = /^[^\t\n\f />"'<=]+$/;

interface Tag {
  name: string;
  attributes: Array<[name: string, rawValue: string | null]>;
  selfClosing: boolean;
  /** Index just past the tag's `>`. */
  end: number;
}

const lower = (text: string): string => text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()).replace(/\0/g, '\uFFFD');

/**
 * Reads a tag whose name starts at `start` (just past `<` or `</`), as the tokenizer's tag
 * states do. Undefined when the input ends inside it (the tokenizer then drops it).
 */
function readTag(input: string, start: number): Tag | undefined {
  let i = start;
  const n = input.length;
  while (i < n && !isWhitespace(input[i]) && input[i] !== '/' && input[i] !== '>') i += 1;
  const tag: Tag = { name: lower(input.slice(start, i)), attributes: [], selfClosing: false, end: n };
  for (;;) {
    // Before attribute name.
    while (isWhitespace(input[i])) i += 1;
    if (i >= n) return undefined;
    if (input[i] === '>') {
      tag.end = i + 1;
      return tag;
    }
    if (input[i] === '/') {
      i += 1;
      if (i >= n) return undefined;
      if (input[i] === '>') {
        tag.selfClosing = true;
        tag.end = i + 1;
        return tag;
      }
      continue; // Reconsumed in "before attribute name".
    }
    // Attribute name (an '=' first is part of it).
    const nameStart = i;
    i += 1;
    while (i < n && !isWhitespace(input[i]) && input[i] !== '/' && input[i] !== '>' && input[i] !== '=') i += 1;
    const name = lower(input.slice(nameStart, i));
    // After attribute name.
    while (isWhitespace(input[i])) i += 1;
    if (input[i] !== '=') {
      tag.attributes.push([name, null]);
      continue; // '/', '>', the end, or the next attribute: "before attribute name" decides.
    }
    i += 1;
    // Before attribute value.
    while (isWhitespace(input[i])) i += 1;
    if (i >= n) return undefined;
    const quote = input[i];
    if (quote === '"' || quote === "'") {
      const close = input.indexOf(quote, i + 1);
      if (close === -1) return undefined;
      tag.attributes.push([name, input.slice(i + 1, close)]);
      i = close + 1;
      // After a quoted value anything else than whitespace, '/' or '>' starts the next attribute.
      continue;
    }
    if (quote === '>') {
      tag.attributes.push([name, '']);
      continue;
    }
    const valueStart = i;
    while (i < n && !isWhitespace(input[i]) && input[i] !== '>') i += 1;
    tag.attributes.push([name, input.slice(valueStart, i)]);
  }
}

/** Where each raw-text element's end tag was last found (-1: nowhere after `from`). */
type EndTagSearches = Map<string, { from: number; at: number }>;

/**
 * Where the raw text of element `name` that starts at `from` ends: the start of its end tag and
 * the index past that tag's `>`; undefined when it runs to the end of the input. Searches are
 * remembered, so many unclosed `<script>` tags do not each scan the rest of the input.
 */
function rawTextEnd(input: string, from: number, name: string, searches: EndTagSearches): { textEnd: number; end: number } | undefined {
  let search = searches.get(name);
  if (!search || from < search.from || (search.at !== -1 && from > search.at)) {
    const endTag = new RegExp(`</${name}(?=[\\t\\n\\f />])`, 'gi');
    endTag.lastIndex = from;
    search = { from, at: endTag.exec(input)?.index ?? -1 };
    searches.set(name, search);
  }
  if (search.at === -1) return undefined;
  const tag = readTag(input, search.at + 2);
  return { textEnd: search.at, end: tag ? tag.end : input.length };
}

const escapeText = (text: string): string => text.replace(/</g, '&lt;');
const escapeValue = (value: string): string => value.replace(/"/g, '&quot;').replace(/</g, '&lt;');

function writeStartTag({ name, attributes, selfClosing }: Tag): string {
  let written = `<${name}`;
  for (const [attribute, value] of attributes) {
    if (isInlineCode(attribute) || !WRITABLE_NAME.test(attribute)) continue;
    written += value === null ? ` ${attribute}` : ` ${attribute}="${escapeValue(value)}"`;
  }
  return `${written}${selfClosing ? ' /' : ''}>`;
}

/**
 * `html` without event handler attributes, `style` attributes, `<style>`, `<script>` and
 * `<base>` elements, comments and the like, written so that no parser finds any markup in it that
 * this function did not write (see above). Text and the other tags and attributes are kept
 * as they were.
 */
export function withoutInlineCode(html: string): string {
  // The parser's input stream preprocessing: CR and CRLF become LF.
  const input = html.replace(/\r\n?/g, '\n');
  const n = input.length;
  const searches: EndTagSearches = new Map();
  let written = '';
  let i = 0;
  while (i < n) {
    const open = input.indexOf('<', i);
    if (open === -1) {
      written += input.slice(i);
      break;
    }
    written += input.slice(i, open);
    i = open;
    const next = input[i + 1];
    if (isAsciiAlpha(next)) {
      const tag = readTag(input, i + 1);
      if (!tag) break; // The input ends inside the tag: the tokenizer drops it.
      i = tag.end;
      if (!WRITABLE_NAME.test(tag.name)) continue;
      if (tag.name === 'plaintext') break; // The rest is text the sanitiser drops.
      const rawText = DROPPED_WITH_CONTENT.has(tag.name) || ESCAPABLE_RAW_TEXT.has(tag.name);
      // Self-closing, or never closed: an element of SVG or MathML (`<svg><script/>`), whose
      // content is markup. In HTML the rest would be its text; read as markup, it still holds
      // nothing this function does not write out cleanly.
      const close = rawText && !tag.selfClosing ? rawTextEnd(input, i, tag.name, searches) : undefined;
      if (close) {
        if (ESCAPABLE_RAW_TEXT.has(tag.name)) written += `<${tag.name}>${escapeText(input.slice(i, close.textEnd))}</${tag.name}>`;
        i = close.end;
      } else if (!DROPPED_WITH_CONTENT.has(tag.name) && !DROPPED.has(tag.name)) {
        written += writeStartTag(tag);
      }
    } else if (next === '/') {
      const after = input[i + 2];
      if (isAsciiAlpha(after)) {
        const tag = readTag(input, i + 2);
        if (!tag) break;
        i = tag.end;
        if (WRITABLE_NAME.test(tag.name)) written += `</${tag.name}>`;
      } else if (after === '>') {
        i += 3; // `</>` is nothing.
      } else if (after === undefined) {
        written += '&lt;/';
        i = n;
      } else {
        i = skipPast(input, i, '>'); // A bogus comment.
      }
    } else if (next === '!') {
      if (input.startsWith('<!--', i)) {
        if (input.startsWith('<!-->', i)) i += 5;
        else if (input.startsWith('<!--->', i)) i += 6;
        else {
          const close = /--!?>/g;
          close.lastIndex = i + 4;
          const found = close.exec(input);
          i = found ? found.index + found[0].length : n;
        }
      } else {
        i = skipPast(input, i, '>'); // A doctype, CDATA in HTML content, or a bogus comment.
      }
    } else if (next === '?') {
      i = skipPast(input, i, '>');
    } else {
      written += '&lt;';
      i += 1;
    }
  }
  return written;
}

function skipPast(input: string, from: number, end: string): number {
  const found = input.indexOf(end, from);
  return found === -1 ? input.length : found + end.length;
}
