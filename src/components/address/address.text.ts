/**
 * Every word of the address question. The failure and the checking notice are the product's
 * own words (word for word); the rest follows GOV.UK's address pattern. Validation messages are in
 * validation/messages.ts (postcode, addressLine1, townOrCity, …; address.required for a list
 * with nothing chosen).
 */
export const ADDRESS_TEXT = {
  legend: 'Your address',
  postcode: 'Postcode',
  find: 'Find address',
  finding: 'Finding addresses',
  /** The list's first option, as GOV.UK's address look-up shows the count. */
  found: (count: number): string => (count === 1 ? '1 address found' : `${count} addresses found`),
  select: 'Select an address',
  useAddress: 'Use this address',
  noneFound: (postcode: string): string => `We could not find an address for ${postcode}. Check the postcode or enter the address manually.`,
  enterManually: 'Enter the address manually',
  findInstead: 'Find the address by postcode instead',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  townOrCity: 'Town or city',
  county: 'County',
  change: 'Change',
  /** Read after "Change" by screen readers, which hear the link out of its context. */
  changeHidden: ' address',
  /** Word for word, while a manual address is being created. */
  checking: "We're checking your details... This will take a few seconds. Please don't refresh this page or close your browser.",
  /** Word for word, a failed look-up, whatever the status (a failed creation is logged only). */
  failureTitle: "Unfortunately, we're having technical problems at the moment.",
  failure: 'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.',
} as const;
