/** Driving `<complaint-journey>` as a customer does, for its browser tests. */
import { textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, mountElement, submitButton } from '../../../test/helpers/element';
import type { ComplaintSlug } from '../../leads/complaint-query-types';

export const mount = (attributes: Record<string, string> = {}) => mountElement('complaint-journey', { attributes });

/** The h1's text once it says `text`. */
export const heading = (root: ShadowRoot, text: string) =>
  waitFor(() => root.querySelector('h1')?.textContent?.includes(text) && root.querySelector('h1')!, { message: `the heading "${text}"` });

export const radio = (root: ShadowRoot, name: string, value: string) => {
  const input = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  if (!input) throw new Error(`no ${name} radio ${value}`);
  return input;
};

export const checkedValue = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;

export const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text) ?? null;

/** Answers a radio question and presses Continue. */
export async function answer(root: ShadowRoot, name: string, value: string): Promise<void> {
  radio(root, name, value).click();
  submitButton(root).click();
}

export const validDetails = {
  firstName: 'Ann',
  surname: "O'Neill",
  email: 'ann@example.com',
  telephoneNumber: '07700 900982',
  textphoneNumber: '0800 123 456',
};

export async function typeDetails(root: ShadowRoot, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(fieldIn(root, name), value);
}

/**
 * ADDRESS STAND-IN: chooses an address through the temporary AddressFinder (its "Find address"
 * button chooses { id: 'addr-1', label: '1 Test Street' }). Adapt to the real address question
 * when it is merged: type a postcode the addresses stand-in knows, choose from its list.
 */
export const CHOSEN_ADDRESS_ID = 'addr-1';
export async function chooseAddress(root: ShadowRoot): Promise<void> {
  buttonNamed(root, 'Find address')!.click();
  await waitFor(() => root.querySelector('button[type="submit"]'), { message: 'Next step after an address is chosen' });
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

export const confirmed = (root: ShadowRoot, title: string) => waitFor(() => textOf(root).includes(title) && root.querySelector('.help-confirmation'), { message: `the confirmation "${title}"` });
