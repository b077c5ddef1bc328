/**
 * Conformance: every element folder under src/elements/ (test/elements.generated.ts lists
 * them) registers through the autoloader with an open shadow root, has a README, and shows
 * each of its named example states with no axe violations and no part that its manifest entry
 * (custom-elements.json, built from the source) leaves out. `npm test` also runs
 * `scripts/elements.mjs --check`, which checks each folder's files, its manifest entry and
 * that every event it fires is typed.
 */
import { expect } from '@open-wc/testing';
import '../src/define';
import { waitFor } from './helpers/dom';
import { resetPage } from './helpers/element';
import { showExample, stayOnThisPage } from './helpers/examples';
import type { ElementExample } from '../src/platform/examples';
import { ELEMENT_FOLDERS } from './elements.generated';

/** The parts a host page can style now: every `part` name in the element's own shadow tree. */
const partsShown = (root: ShadowRoot): string[] =>
  [...new Set([...root.querySelectorAll('[part]')].flatMap((node) => (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean)))].sort();

/**
 * Each element's parts as the package's manifest declares them (the test server builds them from
 * the source, seconds of its time), fetched while the examples load.
 */
const [manifestParts, folders] = await Promise.all([
  fetch('/__manifest/parts.json').then((response) => response.json() as Promise<Record<string, string[]>>),
  Promise.all(ELEMENT_FOLDERS.map(async ({ tag, examples }) => ({ tag, examples: (await examples()).examples }))),
]);

/**
 * The states that pass through what the lean runtime does in React's place, shown on both: a
 * failure's fallback, the error summary, answers kept from an earlier visit.
 */
const onBothRuntimes = (example: ElementExample) => Boolean(example.faults?.length || example.sent || example.kept);

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
    it('registers through the autoloader, with an open shadow root [all engines] [both runtimes]', async () => {
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
      it(`shows "${example.name}" with no axe violations, and only parts its manifest declares [all engines]${onBothRuntimes(example) ? ' [both runtimes]' : ''}`, async () => {
        const { el, root } = await showExample(tag, example);
        await expect(el).to.be.accessible();
        const undeclared = partsShown(root).filter((part) => !(manifestParts[tag] ?? []).includes(part));
        expect(undeclared, `parts <${tag}> shows that custom-elements.json does not declare (add "@csspart name - description" to the component that renders them)`).to.deep.equal([]);
      });
    }
  });
}
