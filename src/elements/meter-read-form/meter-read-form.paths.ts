/**
 * The meter-read paths (the form and its confirmation), relative to the base path, and the
 * form's name in the store. Apart from the route table, which loads the screens, so the screens
 * and the form's hooks read them without importing their own loader back.
 */

export const METER_READ_PATHS = {
  form: '/submit-meter-read',
  confirm: '/submit-meter-read-confirm',
} as const;

/** Where the form's answers and receipt are kept (per instance, see forms/draft). */
export const METER_READ_JOURNEY = 'meterRead';

/** The `origin` of the meter-read lead's help-submitted event and receipt. */
export const METER_READ_ORIGIN = METER_READ_PATHS.form.slice(1);
