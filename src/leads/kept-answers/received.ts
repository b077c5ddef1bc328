/**
 * What a lead holds, in the customer's words: the label and value pairs shown when answers
 * kept on the device are offered again, and when a settled send's confirmation says what the
 * service received. The readings (and their date) for a meter reading; the subject and the
 * message for a complaint, an enquiry or feedback; the name for all. Pure.
 */
import { isRecord } from '../../util';
import { RECEIVED_LABELS } from './received.text';

/** Longest message shown in full; a longer one is cut, with an ellipsis. */
const MESSAGE_SHOWN = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** '2026-03-27' as '27 March 2026' (as it was given, when it is not such a date). */
function longDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The pairs for a lead's attributes (as sent, or as the service answered with them). */
export function heldAnswers(attributes: unknown): [string, string][] {
  if (!isRecord(attributes)) return [];
  const info = isRecord(attributes['additional-information']) ? attributes['additional-information'] : {};
  const held: [string, string][] = [];
  const add = (label: string, value: string) => value && held.push([label, value]);
  add(RECEIVED_LABELS.name, [text(attributes['first-name']), text(attributes.surname)].filter(Boolean).join(' '));
  for (const name of ['GasReading', 'ElecReading', 'Elec7ReadingNormal', 'Elec7ReadingLow'] as const) add(RECEIVED_LABELS[name], text(info[name]));
  add(RECEIVED_LABELS.ReadingDate, longDate(text(info.ReadingDate)));
  add(RECEIVED_LABELS.subject, text(attributes.subject));
  const query = text(attributes.query);
  add(RECEIVED_LABELS.query, query.length > MESSAGE_SHOWN ? `${query.slice(0, MESSAGE_SHOWN).trimEnd()}…` : query);
  return held;
}

/** The pairs for a lead's body as kept (its JSON text). */
export function heldAnswersOfBody(body: string): [string, string][] {
  try {
    const document: unknown = JSON.parse(body);
    return heldAnswers(isRecord(document) && isRecord(document.data) ? document.data.attributes : undefined);
  } catch {
    return [];
  }
}
