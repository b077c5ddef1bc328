/** Named states of `<help-and-support>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { TEXT } from './help-and-support.text';

export const examples: readonly ElementExample[] = [
  { name: 'the home page', url: '/help-and-support/', shows: TEXT.appTitle },
  { name: 'a journey still to come', url: '/help-and-support/make-a-complaint', shows: TEXT.comingSoonHeading },
];
