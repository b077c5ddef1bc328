/**
 * The page's title and meta description belong to whoever owns the page: the
 * `<help-and-support>` app, or an element given `owns-page`. A widget that is one of several on
 * a CMS page never touches them.
 */
import { useEffect } from 'react';
import { useElement } from './element-context';

export interface PageMeta {
  title: string;
  /** The meta description; left as it is when undefined. */
  description?: string;
}

/** Sets the document's title and meta description when this element owns the page. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { ownsPage } = useElement();
  useEffect(() => {
    if (!ownsPage) return;
    document.title = title;
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [ownsPage, title, description]);
}

/** A page view: the path under the base path, after each route change in the app. */
export interface PageView {
  path: string;
}

type PageViewListener = (view: PageView) => void;

const LISTENERS = Symbol.for('help-and-support.page-views');
type WithListeners = typeof globalThis & { [LISTENERS]?: Set<PageViewListener> };

const listeners = (): Set<PageViewListener> => ((globalThis as WithListeners)[LISTENERS] ??= new Set());

/** The hook point for analytics page views (SPEC §1): called after every route change. */
export function addPageViewListener(listener: PageViewListener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function notifyPageView(view: PageView): void {
  for (const listener of listeners()) listener(view);
}
