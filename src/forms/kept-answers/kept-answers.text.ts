/**
 * What answers kept on the device and a settled send say (forms/KeptAnswers,
 * forms/EarlierAnswers): text SPEC does not give, in GOV.UK style. Loaded with them, not with
 * every form. The answers' own labels are in leads/kept-answers/received.text.ts.
 */
export const KEPT_TEXT = {
  // Kept answers, offered when the form opens again.
  keptTitle: 'You have answers that have not been sent',
  keptBody: (when: string) => `You gave these answers on ${when}. They are kept on this device until they are sent or discarded, for up to 7 days.`,
  keptSend: 'Send these answers',
  keptSending: 'Sending these answers',
  keptDiscard: 'Discard these answers',
  keptWaiting: "There is no connection. We'll send them as soon as it is back.",
  keptFailed: 'They could not be sent this time. They are still kept on this device: try again in a few moments.',
  // An earlier send settled before changed answers go.
  earlierTitle: 'We received the answers you sent first',
  earlierBody: 'Your first answers reached us before you changed them. This is what we received:',
  earlierChanged: 'Your changed answers have not been sent. Send them if they replace or add to what we received.',
  earlierSend: 'Send your changed answers',
  earlierSending: 'Sending your changed answers',
  earlierWaiting: "There is no connection. We'll send your changed answers as soon as it is back.",
  earlierFailed: 'Your changed answers could not be sent this time. Try again in a few moments.',
} as const;
