/** The GOV.UK form machinery every journey shares. */
export { HelpForm, FORM_TEXT, type HelpFormProps } from './HelpForm';
export { useHelpForm, type HelpFormApi, type HelpFormOptions, type LazyRules } from './use-help-form';
export { errorList, messageAt, type FieldError } from './error-order';
export { YES_NO_OPTIONS } from './options';
