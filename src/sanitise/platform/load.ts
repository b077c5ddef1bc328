/**
 * Loading the sanitiser (DOMPurify, about 12 kB gzip) only when there is markup to render, once
 * for the page. Kept apart from sanitise.ts so that what decides to load it does not load it.
 */
import type { TrustedHTML } from 'trusted-types/lib';

export type SanitiseHtml = (html: string) => TrustedHTML | string;

/** The sanitiser module could not be loaded (for example its chunk failed to download). */
export class SanitiserLoadError extends Error {
  override name = 'SanitiserLoadError';
}

let loaded: SanitiseHtml | undefined;
let loading: Promise<SanitiseHtml> | undefined;

/**
 * True when `html` may hold markup or entities and so has to be sanitised. Bold alone (`<b>`,
 * `</b>`, no attribute) does not: it is drawn as React's own elements (SafeHtml), never parsed.
 */
export function needsSanitising(html: string): boolean {
  return /[<&]/.test(html.replace(/<\/?b>/gi, ''));
}

/** The sanitiser once it has arrived, so a second mount renders at once. */
export const loadedSanitiser = (): SanitiseHtml | undefined => loaded;

/** Loads the sanitiser module once; a failed load is forgotten so the next use retries. */
export function loadSanitiser(): Promise<SanitiseHtml> {
  loading ??= import('../index').then(
    ({ trustedArticleHtml }) => (loaded = trustedArticleHtml),
    (cause: unknown) => {
      loading = undefined;
      throw new SanitiserLoadError('The HTML sanitiser could not be loaded', { cause });
    },
  );
  return loading;
}

/**
 * Starts the sanitiser's download as soon as data that will need it has arrived, in parallel
 * with the screen that shows it, rather than after that screen renders.
 */
export function preloadSanitiserFor(...html: string[]): void {
  if (html.some(needsSanitising)) loadSanitiser().catch(() => undefined); // met again, and shown, where it is used
}
