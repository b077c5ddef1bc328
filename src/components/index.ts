/**
 * Shared React pieces for every Help & Support element. Styles: styles/components.css (in baseStyles).
 * Pieces only some screens use (ConfirmationPanel, LoadFailed) are imported from their own file,
 * so they travel with those screens (and bring their own stylesheet where they have one).
 */
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { Button, DOUBLE_CLICK_WINDOW_MS, type ButtonProps, type ButtonVariant } from './Button';
export {
  DATE_PARTS,
  DateField,
  dateFieldFocusId,
  datePartIdFor,
  type DateFieldProps,
  type DatePart,
  type DatePartInputProps,
} from './forms/DateField';
export { ErrorMessage, type ErrorMessageProps } from './forms/ErrorMessage';
export { ErrorSummary, focusField, type ErrorSummaryItem, type ErrorSummaryProps } from './checks/ErrorSummary';
export { Field, type FieldProps, type InputWidth } from './forms/Field';
export { Fieldset, type FieldsetProps } from './forms/Fieldset';
export { FormGroup, LabelledControl, type ControlWiring, type LabelledControlOwnProps, type LabelledControlProps } from './forms/FormGroup';
export { Hint, type HintProps } from './forms/Hint';
export { Label, type LabelProps } from './forms/Label';
export { HeadingFocusContext, PageHeading, useFocusOnMount, type PageHeadingProps } from './PageHeading';
export { RadioGroup, radioIdFor, type RadioGroupProps, type RadioOption } from './forms/RadioGroup';
export { Select, type SelectOption, type SelectProps } from './forms/Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Textarea, type TextareaProps } from './forms/Textarea';
export { classNames, describedBy, errorIdFor, hintIdFor, joinIds, type DescribedBy, type LabelSize } from './ids';
