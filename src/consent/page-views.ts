/**
 * Page views to the data layer (SPEC §1): one entry for each page the `<help-and-support>` app
 * shows, its path under the base path with the customer's identifiers replaced. Embedded
 * widgets show no pages of their own, so they send none. Once per page, whatever the number of
 * bundles that start it.
 */
import { addPageViewListener } from '../platform/page';

/**
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
 * premises and invoice numbers), a customer number (SPEC §5: A1234, BGX12345), a UUID, or a long
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

const STARTED = Symbol.for('help-and-support.page-views-to-data-layer');
type WithStarted = typeof globalThis & { [STARTED]?: true };

/** The data layer's page view event. */
export const PAGE_VIEW_EVENT = 'page_view';

export function sendPageViewsToDataLayer(): void {
  const scope = globalThis as WithStarted;
  if (scope[STARTED]) return;
  scope[STARTED] = true;
  addPageViewListener(({ path, basePath }) => {
    const entry = { event: PAGE_VIEW_EVENT, page_path: maskPath(`${basePath.replace(/\/$/, '')}${path}`) };
    // The data layer module comes with what waits for consent (in order: one module promise).
    import('./data-layer').then(
      (dataLayer) => dataLayer.pushToDataLayer(entry),
      () => undefined,
    );
  });
}
