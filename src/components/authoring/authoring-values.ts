/**
 * The pure part of an authoring note: what an author typed, matched against the values an
 * attribute takes, so the note can say which one they most likely meant ("Meters" → `meters`,
 * "struggling to pay" → `struggling-to-pay`). No React: tested in Node.
 */

/** One value an attribute takes, with the name an author knows it by. */
export interface AuthoringValue {
  /** Exactly as the attribute takes it: 'meters'. */
  value: string;
  /** What it shows, in words: 'Meters'. */
  label?: string;
}

/** Case, spaces, underscores and stray punctuation set aside: 'Struggling to pay ' → 'struggling-to-pay'. */
export function looseForm(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The value an author most likely meant by `given`, when it differs only in case, spaces or
 * punctuation from a value or from its label; undefined when none does, or when `given` is
 * already right.
 */
export function meantValue(given: string | undefined, values: readonly AuthoringValue[]): string | undefined {
  if (given === undefined || values.some(({ value }) => value === given)) return undefined;
  const loose = looseForm(given);
  if (!loose) return undefined;
  return values.find(({ value, label }) => looseForm(value) === loose || (label !== undefined && looseForm(label) === loose))?.value;
}

