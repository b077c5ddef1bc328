// @ts-check
/**
 * An element's example on its demo page (/elements/<tag>/<n>, demo/element-pages.mjs): sets up
 * the example's state as the tests do (test/helpers/examples.ts), then adds the element and loads
 * its script, so that its first requests already meet that state. The state stays set on the
 * stand-ins afterwards (the control panel shows it; "Clear faults" there clears the faults).
 * An example that is `sent` shows its form as it opens: press its button to send it.
 */

/**
 * @typedef {object} DemoExample
 * @property {string} tag
 * @property {string} script
 * @property {import('../../src/platform/examples').ElementExample} example
 * @property {string} keptStorageKey
 * @property {{ identity: string, access: string }} cookies
 */

const data = /** @type {DemoExample} */ (JSON.parse(document.getElementById('demo-example')?.textContent ?? 'null'));

/**
 * A call to the stand-ins' control (/__stub/, this origin only).
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function stub(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

/** @param {number} bytes */
const randomHex = (bytes) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function showExample() {
  const { tag, script, example, keptStorageKey, cookies } = data;
  // Faults left by another example would be used up by this one's requests.
  await stub('DELETE', '/__stub/faults');
  if (example.flags) await stub('POST', '/__stub/flags', example.flags);
  for (const fault of example.faults ?? []) await stub('POST', '/__stub/faults', fault);
  if (example.url) history.replaceState(null, '', new URL(example.url, location.href));
  if (example.signedIn) {
    // The token cookies the stand-in sign-in sets for that demo customer.
    document.cookie = `${cookies.identity}=demo-identity.${example.signedIn}.${randomHex(12)}; Path=/; SameSite=Lax`;
    document.cookie = `${cookies.access}=demo-access.${example.signedIn}.${randomHex(12)}; Path=/; SameSite=Lax`;
  }
  if (example.kept) {
    const { draft, origin, lead } = example.kept;
    const kept = { key: crypto.randomUUID(), draftId: 'example', draft, origin, body: JSON.stringify(lead), keptAt: Date.now() };
    localStorage.setItem(keptStorageKey, JSON.stringify([kept]));
  }
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(example.attributes ?? {})) element.setAttribute(name, value);
  document.getElementById('main')?.append(element);
  await import(script);
}

if (data) {
  showExample().catch((error) => {
    const note = document.createElement('p');
    note.className = 'demo-error';
    note.textContent = `The example could not be set up: ${error instanceof Error ? error.message : String(error)}`;
    document.getElementById('main')?.append(note);
  });
}
