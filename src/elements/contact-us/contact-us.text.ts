/** What `<contact-us>` says (the product's words where given; the rest in GOV.UK style). */
export const TEXT = {
  heading: 'Contact us',
  emergencyBefore: 'Gas leak, power cut or another emergency? ',
  emergencyLink: 'Get emergency support',
  intro: 'Choose the option that describes you to see the ways you can contact us.',
  cardsLabel: 'Ways to contact us',
  viewContactOptions: 'View contact options',
  submitMeterReading: 'Submit a meter reading',
  /** The credit card's note when the meter-read page config cannot be loaded (its contact options still show). */
  configFailed: 'We could not check whether you can send us a meter reading online.',
  tryAgain: 'Try again',
  checking: 'Checking whether you can send us a meter reading online',
  pageTitle: 'Contact us - Help & Support',
  pageDescription: 'How to contact us about your energy account, Pay As You Go, or home services, and where to get help in an emergency.',
} as const;

/** The three cards (SPEC: credit, prepayment and home services), in the order they show. */
export const CARDS = {
  credit: {
    title: 'Direct Debit or pay on receipt of bill',
    text: 'For gas and electricity customers who pay by Direct Debit, or pay each bill when it arrives.',
    /** Completes "View contact options" for screen readers, where three links read alike. */
    linkContext: ' for Direct Debit or pay on receipt of bill',
  },
  prepay: {
    title: 'Pay As You Go (prepayment)',
    text: 'For customers with a prepayment meter who top up before they use their energy.',
    linkContext: ' for Pay As You Go',
  },
  homeServices: {
    title: 'Home services',
    text: 'For Homecare cover, boiler and heating repairs, and servicing.',
    linkContext: ' for home services',
  },
} as const;
