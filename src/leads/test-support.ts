/** Journey answers for the lead builders' tests. */
import type { PersonalDetails } from './customer-details';

/** Personal details as the details step's rules give them, with any answers replaced. */
export function personalDetails(overrides: Partial<PersonalDetails> = {}): PersonalDetails {
  return {
    firstName: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    telephoneNumber: '07700 900123',
    textphoneNumber: '',
    vulnerabilityConsent: false,
    addressId: '100023336911',
    ...overrides,
  };
}
