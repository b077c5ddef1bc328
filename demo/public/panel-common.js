// @ts-check
/**
 * What the control panel's modules share: finding its elements, the status line, and calls to
 * the stand-ins' /__stub/ endpoints (plain JSON, same origin).
 */

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
export function byId(id, type) {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The control panel is missing #${id}.`);
  return element;
}

/**
 * @param {string} message
 * @param {'info' | 'error'} [tone]
 */
export function announce(message, tone = 'info') {
  const statusLine = byId('control-status', HTMLElement);
  statusLine.dataset.tone = tone;
  statusLine.textContent = message;
}

/**
 * Calls a /__stub/ endpoint with plain JSON.
 * @param {string} path
 * @param {{ method?: string, body?: unknown }} [options]
 * @returns {Promise<unknown>}
 */
export async function stub(path, options = {}) {
  const { method = 'GET', body } = options;
  /** @type {RequestInit} */
  const init = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/** @param {unknown} error */
export function reportFailure(error) {
  const reason = error instanceof Error ? error.message : String(error);
  announce(`The stand-in services did not answer as expected (${reason}). Is the demo server running?`, 'error');
}

/**
 * Runs an action with its button disabled, reporting failures in the status line.
 * @param {HTMLButtonElement} button
 * @param {() => Promise<void> | void} action
 */
export async function withButton(button, action) {
  button.disabled = true;
  try {
    await action();
  } catch (error) {
    reportFailure(error);
  } finally {
    button.disabled = false;
  }
}

/**
 * The page's configuration JSON (#help-and-support-config), or {} without one.
 * @returns {Record<string, unknown>}
 */
export function pageConfig() {
  try {
    const value = JSON.parse(document.getElementById('help-and-support-config')?.textContent ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
