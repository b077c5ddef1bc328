/**
 * An element described once: its tag, its routes, the data its first screen fetches, the first
 * screens the build renders and the place it holds on a page. Each element folder has one
 * (`<tag>.descriptor.ts`); the build and the scripts read it (scripts/descriptors.mjs) for the
 * entry scripts, the snapshots, the place rules of the docs and the AEM package, and the test
 * lists. The element's code reads its route table from the same module the descriptor names.
 */
import type { ElementAuthors } from '../components/authoring/element-authors';
import type { HelpConfig } from '../config/config';
import type { RouteTable, ScreenRoute } from './route-table';

/** The page configuration's keys that hold a URL, which an entry script can fetch early. */
export type ConfigUrlKey = { [K in keyof HelpConfig]: HelpConfig[K] extends string ? (K extends `${string}Url` ? K : never) : never }[keyof HelpConfig];

/** A page of an app whose first screen the build renders into that page's snippet. */
export interface SnapshotPage {
  /** The route under the base path: '/submit-meter-read'. */
  path: `/${string}`;
  /** The element's attributes on that page. */
  attributes?: Readonly<Record<string, string>>;
  /** The element whose screen the page shows: its fallback for pages without JavaScript goes in the snapshot. */
  shows?: string;
}

/**
 * The space an element holds on a page until it shows (no layout shift), as CSS `min-height`;
 * `wide` where a wider screen needs less. `untilDefined`: only until its script has run (the
 * element then sizes itself); without it the height holds while its content loads too.
 */
export interface ElementPlace {
  minHeight: number;
  wide?: { minWidth: number; minHeight: number };
  untilDefined: boolean;
}

export interface ElementDescriptor {
  tag: `${string}-${string}`;
  /**
   * Its screens by path, under the base path; the first is where an embedded element starts.
   * An app's are every element's routes, ranked.
   */
  routes: RouteTable | readonly ScreenRoute[];
  /** The path of the screen the element shows first, when it is not the first route's (an app's home). */
  start?: `/${string}`;
  /**
   * Its routes are pages of the site, chosen by the page's address (an app): the build lists
   * each page's first files (embed/<tag>.pages.json) for a host that knows which page it sends.
   */
  routedByUrl?: true;
  /** The page configuration's URLs the first screen fetches: the entry script starts them with the chunks. */
  prefetch?: readonly ConfigUrlKey[];
  /**
   * The first screens the build renders into the element's snippets (declarative shadow DOM,
   * taken over by the element): `[]` its own first screen, or an app's pages. Absent: none.
   */
  snapshots?: readonly SnapshotPage[];
  /**
   * One of those first screens shows fields by the choices made, with its stylesheet alone
   * (`:has()`): the entry script has WebKit follow the choices too, until the take-over.
   */
  followsChoices?: true;
  /**
   * An app's pages whose content is known only when a page is asked for (an article): a host's
   * server renders them then, as the build renders the pages it knows (scripts/page-render.mjs;
   * the demo's server does). Their routes' paths, `/:category/:article`.
   */
  onRequest?: readonly `/${string}`[];
  place: ElementPlace;
  /** Its attributes as AEM authors meet them (scripts/aem/ makes the dialogs and the editor's models from it). */
  authors?: ElementAuthors;
}

export type { AuthorChoice, AuthorField, ElementAuthors } from '../components/authoring/element-authors';

/** Checks a descriptor's shape and keeps its literal types. */
export const describeElement = <const Descriptor extends ElementDescriptor>(descriptor: Descriptor): Descriptor => descriptor;

/** The CSS that holds an element's place (docs/embedding.md lists every element's). */
export function placeRules(tag: string, { minHeight, wide, untilDefined }: ElementPlace): string[] {
  const selector = untilDefined ? `${tag}:not(:defined)` : tag;
  return [
    `${selector} { display: block; min-height: ${minHeight}px; }`,
    ...(wide ? [`@media (min-width: ${wide.minWidth}px) { ${selector} { min-height: ${wide.minHeight}px; } }`] : []),
  ];
}
