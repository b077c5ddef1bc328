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

/** The ending of every Help & Support page's document title, after the page's own heading. */
export const HELP_TITLE_SUFFIX = ' - Help & Support';

/** A page's document title: its heading, then ' - Help & Support' ("Submit a meter reading - Help & Support"). */
export const helpPageTitle = (heading: string): string => `${heading}${HELP_TITLE_SUFFIX}`;
