/** Named states of `<feedback-journey>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { FEEDBACK_TEXT } from './feedback-journey.text';

export const examples: readonly ElementExample[] = [
  { name: 'using your credit', shows: FEEDBACK_TEXT.creditHeading },
  { name: 'using your credit on its page', attributes: { 'url-routing': '' }, url: '/help-and-support/complaints/feedback', shows: FEEDBACK_TEXT.noRefund },
  {
    name: 'the personal details without the credit text go back to it',
    attributes: { 'url-routing': '' },
    url: '/help-and-support/complaints/feedback/personal-details',
    shows: FEEDBACK_TEXT.creditLabel,
  },
  {
    name: 'the confirmation without a submission goes back to the start',
    attributes: { 'url-routing': '' },
    url: '/help-and-support/confirmation',
    shows: FEEDBACK_TEXT.creditHeading,
  },
];
