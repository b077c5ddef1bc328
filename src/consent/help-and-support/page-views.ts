/**
 * Page views to the data layer: one entry for each page the `<help-and-support>` app shows
 * (each route change), its path under the base path with the customer's identifiers replaced.
 * Embedded widgets show no pages of their own, so they send none. Once per page, whatever the
 * number of bundles that start it.
 */
import { addPageViewListener } from '../../platform/help-and-support/page';

const STARTED = Symbol.for('help-and-support.page-views-to-data-layer');
type WithStarted = typeof globalThis & { [STARTED]?: true };

export function sendPageViewsToDataLayer(): void {
  const scope = globalThis as WithStarted;
  if (scope[STARTED]) return;
  scope[STARTED] = true;
  // The data layer module comes with what waits for consent (in order: one module promise).
  addPageViewListener((view) => {
    import('../data-layer').then(
      (dataLayer) => dataLayer.pageViewToDataLayer(view),
      () => undefined,
    );
  });
}
