/**
 * The attribute that marks what an element undoes when it takes a snapshot over: the stylesheet
 * link, which carries the snapshot's facts, and a form's submit button, held until then. Imports
 * nothing: the element's entry script holds a copy (take-over/early-press.ts).
 */
export const SNAPSHOT_ATTRIBUTE = 'data-help-snapshot';
