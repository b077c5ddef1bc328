/**
 * A first screen the build rendered (a snippet of dist/embed/, written by `npm run build`) in the
 * test page as a page holds it: declarative shadow DOM, the element not yet defined. Each call
 * gives the element a tag of its own, defined when the test says the code has arrived, so the
 * test can type into the screen before any of the element's code runs.
 */
const holders = new Set<HTMLElement>();
const placeRules = new Set<HTMLStyleElement>();
let snapshots = 0;

export interface SnapshotInPage {
  el: HTMLElement;
  root: ShadowRoot;
  /** Every shadow root of the tag, when `edit` put it in more than once. */
  roots: ShadowRoot[];
  /** The element's code arrives: its class is defined for the tag. */
  arrive: () => void;
}

/**
 * @param snippet the snippet's address (`/dist/embed/meter-read-form.html`), or a page's that holds the element
 * @param tag the element's tag in it
 * @param element its class
 * @param edit changes the snapshot's markup first (a snapshot that does not match, or two of it)
 */
export async function snapshotInPage(snippet: string, tag: string, element: CustomElementConstructor, edit: (html: string) => string = (html) => html): Promise<SnapshotInPage> {
  const text = await (await fetch(snippet)).text();
  // The element as a snippet or a page holds it: on a line of its own, or over several where
  // content rendered into it has line breaks (an article's).
  const line = new RegExp(`<${tag}[\\s>][^<]*<template shadowrootmode="open">[\\s\\S]*?</${tag}>`).exec(text)?.[0];
  if (!line) throw new Error(`${snippet} holds no snapshot of <${tag}>: build first (npm run build)`);
  snapshots += 1;
  const ownTag = `snapshot-${tag}-${snapshots}`;
  const holder = document.createElement('div');
  holders.add(holder);
  document.body.append(holder);
  holder.setHTMLUnsafe(edit(line.replace(`<${tag}`, `<${ownTag}`).replace(`</${tag}>`, `</${ownTag}>`)));
  const roots = [...holder.children].map((child) => child.shadowRoot);
  const [root] = roots;
  if (!root || roots.some((each) => !each)) throw new Error('the snapshot has no shadow root: declarative shadow DOM was not parsed');
  return { el: holder.firstElementChild as HTMLElement, root, roots: roots as ShadowRoot[], arrive: () => customElements.define(ownTag, class extends element {}) };
}

/**
 * The page's rule that holds the element's place until it is defined (docs/embedding.md, "No
 * layout shift"), for the snapshot's own tag: `minHeight` taller than the screen shows whether it
 * adds to the snapshot's height.
 */
export function holdPlaceUntilDefined(el: Element, minHeight: number): void {
  const style = document.createElement('style');
  style.textContent = `${el.localName}:not(:defined) { display: block; min-height: ${minHeight}px; }`;
  document.head.append(style);
  placeRules.add(style);
}

/** Takes every snapshot away (afterEach), and the place rules given for them. */
export function removeSnapshots(): void {
  for (const holder of holders) holder.remove();
  holders.clear();
  for (const style of placeRules) style.remove();
  placeRules.clear();
}
