/**
 * What an element's entry script (dist/elements/<tag>.js) does as soon as it arrives, before any
 * other file of the bundle: it takes the meter-read form's prefill out of the page's address
 * where the page holds an element that reads it, then starts at once, in parallel, every chunk
 * the element and its first screen need, the first screen's data, and the element's module,
 * which registers the tag. Without it each step would wait for the one before: the entry, its
 * chunks, React, then the screen and its data, a round trip each.
 *
 * The build gives every entry a copy of its own of what it calls here (build/plugins/
 * element-entries.ts), nothing else: a file shared between entries would be one more round trip
 * first, and an element without early data or snapshots carries no code for them. So this
 * imports only modules that import nothing but constants.
 */
import { EARLY_FETCHES, type WithEarlyFetches } from './api/early';
import { REPORTER_KEY, type WithReporter } from './report/report';

export { takePrefillForReaders } from './platform/address-prefill/address-prefill';
export { holdEarlyPresses } from './platform/take-over/early-press';

/**
 * Starts each file without waiting for it. The files are relative to the entry script, which
 * holds this code itself: `import.meta.url` is the entry's address. Where a snapshot on the page
 * is yet to be painted (`painted`), they start once it is: before, they would share the
 * connections with its stylesheet and the main thread with the first paint, and hold the screen
 * up.
 */
export function startFiles(files: readonly string[], painted?: Promise<unknown>): void {
  const start = () => {
    for (const file of files) import(new URL(file, import.meta.url).href).catch(() => {});
  };
  if (painted) void painted.then(start);
  else start();
}

/**
 * Resolves once every snapshot of the element on the page has been painted: its stylesheet in
 * (or failed; a screen in a shadow root is painted only then), then the next frame, which the
 * files' running would otherwise hold up. A page not on screen paints nothing, and waits for
 * nothing more. Undefined where the page holds no snapshot.
 */
export function snapshotsPainted(tag: string): Promise<unknown> | undefined {
  const links = [...document.getElementsByTagName(tag)].flatMap((element) => element.shadowRoot?.querySelector<HTMLLinkElement>('link[data-help-snapshot]') ?? []);
  if (links.length === 0) return undefined;
  const loaded = links.filter((link) => !link.sheet).map((link) => new Promise((done) => ['load', 'error'].forEach((event) => link.addEventListener(event, done))));
  return Promise.all(loaded).then(() => document.visibilityState === 'visible' && new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
}

/**
 * The files to start where the page may hold a snapshot of the element's first screen: those of
 * the screen it shows and of what takes it over, by the snapshot's page ('' for the element's
 * own; an app's snapshot is of a page, not of its home), else `files` and `takeOver` (the build
 * lists a page only where its files are not those), else `files`.
 */
export function snapshotFiles(tag: string, byPage: Readonly<Record<string, readonly string[]>>, files: readonly string[], takeOver: readonly string[]): readonly string[] {
  for (const element of document.getElementsByTagName(tag)) {
    const link = element.shadowRoot?.querySelector<HTMLLinkElement>('link[data-help-snapshot]');
    if (link) return byPage[link.dataset.path ?? ''] ?? [...files, ...takeOver];
  }
  return files;
}

/**
 * An app's first files on the page it is sent for: a host that knows which of the app's pages it
 * sends names that page's files (modulepreload links marked with the app's tag, written from the
 * build's embed/<tag>.pages.json), and they start in place of `files`, its home's.
 */
export function pageFiles(tag: string, files: readonly string[]): readonly string[] {
  const named = [...document.querySelectorAll<HTMLLinkElement>(`link[data-help-page-of="${tag}"]`)].map((link) => link.href);
  return named[0] ? named : files;
}

/**
 * Starts the first screen's data requests, by the page configuration's URLs (or the defaults),
 * for api/early.ts to hand over: `prefetch` is each URL's configuration key and default.
 */
export function startEarlyFetches(configElementId: string, prefetch: readonly (readonly [key: string, fallback: string])[]): void {
  try {
    const page = JSON.parse(document.getElementById(configElementId)?.textContent || '{}') as Record<string, unknown>;
    const early = ((globalThis as WithEarlyFetches)[EARLY_FETCHES] ??= new Map());
    for (const [key, fallback] of prefetch) {
      const url = new URL(typeof page[key] === 'string' ? page[key] : fallback, document.baseURI).href;
      if (!early.has(url)) early.set(url, fetch(url, { cache: 'no-store' }).catch(() => undefined));
    }
  } catch {
    // An unreadable configuration: the screens ask for their data the usual way, and report it.
  }
}

/** Loads the element's module (a literal import, so the build links its chunk), which registers the tag. */
export function registerElement(tag: string, load: () => Promise<{ define(): void }>): void {
  load().then(
    (element) => element.define(),
    (error: unknown) => ((globalThis as WithReporter)[REPORTER_KEY] ?? ((failure: unknown) => console.error(failure)))(error, { action: `loading <${tag}>` }),
  );
}
