/** Id and class-name helpers shared by the form components. */

/** Id of a control's hint: `${id}-hint`. */
export function hintIdFor(id: string): string {
  return `${id}-hint`;
}

/** Id of a control's inline error message: `${id}-error`. */
export function errorIdFor(id: string): string {
  return `${id}-error`;
}

/** Space-separated list of the ids that are set, or undefined when none are. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The ids a control or fieldset is described by: its hint and its inline error, each only when shown. */
export interface DescribedBy {
  hintId: string | undefined;
  errorId: string | undefined;
  hasError: boolean;
  /** The form group's classes: the red bar when in error. */
  groupClassName: string;
}

export function describedBy(id: string, hint: unknown, error: unknown, className?: string): DescribedBy {
  const hasError = Boolean(error);
  return {
    hintId: hint ? hintIdFor(id) : undefined,
    errorId: hasError ? errorIdFor(id) : undefined,
    hasError,
    groupClassName: classNames('help-form-group', hasError && 'help-form-group--error', className),
  };
}

/** Joins the class names that are set. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}

/** Label and legend sizes, as GOV.UK's s / m / l / xl modifiers. */
export type LabelSize = 's' | 'm' | 'l' | 'xl';
