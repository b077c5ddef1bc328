/**
 * Scripts the product adds to the page at run time: an article's two nucleus scripts and the
 * help videos' player. Each loads once per page, whatever the number of elements or bundles that
 * ask (the record lives on the page, under a shared symbol), and only from a URL the page
 * configuration names: the Trusted Types policy signs nothing else (trusted-types.ts).
 */
import { trustedScriptUrl } from '../trusted-types';

const LOADED = Symbol.for('help-and-support.scripts');
type WithScripts = typeof globalThis & { [LOADED]?: Map<string, Promise<void>> };

const loads = (): Map<string, Promise<void>> => ((globalThis as WithScripts)[LOADED] ??= new Map<string, Promise<void>>());

export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
}

const absolute = (url: string): string => new URL(url, document.baseURI).href;

/**
 * Loads `url` once per page, in order with other calls (async = false), when it is one of
 * `configured` (the configuration's URLs for this purpose). A failed load is forgotten, so the
 * next call tries again.
 */
export function loadConfiguredScript(url: string, configured: readonly string[]): Promise<void> {
  const src = absolute(url);
  const known = loads().get(src);
  if (known) return known;
  let signed: string;
  try {
    // Signed only when configured: a URL from anywhere else is refused here, and nothing loads.
    signed = trustedScriptUrl(src, configured.map(absolute));
  } catch (error) {
    return Promise.reject(error);
  }
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = false;
    (script as { src: unknown }).src = signed;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads().delete(src);
        script.remove();
        reject(new ScriptLoadError(`${src} did not load`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads().set(src, loading);
  return loading;
}

/** Loads every configured script of a purpose, in the configured order. */
export function loadConfiguredScripts(configured: readonly string[]): Promise<void> {
  return Promise.all(configured.map((url) => loadConfiguredScript(url, configured))).then(() => undefined);
}
