/**
 * What the shared sending machinery says while a form sends (forms/HelpForm): text SPEC does
 * not give, in GOV.UK style. What kept answers and a settled send say is in
 * forms/kept-answers/kept-answers.text.ts, with them.
 */
export const SENDING_TEXT = {
  // Sent with no connection, or the connection dropped before the reply came.
  waitingTitle: 'No connection: your answers are saved on this device',
  waitingBody: "We'll send them as soon as the connection is back. You do not need to press the button again.",
  waitingKept:
    "If you close this page, we'll offer to send them the next time you open this form on this device. They are kept on this device for up to 7 days.",
  waitingLabel: 'Waiting for a connection',
} as const;
