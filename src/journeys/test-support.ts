/** Driving the journeys' shared steps as a customer does, for both journeys' browser tests. */
import { clearField, textOf, typeInto, waitFor } from '../../test/helpers/dom';
import { fieldIn } from '../../test/helpers/element';

/** The h1's own words, without the caption above them (the journey's or the route's name). */
const headingWords = (h1: Element): string => (h1.textContent ?? '').slice(h1.querySelector('.help-caption')?.textContent?.length ?? 0);

/** The h1 once its own words say `text` (a caption saying it does not count). */
export const heading = (root: ShadowRoot, text: string) =>
  waitFor(
    () => {
      const h1 = root.querySelector('h1');
      return h1 && headingWords(h1).includes(text) && h1;
    },
    { message: `the heading "${text}"` },
  );

export const radio = (root: ShadowRoot, name: string, value: string) => {
  const input = root.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  if (!input) throw new Error(`no ${name} radio ${value}`);
  return input;
};

export const checkedValue = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;

export const buttonNamed = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text) ?? null;

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

/** The first address the addresses stand-in knows at SW1A 1AA (standins/fixtures/addresses.json). */
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

export const confirmed = (root: ShadowRoot, title: string) => waitFor(() => textOf(root).includes(title) && root.querySelector('.help-confirmation'), { message: `the confirmation "${title}"` });
