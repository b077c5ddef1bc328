/**
 * What `<help-probate>` says: the bereavement page, its opening hours and the £250 refund rule.
 * SPEC names the page's sections, not their words: these are written in plain English, in a
 * calm voice, for someone dealing with a death.
 */
export const TEXT = {
  heading: 'Bereavement',
  intro:
    "We're sorry for your loss. This page explains how to tell us that someone who was our customer has died, and what happens to their energy and home services accounts.",

  tellUsHeading: 'Tell us about a death',
  tellUs: 'The quickest way to tell us is our online form. You can fill it in at any time.',
  onlineForm: 'Use the online form',

  neededHeading: "What you'll need",
  neededIntro: "It helps to have these to hand, but you can still tell us if you don't have them all:",

  alreadyToldHeading: 'Already told us?',
  alreadyToldIntro: "If you've already told us about the death, you can also:",
  meterReading: 'Send us a meter reading',
  meterReadingAfter: ' using our online meter reading form',
  closeAccount: 'Close the account of the person who died',

  microgenerationHeading: 'Solar panels and other microgeneration',
  microgeneration:
    'If the person who died was paid for electricity they generated, for example from solar panels, email the team that makes those payments:',
  seg: 'Smart Export Guarantee (SEG): ',
  fit: 'Feed-in Tariff (FIT): ',
  microgenerationInclude: 'Include their name, the address of the installation and how we can contact you.',

  linksHeading: 'Helpful links',

  faqHeading: 'Frequently asked questions',

  hoursHeading: 'Opening hours',
  hoursIntro: 'You can use the online form at any time. Our team can talk to you at these times:',
  hours: ['Monday to Friday, 8am to 6pm', 'Saturday, 9am to 2pm'],
  // Contact us lists no numbers itself: it leads to the right contact page for each account.
  hoursContactBefore: 'To find the number to call for the account, choose how it is paid for on our ',
  hoursContactLink: 'contact us page',

  pageTitle: 'Bereavement - Help & Support',
  pageDescription:
    "How to tell us that someone has died, what you'll need, and what happens to their energy and home services accounts, bills and any credit.",
} as const;

/** What the online form asks for. The executor's item links to the answer that says what one is. */
export const NEEDED = {
  before: [
    'the full name of the person who died, and the date they died',
    'the address of their property, and their account number if you have it (it is on their bills)',
    'meter readings taken on or close to the date they died, if you can get them',
    'your name, your contact details and your relationship to the person who died',
  ],
  executor: { before: 'the name and contact details of the ', link: 'executor', answer: 'executor', after: ' or administrator of the estate, if that is not you' },
  after: ['an address where we can send the final bill'],
} as const;

/** Pages elsewhere that help after a death (GOV.UK and Citizens Advice). */
export const EXTERNAL_LINKS = [
  { text: 'What to do after someone dies (GOV.UK)', href: 'https://www.gov.uk/when-someone-dies' },
  {
    text: 'Tell Us Once: report a death to most government organisations in one go (GOV.UK)',
    href: 'https://www.gov.uk/after-a-death/organisations-you-need-to-contact-and-tell-us-once',
  },
  { text: 'Applying for probate (GOV.UK)', href: 'https://www.gov.uk/applying-for-probate' },
  { text: 'Death and wills (Citizens Advice)', href: 'https://www.citizensadvice.org.uk/family/death-and-wills/' },
] as const;

/** The supplier's own help, a route of the app. */
export const STRUGGLING_TO_PAY = "Help if you're struggling to pay your energy bills";

/** The refund threshold: credit above it needs a contact and a death certificate. */
export const REFUND_CHECK_ABOVE_POUNDS = 250;

export interface FaqAnswer {
  /** Also the name a link or the page URL's hash uses: `#executor`. */
  id: string;
  question: string;
  answer: readonly string[];
  /** A page elsewhere that says more. */
  link?: { text: string; href: string };
}

/** The FAQ, in SPEC's order: estate, executor, probate, empty property, bills in their name, bank transfer, Homecare, refund. */
export const FAQS: readonly FaqAnswer[] = [
  {
    id: 'estate',
    question: 'What is an estate?',
    answer: [
      "An estate is everything the person who died owned, such as their money, property and belongings, less any debts they owed. Their final energy bill is paid from the estate.",
    ],
  },
  {
    id: 'executor',
    question: 'What is an executor?',
    answer: [
      'An executor is the person named in a will to deal with the estate of the person who died.',
      "If there is no will, a close relative can apply to deal with the estate instead. They're called an administrator.",
      'We send the final bill, and any refund, to the executor or administrator.',
    ],
  },
  {
    id: 'probate',
    question: 'What is probate?',
    answer: [
      'Probate is the legal right to deal with the estate of someone who has died. The executor or administrator may need it before they can deal with the money, property and belongings of the person who died.',
      "In Scotland it's called confirmation.",
    ],
    link: { text: 'Find out how to apply for probate on GOV.UK', href: 'https://www.gov.uk/applying-for-probate' },
  },
  {
    id: 'empty-property',
    question: 'Who pays the bills for an empty property?',
    answer: [
      'Energy used at the property after the person died is still charged, and the bills are usually paid from the estate.',
      'Tell us if the property is empty, and send us meter readings when you can, so the bills show only the energy used.',
    ],
  },
  {
    id: 'bills-in-their-name',
    question: 'Will bills stay in the name of the person who died?',
    answer: [
      "Once you've told us about the death, we'll address bills to the executor or administrator of the estate instead.",
      'If someone still lives at the property and wants to stay with us, they can open an account in their own name.',
    ],
  },
  {
    id: 'bank-transfer',
    question: 'Can I pay the final bill by bank transfer?',
    answer: [
      'Yes. Our bank details are on the bill. Use the account number on the bill as the payment reference, so we can match your payment to the account.',
    ],
  },
  {
    id: 'homecare',
    question: 'How do I change or cancel Homecare cover?',
    answer: [
      'If the person who died had Homecare cover, you can ask us to change it into another name or to cancel it.',
      "Tell us which you'd like when you use the online form, or contact us.",
    ],
  },
  {
    id: 'refund',
    question: 'What happens if the account is in credit?',
    answer: [
      "If the final bill shows the account is in credit, we'll refund the credit to the estate.",
      `If the credit is more than £${REFUND_CHECK_ABOVE_POUNDS}, we'll need to be in touch with the executor or administrator, and we'll ask for a copy of the death certificate before we make the refund. This helps us make sure the money goes to the right person.`,
    ],
  },
];
