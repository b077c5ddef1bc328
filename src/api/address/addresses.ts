/**
 * Addresses on the main API: look-up by postcode, never retried, and
 * creation of a manual address, which returns its id.
 */
import { mainApi } from '../clients';
import { malformedResponse, mapErrors } from '../errors';
import { serialise, type JsonApiDocument, type Resource } from '../jsonapi';

export interface AddressAttributes {
  /** The one-line label shown to the customer. */
  address: string;
  addressLine1: string;
  addressLine2: string;
  country: string;
  county: string;
  flatNumber: string;
  houseName: string;
  houseNumber: string;
  postcode: string;
  pesRegion: string;
  postalTown: string;
  mpans: string[];
  mprns: string[];
  isManual: boolean;
  bgServiceArea: boolean;
}

export interface Address extends AddressAttributes {
  id: string;
}

/** What the customer types for an address that the look-up did not find. */
export type ManualAddress = Partial<Omit<AddressAttributes, 'isManual' | 'bgServiceArea'>> & { postcode: string };

const toAddress = ({ id, attributes }: Resource<AddressAttributes>): Address => ({ ...attributes, id });

/** The addresses at a postcode (empty when there are none). A failed look-up is not retried. */
export function findAddresses(postcode: string, signal?: AbortSignal): Promise<Address[]> {
  return mapErrors(async () => {
    const document = await mainApi()
      .get('addresses', { searchParams: { postcode }, ...(signal ? { signal } : {}) })
      .json<Partial<JsonApiDocument<Resource<AddressAttributes>[]>> | null>();
    if (!Array.isArray(document?.data)) throw malformedResponse();
    return document.data.map(toAddress);
  });
}

/** Creates a manual address; the result's `id` goes in the lead's address relationship. */
export function createAddress(address: ManualAddress): Promise<Address> {
  return mapErrors(async () => {
    const document = await mainApi()
      .post('addresses', { body: JSON.stringify(serialise('addresses', address)) })
      .json<Partial<JsonApiDocument<Resource<AddressAttributes>>> | null>();
    if (typeof document?.data?.id !== 'string') throw malformedResponse();
    return toAddress(document.data);
  });
}
