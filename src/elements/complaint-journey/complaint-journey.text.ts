/**
 * What the complaint journey says (the product's own texts word for word). Text the product
 * does not give follows GOV.UK style. The details fields and the confirmation are shared with
 * the feedback journey, so their words are here too.
 */
import type { ComplaintSlug } from '../../leads/complaint-query-types';

export const TEXT = {
  titleSuffix: ' - Help & Support',
  back: 'Back',
  continue: 'Continue',
  customerTypeQuestion: 'What type of energy customer are you?',
  serviceTypeQuestion: 'What is your complaint about?',
  paymentTypeQuestion: 'How do you pay for your energy?',
  leavingHint: 'Complaints about home services, installations and charge points are made on our main website.',
  creditHint: 'If you pay when you get a bill, by Direct Debit or another way, you make your complaint on our main website.',
  yourDetails: 'Your details',
  nextStep: 'Next step',
  addressLegend: 'Your address',
  vulnerabilityQuestion: 'Do you need extra support from us?',
  vulnerabilityHint:
    'For example, because of a disability or a long-term (chronic) illness, because you rely on heating or electricity for medical reasons, or because you find it hard to pay your bills.',
  firstName: 'First name',
  surname: 'Last name',
  email: 'Email address',
  emailHint: "We'll send your reference number to this address",
  telephone: 'Telephone number',
  // No-break spaces: a number in a hint never breaks across lines.
  telephoneHint: 'A UK or Irish number, for example 01632\u00a0960\u00a0001 or 07700\u00a0900\u00a0982',
  textphone: 'Textphone or international number',
  textphoneHint: 'Numbers only',
  subject: 'Subject',
  subjectEmpty: 'Select a subject',
  queryHint: 'Include any dates, amounts and account numbers that will help us. You can use up to 30,000 characters.',
  // The lead failure banner, word for word: its first sentence is the banner's title.
  technicalProblemsTitle: "Unfortunately, we're having technical problems at the moment.",
  technicalProblems:
    "Either stay on this page and try again in a few moments, or try again later. Thank you for your patience. We're sorry for the inconvenience this might cause.",
  referenceLabel: 'Your reference number',
  emailed: "We've also sent your reference number to your email address.",
  whatHappensNext: 'What happens next',
  feedbackConfirmed: "Thanks, we've got your request",
  feedbackNext: "We'll use the details you gave us to contact you about your credit.",
  startAgain: 'Make another complaint or enquiry',
  helpAndSupport: 'Go to Help & Support',
} as const;

/** Complaint or enquiry: what each step's words depend on. */
export type QueryKind = 'complaint' | 'enquiry';

export const KIND_TEXT = {
  complaint: {
    heading: 'Make a complaint',
    intro: 'We need your details to look into your complaint.',
    queryHeading: 'Tell us about your complaint',
    querySubheading: "Tell us what went wrong and what you'd like us to do to put it right.",
    queryLabel: 'Your complaint',
    submit: 'Send complaint',
    sending: 'Sending your complaint',
    confirmed: 'Complaint sent',
  },
  enquiry: {
    heading: 'Make an enquiry',
    intro: 'We need your details to answer your enquiry.',
    queryHeading: 'Tell us about your enquiry',
    querySubheading: "Tell us what you'd like to know.",
    queryLabel: 'Your enquiry',
    submit: 'Send enquiry',
    sending: 'Sending your enquiry',
    confirmed: 'Enquiry sent',
  },
} as const;

/** Each route's caption and its average response time, said before and after sending. */
export const SLUG_TEXT: Record<ComplaintSlug, { caption: string; responseTime: string }> = {
  'gas-and-electricity': {
    caption: 'Gas and electricity',
    responseTime: 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.',
  },
  'pay-as-you-go': {
    caption: 'Pay As You Go',
    responseTime: 'We usually reply to a complaint in about 7 days. Some complaints take up to 21 days.',
  },
  'enquiry-gas-and-electricity': {
    caption: 'Gas and electricity',
    responseTime: 'We usually reply to a gas and electricity enquiry in about 2 days.',
  },
  'enquiry-pay-as-you-go': {
    caption: 'Pay As You Go',
    responseTime: 'We usually reply to a Pay As You Go enquiry in about 7 days.',
  },
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

/** Complaint or enquiry, from the route's slug. */
export const kindOf = (complaint: ComplaintSlug): QueryKind => (complaint.startsWith('enquiry-') ? 'enquiry' : 'complaint');
