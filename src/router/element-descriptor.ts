/**
 * An element described once: its tag, its routes, the data its first screen fetches, the first
 * screens the build renders and the place it holds on a page. Each element folder has one
 * (`<tag>.descriptor.ts`); the build and the scripts read it (scripts/descriptors.mjs) for the
 * entry scripts, the snapshots, the place rules of the docs and the AEM package, and the test
 * lists. The element's code reads its route table from the same module the descriptor names.
 */
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

/** One value an author can choose for an attribute, with the name they know it by. */
export interface AuthorChoice {
  /** Exactly as the attribute takes it: 'meters'. */
  value: string;
  /** What the author sees: 'Meters'. */
  label: string;
  /** The value of the field the choices follow (`AuthorField.follows`) this one goes with: an article's category. */
  of?: string;
}

/**
 * An attribute as an author meets it, in the AEM component's dialog, the Universal Editor's
 * properties panel and the element's authoring note: words for authors, not for developers.
 */
export interface AuthorField {
  /** The field's label: 'Category'. The authoring note names the field by it too. */
  label: string;
  /** What to set and when, in plain words (never the attribute's JSDoc). */
  description: string;
  /** The component shows nothing useful without it: the dialog does not save while it is empty. */
  required?: true;
  /** The values it takes, in the order to offer them: the field is a select with exactly these. */
  choices?: readonly AuthorChoice[];
  /** The attribute whose value narrows `choices` to those `of` it ('category' for an article). */
  follows?: string;
}

/**
 * What authors read of an element in AEM. Every public attribute but `authoring` (the
 * component sets it) has a field, or is left out with the reason why (`omit`), so no attribute
 * reaches an author with a developer's description.
 */
export interface ElementAuthors {
  /** What the component does, in a line (the component's description in AEM's components browser). */
  does: string;
  fields: Readonly<Record<string, AuthorField>>;
  /** Attributes that make no sense to set on this component, each with why: no field, and the HTL writes none. */
  omit?: Readonly<Record<string, string>>;
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
  place: ElementPlace;
  /** Its attributes as AEM authors meet them (scripts/aem/ makes the dialogs and the editor's models from it). */
  authors?: ElementAuthors;
}

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
