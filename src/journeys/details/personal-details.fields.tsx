/**
 * The personal details questions and their rules, shared by the complaint journey's details step
 * and the feedback journey's personal-details step: names, email, telephone (each journey's
 * rule), textphone or international number, the vulnerability question and the address. The
 * address question is the shared AddressFinder: the chosen address and what it holds meanwhile
 * (the postcode typed) are kept with the form's answers.
 */
import { useWatch } from 'react-hook-form';
import { AddressFinder, type AddressFinderDraft, type ChosenAddress } from '../../components/address';
import { Field, RadioGroup, type FieldProps } from '../../components';
import { YES_NO_OPTIONS, type HelpFormApi } from '../../forms';
import { JOURNEY_TEXT } from '../journeys.text';
import type { DetailsValues } from '../personal-details.values';

type TextName = 'firstName' | 'surname' | 'email' | 'telephoneNumber' | 'textphoneNumber';

export interface DetailsFieldsProps {
  form: HelpFormApi<DetailsValues>;
  /** Prefix of the fields' ids, unique in the shadow root. */
  idPrefix?: string;
  /** The email question's hint: what the journey does with the address (a reference is emailed by default). */
  emailHint?: string;
}

/** Whether the customer has chosen an address: the step's button shows only then. */
export function useChosenAddress(form: HelpFormApi<DetailsValues>): ChosenAddress | null {
  return useWatch({ control: form.control, name: 'address' });
}

export function DetailsFields({ form, idPrefix = 'details', emailHint = JOURNEY_TEXT.emailHint }: DetailsFieldsProps) {
  const { register, errorOf, setValue } = form;
  const address = useChosenAddress(form);
  const addressDraft = useWatch({ control: form.control, name: 'addressDraft' });
  const text = (name: TextName, props: Omit<FieldProps, 'id' | 'name'>) => (
    <Field id={`${idPrefix}-${name}`} error={errorOf(name)} spellCheck={false} {...props} {...register(name)} />
  );
  return (
    <>
      {text('firstName', { label: JOURNEY_TEXT.firstName, autoComplete: 'given-name' })}
      {text('surname', { label: JOURNEY_TEXT.surname, autoComplete: 'family-name' })}
      {text('email', { label: JOURNEY_TEXT.email, hint: emailHint, type: 'email', autoComplete: 'email' })}
      {text('telephoneNumber', { label: JOURNEY_TEXT.telephone, hint: JOURNEY_TEXT.telephoneHint, type: 'tel', autoComplete: 'tel', width: 20 })}
      {text('textphoneNumber', { label: JOURNEY_TEXT.textphone, hint: JOURNEY_TEXT.textphoneHint, optional: true, type: 'tel', inputMode: 'numeric', autoComplete: 'off', width: 20 })}
      <RadioGroup
        id={`${idPrefix}-vulnerability`}
        legend={JOURNEY_TEXT.vulnerabilityQuestion}
        legendSize="m"
        hint={JOURNEY_TEXT.vulnerabilityHint}
        options={YES_NO_OPTIONS}
        inline
        error={errorOf('vulnerability')}
        {...register('vulnerability')}
      />
      {/* data-field: the error summary finds the question by it; its link focuses the first control. */}
      <div id={`${idPrefix}-address`} data-field="address" className="cj-address">
        <AddressFinder
          id={`${idPrefix}-address-finder`}
          legend={JOURNEY_TEXT.addressLegend}
          value={address ?? undefined}
          onChange={(chosen) => setValue('address', chosen ?? null, { shouldDirty: true })}
          draft={addressDraft}
          onDraftChange={(draft: AddressFinderDraft) => setValue('addressDraft', draft, { shouldDirty: true })}
          error={errorOf('address')}
        />
      </div>
    </>
  );
}
