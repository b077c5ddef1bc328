/**
 * Requests an element's entry script starts at once, before any of the bundle has arrived
 * (dist/elements/<tag>.js: the first screen's data, named by `prefetch` in the element's
 * descriptor). They wait here, by absolute URL, for the first call that wants them; each is used
 * once, and only a good answer is used: anything else is asked again the usual way.
 */

/** Where the entry scripts leave those requests (src/element-entry.ts), by absolute URL. */
export const EARLY_FETCHES = Symbol.for('help-and-support.early-fetches');

export type WithEarlyFetches = typeof globalThis & { [EARLY_FETCHES]?: Map<string, Promise<Response | undefined>> };

/** The answer to a request started early for `url`, if one was; undefined otherwise. */
export async function takeEarlyResponse(url: string): Promise<Response | undefined> {
  const early = (globalThis as WithEarlyFetches)[EARLY_FETCHES];
  const href = new URL(url, document.baseURI).href;
  const response = early?.get(href);
  early?.delete(href);
  const answer = await response?.catch(() => undefined);
  return answer?.ok ? answer : undefined;
}
