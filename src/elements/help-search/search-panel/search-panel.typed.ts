/**
 * When the box suggests anything: from this many characters typed, spaces aside. A module of its
 * own, so the box knows it before the matching (help-search.suggestions.ts) has come.
 */
export const MIN_QUERY_LENGTH = 2;

export const wantsSuggestions = (text: string): boolean => text.trim().length >= MIN_QUERY_LENGTH;
