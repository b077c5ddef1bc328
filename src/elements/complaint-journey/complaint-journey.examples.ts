/** Named states of `<complaint-journey>`, for the demo and the conformance test's axe loop. */
import type { ElementExample } from '../../platform/examples';
import { KIND_TEXT, TEXT } from './complaint-journey.text';

export const examples: readonly ElementExample[] = [
  { name: 'the customer type question', shows: TEXT.customerTypeQuestion },
  { name: 'what the complaint is about', attributes: { 'url-routing': '' }, url: '/help-and-support/make-a-complaint-select-type', shows: TEXT.serviceTypeQuestion },
  { name: 'how the customer pays', attributes: { 'url-routing': '' }, url: '/help-and-support/make-a-complaint-select-energy', shows: TEXT.paymentTypeQuestion },
  { name: 'a gas and electricity complaint', attributes: { complaint: 'gas-and-electricity' }, shows: KIND_TEXT.complaint.heading },
  { name: 'a Pay As You Go enquiry', attributes: { complaint: 'enquiry-pay-as-you-go' }, shows: KIND_TEXT.enquiry.heading },
  {
    name: 'the query step without details goes back to them',
    attributes: { 'url-routing': '' },
    url: '/help-and-support/complaints/pay-as-you-go/query',
    shows: TEXT.yourDetails,
  },
  {
    name: 'the confirmation without a submission goes back to the start',
    attributes: { 'url-routing': '' },
    url: '/help-and-support/confirmation',
    shows: TEXT.customerTypeQuestion,
  },
];
