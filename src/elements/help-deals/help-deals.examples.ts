/** Named states of `<help-deals>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-deals.text';

/** The deals article's title in the stand-in content (demo/fixtures/content/deals.html). */
export const DEALS_TITLE = 'Deals for you';

export const examples: readonly ElementExample[] = [
  { name: 'a signed-in customer’s deals', signedIn: 'live', shows: DEALS_TITLE },
  { name: 'the deals could not be fetched', signedIn: 'live', faults: [{ service: 'content', status: 500, times: 2 }], shows: TEXT.failedTitle },
];
