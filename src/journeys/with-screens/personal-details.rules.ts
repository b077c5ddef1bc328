/**
 * The personal details step's validation rules, for the complaint and the feedback journeys:
 * loaded once the step shows. The output keeps the form's shape, cleaned (names, email and
 * telephone trimmed, textphone digits); toPersonalDetails (personal-details.values.ts) makes the
 * lead's.
 */
import { check, nullish, object, picklist, pipe, string } from 'valibot';
import { rulesResolver } from '../../forms/checks/rules';
import { YES_NO } from '../../validation/forms/choice-lists';
import { complaintTelephoneSchema, emailSchema, feedbackTelephoneSchema, textphoneSchema } from '../../validation/contact';
import { messages } from '../../validation/messages';
import { firstNameSchema, surnameSchema } from '../../validation/names';
import type { DetailsValues, TelephoneRule } from '../personal-details.values';

const addressSchema = pipe(
  nullish(object({ id: string(), label: string() }, messages.address.required), null),
  check((address) => address !== null && address.id.trim() !== '', messages.address.required),
);

export function detailsSchema(telephone: TelephoneRule) {
  return object({
    firstName: firstNameSchema(),
    surname: surnameSchema(),
    email: emailSchema,
    telephoneNumber: telephone === 'complaint' ? complaintTelephoneSchema : feedbackTelephoneSchema,
    textphoneNumber: textphoneSchema,
    vulnerability: picklist(YES_NO, messages.vulnerabilityConsent.required),
    address: addressSchema,
    addressDraft: object({ postcode: string() }),
  });
}

export const complaintDetailsRules = rulesResolver<DetailsValues>(detailsSchema('complaint'));
export const feedbackDetailsRules = rulesResolver<DetailsValues>(detailsSchema('feedback'));
