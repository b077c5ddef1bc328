/** Named states of `<help-deals>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-deals.text';

/** The deals article's title in the stand-in content (standins/fixtures/content/deals.html). */
export const DEALS_TITLE = 'Deals for you';
/** Where the stand-in content serves it (standins/content.mjs). */
const DEALS_ARTICLE = '/aem6/content/britishgas/help/deals.html';

export const examples: readonly ElementExample[] = [
  { name: 'a signed-in customer’s deals', signedIn: 'live', shows: DEALS_TITLE },
  // The deals article fails for every try until the faults are cleared (the example's page clears
  // them before it sets its own), so no retry of the page's can use the failure up first.
  {
    name: 'the deals could not be fetched',
    signedIn: 'live',
    faults: [{ service: 'content', status: 500, until: 'cleared', path: DEALS_ARTICLE }],
    shows: TEXT.failedTitle,
  },
];
