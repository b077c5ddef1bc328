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
} from './DateField';
export { ErrorMessage, type ErrorMessageProps } from './ErrorMessage';
export { ErrorSummary, focusField, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
export { Field, type FieldProps, type InputWidth } from './Field';
export { Fieldset, type FieldsetProps } from './Fieldset';
export { FormGroup, LabelledControl, type ControlWiring, type LabelledControlOwnProps, type LabelledControlProps } from './FormGroup';
export { Hint, type HintProps } from './Hint';
export { Label, type LabelProps } from './Label';
export { HeadingFocusContext, PageHeading, useFocusOnMount, type PageHeadingProps } from './PageHeading';
export { RadioGroup, radioIdFor, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Textarea, type TextareaProps } from './Textarea';
export { classNames, describedBy, errorIdFor, hintIdFor, joinIds, type DescribedBy, type LabelSize } from './ids';
