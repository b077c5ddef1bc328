/** Driving `<complaint-journey>` as a customer does, for its browser tests. */
import { waitFor } from '../../../test/helpers/dom';
import { mountElement, submitButton } from '../../../test/helpers/element';
import { chooseAddress, radio, typeDetails, validDetails } from '../../journeys/test-support';
import type { ComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';

export const mount = (attributes: Record<string, string> = {}) => mountElement('complaint-journey', { attributes });

/** Answers a radio question and presses Continue. */
export async function answer(root: ShadowRoot, name: string, value: string): Promise<void> {
  radio(root, name, value).click();
  submitButton(root).click();
}

/** Fills the details step (vulnerability Yes unless said), chooses an address and goes to the query step. */
export async function completeDetails(root: ShadowRoot, values: Record<string, string> = validDetails, vulnerability = 'Yes'): Promise<void> {
  await typeDetails(root, values);
  radio(root, 'vulnerability', vulnerability).click();
  await chooseAddress(root);
  submitButton(root).click();
  await waitFor(() => root.querySelector('textarea[name="query"]'), { message: 'the query step' });
}

/** The details and query steps of one complaint route, embedded. */
export async function reachQuery(slug: ComplaintSlug, attributes: Record<string, string> = {}) {
  const mounted = await mount({ complaint: slug, ...attributes });
  await completeDetails(mounted.root);
  return mounted;
}

/** Puts text in a box at once, as a paste does (typing 30,000 characters key by key takes minutes). */
export function pasteInto(field: HTMLTextAreaElement | HTMLInputElement, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
