/**
 * A signed-in customer for browser tests: the two token cookies as the demo sign-in sets them
 * (demo/standins/accounts.mjs), for one of the demo customers of demo/fixtures/accounts.json.
 *
 *   const tokens = signIn('live');   // a live account: prefill from /v1/accounts
 *   afterEach(signOut);
 */
import { setReporter, type ReportContext } from '../../src/report';

/** The demo customers: 'live' has a live account, 'new' only a customer record. */
export type DemoCustomer = 'live' | 'new';

export interface DemoTokens {
  identityToken: string;
  accessToken: string;
}

const hex24 = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Sets both token cookies for a demo customer; fresh tokens each time. */
export function signIn(customer: DemoCustomer): DemoTokens {
  const tokens = { identityToken: `demo-identity.${customer}.${hex24()}`, accessToken: `demo-access.${customer}.${hex24()}` };
  document.cookie = `identity_token=${tokens.identityToken}; path=/; SameSite=Lax`;
  document.cookie = `access_token=${tokens.accessToken}; path=/; SameSite=Lax`;
  return tokens;
}

/** Removes both token cookies. */
export function signOut(): void {
  for (const name of ['identity_token', 'access_token']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export interface Reported {
  error: unknown;
  context: ReportContext;
}

/** Collects what is reported until `stop()` (which puts the previous sink back). */
export function collectReports(): { reports: Reported[]; stop(): void } {
  const reports: Reported[] = [];
  const previous = setReporter((error, context) => reports.push({ error, context }));
  return { reports, stop: () => void setReporter(previous) };
}

/** Everything a reported failure carries, as text: its message, own properties, causes and context. */
export function reportedText({ error, context }: Reported): string {
  const parts: string[] = [JSON.stringify(context)];
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; depth += 1) {
    if (!(e instanceof Error)) {
      parts.push(String(e));
      break;
    }
    parts.push(e.name, e.message, ...Object.values(e).map((value) => (value instanceof Request ? `${value.url} ${[...value.headers].join(' ')}` : String(value))));
    e = e.cause;
  }
  return parts.join('\n');
}
