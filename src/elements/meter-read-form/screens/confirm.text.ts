/** What the meter-read confirmation says (word for word), downloaded with that screen. */
export const CONFIRM_TEXT = {
  heading: 'Meter reading submitted',
  bill: "We'll use your reading for your bill if one is due. If not, we'll use it to make sure your next bill only covers the energy you've used, at the new price.",
  contact: "If we can't use your reading, we'll contact you.",
  reference: 'Your reference number',
  whatHappensNext: 'What happens next',
  another: 'Submit another meter reading',
} as const;
