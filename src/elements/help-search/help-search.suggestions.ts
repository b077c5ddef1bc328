/**
 * The search box's suggestions: which help categories and articles of the categories list match
 * what the customer has typed so far. Pure: the list comes in, the suggestions go out.
 *
 * A title matches when every word typed is the start of one of its words, whatever the case and
 * accents ("meter read" matches "How to read your meter"). Nothing is suggested before two
 * characters. Categories come first, then articles, each in the list's order, those whose title
 * starts with what was typed first; at most five in all.
 */
import type { RemoteCategory } from '../../api/content-pages/categories';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { wantsSuggestions } from './search-panel/search-panel.typed';

export { MIN_QUERY_LENGTH, wantsSuggestions } from './search-panel/search-panel.typed';

/** The most suggestions the box shows. */
export const MAX_SUGGESTIONS = 5;

export interface Suggestion {
  kind: 'category' | 'article';
  title: string;
  /** The page in the app, relative to the base path: '/meters' or '/meters/faulty-meter'. */
  route: `/${string}`;
  /** An article's category title; '' for a category. */
  categoryTitle: string;
}

/** A category or article name as a route segment: lower-case words joined by hyphens. */
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const APP_CATEGORIES: ReadonlySet<string> = new Set(HELP_CATEGORY_SLUGS);

/** The words of a text, in lower case without accents or apostrophes ("Isn’t" → "isnt"). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** How well a title matches the words typed: 0 it starts with them, 1 it has them, null it does not. */
export function matchOf(typed: readonly string[], title: string): 0 | 1 | null {
  if (typed.length === 0) return null;
  const words = wordsOf(title);
  if (!typed.every((part) => words.some((word) => word.startsWith(part)))) return null;
  const startsWith = typed.every((part, index) => (index === typed.length - 1 ? words[index]?.startsWith(part) : words[index] === part));
  return startsWith ? 0 : 1;
}


/**
 * The suggestions for `text` from the categories list: categories the app has pages for, and
 * their articles, by title. Entries without a title or with a name that is not a route segment
 * are left out.
 */
export function suggestionsFor(text: string, categories: readonly RemoteCategory[], limit: number = MAX_SUGGESTIONS): Suggestion[] {
  if (!wantsSuggestions(text)) return [];
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  const listed = categories.filter((category) => APP_CATEGORIES.has(category.slug) && SEGMENT.test(category.slug));
  const found: { suggestion: Suggestion; rank: number }[] = [];
  const seen = new Set<string>();
  const consider = (suggestion: Suggestion, kindRank: number) => {
    const match = matchOf(typed, suggestion.title);
    if (match === null || seen.has(suggestion.route)) return;
    seen.add(suggestion.route);
    found.push({ suggestion, rank: kindRank * 2 + match });
  };
  for (const category of listed) {
    if (category.title.trim()) consider({ kind: 'category', title: category.title.trim(), route: `/${category.slug}`, categoryTitle: '' }, 0);
  }
  for (const category of listed) {
    for (const article of category.articles) {
      if (!article.title.trim() || !SEGMENT.test(article.label)) continue;
      consider(
        { kind: 'article', title: article.title.trim(), route: `/${category.slug}/${article.label}`, categoryTitle: category.title.trim() },
        1,
      );
    }
  }
  // Array.prototype.sort is stable: the list's order holds within a rank.
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, Math.max(0, limit))
    .map(({ suggestion }) => suggestion);
}
