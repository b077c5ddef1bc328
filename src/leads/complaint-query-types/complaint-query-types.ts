/**
 * Which queue a help query lead is filed in: the query-type and query-subtype of each
 * complaints/{complaint} route, keyed by the complaint slug of the route.
 */

export const COMPLAINT_QUERY_TYPES = {
  'gas-and-electricity': { queryType: 'Meters', querySubtype: 'Make a complaint-Monthly or quarterly' },
  'enquiry-gas-and-electricity': { queryType: 'Enquiry', querySubtype: 'Enquiry-Credit Energy' },
  'pay-as-you-go': { queryType: 'Meters', querySubtype: 'Make a complaint-Pay As You Go' },
  'enquiry-pay-as-you-go': { queryType: 'Enquiry', querySubtype: 'Enquiry-Pay As You Go' },
} as const;

/** The {complaint} of complaints/{complaint}: two complaints and two enquiries. */
export type ComplaintSlug = keyof typeof COMPLAINT_QUERY_TYPES;

export type ComplaintQueryType = (typeof COMPLAINT_QUERY_TYPES)[ComplaintSlug];

/** The four slugs, in the table's order: gas and electricity, then Pay As You Go. */
export const COMPLAINT_SLUGS = Object.keys(COMPLAINT_QUERY_TYPES) as ComplaintSlug[];

export function isComplaintSlug(value: string): value is ComplaintSlug {
  return Object.hasOwn(COMPLAINT_QUERY_TYPES, value);
}
