/**
 * HTML from outside (an article page) read inert without a false CSP report: its event handler
 * and style attributes, and its script, style and base elements, are taken out of the text
 * (inline-code.ts) before the browser parses it. Loaded with what reads article pages, not with
 * every element.
 */
import { withoutInlineCode } from './inline-code';
import { parseInert } from '../trusted-types';

export function parseOutsideHtml(html: string): Document {
  return parseInert(withoutInlineCode(html));
}

