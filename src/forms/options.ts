import { YES_NO } from '../validation/forms/choice-lists';

/** The answers of every yes/no question (Economy 7, vulnerability), as radios show them. */
export const YES_NO_OPTIONS = YES_NO.map((value) => ({ value, label: value }));
