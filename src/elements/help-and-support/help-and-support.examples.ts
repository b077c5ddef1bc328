/** Named states of `<help-and-support>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT as COMPLAINT_TEXT } from '../complaint-journey/complaint-journey.text';
import { TEXT } from './help-and-support.text';

export const examples: readonly ElementExample[] = [
  { name: 'the home page', url: '/help-and-support/', shows: TEXT.appTitle },
  { name: 'a complaint, its first question', url: '/help-and-support/make-a-complaint', shows: COMPLAINT_TEXT.customerTypeQuestion },
  { name: 'the deals page, signed in', url: '/help-and-support/deals', signedIn: 'live', shows: 'Deals for you' },
];
