// @ts-check
/**
 * Settings the control panel gives the demo pages without any script on them (the pages run
 * under DEMO_CSP, so no inline script may set a value): the panel sets a cookie and reloads,
 * and the server writes the setting into the page's configuration JSON
 * (`<script type="application/json" id="help-and-support-config">`) as it sends the page.
 *
 *   help_demo_idle=<timeout>-<warning>   session.idleTimeoutSeconds and
 *                                        session.idleWarningSeconds, e.g. 60-30
 */

/** The cookie the control panel's idle-time shortener sets. */
export const IDLE_COOKIE = 'help_demo_idle';

/** A time-out the panel may set: from 10 seconds to a day. */
const TIMEOUT_RANGE = { min: 10, max: 86_400 };

const CONFIG_BLOCK = /(<script type="application\/json" id="help-and-support-config">)([\s\S]*?)(<\/script>)/;

/**
 * The idle settings a Cookie header asks for, or null when it asks for none (or for
 * something out of range).
 * @param {string | undefined} cookieHeader
 * @returns {{ idleTimeoutSeconds: number, idleWarningSeconds: number } | null}
 */
export function idleSettingsFrom(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = pair.split('=').map((part) => part.trim());
    if (name !== IDLE_COOKIE) continue;
    const match = /^(\d{1,6})-(\d{1,6})$/.exec(value);
    if (!match) return null;
    const idleTimeoutSeconds = Number(match[1]);
    const idleWarningSeconds = Number(match[2]);
    if (idleTimeoutSeconds < TIMEOUT_RANGE.min || idleTimeoutSeconds > TIMEOUT_RANGE.max) return null;
    if (idleWarningSeconds >= idleTimeoutSeconds) return null;
    return { idleTimeoutSeconds, idleWarningSeconds };
  }
  return null;
}

/**
 * The page with the control panel's settings written into its configuration JSON; the page
 * as it is when nothing is asked, or it has no configuration (or one that is not JSON).
 * @param {string} html
 * @param {string | undefined} cookieHeader
 */
export function withPageSettings(html, cookieHeader) {
  const idle = idleSettingsFrom(cookieHeader);
  if (!idle) return html;
  const block = CONFIG_BLOCK.exec(html);
  if (!block) return html;
  /** @type {unknown} */
  let config;
  try {
    config = JSON.parse(block[2] ?? '');
  } catch {
    return html;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return html;
  const given = /** @type {Record<string, unknown>} */ (config);
  const session = typeof given.session === 'object' && given.session !== null ? given.session : {};
  // '<' escaped, so nothing in the JSON can close the script element.
  const json = JSON.stringify({ ...given, session: { ...session, ...idle } }, null, 2).replace(/</g, '\\u003c');
  return html.replace(CONFIG_BLOCK, (_all, open, _json, close) => `${open}\n${json}\n${close}`);
}
