/**
 * A Help & Support block on an Edge Delivery page: `decorate(block)` of every generated
 * `blocks/<tag>/<tag>.js` (scripts/eds/ bundles this module into each). Edge Delivery's aem.js
 * calls it with the block's `<div class="<tag>">`, whose rows are the author's table.
 *
 * It replaces the table with the element, its attributes read from the table (block-table.ts),
 * and returns at once: the element's code is started, never awaited. Edge Delivery shows a
 * section only once each of its blocks is decorated, so awaiting the element here would hold
 * the section, and with it the page's largest paint, until the element's code had arrived. The
 * element holds its place meanwhile with the block's stylesheet (the rules of docs/embedding.md,
 * "No layout shift"), which aem.js loads with this script and waits for as well.
 */
import { REPORTER_KEY, type WithReporter, consoleReporter } from '../report/report';
import { type BlockAttribute, isPreviewHost, readBlockTable } from './block-table';

/** What the build writes into each block: its element, and the attributes an author may set. */
export interface ElementBlock {
  tag: string;
  attributes: readonly BlockAttribute[];
}

/** The element's entry script, beside the blocks: <codeBasePath>/scripts/help-and-support/elements/<tag>.js. */
export const elementScriptUrl = (tag: string, blockUrl: string): string => new URL(`../../scripts/help-and-support/elements/${tag}.js`, blockUrl).href;

/** The block's rows as text: each row a `<div>` of cells, each cell's text as the author wrote it. */
const tableOf = (block: Element): string[][] => [...block.children].map((row) => [...row.children].map((cell) => cell.textContent ?? ''));

/**
 * Starts the element's entry script (the browser's module map fetches it once, however many
 * blocks name it) and hands a failure to the page's reporter (its monitoring, once installed),
 * else the console, as every failure of the elements goes (src/report).
 */
function startElement(tag: string, blockUrl: string): void {
  import(/* @vite-ignore */ elementScriptUrl(tag, blockUrl)).catch((error: unknown) => {
    const reporter = (globalThis as WithReporter)[REPORTER_KEY] ?? consoleReporter;
    reporter(error, { action: 'loading its code in its Edge Delivery block', element: tag });
  });
}

/**
 * Decorates a block: the element in place of the table, then its code started. `blockUrl` is
 * the block script's own address (its import.meta.url), which the bundle's files sit beside;
 * `hostname` is the page's, which says whether it is a preview.
 */
export function decorateElementBlock(block: Element, { tag, attributes }: ElementBlock, blockUrl: string, hostname = block.ownerDocument.location?.hostname ?? ''): HTMLElement {
  const { attributes: set, ignored } = readBlockTable(tableOf(block), attributes, tag);
  const element = block.ownerDocument.createElement(tag);
  for (const [name, value] of set) element.setAttribute(name, value);
  // On a preview, the author sees what to set instead of being sent away (docs/aem.md, "Edge Delivery").
  if (isPreviewHost(hostname)) element.setAttribute('authoring', '');
  if (ignored.length > 0) console.warn(`The ${tag} block set nothing from these rows:\n${ignored.join('\n')}`);
  block.replaceChildren(element);
  startElement(tag, blockUrl);
  return element;
}
