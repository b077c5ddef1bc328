/**
 * The configuration of signed-in customers: the token cookies' names, where
 * the access token is also kept, and the idle time-out. Read from the page's
 * #help-and-support-config (`session` key) with the same checks as the rest, but only by this
 * folder, so no anonymous element's first download carries it.
 */
import { merge, pageConfigInput, safeUrls, urlPolicyOf } from '../../config/config';

export interface SessionConfig {
  /** The identity-token cookie. */
  identityCookie: string;
  /** The access-token cookie. */
  accessCookie: string;
  /** The sessionStorage key the access token is also kept under. */
  accessTokenStorageKey: string;
  /** Where an idle customer is sent (/logout by default). */
  idleLogoutUrl: string;
  /** Idle time before the customer is signed out, in seconds (15 minutes by default). */
  idleTimeoutSeconds: number;
  /** How long before that the "Stay signed in" dialog opens, in seconds (WCAG 2.2.1: at least 2 minutes). */
  idleWarningSeconds: number;
}

export const defaultSessionConfig: SessionConfig = {
  identityCookie: 'identity_token',
  accessCookie: 'access_token',
  accessTokenStorageKey: 'access_token',
  idleLogoutUrl: '/logout',
  idleTimeoutSeconds: 15 * 60,
  idleWarningSeconds: 2 * 60,
};

/** The cookie check runs this often: every 30 seconds. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** Activity is noticed at most this often (debounced 500 ms). */
export const IDLE_DEBOUNCE_MS = 500;

export function parseSessionConfig(given: unknown): SessionConfig {
  const { session } = merge({ session: defaultSessionConfig }, given);
  // Held to the allow-list of the configuration given, not the page's.
  const checked = safeUrls(session, defaultSessionConfig, ['idleLogoutUrl'], 'session.', urlPolicyOf(given));
  const timeout = checked.idleTimeoutSeconds > 0 ? checked.idleTimeoutSeconds : defaultSessionConfig.idleTimeoutSeconds;
  // The warning never opens before the customer has been idle at all.
  const warning = Math.min(Math.max(checked.idleWarningSeconds, 0), timeout - 1);
  return { ...checked, idleTimeoutSeconds: timeout, idleWarningSeconds: warning };
}

const parsed = new WeakMap<object, SessionConfig>();

/** The session settings, read from the page configuration once per configuration. */
export function getSessionConfig(): SessionConfig {
  const given = pageConfigInput();
  let config = parsed.get(given);
  if (!config) parsed.set(given, (config = parseSessionConfig(given)));
  return config;
}
