/**
 * Words whose only markup is bold (`<b>…</b>`, no attribute), as the meter-read week's words
 * have them: drawn as React's own `b` elements around escaped text, never parsed as HTML, so
 * they need no sanitiser (`needsSanitising` tells these words apart). Apart from SafeHtml so a
 * screen can draw them without downloading SafeHtml.
 */
import type { ReactNode } from 'react';

/** The words as React nodes: the text escaped, bold as `b` elements; an unclosed bold runs to the end. */
export function withBold(html: string): ReactNode[] {
  let depth = 0;
  const nodes: ReactNode[] = [];
  html.split(/(<\/?b>)/i).forEach((part, index) => {
    if (/^<b>$/i.test(part)) depth += 1;
    else if (/^<\/b>$/i.test(part)) depth = Math.max(0, depth - 1);
    else if (part) nodes.push(depth > 0 ? <b key={index}>{part}</b> : part);
  });
  return nodes;
}

