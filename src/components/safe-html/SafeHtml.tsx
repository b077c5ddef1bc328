/**
 * Renders HTML from outside the bundle (article bodies, templated text from page
 * configuration) after it has gone through the sanitiser (`trustedArticleHtml()`: TrustedHTML
 * where the browser has Trusted Types, so it works under `require-trusted-types-for 'script'`).
 *
 * Text with no `<` and no `&` cannot hold markup or entities, so it is rendered straight away
 * as text (React escapes it) and the sanitiser is never loaded; so is text whose only markup is
 * bold (`<b>…</b>`, as the meter-read week's words have it), drawn as React's own `b` elements
 * around escaped text, never parsed as HTML. Anything else needs the
 * sanitiser module, which is fetched on first use and shared by every SafeHtml on the page;
 * until it arrives, and if it cannot be loaded, the words show as plain text in the same
 * paragraphs (text only, never markup), so the sanitised version takes their place without
 * moving what follows.
 */
import { useEffect, useMemo, useState } from 'react';
import { parseInert } from '../../platform/trusted-types';
import { withBold } from '../bold/Bold';
import { report } from '../../report';
import { loadSanitiser, loadedSanitiser, needsSanitising, SanitiserLoadError, type SanitiseHtml } from '../../sanitise/platform/load';

export { needsSanitising, SanitiserLoadError };

export interface SafeHtmlProps {
  /** Article or template HTML; only a, sup, p, b and href survive sanitising. */
  html: string;
  /** Element that holds the content; use 'p' or 'span' only for inline templates. */
  as?: 'div' | 'p' | 'span';
  className?: string;
  id?: string;
}

const fold = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Elements whose content is never words of the text, and comments and doctypes. */
const NOT_WORDS = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<(script|style|template|noscript|iframe|object|xmp|noembed|noframes|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const PARAGRAPH_EDGE = /<\/?p(?:\s[^>]*)?>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>?/gi;
const BREAK = '\u2029';

/**
 * The words of `html`, paragraph by paragraph (its only block is p), read without parsing its
 * markup: the tags are taken out of the text first, so no element or attribute of it ever
 * reaches a parser (a strict page would report a handler or style although nothing runs).
 * Only the entities are left for the inert parser to read.
 */
function wordsOf(html: string): string[] {
  const text = html.replace(NOT_WORDS, ' ').replace(PARAGRAPH_EDGE, BREAK).replace(ANY_TAG, '').replace(/</g, '&lt;');
  const words = parseInert(text).body.textContent ?? '';
  return words.split(BREAK).map(fold);
}

/** The text of `html` without any markup (no script runs, nothing loads while reading it). */
export function plainTextOf(html: string): string {
  return fold(wordsOf(html).join(' '));
}

/**
 * The words of `html` as paragraphs, as the sanitised version will lay them out (its only
 * block is p): shown while the sanitiser loads, or when it cannot be, so a flaky connection
 * costs the template its formatting, never its words or the layout.
 */
export function plainParagraphsOf(html: string): string[] {
  return wordsOf(html).filter((paragraph) => paragraph !== '');
}

/** Plain text in place of markup: the paragraphs of the template, or its words inline. */
function PlainText({ html, Tag, className, id }: { html: string; Tag: 'div' | 'p' | 'span'; className?: string; id?: string }) {
  const hasParagraphs = Tag === 'div' && /<p[\s>]/i.test(html);
  const paragraphs = plainParagraphsOf(html);
  return (
    <Tag className={className} id={id}>
      {hasParagraphs ? paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) : paragraphs.join(' ')}
    </Tag>
  );
}


export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const mustSanitise = needsSanitising(html);
  const [sanitiseHtml, setSanitiseHtml] = useState<SanitiseHtml | undefined>(loadedSanitiser);
  const [loadError, setLoadError] = useState<SanitiserLoadError>();

  useEffect(() => {
    if (!mustSanitise || sanitiseHtml) return undefined;
    let mounted = true;
    loadSanitiser().then(
      (sanitiser) => {
        if (mounted) setSanitiseHtml(() => sanitiser);
      },
      (error: SanitiserLoadError) => {
        report(error, { action: 'loading the sanitiser (template shown as plain text)', level: 'warn' });
        if (mounted) setLoadError(error);
      },
    );
    return () => {
      mounted = false;
    };
  }, [mustSanitise, sanitiseHtml]);

  const sanitisedHtml = useMemo(
    () => (mustSanitise && sanitiseHtml ? sanitiseHtml(html) : undefined),
    [mustSanitise, sanitiseHtml, html],
  );

  if (!mustSanitise) {
    return (
      <Tag className={className} id={id}>
        {withBold(html)}
      </Tag>
    );
  }
  if (sanitisedHtml === undefined || loadError) {
    // Sanitiser still loading, or it could not be: the words show as plain text.
    return <PlainText html={html} Tag={Tag} className={className} id={id} />;
  }
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: sanitisedHtml }} />;
}
