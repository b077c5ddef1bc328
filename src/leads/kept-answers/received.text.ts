/**
 * What the answers a lead holds are called when they are shown again (received.ts: answers
 * kept on the device, a settled send's confirmation): text SPEC does not give, in GOV.UK style.
 * What those screens say around them is in forms/kept-answers/kept-answers.text.ts.
 */

/** The answers a lead holds, by the attribute that holds them (leads/kept-answers/received.ts). */
export const RECEIVED_LABELS = {
  name: 'Name',
  GasReading: 'Gas meter reading',
  ElecReading: 'Electricity meter reading',
  Elec7ReadingNormal: 'Economy 7 normal (day) reading',
  Elec7ReadingLow: 'Economy 7 low (night) reading',
  ReadingDate: 'Date of the reading',
  subject: 'Subject',
  query: 'Your message',
} as const;
