/**
 * The contrast of a link's text against what is behind it, in each state a customer sees it in.
 *
 * A script cannot put a link in :hover, :active or :focus-visible, and no engine tells a script
 * whether a link is :visited. So the states are read from the stylesheets the element adopted:
 * each is copied with the state's pseudo-class written as a class of the same specificity
 * (`:hover` as `.test-state-hover`), the copies take the originals' places in the same order,
 * and the link (with its ancestors, for :hover and :active, which hold for them too) takes the
 * class. The browser's own cascade then gives the colours, tokens and all, and the originals
 * come back.
 */

export type LinkState = 'normal' | 'hover' | 'active' | 'visited' | 'focus-visible';

export const LINK_STATES: readonly LinkState[] = ['normal', 'hover', 'active', 'visited', 'focus-visible'];

/** Each state's pseudo-class, and the class that stands in for it (both one class's specificity). */
const STAND_INS: Record<Exclude<LinkState, 'normal'>, string> = {
  hover: 'test-state-hover',
  active: 'test-state-active',
  visited: 'test-state-visited',
  'focus-visible': 'test-state-focus-visible',
};

/** The CSS text with every state pseudo-class written as its stand-in class. */
function withStandIns(cssText: string): string {
  return (
    cssText
      // :link is "not visited": the stand-in keeps its specificity (one class).
      .replace(/:link\b/g, `:not(.${STAND_INS.visited})`)
      .replace(/:any-link\b/g, '[href]')
      .replace(/:visited\b/g, `.${STAND_INS.visited}`)
      .replace(/:hover\b/g, `.${STAND_INS.hover}`)
      .replace(/:active\b/g, `.${STAND_INS.active}`)
      .replace(/:focus-visible\b/g, `.${STAND_INS['focus-visible']}`)
  );
}

const copies = new WeakMap<CSSStyleSheet, CSSStyleSheet>();

function copyOf(sheet: CSSStyleSheet): CSSStyleSheet {
  let copy = copies.get(sheet);
  if (!copy) {
    copy = new CSSStyleSheet();
    copy.replaceSync(withStandIns([...sheet.cssRules].map((rule) => rule.cssText).join('\n')));
    copies.set(sheet, copy);
  }
  return copy;
}

type Rgba = [number, number, number, number];

/** A computed colour (`rgb(…)`, `rgba(…)`, or `color(srgb …)`) as 0–255 channels and alpha. */
function parseColour(value: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(value);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\)$/.exec(value);
  if (!rgb) throw new Error(`a colour the contrast check cannot read: ${value}`);
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number(rgb[4].slice(0, -1)) / 100 : Number(rgb[4]);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
}

/** `top` over `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
};

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The element's parent, through a shadow root to its host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** What shows behind the element's text: its own background and its ancestors', over white. */
function backgroundOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const colour = parseColour(getComputedStyle(node).backgroundColor);
    if (colour[3] > 0) layers.push(colour);
    if (colour[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((behind, layer) => over(layer, behind), [255, 255, 255, 1]);
}

export interface LinkContrast {
  state: LinkState;
  colour: string;
  background: string;
  ratio: number;
}

const css = (rgba: Rgba) => `rgb(${rgba.slice(0, 3).map(Math.round).join(' ')})`;

/** The link's contrast in each state, read through its shadow root's adopted stylesheets. */
export function linkContrasts(link: HTMLElement, states: readonly LinkState[] = LINK_STATES): LinkContrast[] {
  const root = link.getRootNode() as ShadowRoot | Document;
  const originals = root.adoptedStyleSheets;
  root.adoptedStyleSheets = originals.map(copyOf);
  try {
    return states.map((state) => {
      const marked: Element[] = [];
      const standIn = state === 'normal' ? '' : STAND_INS[state];
      if (standIn) {
        // :hover and :active hold for every ancestor of the link too.
        const reach = state === 'hover' || state === 'active' ? Infinity : 1;
        let depth = 0;
        for (let node: Element | null = link; node && depth < reach; node = node.parentElement, depth += 1) {
          node.classList.add(standIn);
          marked.push(node);
        }
      }
      try {
        const background = backgroundOf(link);
        const colour = over(parseColour(getComputedStyle(link).color), background);
        return { state, colour: css(colour), background: css(background), ratio: Math.round(contrastRatio(colour, background) * 100) / 100 };
      } finally {
        for (const node of marked) node.classList.remove(standIn);
      }
    });
  } finally {
    root.adoptedStyleSheets = originals;
  }
}

/** A description of each state under `minimum`, for an assertion's message: [] when none is. */
export function linksUnder(links: readonly HTMLElement[], minimum: number, states?: readonly LinkState[]): string[] {
  return links.flatMap((link) =>
    linkContrasts(link, states)
      .filter(({ ratio }) => ratio < minimum)
      .map(({ state, colour, background, ratio }) => `"${link.textContent?.trim()}" ${state}: ${colour} on ${background}, ${ratio}:1`),
  );
}
