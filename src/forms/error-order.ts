/** The error messages of a checked form, by field path (for inline messages and the summary). */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { isRecord } from '../util';

export interface FieldError {
  /** react-hook-form's path: 'first_name', 'date', 'date.day'. */
  name: string;
  message: string;
}

/** Every error message with its path; a group's own message (the date) stands for its boxes. */
export function errorList(errors: FieldErrors<FieldValues>, prefix = ''): FieldError[] {
  return Object.entries(errors).flatMap(([key, value]): FieldError[] => {
    if (!isRecord(value) || key === 'ref') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string' && value.message !== '') return [{ name, message: value.message }];
    return errorList(value as FieldErrors<FieldValues>, name);
  });
}

/** The message at a path, or the first message inside it (a date box's message for the date). */
export function messageAt(errors: FieldErrors<FieldValues>, name: string): string | undefined {
  return errorList(errors).find((error) => error.name === name || error.name.startsWith(`${name}.`))?.message;
}
