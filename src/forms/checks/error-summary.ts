/**
 * What shows after a failed check: the error summary and the order of its items. Which fields
 * are in error is read in the order the customer meets them on the page, from the form's DOM,
 * so no screen keeps a list of its fields in order by hand, and a field that only shows for
 * some answers (Economy 7 readings) takes its place without anyone noticing.
 *
 * Loaded with the rules (a failed check needs them first), not with the form.
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '../../components/checks/ErrorSummary';
import { errorList } from '../error-order';

export { ErrorSummary } from '../../components/checks/ErrorSummary';

/**
 * The element that holds a field: its control (the first radio of a group), else the
 * fieldset marked `data-field` (a date's three boxes).
 */
function fieldElement(form: HTMLFormElement, name: string): HTMLElement | null {
  const quoted = CSS.escape(name);
  return form.querySelector<HTMLElement>(`[name="${quoted}"]:not([type="hidden"]), [data-field="${quoted}"]`);
}

/**
 * The error summary's items in page order. Each links to its field's id (for a fieldset,
 * the summary focuses its first box in error). An error whose field is not on the page
 * still shows, last, so nothing is hidden from the customer.
 */
export function summaryInPageOrder(form: HTMLFormElement | null, errors: FieldErrors<FieldValues>): ErrorSummaryItem[] {
  const located = errorList(errors).map((error) => ({ error, element: form ? fieldElement(form, error.name) : null }));
  const onPage = located.filter((entry) => entry.element !== null);
  onPage.sort((a, b) => (a.element!.compareDocumentPosition(b.element!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const offPage = located.filter((entry) => entry.element === null);
  return [...onPage, ...offPage].map(({ error, element }) => ({ fieldId: element?.id || error.name, message: error.message }));
}
