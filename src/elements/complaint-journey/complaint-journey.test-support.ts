/** Driving `<complaint-journey>` as a customer does, for its browser tests. */
import { clearField, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
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

/** The first address the addresses stand-in knows at SW1A 1AA (demo/fixtures/addresses.json). */
export const CHOSEN_ADDRESS_ID = '100023336911';
export const CHOSEN_ADDRESS_POSTCODE = 'sw1a 1aa';

/** The address question's postcode box (its id ends in -address-finder). */
export const postcodeBox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[name$="-address-finder"]')!;

/** Finds the addresses at SW1A 1AA, as a customer types it, chooses the first and uses it. */
export async function chooseAddress(root: ShadowRoot): Promise<void> {
  // A postcode kept from before a reload is typed again, as a customer would.
  if (postcodeBox(root).value) await clearField(postcodeBox(root));
  await typeInto(postcodeBox(root), CHOSEN_ADDRESS_POSTCODE);
  buttonNamed(root, 'Find address')!.click();
  const list = await waitFor(() => root.querySelector<HTMLSelectElement>('select[id$="-address-finder-select"]'), { message: 'the list of addresses' });
  list.value = CHOSEN_ADDRESS_ID;
  list.dispatchEvent(new Event('change', { bubbles: true }));
  buttonNamed(root, 'Use this address')!.click();
  await waitFor(() => root.querySelector('button[type="submit"]'), { message: 'the button shown once an address is chosen' });
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
