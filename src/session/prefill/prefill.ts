/**
 * What a signed-in customer's details forms are prefilled with: name, email and
 * mobile from the accounts service when the account status count shows a live account,
 * otherwise name and email from the customer record service. Null without an identity token.
 * Failed lookups are logged only: reported, never shown, and the form stays as it is.
 * Loaded on demand, only once the cookies show a signed-in customer.
 */
import {
  AccountLookupError,
  fetchAccountStatusCount,
  fetchAccounts,
  fetchCustomers,
  fetchUsers,
  type AccountRecord,
  type CustomerRecord,
  type UsersLookup,
} from '../../api/prefill/accounts';
import { report } from '../../report';
import { readSessionTokens, type SessionTokens } from '../session-cookies/tokens';

export interface PrefillDetails {
  firstName: string;
  surname: string;
  email: string;
  /** '' when the record has none (customer records never do). */
  mobile: string;
}

/** Where the details come from: the three lookups in turn, or the feedback page's one 'users' lookup. */
export type PrefillSource = 'accounts' | 'users';

/** A customer has a live account when the live account count is above 0. */
const hasLiveAccount = (liveCount: number) => liveCount > 0;

export const fromAccount = (account: AccountRecord | undefined): PrefillDetails | null =>
  account ? { firstName: account.firstName, surname: account.lastName, email: account.email, mobile: account.mobile } : null;

export const fromCustomer = (customer: CustomerRecord | undefined): PrefillDetails | null =>
  customer ? { firstName: customer.firstName, surname: customer.surname, email: customer.email, mobile: '' } : null;

/** The details the 'users' lookup gives: the account's when there is a live one, else the customer's. */
export const fromUsers = ({ accountStatusCount, accounts, customers }: UsersLookup): PrefillDetails | null =>
  hasLiveAccount(accountStatusCount.liveCount) ? fromAccount(accounts[0]) : fromCustomer(customers[0]);

async function lookUp(source: PrefillSource, identityToken: string, accessToken: string | null): Promise<PrefillDetails | null> {
  if (source === 'users') return fromUsers(await fetchUsers(identityToken));
  const { liveCount } = await fetchAccountStatusCount(identityToken);
  if (hasLiveAccount(liveCount)) return fromAccount((await fetchAccounts(identityToken))[0]);
  // The customer record service takes the access token: without one there is nothing to ask.
  return accessToken ? fromCustomer((await fetchCustomers(accessToken))[0]) : null;
}

export interface PrefillOptions {
  source?: PrefillSource;
  /** The element asking, for the report of a failure. */
  element?: string;
  tokens?: SessionTokens;
}

/** The signed-in customer's details, or null (signed out, nothing on record, or a failed lookup, reported). */
export async function prefill({ source = 'accounts', element, tokens = readSessionTokens() }: PrefillOptions = {}): Promise<PrefillDetails | null> {
  if (!tokens.identityToken) return null;
  try {
    return await lookUp(source, tokens.identityToken, tokens.accessToken);
  } catch (e) {
    // Only the lookup's name and code go on: the HTTP error behind it holds the request, and so the token.
    const error = e instanceof AccountLookupError ? e : new AccountLookupError(source, e instanceof Error ? e.name : 'unknown');
    report(error, {
      action: 'prefilling the details of a signed-in customer',
      level: 'warn',
      ...(element ? { element } : {}),
      detail: { lookup: error.lookup, code: error.code },
    });
    return null;
  }
}
