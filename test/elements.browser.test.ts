/**
 * Conformance: every element folder under src/elements/ (test/elements.generated.ts lists
 * them) registers through the autoloader with an open shadow root, has a README, and shows
 * each of its named example states with no axe violations. `npm test` also runs
 * `scripts/elements.mjs --check`, which checks each folder's files, its manifest entry and
 * that every event it fires is typed.
 */
import { expect } from '@open-wc/testing';
import '../src/define';
import { textOf, waitFor } from './helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from './helpers/element';
import { signIn } from './helpers/session';
import { KEPT_STORAGE_KEY } from '../src/store/kept-check';
import { injectFault, setFlags } from './helpers/stand-ins';
import { ELEMENT_FOLDERS } from './elements.generated';

const folders = await Promise.all(ELEMENT_FOLDERS.map(async ({ tag, examples }) => ({ tag, examples: (await examples()).examples })));

/** No element may take the test page away (a signed-out deals page sends the customer to sign in). */
const stayOnThisPage = (event: Event) => event.preventDefault();

for (const { tag, examples } of folders) {
  describe(`<${tag}> conformance`, () => {
    before(() => document.addEventListener('help-navigate', stayOnThisPage));
    beforeEach(resetPage);
    after(async () => {
      document.removeEventListener('help-navigate', stayOnThisPage);
      await resetPage();
    });

    // The first test here to put the tag on the page, so the autoloader defines it for the others:
    // in the engines tier too, or the examples below wait for a definition that never comes.
    it('registers through the autoloader, with an open shadow root [all engines]', async () => {
      const el = document.createElement(tag);
      document.body.append(el);
      await waitFor(() => customElements.get(tag), { message: `<${tag}> to be defined` });
      expect(el.shadowRoot?.mode).to.equal('open');
      el.remove();
    });

    it('has a README', async () => {
      const response = await fetch(`/src/elements/${tag}/README.md`);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.contain(`<${tag}>`);
    });

    it('has named example states', () => {
      expect(examples.length).to.be.greaterThan(0);
    });

    for (const example of examples) {
      it(`shows "${example.name}" with no axe violations [all engines]`, async () => {
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
        await waitFor(() => customElements.get(tag), { message: `<${tag}> to be defined` });
        const { el, root } = await mountElement(tag as keyof HTMLElementTagNameMap, {
          attributes: example.attributes ?? {},
          waitForHeading: false,
        });
        await waitFor(() => textOf(root).includes(example.shows), { message: `"${example.shows}"` });
        await expect(el).to.be.accessible();
      });
    }
  });
}
