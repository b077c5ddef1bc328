/**
 * Every link keeps at least 4.5:1 contrast against what is behind it in every state (WCAG 1.4.3):
 * not hovered, hovered, pressed, visited and focused by keyboard. The header's links sit on the
 * brand's dark bands and the gas emergency line's yellow, the page's links on white and panels.
 * The states are read from the stylesheets each element adopted (test/helpers/contrast.ts).
 */
import { expect } from '@open-wc/testing';
import '../src/define';
import { contrastRatio, linkContrasts, linksUnder } from './helpers/contrast';
import { waitFor } from './helpers/dom';
import { mountElement, resetPage } from './helpers/element';
import { showExample, stayOnThisPage } from './helpers/examples';
import { ELEMENT_FOLDERS } from './elements.generated';

const folders = await Promise.all(ELEMENT_FOLDERS.map(async ({ tag, examples }) => ({ tag, examples: (await examples()).examples })));

const AA = 4.5;

/** The app at a page of the area, with its header, once the header's links have come. */
async function openApp(path: string) {
  history.replaceState(null, '', `/help-and-support${path}`);
  await defined('help-and-support');
  const { el, root } = await mountElement('help-and-support', { attributes: { 'with-header': '' } });
  el.addEventListener('help-navigate', (event) => event.preventDefault());
  await waitFor(() => root.querySelector('.site-header__quick a'), { message: "the header's quick links" });
  return root;
}

/** The autoloader defines a tag once it appears in the document (as test/helpers/examples.ts). */
async function defined(tag: string): Promise<void> {
  if (customElements.get(tag)) return;
  document.body.appendChild(document.createElement(tag)).remove();
  await waitFor(() => customElements.get(tag), { message: `<${tag}> to be defined` });
}

const linksIn = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];

describe('link contrast [all engines]', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('reads the ratio as WCAG counts it', () => {
    expect(contrastRatio([255, 255, 255, 1], [0, 0, 0, 1])).to.equal(21);
    expect(contrastRatio([0x1d, 0x5f, 0xa8, 1], [0xff, 0xff, 0xff, 1])).to.be.closeTo(6.45, 0.01);
  });

  it("keeps the header's links at 4.5:1 or more when hovered, pressed, visited or focused", async () => {
    const root = await openApp('/');
    const header = root.querySelector('.site-header')!;
    const quick = linksIn(header, '.site-header__quick a');
    expect(quick.length, 'quick links').to.be.greaterThan(2);
    expect(linksUnder(linksIn(header, 'a'), AA)).to.deep.equal([]);
    // The quick links: white on the brand's blue, and so when hovered.
    for (const link of quick) {
      const [normal, hover] = linkContrasts(link, ['normal', 'hover']);
      expect(hover!.colour, `"${link.textContent}" hovered`).to.equal(normal!.colour);
    }
  });

  it("keeps the page's own links at 4.5:1 or more in every state", async () => {
    const root = await openApp('/');
    const content = linksIn(root, '.help-root > .site-header ~ * a');
    expect(content.length, 'links on the help home').to.be.greaterThan(5);
    expect(linksUnder(content, AA)).to.deep.equal([]);
  });

  it('keeps the links of a page with a dark header at 4.5:1 or more in every state', async () => {
    const root = await openApp('/bills-and-payments');
    await waitFor(() => root.querySelector('.hc-hero a'), { message: "the dark header's cards" });
    expect(linksUnder(linksIn(root, '.help-root > .site-header ~ * a'), AA)).to.deep.equal([]);
  });

  describe("every element's example states", () => {
    before(() => document.addEventListener('help-navigate', stayOnThisPage));
    after(() => document.removeEventListener('help-navigate', stayOnThisPage));

    for (const { tag, examples } of folders) {
      it(`<${tag}>: every link at 4.5:1 or more in every state`, async () => {
        const under: string[] = [];
        for (const example of examples) {
          await resetPage();
          const { root } = await showExample(tag, example);
          under.push(...linksUnder(linksIn(root, 'a[href]'), AA).map((found) => `${example.name}: ${found}`));
        }
        expect(under).to.deep.equal([]);
      });
    }
  });
});
