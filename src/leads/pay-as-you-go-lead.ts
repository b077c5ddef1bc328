/**
 * The pay-as-you-go lead: a help query lead whose additional-information also carries the
 * pay-as-you-go flags, and its payload sanitiser (account null, defaults). Pure: no I/O, no clock.
 *
 * Wire shape, after sanitisePayAsYouGoLead:
 *   attributes                       the help query lead's (help-query-lead.ts), plus
 *   attributes.account               null: the lead never names an account
 *   attributes.additional-information  caseType, accountPrefix, textphoneNumber as given, then
 *                                    every flag of PayAsYouGoFlags, each as given or its
 *                                    default (PAY_AS_YOU_GO_FLAG_DEFAULTS: false for yes/no
 *                                    flags, null for values); text values trimmed, and a blank
 *                                    one sent as null. Members not in PayAsYouGoFlags are dropped.
 *   relationships                    as given
 */
import type { HelpLeadAdditionalInformation } from './customer-details';
import type { HelpQueryAttributes, HelpQueryLead } from './help-query-lead';

/**
 * The extra flags. Meter reads are the digits as typed, dates 'YYYY-MM-DD'; the service names
 * the meter-read flags only by what they hold, so their names follow the others' style.
 */
export interface PayAsYouGoFlags {
  isEconomySevenMeter: boolean;
  gasMeterRead: string | null;
  electricityMeterRead: string | null;
  economySevenNormalRead: string | null;
  economySevenLowRead: string | null;
  useNewBillingAddress: boolean;
  energySuppliedAtProperty: boolean;
  homeServicesAtProperty: boolean;
  cancelServices: boolean;
  endServicesDate: string | null;
  executorMoveOutDate: string | null;
  acceptServicesDDGuarantee: boolean;
  acceptEnergyDDGuarantee: boolean;
  useSamePaymentDetailsForServicesAndEnergy: boolean;
  energyPaymentMethod: string | null;
  priorityServicesRegisterOptIn: boolean;
  formSubmittedByThirdParty: boolean;
  isApplyingForProbate: boolean;
  relationshipToProperty: string | null;
  forwardingAddressIsUK: boolean;
}

/** What a flag the journey did not answer sends: no for yes/no flags, null for values. */
export const PAY_AS_YOU_GO_FLAG_DEFAULTS: Readonly<PayAsYouGoFlags> = Object.freeze({
  isEconomySevenMeter: false,
  gasMeterRead: null,
  electricityMeterRead: null,
  economySevenNormalRead: null,
  economySevenLowRead: null,
  useNewBillingAddress: false,
  energySuppliedAtProperty: false,
  homeServicesAtProperty: false,
  cancelServices: false,
  endServicesDate: null,
  executorMoveOutDate: null,
  acceptServicesDDGuarantee: false,
  acceptEnergyDDGuarantee: false,
  useSamePaymentDetailsForServicesAndEnergy: false,
  energyPaymentMethod: null,
  priorityServicesRegisterOptIn: false,
  formSubmittedByThirdParty: false,
  isApplyingForProbate: false,
  relationshipToProperty: null,
  forwardingAddressIsUK: false,
});

export type PayAsYouGoAdditionalInformation = HelpLeadAdditionalInformation & PayAsYouGoFlags;

/** A pay-as-you-go lead as a journey may assemble it: some flags, perhaps an account. */
export interface PayAsYouGoLeadDraft {
  data: {
    type: 'leads';
    attributes: Omit<HelpQueryAttributes, 'additional-information'> & {
      account?: unknown;
      'additional-information': HelpLeadAdditionalInformation & Partial<PayAsYouGoFlags>;
    };
    relationships: HelpQueryLead['data']['relationships'];
  };
}

export interface PayAsYouGoLead {
  data: {
    type: 'leads';
    attributes: Omit<HelpQueryAttributes, 'additional-information'> & {
      account: null;
      'additional-information': PayAsYouGoAdditionalInformation;
    };
    relationships: HelpQueryLead['data']['relationships'];
  };
}

const FLAG_NAMES = Object.keys(PAY_AS_YOU_GO_FLAG_DEFAULTS) as (keyof PayAsYouGoFlags)[];

function sanitisedFlag<K extends keyof PayAsYouGoFlags>(name: K, given: PayAsYouGoFlags[K] | undefined): PayAsYouGoFlags[K] {
  if (given === undefined) return PAY_AS_YOU_GO_FLAG_DEFAULTS[name];
  if (typeof given !== 'string') return given;
  const text = given.trim();
  return (text === '' ? null : text) as PayAsYouGoFlags[K];
}

export function sanitisePayAsYouGoLead(lead: PayAsYouGoLeadDraft): PayAsYouGoLead {
  const { 'additional-information': info, ...attributes } = lead.data.attributes;
  const flags = Object.fromEntries(FLAG_NAMES.map((name) => [name, sanitisedFlag(name, info[name])])) as unknown as PayAsYouGoFlags;
  return {
    data: {
      type: 'leads',
      attributes: {
        ...attributes,
        account: null,
        'additional-information': {
          caseType: info.caseType,
          accountPrefix: info.accountPrefix,
          textphoneNumber: info.textphoneNumber,
          ...flags,
        },
      },
      relationships: lead.data.relationships,
    },
  };
}
