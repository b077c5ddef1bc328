/**
 * Page views (one analytics event per route change): the one place a route change is heard,
 * for analytics. Shared by every copy of the bundle on the page.
 */
/** A page view: the path under the base path, after each route change in the app. */
export interface PageView {
  /** Under the base path: '/contact-us'. */
  path: string;
  /** The app's base path: '/help-and-support/'. */
  basePath: string;
}

type PageViewListener = (view: PageView) => void;

const LISTENERS = Symbol.for('help-and-support.page-views');
type WithListeners = typeof globalThis & { [LISTENERS]?: Set<PageViewListener> };

const listeners = (): Set<PageViewListener> => ((globalThis as WithListeners)[LISTENERS] ??= new Set());

/** The hook point for analytics page views: called after every route change. */
export function addPageViewListener(listener: PageViewListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function notifyPageView(view: PageView): void {
  for (const listener of listeners()) listener(view);
}
