/** Named states of `<help-probate>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { FAQS, TEXT } from './help-probate.text';

export const examples: readonly ElementExample[] = [
  { name: 'the bereavement page', shows: TEXT.tellUsHeading },
  // A link to one answer: the page opens with it showing.
  { name: 'opened on the executor answer', url: '#executor', shows: FAQS[1]!.answer[0]! },
];
