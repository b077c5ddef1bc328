/**
 * What runs when a search is sent: the search text rule (required, at most 2000 characters) and
 * the GOV.UK error summary and inline message of every form. Fetched when the customer first
 * uses the box, never with the page, so a page with a search panel downloads no form code.
 */
import { safeParse } from 'valibot';
import { searchTextSchema } from '../../validation/search';

export { ErrorMessage } from '../../components/forms/ErrorMessage';
export { ErrorSummary } from '../../components/checks/ErrorSummary';

/** The trimmed text to search for, or the message to show. */
export function checkSearchText(text: string): { text: string } | { error: string } {
  const result = safeParse(searchTextSchema, text);
  return result.success ? { text: result.output } : { error: result.issues[0].message };
}
