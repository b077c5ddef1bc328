/**
 * An element's named example states (`<tag>.examples.ts`) on the test page, shown the one way
 * every test of them shows them (the conformance loop, the parts check):
 *
 *   before(() => document.addEventListener('help-navigate', stayOnThisPage));
 *   beforeEach(resetPage);
 *   const { el, root } = await showExample('meter-read-form', example);
 *
 * The stand-ins' flags and faults, the page URL, the sign-in and any answers kept on the device
 * are set first; the element is then mounted and waited for until the state's words show.
 */
import type { ElementExample } from '../../src/platform/examples';
import { KEPT_STORAGE_KEY } from '../../src/store/kept-check';
import { textOf, waitFor } from './dom';
import { mountElement, setQueryDefaults } from './element';
import { signIn } from './session';
import { injectFault, setFlags } from './stand-ins';

/** No element may take the test page away (a signed-out deals page sends the customer to sign in). */
export const stayOnThisPage = (event: Event): void => event.preventDefault();

/**
 * The autoloader (src/define.ts) loads a tag's code once the tag appears in the document. It
 * appears here for a moment only: the autoloader still sees it, but it is gone before the tag
 * is defined, so it never starts (nor calls the stand-ins, using up the example's faults).
 */
async function defined(tag: string): Promise<void> {
  if (customElements.get(tag)) return;
  document.body.appendChild(document.createElement(tag)).remove();
  await waitFor(() => customElements.get(tag), { message: `<${tag}> to be defined` });
}

export async function showExample(tag: string, example: ElementExample): Promise<{ el: HTMLElement; root: ShadowRoot }> {
  // Failures show at once here: the retries themselves are the element's own tests' business.
  setQueryDefaults([], { retry: 0 });
  if (example.flags) await setFlags(example.flags);
  for (const fault of example.faults ?? []) await injectFault(fault);
  if (example.url) history.replaceState(null, '', example.url);
  if (example.signedIn) signIn(example.signedIn);
  if (example.kept) {
    const { draft, origin, lead } = example.kept;
    const kept = { key: crypto.randomUUID(), draftId: 'example', draft, origin, body: JSON.stringify(lead), keptAt: Date.now() };
    localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify([kept]));
  }
  await defined(tag);
  const { el, root } = await mountElement(tag as keyof HTMLElementTagNameMap, {
    attributes: example.attributes ?? {},
    waitForHeading: false,
  });
  if (example.sent) {
    const submit = await waitFor(() => root.querySelector<HTMLButtonElement>('button[type="submit"]'), { message: 'the submit button' });
    submit.click();
  }
  await waitFor(() => textOf(root).includes(example.shows), { message: `"${example.shows}"` });
  return { el, root };
}
