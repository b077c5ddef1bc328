// @ts-check
/**
 * The control panel's sign-in switch and idle-time shortener.
 *
 * Sign-in goes through the stand-in authorisation endpoint (login_hint picks the customer and
 * skips its page) and sign-out through /identity/logout, both returning to this page. The
 * signed-in state is read from the two token cookies, named as the page configuration's
 * `session` key names them.
 *
 * The idle time-out is shortened with a cookie, help_demo_idle=<timeout>-<warning>: the demo
 * server writes it into the page configuration (session.idleTimeoutSeconds and
 * session.idleWarningSeconds) as it sends each page, so no script on the page sets it.
 */
import { announce, byId, pageConfig, withButton } from './panel-common.js';

const IDLE_COOKIE = 'help_demo_idle';
const AUTHORIZE_PATH = '/api/auth/authorize';
const LOGOUT_PATH = '/identity/logout';
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
const DEFAULT_WARNING_SECONDS = 2 * 60;

const signInState = byId('sign-in-state', HTMLElement);
const signInLive = byId('sign-in-live', HTMLAnchorElement);
const signInNew = byId('sign-in-new', HTMLAnchorElement);
const signInPage = byId('sign-in-page', HTMLAnchorElement);
const signOut = byId('sign-out', HTMLAnchorElement);
const idleState = byId('idle-state', HTMLElement);
const idleTimeout = byId('idle-timeout', HTMLInputElement);
const idleWarning = byId('idle-warning', HTMLInputElement);
const idleApply = byId('idle-apply', HTMLButtonElement);
const idleReset = byId('idle-reset', HTMLButtonElement);

/**
 * @param {unknown} value
 * @param {string} fallback
 */
const nameOr = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback);

/** The `session` settings of the page configuration, as far as the panel needs them. */
function sessionSettings() {
  const given = pageConfig().session;
  const session = /** @type {Record<string, unknown>} */ (typeof given === 'object' && given !== null ? given : {});
  const timeout = Number(session.idleTimeoutSeconds);
  const warning = Number(session.idleWarningSeconds);
  return {
    identityCookie: nameOr(session.identityCookie, 'identity_token'),
    accessCookie: nameOr(session.accessCookie, 'access_token'),
    idleTimeoutSeconds: timeout > 0 ? timeout : DEFAULT_TIMEOUT_SECONDS,
    idleWarningSeconds: warning >= 0 ? warning : DEFAULT_WARNING_SECONDS,
    shortened: hasCookie(IDLE_COOKIE),
  };
}

/** @param {string} name */
function hasCookie(name) {
  return document.cookie.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim() !== '';
  });
}

/** This page, as the place to come back to. */
const here = () => `${window.location.pathname}${window.location.search}`;

/** @param {string} [persona] login_hint: no page, signed in at once */
function authoriseUrl(persona) {
  const params = new URLSearchParams({
    response_type: 'token',
    client_id: 'help-and-support-web',
    redirect_uri: '/help-and-support/authorization-callback',
    state: here(),
  });
  if (persona) params.set('login_hint', persona);
  return `${AUTHORIZE_PATH}?${params}`;
}

function renderSignIn() {
  const { identityCookie, accessCookie } = sessionSettings();
  const identity = hasCookie(identityCookie);
  const access = hasCookie(accessCookie);
  const signedIn = identity && access;
  if (signedIn) signInState.textContent = `Signed in: the ${identityCookie} and ${accessCookie} cookies are set.`;
  else if (identity || access) signInState.textContent = `Half signed in: only the ${identity ? identityCookie : accessCookie} cookie is set, so the customer is signed out at the next check.`;
  else signInState.textContent = 'Signed out: the forms start empty.';
  for (const link of [signInLive, signInNew, signInPage]) {
    const item = link.closest('li');
    if (item) item.hidden = signedIn;
  }
  const signOutItem = signOut.closest('li');
  if (signOutItem) signOutItem.hidden = !(identity || access);
}

signInLive.href = authoriseUrl('live');
signInNew.href = authoriseUrl('new');
signInPage.href = authoriseUrl();
signOut.href = `${LOGOUT_PATH}?${new URLSearchParams({ return: here() })}`;

// The product signs out on its own (cookie check, idle time-out), so look again now and then.
renderSignIn();
setInterval(renderSignIn, 5000);
document.addEventListener('visibilitychange', renderSignIn);

// Idle time-out

/** @param {number} seconds */
function duration(seconds) {
  if (seconds % 60 === 0 && seconds >= 60) return `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function renderIdle() {
  const { idleTimeoutSeconds, idleWarningSeconds, shortened } = sessionSettings();
  const warningAt = Math.max(idleTimeoutSeconds - idleWarningSeconds, 0);
  idleState.textContent =
    `${shortened ? 'Shortened for this browser' : 'As configured'}: an idle customer is signed out after ${duration(idleTimeoutSeconds)}; ` +
    `"Stay signed in" opens after ${duration(warningAt)}.`;
  idleReset.hidden = !shortened;
}

/**
 * A whole number from an input, or null.
 * @param {HTMLInputElement} input
 */
function wholeNumber(input) {
  const text = input.value.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

idleApply.addEventListener('click', () =>
  withButton(idleApply, () => {
    const timeout = wholeNumber(idleTimeout);
    const warning = wholeNumber(idleWarning);
    if (timeout === null || timeout < 10 || timeout > 86400) {
      announce('Enter a time-out from 10 to 86400 seconds.', 'error');
      idleTimeout.focus();
      return;
    }
    if (warning === null || warning >= timeout) {
      announce('Enter a warning time shorter than the time-out.', 'error');
      idleWarning.focus();
      return;
    }
    document.cookie = `${IDLE_COOKIE}=${timeout}-${warning}; Path=/; SameSite=Lax`;
    window.location.reload();
  }),
);

idleReset.addEventListener('click', () =>
  withButton(idleReset, () => {
    document.cookie = `${IDLE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
    window.location.reload();
  }),
);

renderIdle();
