/**
 * The categories list (JSON:API) from the content server: which categories and articles
 * exist, and each category's meta description. Category and article pages, and the app, read
 * it; the rest of the content API (articles, the header) is in content.ts.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contentApi } from '../clients';
import { mapErrors, type AppError } from '../errors';
import { getQueryClient, useHelpQueryClient } from '../query-client';
import { parseCategoriesList, type RemoteCategory } from './categories-list';

export { isListedArticle, parseCategoriesList, type RemoteArticle, type RemoteCategory } from './categories-list';

export const CATEGORIES_LIST_PATH = 'content/dam/britishgas/beta/json/help/categories/categories.json';
export const categoriesQueryKey = ['categories'] as const;

/** The categories list. */
export function fetchCategories(): Promise<RemoteCategory[]> {
  return mapErrors(async () => parseCategoriesList(await contentApi().get(CATEGORIES_LIST_PATH).json()));
}

const categoriesQuery = { queryKey: categoriesQueryKey, queryFn: fetchCategories };

/** The categories list as a shared query (`['categories']`). */
export function useCategories(): UseQueryResult<RemoteCategory[], AppError> {
  return useQuery(categoriesQuery, useHelpQueryClient());
}

/** Starts the categories list before the screen that needs it has arrived (a route's `prefetch`). */
export function prefetchCategories(): void {
  void getQueryClient().prefetchQuery(categoriesQuery);
}
