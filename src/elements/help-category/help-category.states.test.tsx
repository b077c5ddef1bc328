/**
 * <help-category>: the spinner while the categories list loads, a failed list and "Try again",
 * unknown categories, the page title and description, the ways out of the page (each announced
 * with a cancelable help-navigate) and the keyboard.
 */
import { expect } from '@open-wc/testing';
import { pressShiftTab } from '../../../test/helpers/engine';
import { CATEGORIES_LIST_PATH, categoriesQueryKey, type RemoteCategory } from '../../api/content-pages/categories';
import { getQueryClient } from '../../api/query-client';
import { CONFIG_ELEMENT_ID } from '../../config';
import { deepActiveElement, press, recordNavigations, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, injectFault, pendingFaults } from '../../../test/helpers/stand-ins';
import { define } from './help-category.element';
import { HELP_CATEGORY_PATHS, helpCategoryRoutes, prefetchCategoryPage } from './help-category.routes';
import { categoryView } from './help-category.views';
import styles from './help-category.styles.css';

define();

/** Whether a node matches (a yes or no: chai would print a whole element on failure). */
const has = (node: ParentNode, selector: string) => node.querySelector(selector) !== null;

const mount = (attributes: Record<string, string>, waitForHeading = true) => mountElement('help-category', { attributes, waitForHeading });
const linkNamed = (root: ShadowRoot, text: string) => [...root.querySelectorAll('a')].find((a) => textOf(a) === text)!;
const buttonNamed = (root: ShadowRoot, text: string) => [...root.querySelectorAll('button')].find((button) => textOf(button) === text)!;

/** The categories list's address on the content server (the stand-in's path). */
const LIST_PATH = `/aem6/${CATEGORIES_LIST_PATH}`;

const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('<help-category> states', () => {
  const startTitle = document.title;
  let navigations: ReturnType<typeof recordNavigations>;
  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
  });
  afterEach(() => {
    navigations.stop();
    document.title = startTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  });
  after(resetPage);

  it('has one route, /:category, starting the categories list and the layout with its chunk and bringing its styles', async () => {
    expect(helpCategoryRoutes).to.have.length(1);
    expect(helpCategoryRoutes[0].path).to.equal(HELP_CATEGORY_PATHS.category);
    expect(HELP_CATEGORY_PATHS.category).to.equal('/:category');
    expect(helpCategoryRoutes[0].prefetch).to.equal(prefetchCategoryPage);
    getQueryClient().removeQueries({ queryKey: categoriesQueryKey });
    helpCategoryRoutes[0].prefetch!({ category: 'smart-home' });
    expect(getQueryClient().getQueryState(categoriesQueryKey)?.fetchStatus, 'the categories list').to.equal('fetching');
    await waitFor(() => categoryView('smart-home')?.loaded, { message: 'the list layout' });
    // Emergencies' layout starts the same way; a name that is not a category has none.
    getQueryClient().removeQueries({ queryKey: categoriesQueryKey });
    helpCategoryRoutes[0].prefetch!({ category: 'emergencies' });
    await waitFor(() => categoryView('emergencies')?.loaded, { message: 'the emergencies layout' });
    expect(categoryView('not-a-category')).to.equal(undefined);
    await helpCategoryRoutes[0].screen.load();
    expect(helpCategoryRoutes[0].screen.styles).to.deep.equal([styles]);
  });

  it('shows a spinner in the space the page will take while the categories list loads, then the page [all engines] [both runtimes]', async () => {
    const content = holdRequests('/aem6/content/');
    const { el, root } = await mount({ category: 'meters' }, false);
    const spinner = await waitFor(() => root.querySelector('.hc-pending [role="status"]'), { message: 'the spinner' });
    expect(textOf(spinner)).to.equal('Loading Meters help');
    // Exactly the place the element holds (and a host page's `:not(:defined)` rule): nothing jumps.
    expect(el.getBoundingClientRect().height).to.equal(800);
    expect(has(root, 'h1'), 'h1').to.equal(false);
    await expect(el).to.be.accessible();
    content.release();
    await waitFor(() => root.querySelector('h1'), { message: 'the page' });
    expect(has(root, '[role="status"]'), '[role="status"]').to.equal(false);
    expect(textOf(root.querySelector('h1')!)).to.equal('Meters');
  });

  it('says so when the categories list cannot be loaded, never blank, and "Try again" brings the page [all engines] [both runtimes]', async () => {
    setQueryDefaults(categoriesQueryKey, { retry: 0 });
    // The list fails until the faults are cleared below, however many requests the page makes
    // meanwhile (a count ran out on a busy machine, and the second try loaded).
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: LIST_PATH });
    const { el, root } = await mount({ category: 'bills-and-payments' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Bills and payments');
    const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the error banner' });
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(textOf(banner.querySelector('h2')!)).to.equal('This page did not load');
    // The server failed, not the customer's connection: the page says it is our problem.
    expect(textOf(banner.querySelector('p')!)).to.equal("We're having technical problems at the moment, so the help for this topic did not load. Try again in a few moments.");
    await expect(el).to.be.accessible();

    // Still failing: the message stays, with the button (the attempt held to see it busy).
    const content = holdRequests('/aem6/content/');
    buttonNamed(root, 'Try again').click();
    await waitFor(() => root.querySelector('button[aria-disabled="true"]'), { message: 'the busy button' });
    content.release();
    await waitFor(() => !root.querySelector('button[aria-disabled="true"]'), { message: 'the second failure' });
    expect(textOf(root)).to.contain('This page did not load');

    await clearFaults();
    buttonNamed(root, 'Try again').click();
    await waitFor(() => root.querySelector('.hc-hero'), { message: 'the page after trying again' });
    expect(has(root, '.help-banner--error'), '.help-banner--error').to.equal(false);
    // The button pressed has gone: focus is on the page's heading.
    expect(deepActiveElement() === root.querySelector('h1'), 'focus on the heading').to.equal(true);
    expect(navigations.details).to.deep.equal([]);
  });

  it('retries a failed list before saying so', async () => {
    setQueryDefaults(categoriesQueryKey, { retry: 1, retryDelay: 10 } as never);
    // The list fails until the faults are cleared. Its first request is held on its way until a
    // second hold is in place for the retry, which waits there while the faults are cleared.
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: LIST_PATH });
    const first = holdRequests(LIST_PATH);
    const { root } = await mount({ category: 'breakdowns' }, false);
    await waitFor(() => first.urls.length > 0, { message: 'the list asked for' });
    const retry = holdRequests(LIST_PATH);
    first.release();
    await waitFor(() => retry.urls.length > 0, { message: 'the list asked for again' });
    expect((await pendingFaults()).map(({ hits }) => hits), 'the first request failed').to.deep.equal([1]);
    expect(has(root, '.help-banner--error'), 'said while retrying').to.equal(false);

    await clearFaults();
    retry.release();
    await waitFor(() => getQueryClient().getQueryState(categoriesQueryKey)?.status === 'success' && root.querySelector('h1'), { message: 'the page' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Breakdowns');
    expect(has(root, '.help-banner--error'), '.help-banner--error').to.equal(false);
  });

  it('says so once the list has failed twice, while it goes on retrying, and "Try again" asks at once [both runtimes]', async () => {
    // The app's three retries, the second a long wait away: the message must not wait for it.
    setQueryDefaults(categoriesQueryKey, { retry: 3, retryDelay: (failures: number) => (failures < 1 ? 0 : 600_000) } as never);
    await injectFault({ service: 'content', status: 503, until: 'cleared', path: LIST_PATH });
    const { el, root } = await mount({ category: 'bills-and-payments' }, false);
    await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the error banner while retries go on' });
    expect(getQueryClient().getQueryState(categoriesQueryKey)).to.include({ fetchStatus: 'fetching', fetchFailureCount: 2 });
    expect(buttonNamed(root, 'Try again').getAttribute('aria-disabled'), 'Try again is not busy with our own retries').to.equal(null);
    await expect(el).to.be.accessible();

    // The server is back: "Try again" does not wait for the query's next retry.
    await clearFaults();
    buttonNamed(root, 'Try again').click();
    await waitFor(() => root.querySelector('.hc-hero'), { message: 'the page at once' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Bills and payments');
  });

  it('emergencies stays whole when the categories list cannot be loaded', async () => {
    setQueryDefaults(categoriesQueryKey, { retry: 0 });
    // The content server fails every call until the faults are cleared (by the page's reset).
    await injectFault({ service: 'content', status: 500, until: 'cleared' });
    const { el, root } = await mount({ category: 'emergencies', 'owns-page': '' });
    await waitFor(() => getQueryClient().getQueryState(categoriesQueryKey)?.status === 'error', { message: 'the failed list' });
    expect(has(root, '.help-banner--error'), '.help-banner--error').to.equal(false);
    expect(root.querySelectorAll('a[href^="tel:"]').length).to.equal(3);
    expect(document.title).to.equal('Emergencies - Help & Support');
    expect(metaDescription()).to.equal('What to do if you smell gas, have a power cut or a meter emergency.');
    await expect(el).to.be.accessible();
  });

  it('sends an unknown category to the page-not-found page, announced first [both runtimes]', async () => {
    const { root } = await mount({ category: 'no-such-category' }, false);
    await waitFor(() => navigations.details.length === 1, { message: 'help-navigate' });
    expect(navigations.details).to.deep.equal([{ path: '/page-not-found.html' }]);
    expect(has(root, 'h1'), 'h1').to.equal(false);
  });

  it('sends a category the categories list does not have to the page-not-found page', async () => {
    const list: RemoteCategory[] = [{ slug: 'meters', title: 'Meters', metaDescription: '', articleLabels: [], articles: [] }];
    getQueryClient().setQueryData(categoriesQueryKey, list);
    await mount({ category: 'breakdowns' }, false);
    await waitFor(() => navigations.details.length === 1, { message: 'help-navigate' });
    expect(navigations.details).to.deep.equal([{ path: '/page-not-found.html' }]);
  });

  it('reads its category from the page URL under the base path when it has no attribute', async () => {
    history.replaceState(null, '', '/help-and-support/smart-home');
    const { root } = await mountElement('help-category');
    expect(textOf(root.querySelector('h1')!)).to.equal('Smart home');
  });

  it('with no category and a page outside the base path, shows its fallback and sends the page nowhere [both runtimes]', async () => {
    const { root } = await mountElement('help-category', { waitForHeading: false });
    await waitFor(() => root.querySelector('.help-fallback'), { message: 'the fallback' });
    expect(textOf(root)).to.contain('Sorry, there is a problem with the service');
    expect(navigations.details).to.deep.equal([]);
  });

  it('with owns-page, sets the title and the meta description from the categories list', async () => {
    await mount({ category: 'meters', 'owns-page': '' });
    // Set by an effect once the page has shown.
    await waitFor(() => document.title === 'Meters - Help & Support' && metaDescription() !== undefined, { message: 'the title and description' });
    expect(metaDescription()).to.equal('How to read your meter, give us a reading, get a smart meter and report a meter problem.');
  });

  it('without owns-page, leaves the title and meta description alone', async () => {
    await mount({ category: 'meters' });
    expect(document.title).to.equal(startTitle);
    expect(metaDescription()).to.equal(undefined);
  });

  it('embedded, article links lead to /{category}/{article} under the base path, announced and cancelable', async () => {
    const { root } = await mount({ category: 'breakdowns' });
    const startUrl = location.href;
    linkNamed(root, 'Checking your boiler pressure').click();
    linkNamed(root, 'What to do').click();
    expect(navigations.details).to.deep.equal([{ path: '/help-and-support/breakdowns/boiler-pressure' }, { path: '/help-and-support/emergencies' }]);
    expect(location.href).to.equal(startUrl);
  });

  it('with url-routing, still leaves for the article page (it shows one page), announced first', async () => {
    history.replaceState(null, '', '/help-and-support/breakdowns');
    const { root } = await mount({ 'url-routing': '' });
    linkNamed(root, 'No heating or hot water').click();
    expect(navigations.details).to.deep.equal([{ path: '/help-and-support/breakdowns/no-hot-water' }]);
    expect(location.pathname).to.equal('/help-and-support/breakdowns');
    expect(textOf(root.querySelector('h1')!)).to.equal('Breakdowns');
  });

  it('a link to the main site is announced with help-navigate, and a host that prevents it keeps the page', async () => {
    const { root } = await mount({ category: 'energy-tariffs' });
    const startUrl = location.href;
    const seeTariffs = linkNamed(root, 'See tariffs');
    expect(seeTariffs.getAttribute('href')).to.equal('/energy/tariffs');
    seeTariffs.click();
    expect(navigations.details).to.deep.equal([{ path: '/energy/tariffs' }]);
    expect(location.href).to.equal(startUrl);
  });

  it('Peaksave is a link out: announced with help-navigate first; prevented, its link shows and is announced too', async () => {
    const { el, root } = await mount({ category: 'peaksave' });
    // Announced by an effect once the page has shown.
    await waitFor(() => navigations.details.length > 0, { message: 'help-navigate' });
    expect(navigations.details).to.deep.equal([{ path: '/energy/peaksave' }]);
    expect(textOf(root.querySelector('h1')!)).to.equal('Peaksave');
    const link = linkNamed(root, 'Go to Peaksave');
    expect(link.getAttribute('href')).to.equal('/energy/peaksave');
    link.click();
    expect(navigations.details).to.deep.equal([{ path: '/energy/peaksave' }, { path: '/energy/peaksave' }]);
    await expect(el).to.be.accessible();
  });

  it('the new system hub goes to the page the configuration names', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = CONFIG_ELEMENT_ID;
    config.textContent = JSON.stringify({ allowedOrigins: ['https://www.example.com'], newSystemHubUrl: 'https://www.example.com/new-system-hub' });
    document.head.append(config);
    const { root } = await mount({ category: 'new-system-hub' });
    await waitFor(() => navigations.details.length > 0, { message: 'help-navigate' });
    expect(navigations.details).to.deep.equal([{ path: 'https://www.example.com/new-system-hub' }]);
    expect(linkNamed(root, 'Go to New system hub').getAttribute('href')).to.equal('https://www.example.com/new-system-hub');
  });

  it('the search panel leaves for the search page with the words and this page, announced first [both runtimes]', async () => {
    const { root } = await mount({ category: 'my-account' });
    const form = root.querySelector<HTMLFormElement>('.hc-search form[role="search"]')!;
    const keywords = form.querySelector<HTMLInputElement>('input[name="q"]')!;
    await typeInto(keywords, 'reset password');
    await press('Enter');
    await waitFor(() => navigations.details.length === 1, { message: 'help-navigate' });
    expect(navigations.details).to.deep.equal([{ path: `/search?q=reset%20password&initiated=${location.pathname}` }]);
  });

  it('works with the keyboard alone: Tab reaches every link in order, Enter follows one, "Back to top" goes to the heading [all engines] [both runtimes]', async () => {
    const { root } = await mount({ category: 'pay-as-you-go' });
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.prepend(before);
    try {
      before.focus();
      const expected = [...root.querySelectorAll('a, input:not([type="hidden"]), button')].map((node) => textOf(node) || node.getAttribute('name'));
      const reached: (string | null)[] = [];
      for (let i = 0; i < expected.length; i += 1) {
        await press('Tab');
        const active = deepActiveElement()!;
        reached.push(textOf(active) || active.getAttribute('name'));
        // Every stop shows where it is.
        expect(getComputedStyle(active).outlineStyle !== 'none' || getComputedStyle(active).backgroundColor !== 'rgba(0, 0, 0, 0)', `focus shows on ${reached.at(-1)}`).to.equal(true);
      }
      expect(reached).to.deep.equal(expected);
      expect(reached[0]).to.equal('Ways to top up');
      // The page ends with "Back to top", then the way to complain at its foot.
      expect(reached.slice(-2)).to.deep.equal(['Back to top', 'Make a complaint']);

      await pressShiftTab();
      await press('Enter');
      expect(deepActiveElement() === root.querySelector('h1'), 'focus on the heading').to.equal(true);
      expect(navigations.details).to.deep.equal([]);

      await press('Tab');
      expect(textOf(deepActiveElement()!)).to.equal('Ways to top up');
      await press('Enter');
      expect(navigations.details).to.deep.equal([{ path: '/help-and-support/pay-as-you-go/top-up-your-meter' }]);
    } finally {
      before.remove();
    }
  });

  it('on the emergencies page the first stops of the keyboard are the three numbers [all engines]', async () => {
    await mount({ category: 'emergencies' });
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.prepend(before);
    try {
      before.focus();
      const reached: (string | null)[] = [];
      for (let i = 0; i < 3; i += 1) {
        await press('Tab');
        reached.push(deepActiveElement()!.getAttribute('href'));
      }
      expect(reached).to.deep.equal(['tel:03308083880', 'tel:0800111999', 'tel:105']);
    } finally {
      before.remove();
    }
  });
});
