/**
 * Building blocks shared by the text rules. Every text rule trims what was typed before it
 * checks it (surrounding spaces are a typing or pasting accident, never meant), and a value
 * that is not a string at all gets the same "Enter …" message as an empty one.
 */
import { check, nonEmpty, pipe, string, transform, trim } from 'valibot';

/** Required text: trimmed, then must not be empty. Output is the trimmed text. */
export function requiredTextSchema(requiredMessage: string) {
  return pipe(string(requiredMessage), trim(), nonEmpty(requiredMessage));
}

/**
 * Required free text with a length limit that counts exactly what the box holds (the same
 * count as `maxlength` and the character notice), so a trailing space never makes the
 * schema and the notice disagree. Output is the trimmed text.
 */
export function requiredLongTextSchema(requiredMessage: string, maxLength: number, tooLongMessage: string) {
  return pipe(
    string(requiredMessage),
    check((value) => value.trim() !== '', requiredMessage),
    check((value) => value.length <= maxLength, tooLongMessage),
    transform((value) => value.trim()),
  );
}

/** Characters a string is over a limit, never negative. Counted as `maxlength` counts. */
export function charactersOver(text: string, max: number): number {
  return Math.max(0, text.length - max);
}
