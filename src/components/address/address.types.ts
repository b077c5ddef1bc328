/**
 * What the address question is given and gives back. Apart from AddressFinder.tsx, so its
 * state (use-address-finder.ts) reads them without importing the view that uses it.
 */
import type { ManualAddressAnswers } from '../../validation/address';

export interface ChosenAddress {
  id: string;
  /** As shown to the customer: houseNameNumber and the address (address-label.ts). */
  label: string;
}

/** What was typed, kept for a reload. `manual` is there while the address is being typed in. */
export interface AddressFinderDraft {
  postcode: string;
  manual?: ManualAddressAnswers | undefined;
}

export interface AddressFinderProps {
  /** Id (and name) of the question's first control: the postcode box while finding. */
  id: string;
  /** Default 'Your address'. */
  legend?: string;
  /** The chosen address, from the journey's saved answers. */
  value: ChosenAddress | undefined;
  /** An address was chosen (a created manual address too), or the choice was cleared. */
  onChange: (address: ChosenAddress | undefined) => void;
  /** The postcode and manual answers to start with. */
  draft?: AddressFinderDraft;
  /** Every change of what is typed. */
  onDraftChange?: (draft: AddressFinderDraft) => void;
  /** The form's message for a missing address. */
  error?: string | undefined;
  /** Locks every control (while the journey's form is sending). */
  disabled?: boolean;
}
