/** What the meter-read screens say (SPEC §2, §8; quoted texts word for word). */
export const TEXT = {
  heading: 'Submit a meter reading',
  unavailable: "We're sorry the online form to submit meter readings is no longer available.",
  unavailableLink: 'Other ways to give us a meter reading',
  technicalIssues: "Sorry, we're having technical issues right now",
  configFailed: 'We could not load the meter reading form.',
  tryAgain: 'Try again',
  submit: 'Submit meter reading',
  submitting: 'Sending your reading',
  confirmHeading: 'Meter reading submitted',
  confirmBill:
    "We'll use your reading for your bill if one is due. If not, we'll use it to make sure your next bill only covers the energy you've used, at the new price.",
  confirmContact: "If we can't use your reading, we'll contact you.",
  reference: 'Your reference number is',
} as const;
