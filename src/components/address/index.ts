/**
 * The address question of the complaint and feedback journeys. Only those journeys use it, so
 * it is imported from here, not from the components barrel, and brings its own stylesheet.
 */
export {
  AddressFinder,
  type AddressFinderDraft,
  type AddressFinderProps,
  type ChosenAddress,
  type ManualAddressAnswers,
} from './AddressFinder';
export { addressLabel, houseNameNumber } from './address-label';
export { ADDRESS_TEXT } from './address.text';
