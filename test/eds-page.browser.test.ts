/**
 * The demo's Edge Delivery pages (demo/eds-pages.mjs): each block of the built dist/eds/ on a
 * page whose markup is what Edge Delivery delivers from an author's document, decorated and
 * loaded by the demo's stand-in for aem.js, under the demo's strict policy. Each block must
 * become its element, with the settings its table gave, and the element must start there from
 * the folder's own files. Needs dist/eds/ built (`npm run build`).
 */
import { expect } from '@open-wc/testing';
import { textOf, waitFor } from './helpers/dom';
import { closeAemPage, headingShown, openAemPage, settle } from './helpers/aem';
import { signIn, signOut } from './helpers/session';
import { resetStandIns } from './helpers/stand-ins';
import { ELEMENT_FOLDERS } from './elements.generated';

/** A block's page on the demo (the app's is its base path), as demo/eds-pages.mjs serves it. */
const edsPageOf = (tag: string) => (tag === 'help-and-support' ? '/eds/help-and-support/' : `/eds/${tag}`);

/**
 * What each sample table (demo/eds-pages.mjs, EDS_SAMPLES) sets, as the author wrote it: labels
 * in words ("Draft key", "Owns page"), "yes" for on. Every sample but the app's says "Owns page | yes".
 */
const EXPECTED_ATTRIBUTES: Record<string, Record<string, string>> = {
  // The app always routes by the page's address and owns its page: its block has no such rows.
  'help-and-support': { 'base-path': '/eds/help-and-support/', 'with-header': '' },
  'help-article': { category: 'meters', article: 'how-to-read-your-meter', 'owns-page': '' },
  'help-category': { category: 'meters', 'owns-page': '' },
  'meter-read-form': { 'draft-key': 'eds', 'owns-page': '' },
  'complaint-journey': { 'draft-key': 'eds', 'owns-page': '' },
  'feedback-journey': { 'draft-key': 'eds', 'owns-page': '' },
};
const expectedAttributes = (tag: string) => EXPECTED_ATTRIBUTES[tag] ?? { 'owns-page': '' };

const attributesOf = (element: Element) => Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));

describe('the Edge Delivery page: every element from its block [all engines]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    closeAemPage();
    signOut();
    await resetStandIns();
  });

  for (const { tag } of ELEMENT_FOLDERS) {
    it(`<${tag}> from its block's table`, async () => {
      // The deals are for signed-in customers; anyone else is sent to sign in.
      if (tag === 'help-deals') signIn('live');
      const { win, doc } = await openAemPage(edsPageOf(tag));

      // The block as aem.js leaves it once loaded: the element alone in place of its table.
      const block = await waitFor(() => doc.querySelector<HTMLElement>(`div.${tag}.block[data-block-status="loaded"]`), { message: `the ${tag} block loaded` });
      expect(block.children.length, 'what the block holds').to.equal(1);
      const element = block.firstElementChild!;
      expect(element.localName).to.equal(tag);
      expect(attributesOf(element), 'the attributes its table set').to.deep.equal(expectedAttributes(tag));
      // The section showed with the block's stylesheet in: the element's place held from its first frame.
      const sheet = [...doc.styleSheets].find((each) => each.href && new URL(each.href).pathname === `/eds/blocks/${tag}/${tag}.css`);
      expect(sheet, "the block's stylesheet").not.to.equal(undefined);
      expect([...sheet!.cssRules].some((rule) => rule.cssText.startsWith(tag) && /min-height/.test(rule.cssText)), `the place of <${tag}> in it`).to.equal(true);

      const root = await waitFor(() => element.shadowRoot, { message: `<${tag}>'s shadow root` });
      const heading = await headingShown(root, tag);
      if (tag === 'help-category' || tag === 'help-article') expect(textOf(root.querySelector('h1') ?? heading), "the table's category").to.match(tag === 'help-category' ? /^Meters$/ : /read your meter/i);
      expect(root.querySelector('.help-fallback'), `<${tag}> failed to start`).to.equal(null);
      await settle(win);

      // Its code came from the folder: the block's script, then the element's from scripts/help-and-support/.
      const scripts = win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
      expect(scripts, "the block's script").to.include(`/eds/blocks/${tag}/${tag}.js`);
      expect(scripts, "the element's entry script").to.include(`/eds/scripts/help-and-support/elements/${tag}.js`);
      expect(scripts.filter((path) => !path.startsWith('/eds/') && path !== '/__host/probe.js'), 'scripts from elsewhere').to.deep.equal([]);
      expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
      expect(win.__host.errors, 'errors').to.deep.equal([]);
      expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
      // Nothing moved on screen while the section showed and the element came in (engines that
      // report layout shifts), within the render budget's cumulative layout shift (docs/budgets.md).
      if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
        const { shifts } = win.__host;
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0), `cumulative layout shift: ${JSON.stringify(shifts)}`).to.be.at.most(0.01);
      }
    });
  }
});

describe('the Edge Delivery index page [all engines]', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    closeAemPage();
    await resetStandIns();
  });

  it('shows two blocks of one page, each its element: the search box and the category its table names', async () => {
    const { win, doc } = await openAemPage('/eds/');
    await waitFor(() => doc.body.dataset.pageStatus === 'loaded', { message: 'every section loaded' });
    expect([...doc.querySelectorAll('main .block')].map((block) => block.firstElementChild?.localName)).to.deep.equal(['help-search', 'help-category']);
    const category = doc.querySelector('help-category')!;
    expect(attributesOf(category), 'from “Category | meters”').to.deep.equal({ category: 'meters' });
    const root = await waitFor(() => category.shadowRoot, { message: "<help-category>'s shadow root" });
    expect(textOf(await headingShown(root, 'help-category'))).to.equal('Meters');
    await settle(win);
    // Not the page's owner there: the page keeps its own title.
    expect(doc.title).to.equal('Help & Support blocks - an Edge Delivery page');
    expect(win.__host.violations, 'CSP violations').to.deep.equal([]);
    expect(win.__host.errors, 'errors').to.deep.equal([]);
    expect(win.__host.reports, 'failures the elements reported').to.deep.equal([]);
  });
});
