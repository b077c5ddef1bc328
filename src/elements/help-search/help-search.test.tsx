import { expect } from '@open-wc/testing';
import { CONFIG_ELEMENT_ID } from '../../config';
import { deepActiveElement, press, recordNavigations, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { inlineErrorOf, mountElement, resetPage, setQueryDefaults, summaryLinks } from '../../../test/helpers/element';
import { injectFault } from '../../../test/helpers/stand-ins';
import { CATEGORIES_LIST_PATH, categoriesQueryKey } from '../../api/content-pages/categories';
import { define } from './help-search.element';
import { searchPageUrl } from './help-search.data';

define();

const mount = (attributes: Record<string, string> = {}) => mountElement('help-search', { attributes, waitForHeading: false });
const ready = async (attributes: Record<string, string> = {}) => {
  const mounted = await mount(attributes);
  await waitFor(() => mounted.root.querySelector('input[name="q"]'), { message: 'the search box' });
  return mounted;
};
const box = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[name="q"]')!;
const searchButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

let navigations: ReturnType<typeof recordNavigations>;

/** Types into the box and presses Enter, as a customer does. */
async function searchFor(root: ShadowRoot, text: string): Promise<void> {
  await typeInto(box(root), text);
  await press('Enter');
}

/** Puts a long text in the box at once (typing 2000 keys would take minutes) and selects Search. */
function pasteAndSearch(root: ShadowRoot, text: string): void {
  box(root).value = text;
  searchButton(root).click();
}

const summaryShown = (root: ShadowRoot) => waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });

describe('<help-search>', () => {
  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
  });
  afterEach(() => {
    navigations.stop();
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  });
  after(resetPage);

  it('shows the labelled box with its hint and the Search button, as a section of the page, without taking focus', async () => {
    const title = document.title;
    const { el, root } = await ready();
    const heading = root.querySelector('h2')!;
    expect(textOf(heading)).to.equal('Search Help & Support');
    expect(root.querySelector('h1')).to.equal(null);
    const label = heading.querySelector('label')!;
    expect(label.htmlFor).to.equal(box(root).id);
    expect(box(root).type).to.equal('search');
    expect(box(root).getAttribute('maxlength'), 'a longer text is told, not cut').to.equal(null);
    const hint = root.getElementById(box(root).getAttribute('aria-describedby')!)!;
    expect(textOf(hint)).to.equal('For example, meter reading or moving home');
    expect(textOf(searchButton(root))).to.equal('Search');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('role')).to.equal('search');
    expect(root.getElementById(form.getAttribute('aria-labelledby')!)).to.equal(label);
    expect(document.activeElement).not.to.equal(el);
    expect(document.title).to.equal(title);
    await expect(el).to.be.accessible();
  });

  it("goes to the search page with the encoded text and the page's path, announced with a cancelable help-navigate [both runtimes]", async () => {
    const { root } = await ready();
    const startUrl = location.href;
    await searchFor(root, 'meter reading');
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate' });
    expect(navigations.paths).to.deep.equal([`/search?q=meter%20reading&initiated=${location.pathname}`]);
    expect(navigations.events[0]!.cancelable).to.equal(true);
    expect(navigations.events[0]!.bubbles && navigations.events[0]!.composed).to.equal(true);
    // The host prevented it: the page stays where it is.
    expect(location.href).to.equal(startUrl);
    expect(root.querySelector('.help-error-summary')).to.equal(null);
  });

  it('says which Help & Support page the search was made from', async () => {
    history.replaceState(null, '', '/help-and-support/bills-and-payments');
    const { root } = await ready();
    await searchFor(root, 'direct debit');
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate' });
    expect(navigations.paths).to.deep.equal(['/search?q=direct%20debit&initiated=/help-and-support/bills-and-payments']);
  });

  it('trims the text and encodes every character a query would misread', async () => {
    const { root } = await ready();
    await searchFor(root, '  gas & electricity? 100% #1 +a/b  ');
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate' });
    expect(navigations.paths[0]).to.equal(`/search?q=gas%20%26%20electricity%3F%20100%25%20%231%20%2Ba%2Fb&initiated=${location.pathname}`);
    expect(new URL(navigations.paths[0]!, location.origin).searchParams.get('q')).to.equal('gas & electricity? 100% #1 +a/b');
  });

  it('goes to the configured search page on the main site', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CONFIG_ELEMENT_ID;
    script.textContent = JSON.stringify({ allowedOrigins: ['https://www.example.test'], mainSiteUrl: 'https://www.example.test', searchPageUrl: '/search?site=help' });
    document.head.append(script);
    history.replaceState(null, '', '/help-and-support/meters');
    const { root } = await ready();
    await searchFor(root, 'smart meter');
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate' });
    expect(navigations.paths).to.deep.equal(['https://www.example.test/search?site=help&q=smart%20meter&initiated=/help-and-support/meters']);
  });

  it('without a search term shows "There is a problem" and the inline message, focused, and goes nowhere [both runtimes]', async () => {
    const { el, root } = await ready();
    searchButton(root).click();
    const summary = await summaryShown(root);
    expect(textOf(summary.querySelector('h2')!)).to.equal('There is a problem');
    expect(summaryLinks(root)).to.deep.equal(['Enter a search term']);
    expect(inlineErrorOf(root, box(root))).to.equal('Error: Enter a search term');
    expect(box(root).getAttribute('aria-invalid')).to.equal('true');
    expect(root.querySelector('.help-search__group--error')).not.to.equal(null);
    await waitFor(() => deepActiveElement() === summary, { message: 'focus on the summary' });
    expect(navigations.events).to.have.length(0);
    await expect(el).to.be.accessible();

    // The summary's link takes the customer to the box.
    summary.querySelector('a')!.click();
    expect(deepActiveElement()).to.equal(box(root));
  });

  it('allows 2000 characters and refuses 2001 with the GOV.UK message', async () => {
    const { el, root } = await ready();
    pasteAndSearch(root, 'a'.repeat(2001));
    await summaryShown(root);
    expect(summaryLinks(root)).to.deep.equal(['Search term must be 2,000 characters or less']);
    expect(inlineErrorOf(root, box(root))).to.equal('Error: Search term must be 2,000 characters or less');
    expect(box(root).value, 'the text is kept to be shortened').to.have.length(2001);
    expect(navigations.events).to.have.length(0);
    await expect(el).to.be.accessible();

    pasteAndSearch(root, 'a'.repeat(2000));
    await waitFor(() => navigations.events.length === 1, { message: 'help-navigate' });
    expect(navigations.paths[0]).to.equal(`/search?q=${'a'.repeat(2000)}&initiated=${location.pathname}`);
    expect(root.querySelector('.help-error-summary'), 'the error goes once the search is sent').to.equal(null);
    expect(inlineErrorOf(root, box(root))).to.equal(undefined);
  });

  it('takes focus back to the summary on each failed search [all engines] [both runtimes]', async () => {
    const { root } = await ready();
    searchButton(root).click();
    const first = await summaryShown(root);
    await waitFor(() => deepActiveElement() === first, { message: 'focus on the summary' });
    box(root).focus();
    await press('Enter');
    await waitFor(() => deepActiveElement()?.classList.contains('help-error-summary'), { message: 'focus on the summary again' });
  });

  it('works with the keyboard alone: Tab reaches the box, then Search; Enter on either searches [all engines] [both runtimes]', async () => {
    const { root } = await ready();
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.prepend(before);
    try {
      before.focus();
      await press('Tab');
      expect(deepActiveElement()).to.equal(box(root));
      await typeInto(box(root), 'tariff');
      await press('Tab');
      expect(deepActiveElement()).to.equal(searchButton(root));
      await press('Enter');
      await waitFor(() => navigations.events.length === 1, { message: 'help-navigate from the button' });
      box(root).focus();
      await press('Enter');
      await waitFor(() => navigations.events.length === 2, { message: 'help-navigate from the box' });
      expect(navigations.paths).to.deep.equal([0, 1].map(() => `/search?q=tariff&initiated=${location.pathname}`));
    } finally {
      before.remove();
    }
  });

  it('as the page (owns-page), is its h1 and sets the title and description', async () => {
    const { el, root } = await ready({ 'owns-page': '' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Search Help & Support');
    expect(root.querySelector('h1 label')).not.to.equal(null);
    await waitFor(() => document.title === 'Search - Help & Support', { message: 'the title' });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal(
      'Search Help & Support for answers about your energy account, bills, meters and home services.',
    );
    await expect(el).to.be.accessible();
  });

  describe('suggestions in the words customers use', () => {
    const options = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
    const titles = (root: ShadowRoot) => options(root).map((option) => textOf(option.querySelector('.help-search__option-title')!));
    const status = (root: ShadowRoot) => textOf(root.querySelector('[role="status"]')!);
    const suggested = (root: ShadowRoot, what: string) =>
      waitFor(() => options(root).length > 0 && status(root) !== '', { message: `suggestions for ${what}` });

    it('typing "someone has died" suggests the bereavement page first; Enter on it goes there [both runtimes]', async () => {
      const { el, root } = await ready();
      await typeInto(box(root), 'someone has died');
      await suggested(root, '"someone has died"');
      expect(titles(root)[0]).to.equal('Bereavement');
      await expect(el).to.be.accessible();
      await press('ArrowDown');
      await press('Enter');
      await waitFor(() => navigations.paths.length === 1, { message: 'help-navigate' });
      expect(navigations.paths).to.deep.equal(['/help-and-support/probate']);
    });

    it('a phrase that matches nothing offers the most asked pages and contact us, and says so', async () => {
      const { el, root } = await ready();
      await typeInto(box(root), 'qwzx plover');
      await suggested(root, 'a phrase that matches nothing');
      expect(titles(root)).to.deep.equal(['Submit a meter reading', 'Bills and payments', 'Struggling to pay', 'Emergencies', 'Contact us']);
      expect(status(root)).to.equal('No matching pages. 5 popular pages suggested instead');
      expect(root.querySelector('[role="listbox"]')!.getAttribute('aria-label')).to.equal('Popular help pages');
      await expect(el).to.be.accessible();
    });

    it('when the categories list cannot be loaded, still suggests the pages outside it', async () => {
      setQueryDefaults(categoriesQueryKey, { retry: 0 });
      await injectFault({ service: 'content', status: 500, until: 'cleared', path: `/aem6/${CATEGORIES_LIST_PATH}` });
      const { el, root } = await ready();
      await typeInto(box(root), 'someone has died');
      await suggested(root, '"someone has died" without the list');
      expect(titles(root)).to.deep.equal(['Bereavement']);
      await press('Escape');
      await press('Escape');
      await typeInto(box(root), 'qwzx plover');
      await waitFor(() => titles(root).length === 2, { message: 'the most asked pages outside the list' });
      expect(titles(root)).to.deep.equal(['Submit a meter reading', 'Contact us']);
      await expect(el).to.be.accessible();
    });
  });

  it('keeps the box and the button on one line at 320px [all engines]', async () => {
    const { el, root } = await ready();
    el.style.width = '320px';
    const top = (node: Element) => Math.round(node.getBoundingClientRect().top);
    expect(top(box(root))).to.equal(top(searchButton(root)));
    expect(el.scrollWidth).to.be.lessThanOrEqual(320);
    el.style.width = '';
  });
});

describe('searchPageUrl', () => {
  it('builds /search?q={encoded text}&initiated={path}', () => {
    expect(searchPageUrl('bill', '/help-and-support')).to.equal('/search?q=bill&initiated=/help-and-support');
    expect(searchPageUrl('a b', '/p&q=1')).to.equal('/search?q=a%20b&initiated=/p%26q%3D1');
  });
});
