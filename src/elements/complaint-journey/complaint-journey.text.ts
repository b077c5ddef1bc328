/**
 * What the complaint journey says (the product's own texts word for word). Text the product
 * does not give follows GOV.UK style. Its TEXT includes the words it shares with the feedback
 * journey (src/journeys/journeys.text.ts), so its screens read one list.
 */
import { JOURNEY_TEXT, type QueryKind } from '../../journeys/journeys.text';
import type { ComplaintSlug } from '../../leads/complaint-query-types/complaint-query-types';

/** The journey's name: the caption above its question steps' headings. */
const MAKE_A_COMPLAINT = 'Make a complaint';

export const TEXT = {
  ...JOURNEY_TEXT,
  journeyName: MAKE_A_COMPLAINT,
  continue: 'Continue',
  customerTypeQuestion: 'What type of energy customer are you?',
  serviceTypeQuestion: 'What is your complaint about?',
  paymentTypeQuestion: 'How do you pay for your energy?',
  leavingHint: 'Complaints about home services, installations and charge points are made on our main website.',
  creditHint: 'If you pay when you get a bill, by Direct Debit or another way, you make your complaint on our main website.',
  yourDetails: 'Your details',
  nextStep: 'Next step',
  subject: 'Subject',
  subjectEmpty: 'Select a subject',
  queryHint: 'Include any dates, amounts and account numbers that will help us. You can use up to 30,000 characters.',
  startAgain: 'Make another complaint or enquiry',
  helpAndSupport: 'Go to Help & Support',
} as const;

/** Each step's words for a complaint and for an enquiry. */
export const KIND_TEXT = {
  complaint: {
    heading: MAKE_A_COMPLAINT,
    intro: 'We need your details to look into your complaint.',
    queryHeading: 'Tell us about your complaint',
    querySubheading: "Tell us what went wrong and what you'd like us to do to put it right.",
    queryLabel: 'Your complaint',
    submit: 'Send complaint',
    sending: 'Sending your complaint',
  },
  enquiry: {
    heading: 'Make an enquiry',
    intro: 'We need your details to answer your enquiry.',
    queryHeading: 'Tell us about your enquiry',
    querySubheading: "Tell us what you'd like to know.",
    queryLabel: 'Your enquiry',
    submit: 'Send enquiry',
    sending: 'Sending your enquiry',
  },
} as const satisfies Record<QueryKind, Record<string, string>>;

/** Each route's caption, above the details and query headings. */
export const SLUG_TEXT: Record<ComplaintSlug, { caption: string }> = {
  'gas-and-electricity': { caption: 'Gas and electricity' },
  'pay-as-you-go': { caption: 'Pay As You Go' },
  'enquiry-gas-and-electricity': { caption: 'Gas and electricity' },
  'enquiry-pay-as-you-go': { caption: 'Pay As You Go' },
};

/** The customer types (credit, payAsYouGo, directDebit, other), in that order, in plain words. */
export const CUSTOMER_TYPE_OPTIONS = [
  { value: 'credit', label: 'Credit', hint: 'You pay when you get a bill' },
  { value: 'payAsYouGo', label: 'Pay As You Go', hint: 'You top up your meter' },
  { value: 'directDebit', label: 'Direct Debit', hint: 'You pay a regular amount from your bank account' },
  { value: 'other', label: 'Other', hint: 'You pay another way, or you are not sure' },
] as const;

/** What each kind of complaint covers (the make-a-complaint-select-type step). */
export const SERVICE_TYPE_OPTIONS = [
  { value: 'energy', label: 'Energy', includes: ['Gas and electricity supply', 'Bills, payments and refunds', 'Meters and meter readings', 'Pay As You Go top-ups'] },
  { value: 'homeServices', label: 'Home services', includes: ['Boiler and heating cover', 'Repairs and servicing', 'Engineer visits'] },
  { value: 'installations', label: 'Installations', includes: ['New boilers and heating systems', 'Solar panels and batteries', 'Heat pumps'] },
  { value: 'evChargePoint', label: 'Electric Vehicle charge point', includes: ['Charge point installation', 'Charge point faults and repairs'] },
] as const;

export const MESSAGES = {
  serviceType: 'Select what your complaint is about',
  paymentType: 'Select how you pay for your energy',
} as const;

