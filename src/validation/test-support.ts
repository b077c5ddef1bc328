/**
 * Shared by the validation tests; never imported by product code.
 *
 * Small readers of a schema's result.
 */
import { type GenericSchema, getDotPath, safeParse } from 'valibot';


/** The message the customer sees (the first issue), or undefined when the value passes. */
export function messageFor(schema: GenericSchema<unknown, unknown>, input: unknown): string | undefined {
  const result = safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

/** The same, with the resolver's setting that stops each field at its first problem. */
export function messageForAbortingEarly(schema: GenericSchema<unknown, unknown>, input: unknown): string | undefined {
  const result = safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

/** The output of a value that must pass; fails the test with the message otherwise. */
export function outputOf<TOutput>(schema: GenericSchema<unknown, TOutput>, input: unknown): TOutput {
  const result = safeParse(schema, input);
  if (!result.success) throw new Error(`Expected ${JSON.stringify(input)} to pass, got "${result.issues[0].message}"`);
  return result.output;
}

/** Whether a value passes. */
export function passes(schema: GenericSchema<unknown, unknown>, input: unknown): boolean {
  return safeParse(schema, input).success;
}

/** First message per dot path, as a form shows them ('' for an issue without a path). */
export function messagesByPath(schema: GenericSchema<unknown, unknown>, input: unknown): Record<string, string> {
  const result = safeParse(schema, input);
  const byPath: Record<string, string> = {};
  if (result.success) return byPath;
  for (const issue of result.issues) {
    const path = getDotPath(issue) ?? '';
    if (!(path in byPath)) byPath[path] = issue.message;
  }
  return byPath;
}
