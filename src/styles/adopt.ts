/**
 * Constructable stylesheets for shadow roots (CSP-safe: no inline <style>).
 *
 * Each CSS text becomes one CSSStyleSheet, built once and shared by every element on the page,
 * so ten elements cost one parse. Sheets are adopted in the order given, after whatever the
 * root already has, and never twice.
 */
import { useLayoutEffect } from 'react';
import tokensCss from './tokens.css';
import baseCss from './base.css';
import componentsCss from './components.css';

const sheets = new Map<string, CSSStyleSheet>();

/** While the build renders a first screen (no DOM, no effects): every stylesheet asked for. */
let collecting: Set<string> | undefined;

/**
 * Renders with the stylesheets its components ask for collected, in the order they ask: the
 * build links them from the first screen it writes into the page.
 */
export function collectingStyles<T>(render: () => T): { rendered: T; styles: string[] } {
  collecting = new Set();
  try {
    const rendered = render();
    return { rendered, styles: [...collecting] };
  } finally {
    collecting = undefined;
  }
}

/** The one shared stylesheet for this CSS text. */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Parses a sheet while rendering, which React does in slices when it takes a snapshot over,
 * rather than in the commit, which is one task: on a slow phone an element's sheets take tens
 * of milliseconds to parse. Not where there is no constructable stylesheet (the build's render).
 */
function parseEarly(cssText: string): void {
  if (!collecting && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) sheetFor(cssText);
}

/**
 * Adds the sheets for these CSS texts to a shadow root (or document), keeping any sheets it
 * already has and skipping ones already adopted. Assigns adoptedStyleSheets only when
 * something is new.
 */
export function adoptStyles(root: ShadowRoot | Document, ...cssTexts: string[]): void {
  adopt(root, cssTexts, false);
}

/**
 * What a root's snapshot stylesheet holds, while it is there (take-over/take-over.tsx says so as
 * it takes a snapshot over): those sheets are left to it. The element keeps that link once it
 * has taken the screen over: adopting the same sheets again would change every rule of the root
 * at once, and a slow phone would style the whole screen again in one long task, for nothing.
 */
export const heldByLink = new WeakMap<object, (cssText: string) => boolean>();

/**
 * Adopts the missing sheets, after the root's (or before them: `first`). A sheet its snapshot's
 * stylesheet holds is not adopted: that stylesheet comes before every adopted sheet, as the
 * element's first sheets would.
 */
function adopt(root: ShadowRoot | Document, cssTexts: readonly string[], first: boolean): void {
  const current = root.adoptedStyleSheets;
  const held = heldByLink.get(root);
  const missing: CSSStyleSheet[] = [];
  for (const text of cssTexts) {
    if (held?.(text)) continue;
    const sheet = sheetFor(text);
    if (!current.includes(sheet) && !missing.includes(sheet)) missing.push(sheet);
  }
  if (missing.length > 0) root.adoptedStyleSheets = first ? [...missing, ...current] : [...current, ...missing];
}

/** Takes these CSS texts' sheets out of a root, where it has them (a sheet never built is in none). */
export function dropStyles(root: ShadowRoot | Document, ...cssTexts: string[]): void {
  const gone = cssTexts.map((text) => sheets.get(text)).filter((sheet) => sheet !== undefined);
  if (root.adoptedStyleSheets.some((sheet) => gone.includes(sheet))) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !gone.includes(sheet));
}

/** The root a component's styles belong to: the shadow root itself, a host's shadow root, or the node's root. */
export function styleRootOf(container: ShadowRoot | HTMLElement): ShadowRoot | Document {
  if (container instanceof ShadowRoot) return container;
  if (container.shadowRoot) return container.shadowRoot;
  const root = container.getRootNode();
  return root instanceof ShadowRoot ? root : container.ownerDocument;
}

/**
 * Adopts the sheets into the element's shadow root before the browser paints, so there is no
 * flash of unstyled content. r2wc passes the shadow root as `props.container` (typed there as
 * HTMLElement); without a container (plain React rendering) nothing is adopted.
 */
export function useAdoptedStyles(container: ShadowRoot | HTMLElement | null | undefined, ...cssTexts: string[]): void {
  useStyles(container, cssTexts, false);
}

/**
 * The element's own sheets, put before any the root has: they come first in the cascade even when
 * its screens' sheets were adopted before them (a screen's layout effects run before its
 * element's, as when a snapshot is taken over).
 */
export function useElementStyles(container: ShadowRoot | HTMLElement | null | undefined, ...cssTexts: string[]): void {
  useStyles(container, cssTexts, true);
}

function useStyles(container: ShadowRoot | HTMLElement | null | undefined, cssTexts: readonly string[], first: boolean): void {
  for (const text of cssTexts) collecting?.add(text);
  // Not those left to a snapshot's stylesheet, which are never adopted.
  if (container) for (const text of cssTexts) if (!heldByLink.get(container)?.(text)) parseEarly(text);
  const key = cssTexts.join('\u0000');
  useLayoutEffect(() => {
    if (container) adopt(styleRootOf(container), cssTexts, first);
    // Keyed on the joined texts: the rest array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for cssTexts (above)
  }, [container, key, first]);
}

export const tokens = tokensCss;
export const base = baseCss;
export const components = componentsCss;

/**
 * Every element adopts these first, in this order, then its own sheet. They are in every
 * element's first download (the meter-read page has little room left under its 120 kB gzip
 * budget): a new component used by only some elements brings its own sheet, adopted by those.
 */
export const baseStyles: readonly string[] = [tokensCss, baseCss, componentsCss];

/**
 * A component's own stylesheet, adopted into whatever root it renders in (a shadow root, or
 * the document), before paint. For components only some elements use, so the shared
 * first-download styles do not grow: `useOwnStyles(ref, panelCss)`.
 */
export function useOwnStyles(ref: { current: Element | null }, cssText: string): void {
  collecting?.add(cssText);
  parseEarly(cssText);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, cssText);
  }, [ref, cssText]);
}
