/**
 * The search box's suggestions: which help categories and articles of the categories list, and
 * which pages of the search vocabulary (content/search-vocabulary.ts: what customers call them),
 * match what the customer has typed so far. Pure: the list comes in, the suggestions go out.
 * Downloaded with the vocabulary when the box is first used, not with the page.
 *
 * A title matches when every word typed is the start of one of its words, or the word itself
 * with a typo, whatever the case and accents ("meter read" matches "How to read your meter").
 * A vocabulary phrase matches when its words are typed in any order, each with a typo forgiven
 * (one edit from 4 letters, two from 8), small words aside ("my boilr isnt working" is "boiler
 * not working"). Nothing is suggested before two characters. The order: pages whose whole
 * phrase was typed; then categories, then articles, by title, each in the list's order, those
 * whose title starts with what was typed first; then phrases typed with more words, or with
 * their last word half typed; then phrases that have every word typed. At most five, one per
 * page. When nothing matches three characters or more, the most asked pages (`popularPages`).
 */
import type { RemoteCategory } from '../../api/content-pages/categories';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { MOST_ASKED, SEARCH_VOCABULARY, type SearchTarget } from '../../content/search-vocabulary';
import { wantsSuggestions } from './search-panel/search-panel.typed';

export { MIN_QUERY_LENGTH, wantsSuggestions } from './search-panel/search-panel.typed';

/** The most suggestions the box shows. */
export const MAX_SUGGESTIONS = 5;

export interface Suggestion {
  /** A help topic, an article, another page of the app ('/probate'), or a page of the main site. */
  kind: 'category' | 'article' | 'page' | 'main-site';
  title: string;
  /**
   * The page in the app, relative to the base path: '/meters', '/meters/faulty-meter',
   * '/probate'; for 'main-site', its path on the main site: '/energy/moving-home'.
   */
  route: `/${string}`;
  /** An article's category title; '' for the others. */
  categoryTitle: string;
}

/** What the box offers: the suggestions, and whether they are the most asked pages (nothing matched). */
export interface Suggested {
  suggestions: Suggestion[];
  popular: boolean;
}

/** From how many characters typed a text that matches nothing is offered the most asked pages. */
export const POPULAR_FROM_LENGTH = 3;

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

/**
 * Whether `a` and `b` are at most `most` edits apart: a letter added, taken away, changed, or two
 * side by side swapped (optimal string alignment distance, Damerau–Levenshtein's usual form).
 */
export function withinEdits(a: string, b: string, most: number): boolean {
  if (Math.abs(a.length - b.length) > most) return false;
  if (a === b) return true;
  if (most === 0) return false;
  // Three rows of the distance table: two back (for swaps), the last, this one.
  let before: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > most) return false;
    before = last;
    last = row;
  }
  return last[b.length]! <= most;
}

/**
 * A four-letter word with one of its middle letters left out ("lek" for "leak"): a customer
 * typing "gas lek" in a hurry must find the gas leak page. Not its first letter, nor its last:
 * "rea" is "read" half typed, which the half-typed rule answers.
 */
const middleLetterLeftOut = (short: string, long: string): boolean =>
  short.length === 3 && long.length === 4 && [1, 2].some((at) => long.slice(0, at) + long.slice(at + 1) === short);

/**
 * How many typos two words may be apart: none under 4 letters, one from 4, two from 8 (the
 * shorter word's), and one where a middle letter of a four-letter word was left out.
 */
export const typosAllowed = (a: string, b: string): number => {
  const shorter = Math.min(a.length, b.length);
  if (middleLetterLeftOut(a, b) || middleLetterLeftOut(b, a)) return 1;
  return shorter >= 8 ? 2 : shorter >= 4 ? 1 : 0;
};

/** The same word, give or take a typo. */
export const sameWord = (typed: string, word: string): boolean => withinEdits(typed, word, typosAllowed(typed, word));

/** How well a title matches the words typed: 0 it starts with them, 1 it has them, null it does not. */
export function matchOf(typed: readonly string[], title: string): 0 | 1 | null {
  if (typed.length === 0) return null;
  const words = wordsOf(title);
  // A word typed starts one of the title's, or is one with a typo (not in its first letter).
  if (!typed.every((part) => words.some((word) => word.startsWith(part) || (word[0] === part[0] && sameWord(part, word))))) return null;
  const startsWith = typed.every((part, index) => (index === typed.length - 1 ? words[index]?.startsWith(part) : words[index] === part));
  return startsWith ? 0 : 1;
}


/** Words that say nothing of what is wanted: left out of phrases and of what was typed ("I need help with …"). */
const SMALL_WORDS: ReadonlySet<string> = new Set(
  'a an the my me i im ive id is am are was were be been to of for in on at our us your you we they them with and or has have had do does did how can could would should want need like it its what who this that there from about please just get help'.split(' '),
);

/** The words of a phrase that count: small words aside. */
export const keyWordsOf = (text: string): string[] => wordsOf(text).filter((word) => !SMALL_WORDS.has(word));

/** A half-typed last word completes a phrase's word from this many letters. */
const COMPLETES_FROM = 4;

/**
 * How a vocabulary phrase matches the words typed (small words aside), any order, a typo forgiven:
 *   'whole'    every word of the phrase typed whole, and nothing else
 *   'covered'  every word of the phrase typed, but more besides, or its last word half typed
 *   'partial'  every word typed is one of the phrase's, but not all of them
 *   null       a word typed is not in the phrase
 */
export function phraseMatchOf(typed: readonly string[], phrase: readonly string[]): 'whole' | 'covered' | 'partial' | null {
  if (typed.length === 0 || phrase.length === 0) return null;
  const used = new Set<number>();
  let extra = 0;
  let halfTyped = false;
  typed.forEach((part, at) => {
    let found = phrase.findIndex((word, index) => !used.has(index) && sameWord(part, word));
    if (found < 0 && at === typed.length - 1 && part.length >= COMPLETES_FROM) {
      found = phrase.findIndex((word, index) => !used.has(index) && word.startsWith(part));
      halfTyped = found >= 0;
    }
    if (found < 0) extra += 1;
    else used.add(found);
  });
  if (used.size === phrase.length) return extra === 0 && !halfTyped ? 'whole' : extra <= used.size ? 'covered' : null;
  return extra === 0 ? 'partial' : null;
}

/** The rank of each kind of match, best first: whole phrases, then titles (1 to 4), then the rest. */
const PHRASE_RANK = { whole: 0, covered: 5, partial: 6 } as const;

/** The vocabulary, its phrases cut into words once. */
let vocabulary: { target: SearchTarget; phrases: string[][] }[] | undefined;
const vocabularyWords = () =>
  (vocabulary ??= SEARCH_VOCABULARY.map(({ target, phrases }) => ({ target, phrases: phrases.map(keyWordsOf).filter((words) => words.length > 0) })));

/** The categories the app has pages for, as the list has them. */
const listedOf = (categories: readonly RemoteCategory[]) =>
  categories.filter((category) => APP_CATEGORIES.has(category.slug) && SEGMENT.test(category.slug));

/** Each category and article of the list the app has a page for, by route: the first of each, titled. */
function pagesOf(listed: readonly RemoteCategory[]): Map<string, Suggestion> {
  const pages = new Map<string, Suggestion>();
  const add = (suggestion: Suggestion) => {
    if (suggestion.title && !pages.has(suggestion.route)) pages.set(suggestion.route, suggestion);
  };
  for (const category of listed) add({ kind: 'category', title: category.title.trim(), route: `/${category.slug}`, categoryTitle: '' });
  for (const category of listed) {
    for (const article of category.articles) {
      if (SEGMENT.test(article.label)) {
        add({ kind: 'article', title: article.title.trim(), route: `/${category.slug}/${article.label}`, categoryTitle: category.title.trim() });
      }
    }
  }
  return pages;
}

/**
 * A vocabulary target as a suggestion: a page of the app or the main site as it is; a help topic
 * or article only while the list has it, with the list's title (else null: no page to go to).
 */
function suggestionOf(target: SearchTarget, pages: ReadonlyMap<string, Suggestion>): Suggestion | null {
  if ('page' in target) return { kind: 'page', title: target.title, route: target.page, categoryTitle: '' };
  if ('mainSite' in target) return { kind: 'main-site', title: target.title, route: target.mainSite, categoryTitle: '' };
  return pages.get(target.article ? `/${target.category}/${target.article}` : `/${target.category}`) ?? null;
}

/**
 * The suggestions for `text` from the categories list and the vocabulary: categories the app has
 * pages for and their articles, by title, and the vocabulary's pages, by phrase. Entries without
 * a title or with a name that is not a route segment are left out.
 */
export function suggestionsFor(text: string, categories: readonly RemoteCategory[], limit: number = MAX_SUGGESTIONS): Suggestion[] {
  if (!wantsSuggestions(text)) return [];
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  const listed = listedOf(categories);
  const found: { suggestion: Suggestion; rank: number }[] = [];
  const seen = new Set<string>();
  const consider = (suggestion: Suggestion, kindRank: number) => {
    const match = matchOf(typed, suggestion.title);
    if (match === null || seen.has(suggestion.route)) return;
    seen.add(suggestion.route);
    found.push({ suggestion, rank: 1 + kindRank * 2 + match });
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
  const keyWords = typed.filter((word) => !SMALL_WORDS.has(word));
  if (keyWords.length > 0) {
    const pages = pagesOf(listed);
    for (const { target, phrases } of vocabularyWords()) {
      // The entry's best phrase: of those typed whole, the longer (it says more); of those
      // partly typed, the shorter (more of it was typed).
      let best: number | undefined;
      for (const phrase of phrases) {
        const match = phraseMatchOf(keyWords, phrase);
        if (match === null) continue;
        const rank = PHRASE_RANK[match] + (match === 'partial' ? phrase.length : -phrase.length) / 100;
        if (best === undefined || rank < best) best = rank;
      }
      const suggestion = best === undefined ? null : suggestionOf(target, pages);
      if (best !== undefined && suggestion) found.push({ suggestion, rank: best });
    }
  }
  // Array.prototype.sort is stable: the list's and the vocabulary's order hold within a rank.
  const shown = new Set<string>();
  return found
    .sort((a, b) => a.rank - b.rank)
    .filter(({ suggestion }) => !shown.has(suggestion.route) && shown.add(suggestion.route))
    .slice(0, Math.max(0, limit))
    .map(({ suggestion }) => suggestion);
}

/** The most asked pages (content/search-vocabulary.ts), those the app can show: what the box offers when nothing matches. */
export function popularPages(categories: readonly RemoteCategory[], limit: number = MAX_SUGGESTIONS): Suggestion[] {
  const pages = pagesOf(listedOf(categories));
  return MOST_ASKED.map((target) => suggestionOf(target, pages))
    .filter((suggestion): suggestion is Suggestion => suggestion !== null)
    .slice(0, Math.max(0, limit));
}

/** What the box offers for `text`: its suggestions, or the most asked pages when a text of three characters or more matches nothing. */
export function suggest(text: string, categories: readonly RemoteCategory[]): Suggested {
  const suggestions = suggestionsFor(text, categories);
  if (suggestions.length > 0 || text.trim().length < POPULAR_FROM_LENGTH) return { suggestions, popular: false };
  return { suggestions: popularPages(categories), popular: true };
}
