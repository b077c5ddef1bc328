/**
 * react-hook-form set up the GOV.UK way for every form of the bundle: validated on submit
 * only (never while typing), every answer kept on error, errors listed in page order, and each
 * change handed to the journey's draft through a subscription, so typing re-renders only the
 * field being typed in. The rules (valibot schemas and the resolver) are not needed to show
 * the form, so they arrive in a chunk of their own once the customer starts on it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from '../components/checks/ErrorSummary';
import { messageAt } from './error-order';
import { whenStarted } from './started';

type SummaryKit = typeof import('./checks/error-summary');

let summaryKit: Promise<SummaryKit> | undefined;
let loadedSummaryKit: SummaryKit | undefined;

/** The error summary, with the rules: only a failed check needs it. */
const loadSummaryKit = (): Promise<SummaryKit> =>
  (summaryKit ??= import('./checks/error-summary').then(
    (kit) => (loadedSummaryKit = kit),
    (error: unknown) => {
      summaryKit = undefined;
      throw error;
    },
  ));

/** The summary component once loaded (a summary with items implies it is). */
export const loadedErrorSummary = () => loadedSummaryKit?.ErrorSummary;

/**
 * The form's rules, loaded later: the form shows without them, and they are fetched once the
 * customer starts on it (`rulesResolver(schema)` in the element's checks module makes one).
 */
export type LazyRules<Values extends FieldValues> = () => Promise<Resolver<Values>>;

export interface HelpFormOptions<Values extends FieldValues> {
  rules: LazyRules<Values>;
  defaultValues: DefaultValues<Values>;
  /** Every change, with the name of the field that changed (for drafts and derived fields). */
  onChange?: (values: Values, changed: string | undefined) => void;
}

export interface HelpFormApi<Values extends FieldValues> extends UseFormReturn<Values> {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The error summary's items, in page order, as of the last submit. */
  summary: ErrorSummaryItem[];
  /** Records the summary for these errors (HelpForm calls it after each failed validation). */
  summarise: (errors: FieldErrors<Values>) => Promise<void>;
  /** The inline message for a field or a group of fields (a date's three boxes). */
  errorOf: (name: string) => string | undefined;
}

/** Waits for the rules when the form is sent before they have arrived. */
function lazyResolver<Values extends FieldValues>(rules: LazyRules<Values>): Resolver<Values> {
  return async (values, context, options) => (await rules())(values, context, options);
}

export function useHelpForm<Values extends FieldValues>({ rules, defaultValues, onChange }: HelpFormOptions<Values>): HelpFormApi<Values> {
  const [resolver] = useState(() => lazyResolver(rules));
  const form = useForm<Values>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    shouldUnregister: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The rules and the summary are fetched once the customer starts on the form (a focus, a press
  // or a key in it), long before they can send it, never when it is sent: a visit that only
  // looks downloads neither. A form the customer is in already (a first screen they typed in
  // before it was taken over) fetches them at once.
  useEffect(
    () =>
      whenStarted(formRef.current, () => {
        rules().catch(() => undefined); // a failure is met again, and shown, on submit
        loadSummaryKit().catch(() => undefined);
      }),
    [rules],
  );

  const { watch } = form;
  // From the commit (a layout effect, not a passive one): what a customer typed into a first
  // screen before its code arrived is put back right after the commit that takes it over
  // (platform/take-over), and reaches the answers kept for the tab too.
  useLayoutEffect(() => {
    const subscription = watch((values, { name }) => onChangeRef.current?.(values as Values, name));
    return () => subscription.unsubscribe();
  }, [watch]);

  return {
    ...form,
    formRef,
    summary,
    summarise: async (errors) => {
      if (Object.keys(errors).length === 0) return setSummary([]);
      const kit = await loadSummaryKit();
      setSummary(kit.summaryInPageOrder(formRef.current, errors));
    },
    errorOf: (name) => messageAt(form.formState.errors, name),
  };
}
