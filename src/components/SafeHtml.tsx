/**
 * Renders HTML from outside the bundle (article bodies, templated text from page
 * configuration) after it has gone through `sanitiseArticleHtml()`.
 *
 * Text with no `<` and no `&` cannot hold markup or entities, so it is rendered straight away
 * as a text node (React escapes it) and the sanitiser is never loaded. Anything else waits for
 * the sanitiser module, which is fetched on first use and shared by every SafeHtml on the page;
 * until it arrives the element renders empty. If it cannot be loaded, the words show as plain
 * text.
 */
import { useEffect, useMemo, useState } from 'react';
import { report } from '../report';

type SanitiseHtml = (html: string) => string;

export interface SafeHtmlProps {
  /** Article or template HTML; only a, sup, p, b and href survive sanitising. */
  html: string;
  /** Element that holds the content; use 'p' or 'span' only for inline templates. */
  as?: 'div' | 'p' | 'span';
  className?: string;
  id?: string;
}

/** The sanitiser module could not be loaded (for example its chunk failed to download). */
export class SanitiserLoadError extends Error {
  override name = 'SanitiserLoadError';
}

let loadedSanitiser: SanitiseHtml | undefined;
let sanitiserLoading: Promise<SanitiseHtml> | undefined;

/** Loads the sanitiser module once; a failed load is forgotten so the next mount retries. */
function loadSanitiser(): Promise<SanitiseHtml> {
  sanitiserLoading ??= import('../sanitise').then(
    ({ sanitiseArticleHtml }) => {
      loadedSanitiser = sanitiseArticleHtml;
      return sanitiseArticleHtml;
    },
    (cause: unknown) => {
      sanitiserLoading = undefined;
      throw new SanitiserLoadError('The HTML sanitiser could not be loaded', { cause });
    },
  );
  return sanitiserLoading;
}

/**
 * The text of `html` without any markup, read by an inert parser (no script runs, nothing
 * loads), dropping the content of script, style and the like. Shown when the sanitiser cannot
 * be loaded, so a flaky connection costs the template its formatting, never the whole screen.
 */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript, iframe, object').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** True when `html` may hold markup or entities and so has to be sanitised. */
export function needsSanitising(html: string): boolean {
  return html.includes('<') || html.includes('&');
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const mustSanitise = needsSanitising(html);
  const [sanitiseHtml, setSanitiseHtml] = useState<SanitiseHtml | undefined>(() => loadedSanitiser);
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

  // The sanitiser did not arrive: the words still show, as plain text.
  if (loadError) {
    return (
      <Tag className={className} id={id}>
        {plainTextOf(html)}
      </Tag>
    );
  }

  if (!mustSanitise) {
    return (
      <Tag className={className} id={id}>
        {html}
      </Tag>
    );
  }
  if (sanitisedHtml === undefined) {
    // Sanitiser still loading: nothing of the unsanitised string reaches the page.
    return <Tag className={className} id={id} />;
  }
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: sanitisedHtml }} />;
}
