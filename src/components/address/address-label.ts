/** How an address reads to the customer: in the list they choose from, and once chosen. */
import type { Address } from '../../api/address/addresses';

type HouseParts = Partial<Pick<Address, 'houseName' | 'houseNumber'>>;

const clean = (text: string | undefined): string => (typeof text === 'string' ? text.trim() : '');

/** houseNameNumber: the house name and number joined ('The Old Bakery, 7'); empty when neither is known. */
export function houseNameNumber({ houseName, houseNumber }: HouseParts): string {
  return [clean(houseName), clean(houseNumber)].filter(Boolean).join(', ');
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the one-line address already names the house, as whole words ('12' is not in '112'). */
function names(line: string, house: string): boolean {
  return new RegExp(`(^|[\\s,])${escapeRegExp(house)}(?=$|[\\s,])`, 'i').test(line);
}

/**
 * The address as the customer sees it: houseNameNumber, then the service's one-line address.
 * The service usually writes the house into that line already ('Flat 1, Carlisle Mansions,
 * 12 Palace Street, …'); then the line is shown as it is, not with the house twice.
 */
export function addressLabel(address: HouseParts & Partial<Pick<Address, 'address'>>): string {
  const house = houseNameNumber(address);
  const line = clean(address.address);
  if (!house || names(line, house)) return line || house;
  return line ? `${house}, ${line}` : house;
}
