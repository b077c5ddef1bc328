/**
 * What the meter-read form says, its quoted texts word for word. The confirmation's
 * words are in screens/confirm.text.ts: they download with the confirmation, not the form.
 */
export const TEXT = {
  heading: 'Submit a meter reading',
  unavailableHeading: 'The online meter reading form opens again in the next meter-read week',
  /** The same, where the configuration says when the next meter-read week opens. */
  unavailableHeadingOn: (day: string) => `The online meter reading form opens again on ${day}`,
  unavailable: "We're sorry the online form to submit meter readings is no longer available.",
  unavailableNext: 'Until then, our meter reads page shows other ways to give us a reading.',
  unavailableLink: 'Other ways to give us a meter reading',
  technicalIssues: "Sorry, we're having technical issues right now",
  configFailed: 'We could not load the meter reading form.',
  tryAgain: 'Try again',
  yourDetails: 'Your details',
  yourReadings: 'Your meter readings',
  fuelQuestion: 'Which meter readings are you sending?',
  economy7Question: 'Do you have an Economy 7 meter?',
  dateQuestion: 'When did you take the reading?',
  submit: 'Submit meter reading',
  submitting: 'Sending your reading',
} as const;

export const HINTS = {
  // No-break spaces: a number in a hint never breaks across lines.
  telephone: 'For example, 01632\u00a0960\u00a0001 or 07700\u00a0900\u00a0982',
  email: "We'll only use this to contact you about your reading",
  gasAccountNumber: 'This is on your gas bill. It starts with 85, A or BGX.',
  elecAccountNumber: 'This is on your electricity bill. It starts with 85, A or BGX.',
  economy7: 'An Economy 7 meter shows 2 readings: normal (day) and low (night).',
  reading: 'Up to 6 numbers, read from left to right. Leave out any numbers in red or after a decimal point.',
  normalReading: "Up to 6 numbers, usually labelled 'normal', 'day' or 'R1'.",
  lowReading: "Up to 6 numbers, usually labelled 'low', 'night' or 'R2'.",
} as const;

export const FUEL_OPTIONS = [
  { value: 'Dual', label: 'Gas and electricity' },
  { value: 'Gas', label: 'Gas only' },
  { value: 'Electricity', label: 'Electricity only' },
];
