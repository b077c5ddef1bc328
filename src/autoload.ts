/**
 * The autoloader behind `dist/help-and-support.js`: registers every tag lazily. An element's
 * code is fetched only once its tag is in the document, whether it was there at load or added
 * later, and whether it sits in the page or in the shadow root of one of our own elements.
 * A page holding only `<meter-read-form>` therefore downloads what `elements/meter-read-form.js`
 * would, plus this file. No React here: it must stay a few hundred bytes.
 */
import type { Reporter } from './report/report';

/**
 * Reports through the page's reporter (report/report.ts keeps it under this symbol), without
 * importing it: report/ lives in the platform chunk, which this file must not pull in.
 */
function report(error: unknown, context: Parameters<Reporter>[1]): void {
  const reporter = (globalThis as { [key: symbol]: Reporter | undefined })[Symbol.for('help-and-support.reporter')];
  if (reporter) reporter(error, context);
  else console.error(`help-and-support: ${context.action} failed:`, error);
}

/**
 * Loads a tag's code. In the build it loads the element's entry script, which registers the
 * tag itself (and starts its first screen at once); elsewhere the element module, whose
 * define() registers it.
 */
export type ElementLoader = () => Promise<{ define?: () => void }>;

export function autoload(loaders: Readonly<Record<string, ElementLoader>>, root: Document = document): void {
  const ours = Object.keys(loaders).join(',');
  /** Instances seen before their tag was defined, by tag; undefined once the tag's code is asked for. */
  const waiting = new Map<string, Element[]>();
  const loading = new Set<string>();
  const watched = new WeakSet<Node>();
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && discover(node));
  });

  /** Watches a document or one of our shadow roots, and what is already in it. */
  function watch(target: Document | ShadowRoot): void {
    if (watched.has(target)) return;
    watched.add(target);
    observer.observe(target, { childList: true, subtree: true });
    discover(target);
  }

  function load(tag: string): void {
    loading.add(tag);
    loaders[tag]!()
      .then((element) => {
        element.define?.();
        return customElements.whenDefined(tag);
      })
      .then(
        () => {
          // The instances have upgraded: their shadow roots may hold more of our tags.
          for (const instance of waiting.get(tag) ?? []) if (instance.shadowRoot) watch(instance.shadowRoot);
          waiting.delete(tag);
        },
        (error: unknown) => {
          // Tried again when another instance appears; until then the tag's fallback content shows.
          loading.delete(tag);
          report(error, { action: `loading <${tag}>` });
        },
      );
  }

  function discover(node: Element | Document | ShadowRoot): void {
    const found = node instanceof Element && node.matches(ours) ? [node] : [];
    for (const element of [...found, ...node.querySelectorAll(ours)]) {
      const tag = element.localName;
      if (element.shadowRoot) watch(element.shadowRoot);
      if (customElements.get(tag)) continue;
      waiting.set(tag, [...(waiting.get(tag) ?? []), element]);
      if (!loading.has(tag)) load(tag);
    }
  }

  watch(root);
}
