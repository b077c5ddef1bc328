/** Named states of `<help-home>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-home.text';

/** The outage the examples and tests show. */
export const EXAMPLE_OUTAGE = {
  title: 'Power cuts in the North West',
  message: 'Some customers in Manchester and Liverpool have no power. Engineers are working to restore supply by 6pm today.',
} as const;

export const examples: readonly ElementExample[] = [
  { name: 'no service outage', flags: { outage: null }, shows: TEXT.topicsHeading },
  { name: 'with a service outage', flags: { outage: EXAMPLE_OUTAGE }, shows: EXAMPLE_OUTAGE.message, hostPage: true },
  {
    name: 'the outage banner cannot be loaded',
    // Every request for the outage document fails, retries included, until the faults are
    // cleared; the posters still load.
    faults: [{ service: 'content', status: 500, until: 'cleared', path: '/aem6/content/dam/britishgas/beta/json/help/service-outages.json' }],
    shows: TEXT.topicsHeading,
  },
];
