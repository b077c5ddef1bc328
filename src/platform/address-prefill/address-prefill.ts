/**
 * The meter-read form's prefill as a link carries it: query parameters of the page's address
 * named as the form's fields (first_name, telephone, email…). Left there, a customer's details
 * would go wherever the address goes: the Referer of every request the page makes, history,
 * analytics, monitoring. So where a page holds an element that reads them, they are taken out
 * before any of its requests: held here, in memory, for every form on the page, and the address
 * replaced by one without them (the rest of its query, its fragment and its history state kept,
 * no history entry added). Page-wide: every copy of the bundle on the page shares what was taken.
 *
 * Self-contained (no imports): each entry script of the build holds its own copy, run before
 * it starts any request (src/element-entry.ts), so taking them costs no extra download first.
 */

/** The form's fields a link may fill in, as the query parameters that carry them. */
export const PREFILL_PARAMETERS: readonly string[] = [
  'title',
  'first_name',
  'last_name',
  'telephone',
  'email',
  'fuel',
  'gas_account_number',
  'elec_account_number',
  'is_economy_7_radio',
  'gas_reading',
  'elec_reading',
  'elec7_reading_normal',
  'elec7_reading_low',
  'date',
  'reading_date',
];

/** The elements that read them (each takes them as it is created): a page holding one loses them from its address. */
export const PREFILL_READERS: readonly string[] = ['meter-read-form', 'help-and-support'];

/**
 * Where what was taken is held for the page, as query text (`first_name=Ada&telephone=…`):
 * shared by every bundle on it, gone with it (a reload finds an address without them).
 */
export const ADDRESS_PREFILL_KEY = Symbol.for('help-and-support.address-prefill');
type WithHeld = typeof globalThis & { [ADDRESS_PREFILL_KEY]?: string };

/** A query pair's name, decoded as URLSearchParams decodes it (`first%5Fname` is `first_name`). */
const nameOf = (pair: string): string => new URLSearchParams(pair).keys().next().value ?? '';

/**
 * Takes the prefill parameters out of the page's address, if it has any, and holds them. The
 * other pairs stay exactly as written. A later address carrying prefill again (a page that
 * changes its own address) replaces what was held.
 */
export function takePrefillFromAddress(): void {
  const { pathname, search, hash } = window.location;
  if (search.length < 2) return;
  const taken: string[] = [];
  const kept: string[] = [];
  for (const pair of search.slice(1).split('&')) (PREFILL_PARAMETERS.includes(nameOf(pair)) ? taken : kept).push(pair);
  if (taken.length === 0) return;
  (globalThis as WithHeld)[ADDRESS_PREFILL_KEY] = taken.join('&');
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`);
  } catch {
    // An engine may refuse (WebKit after many changes in a few seconds): the forms still get them.
  }
}

/** Takes the prefill out of the address when the page holds an element that reads it. */
export function takePrefillForReaders(root: ParentNode = document): void {
  if (root.querySelector(PREFILL_READERS.join(','))) takePrefillFromAddress();
}

/** The prefill the page's address carried (taken out of it now, if it is still there). */
export function addressPrefill(): URLSearchParams {
  takePrefillFromAddress();
  return new URLSearchParams((globalThis as WithHeld)[ADDRESS_PREFILL_KEY] ?? '');
}
