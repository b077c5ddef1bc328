/**
 * The complaint and enquiry paths (the product's public paths), relative to the base path, and
 * the journey's name in the store. Apart from the route table, which loads the screens, so the
 * screens and the journey's hooks read them without importing their own loader back.
 */
import type { ComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';

export const COMPLAINT_PATHS = {
  customerType: '/make-a-complaint',
  serviceType: '/make-a-complaint-select-type',
  paymentType: '/make-a-complaint-select-energy',
  details: '/complaints/:complaint',
  query: '/complaints/:complaint/query',
  confirmation: '/confirmation',
} as const;

/** Where the journey's answers and receipt are kept (per instance, see store/journey). */
export const COMPLAINT_JOURNEY = 'complaint';

export const detailsPath = (complaint: string): `/${string}` => `/complaints/${complaint}`;
export const queryPath = (complaint: string): `/${string}` => `/complaints/${complaint}/query`;

/** The `origin` of the lead's help-submitted event and receipt: the route it is sent from. */
export const queryOrigin = (complaint: ComplaintSlug): string => queryPath(complaint).slice(1);
