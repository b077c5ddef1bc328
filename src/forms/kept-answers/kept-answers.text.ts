/**
 * What answers kept on the device, a send whose outcome is unknown and a settled send say
 * (forms/kept-answers): text SPEC does not give, in GOV.UK style. Loaded with them, not with
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
  // A send whose outcome is unknown, checked when the form opens again.
  checkingTitle: 'Checking whether we received your answers',
  checkingBody: (when: string) => `You sent these answers on ${when} and our reply did not reach you. We're checking before anything else is sent, so nothing is sent twice.`,
  uncheckedTitle: 'We could not check whether we received your answers',
  uncheckedBody: (when: string) => `You sent these answers on ${when} and our reply did not reach you. They may already have reached us.`,
  uncheckedOffline: 'There is no connection. Check again when it is back.',
  uncheckedFailed: 'We could not check this time. Try again in a few moments.',
  uncheckedNext: "If you send answers from this form, we'll check these first, so nothing is sent twice.",
  checkAgain: 'Check again',
  checking: 'Checking',
  // Discarding a send that may have arrived: asked first.
  discardTitle: 'Your answers may already have reached us',
  discardBody: "If they did, we'll act on them even if you discard them here. Check first to see what we received.",
  discardWarning: 'If you discard them, this device forgets them, and anything you send next from this form is sent as new.',
  discardCheck: 'Check first',
  discardAnyway: 'Discard anyway',
  // A checked send's confirmation: what the service received.
  receivedTitle: 'What we received',
  receivedBody: 'Your answers reached us. This is what we received:',
  // An earlier send settled before changed answers go.
  earlierTitle: 'We received the answers you sent first',
  earlierBody: 'Your first answers reached us before you changed them. This is what we received:',
  earlierChanged: 'Your changed answers have not been sent. Send them if they replace or add to what we received.',
  earlierSend: 'Send your changed answers',
  earlierSending: 'Sending your changed answers',
  earlierWaiting: "There is no connection. We'll send your changed answers as soon as it is back.",
  earlierFailed: 'Your changed answers could not be sent this time. Try again in a few moments.',
} as const;
