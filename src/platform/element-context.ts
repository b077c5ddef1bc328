/**
 * What a screen knows about the element it renders in. The element shell provides it when an
 * element runs on its own; the `<help-and-support>` app provides it for the screens it
 * composes. Screens never guess from the page URL whether they are embedded.
 */
import { createContext, useContext, useMemo } from 'react';

export interface ElementInfo {
  /** The custom element's tag (for reports), or 'help-and-support' inside the app. */
  tag: string;
  /** The shadow root the screens render into; events are dispatched from its host. */
  container: ShadowRoot | HTMLElement | null;
  /**
   * The page URL under the base path drives the steps: inside the app, or with the
   * `url-routing` attribute. Otherwise an embedded element keeps its steps in memory and
   * leaves the host page's URL alone.
   */
  urlRouting: boolean;
  /** Rendered by the `<help-and-support>` app, under its router. */
  inApp: boolean;
  /** May set the document title and meta description (`owns-page`, or the app). */
  ownsPage: boolean;
  /**
   * Keeps this instance's answers apart from other instances of the same journey: the
   * `draft-key` attribute, else the element's id, else '' (instances share one draft).
   */
  instance: string;
  /**
   * The page is being edited or previewed on an AEM author instance (the `authoring` attribute,
   * which the AEM component sets): a missing or unknown attribute is the author's to mend, so the
   * element says what to set instead of sending the page away or reporting it.
   */
  authoring?: boolean;
}

export const ElementContext = createContext<ElementInfo>({
  tag: '',
  container: null,
  urlRouting: false,
  inApp: false,
  ownsPage: false,
  instance: '',
});

export function useElement(): ElementInfo {
  return useContext(ElementContext);
}

/**
 * The element as seen by a screen that is one page of the site (a category, an article): outside
 * the app its links load the pages they name, `url-routing` or not, since the element shows only
 * that page. For an ElementContext.Provider around the screen's links.
 */
export function useOnePage(): ElementInfo {
  const element = useElement();
  return useMemo(() => (element.inApp ? element : { ...element, urlRouting: false }), [element]);
}

/**
 * The element's attributes that every element takes (`owns-page`, `url-routing`,
 * `draft-key`, `authoring`), read once at mount. (The app, `<help-and-support>`, gives its own: it always
 * routes by the page URL, owns the page, and keeps one draft per journey.)
 */
export function elementInfoFrom(container: ShadowRoot | HTMLElement | null | undefined): ElementInfo {
  const host = container instanceof ShadowRoot ? container.host : (container ?? null);
  return {
    tag: host?.localName ?? '',
    container: container ?? null,
    urlRouting: host?.hasAttribute('url-routing') ?? false,
    inApp: false,
    ownsPage: host?.hasAttribute('owns-page') ?? false,
    instance: host?.getAttribute('draft-key') || host?.id || '',
    authoring: host?.hasAttribute('authoring') ?? false,
  };
}
