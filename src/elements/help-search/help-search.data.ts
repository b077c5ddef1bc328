/**
 * Where a search goes: the main site's search page with the search text and
 * the path of the page it was made from, `/search?q={encoded text}&initiated={current path}`.
 */
import { mainSiteLink } from '../../config';
import { getContentConfig, type ContentConfig } from '../../config/content/content-config';

/**
 * The main site's search page: also the search form's own action, so the form searches (with the
 * text alone) where the page's scripts do not run.
 */
export function searchPage(config: Pick<ContentConfig, 'searchPageUrl'> = getContentConfig()): string {
  return mainSiteLink(config.searchPageUrl);
}

/**
 * The search page's URL for `text` (already checked and trimmed) made on the page at `path`.
 * The text is encoded as a URI component (a space is %20); the path keeps its slashes.
 */
export function searchPageUrl(text: string, path: string, config: Pick<ContentConfig, 'searchPageUrl'> = getContentConfig()): string {
  const page = searchPage(config);
  const separator = page.includes('?') ? '&' : '?';
  return `${page}${separator}q=${encodeURIComponent(text)}&initiated=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
