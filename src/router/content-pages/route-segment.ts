/** Where an element placed on a page without its subject attribute reads it from: the page URL. */
import { getConfig } from '../../config';
import { routerBase } from '../router';

/**
 * The page URL's path under the base path ('/meters/how-to-read-your-meter'), or null when the
 * page is not under it. An element placed without its own attribute (`<help-category>` without
 * `category`) reads its subject from here, then routes on it like the app does.
 */
export function pagePathUnderBase(basePath: string = getConfig().basePath, pathname: string = window.location.pathname): string | null {
  const base = routerBase(basePath);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return pathname.slice(base.length).replace(/\/+$/, '') || '/';
}

/** The route an element opens on: its attribute, else the page URL's segment at `index` under the base path. */
export function routeSegment(attribute: string | null | undefined, index: number): string | undefined {
  if (attribute) return attribute;
  const path = pagePathUnderBase();
  const segment = path?.split('/').filter(Boolean)[index];
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is no route of ours: the screen's list check refuses it
  }
}
