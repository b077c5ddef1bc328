/**
 * The customer's identifiers out of a path, for analytics and monitoring (page views
 * name the path with premises, services account, appointment, invoice and quote identifiers
 * replaced by a placeholder).
 *
 * Path segments that name a customer's things, each followed by its identifier: the segment
 * after one is replaced by the placeholder ('/premises/1234/appointments/99' →
 * '/premises/:premisesId/appointments/:appointmentId').
 */
const NAMED_IDENTIFIERS: Readonly<Record<string, string>> = {
  premises: ':premisesId',
  'services-account': ':servicesAccountId',
  'services-accounts': ':servicesAccountId',
  account: ':accountNumber',
  accounts: ':accountNumber',
  appointment: ':appointmentId',
  appointments: ':appointmentId',
  invoice: ':invoiceId',
  invoices: ':invoiceId',
  quote: ':quoteId',
  quotes: ':quoteId',
};

/**
 * A segment that looks like an identifier wherever it is: a run of 6 or more digits (account,
 * premises and invoice numbers), a customer number (A1234, BGX12345), a UUID, or a long
 * mix of letters and digits.
 */
const LOOKS_LIKE_IDENTIFIER = /^(\d{6,}|a\d{4,8}|bgx\d{4,5}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{16,})$/i;

/** The path with the customer's identifiers replaced by placeholders, for analytics. */
export function maskPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const named = NAMED_IDENTIFIERS[segments[index - 1]?.toLowerCase() ?? ''];
      if (named && segment !== '') return named;
      return LOOKS_LIKE_IDENTIFIER.test(segment) ? ':id' : segment;
    })
    .join('/');
}
