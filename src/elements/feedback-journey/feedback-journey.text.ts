/**
 * What the feedback journey says (the product's own texts word for word). Text it does not
 * give follows GOV.UK style. The personal details questions, the failure banner and the
 * confirmation say what the complaint journey's do (src/journeys/journeys.text.ts).
 */
export const FEEDBACK_TEXT = {
  creditHeading: 'Using your credit',
  creditIntro: 'If your account is in credit, we usually refund the balance to you.',
  creditInstead: "If you'd rather not have a refund, tell us here. We'll contact you about using your credit balance instead.",
  creditLabel: 'Your full name, address, account number and email address',
  creditHint: 'You can find your account number on your bill. You can also tell us how you would like us to use your credit.',
  // The product's button label, word for word.
  noRefund: "I don't want the refund",
  detailsHeading: 'Your details',
  // The product's lead-in, word for word.
  detailsLeadIn: 'If you could supply a few details...',
  detailsWhy: 'We need them to find your account and to contact you about your credit.',
  // The confirmation gives no reference number (SPEC), so the email hint promises none.
  emailHint: "We'll only use this to contact you about your credit",
  submit: 'Send request',
  sending: 'Sending your request',
  startAgain: 'Send another request',
} as const;
