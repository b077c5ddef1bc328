import { expect } from '@open-wc/testing';
import { setConfig } from '../../config';
import { HELP_META_DESCRIPTION } from '../../content/page-meta/page-meta';
import { LOAD_FAILED_TEXT } from '../../components/load-failed/LoadFailed';
import type { HelpFeedbackDetail } from '../../platform/events';
import { findDisallowedMarkup, watchForExecution } from '../../sanitise/test-support';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, injectFault, pendingFaults } from '../../../test/helpers/stand-ins';
import { categoriesQueryKey, type RemoteCategory } from '../../api/content-pages/categories';
import { getQueryClient } from '../../api/query-client';
import { define as defineApp } from '../help-and-support/help-and-support.element';
import { define, HelpArticleElement } from './help-article.element';
import { TEXT } from './help-article.text';

define();
defineApp();

const START_URL = `${location.pathname}${location.search}`;

const mount = (category: string, article: string, attributes: Record<string, string> = {}, waitForHeading = true) =>
  mountElement('help-article', { attributes: { category, article, ...attributes }, waitForHeading });

const headingOf = (root: ShadowRoot) => root.querySelector('h1');
const bodyOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('.help-article-body')!;
/** What the sanitiser rendered: the SafeHtml box inside the article's body. */
const sanitisedIn = (root: ShadowRoot) => root.querySelector<HTMLElement>('.help-article-body > div')!;
const buttonIn = (root: ShadowRoot, text: string) => [...root.querySelectorAll('button')].find((button) => textOf(button) === text);
/** "Try again" once nothing is being fetched any more (it is busy while something is). */
const tryAgainIn = (root: ShadowRoot) =>
  waitFor(
    () => {
      const button = buttonIn(root, LOAD_FAILED_TEXT.tryAgain);
      return button?.getAttribute('aria-disabled') === null && button;
    },
    { message: 'Try again, not busy' },
  );
const scriptsAt = (path: string) => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => new URL(script.src).pathname === path);

/** The breadcrumb, its steps, and the "Related articles" links. */
const breadcrumbsIn = (root: ShadowRoot) => root.querySelector<HTMLElement>(`nav[aria-label="${TEXT.breadcrumbs}"]`);
const crumbsIn = (root: ShadowRoot) => [...(breadcrumbsIn(root)?.querySelectorAll<HTMLLIElement>('ol > li') ?? [])];
const relatedIn = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part~="related"]');
const linksIn = (node: ParentNode | null) => [...(node?.querySelectorAll('a') ?? [])].map((a) => ({ text: textOf(a), href: a.getAttribute('href') }));
const linkIn = (node: ParentNode | null, text: string) => [...(node?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === text)!;

/**
 * Clicks a link, the test page kept where it is whatever happens; whether the element kept the
 * browser from following it (it routed the click, or its host took over help-navigate).
 */
function click(link: HTMLAnchorElement): boolean {
  let defaultPrevented = false;
  document.addEventListener(
    'click',
    (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  link.click();
  return defaultPrevented;
}

/**
 * Records each time an article asks for a nucleus script (it reads the page's record of loaded
 * scripts, src/platform/content-api/scripts.ts), from now until stop(): the asks come after the
 * script's code has arrived, so a test can wait for them, then see what they added.
 */
function recordScriptAsks(): { asks: string[]; count(path: string): number; stop(): void } {
  const key = Symbol.for('help-and-support.scripts');
  const page = globalThis as unknown as Record<symbol, Map<string, Promise<void>> | undefined>;
  const record = (page[key] ??= new Map<string, Promise<void>>());
  const asks: string[] = [];
  const get = record.get.bind(record);
  record.get = (src: string) => {
    asks.push(new URL(src).pathname);
    return get(src);
  };
  return { asks, count: (path) => asks.filter((ask) => ask === path).length, stop: () => void delete (record as Partial<typeof record>).get };
}

/**
 * Resolves once the effects of everything rendered on the page so far have run. An article of
 * no known category, mounted now, leaves for the page-not-found page from an effect; both
 * runtimes run effects in the order their renders were committed, so when it announces that,
 * the earlier ones have run. Its help-navigate stops at the element: the page stays, and no
 * recorder of the test hears it. Needs the categories list already loaded.
 */
async function earlierEffectsRun(): Promise<void> {
  const sentinel = document.createElement('help-article');
  sentinel.setAttribute('category', 'no-such-category');
  sentinel.setAttribute('article', 'none');
  let announced = false;
  sentinel.addEventListener('help-navigate', (event) => {
    event.preventDefault();
    event.stopPropagation();
    announced = true;
  });
  document.body.append(sentinel);
  try {
    await waitFor(() => announced, { message: 'the effects rendered so far to have run' });
  } finally {
    sentinel.remove();
  }
}

/**
 * Resolves once a broken image added now has reported its error: a sign that the engine has got
 * round to the image errors (and the focus and load events beside them) a payload would use.
 */
async function imageErrorsDispatched(): Promise<void> {
  const image = document.createElement('img');
  let failed = false;
  image.addEventListener('error', () => (failed = true), { once: true });
  image.alt = '';
  image.src = 'data:image/png;base64,AAAA';
  document.body.append(image);
  try {
    await waitFor(() => failed, { message: 'a broken image to report its error' });
  } finally {
    image.remove();
  }
}

/** Requests the page makes through fetch until stop(). */
function recordFetches(): { urls: string[]; stop(): void } {
  const original = fetch;
  const urls: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return original.call(window, input, init);
  };
  return { urls, stop: () => (window.fetch = original) };
}

describe('<help-article>', () => {
  beforeEach(resetPage);
  after(resetPage);

  it('registers once: define() again and a second element do no harm', () => {
    define();
    expect(customElements.get('help-article')).to.equal(HelpArticleElement);
  });

  describe('nucleus-type articles', () => {
    // First in the file: nothing before has loaded a nucleus script on this page.
    it('load their two configured scripts once per page, even with two on the page, and never for another article [both runtimes]', async () => {
      const [global, forms] = ['/aem6/etc/clientlibs/nucleus/global.js', '/aem6/etc/clientlibs/nucleus/forms.js'];
      const scripts = recordScriptAsks();
      try {
        const { root } = await mount('meters', 'faulty-meter');
        await waitFor(() => textOf(root).includes(TEXT.feedbackQuestion), { message: 'the article' });
        expect(scriptsAt(global), 'after a plain article').to.have.length(0);
        expect(scriptsAt(forms), 'after a plain article').to.have.length(0);

        const first = await mount('bills-and-payments', 'request-a-refund');
        const second = await mount('pay-as-you-go', 'lost-top-up-card');
        expect(textOf(headingOf(first.root)!)).to.equal('Getting a refund of your credit');
        expect(textOf(headingOf(second.root)!)).to.not.equal('');
        const nucleus = window as unknown as { helpNucleus?: { loaded: string[] } };
        await waitFor(() => nucleus.helpNucleus?.loaded.length === 2, { message: 'both nucleus scripts to run' });
        // Both nucleus articles have asked: whatever they add is in. A plain article asking
        // too would have asked first (its article showed before theirs), a third time.
        await waitFor(() => scripts.count(global) >= 2 && scripts.count(forms) >= 2, { message: 'both articles to ask for the scripts' });
        expect(scripts.asks, 'asked by the two nucleus articles only').to.deep.equal([global, forms, global, forms]);
        expect(nucleus.helpNucleus?.loaded).to.deep.equal(['global', 'forms']);
        expect(scriptsAt(global)).to.have.length(1);
        expect(scriptsAt(forms)).to.have.length(1);
        expect(scriptsAt(global)[0]!.compareDocumentPosition(scriptsAt(forms)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);

        // A third, later, adds nothing: once it has asked, its answer was the page's record.
        await mount('struggling-to-pay', 'priority-services-register');
        await waitFor(() => scripts.count(global) === 3 && scripts.count(forms) === 3, { message: 'the third article to ask for the scripts' });
        expect(scriptsAt(global)).to.have.length(1);
        expect(nucleus.helpNucleus?.loaded).to.deep.equal(['global', 'forms']);
      } finally {
        scripts.stop();
      }
    });
  });

  describe('loading', () => {
    it('shows a spinner in the place it holds, then the article [all engines] [both runtimes]', async () => {
      const content = holdRequests('/aem6/content/');
      const { el, root } = await mount('meters', 'faulty-meter', {}, false);
      const spinner = await waitFor(() => root.querySelector('[role="status"]'), { message: 'the spinner' });
      expect(content.urls, 'the article is on its way').to.not.deep.equal([]);
      expect(textOf(spinner)).to.equal(TEXT.loading);
      expect(headingOf(root)).to.equal(null);
      expect(el.getBoundingClientRect().height).to.be.at.least(480);
      await expect(el).to.be.accessible();
      content.release();
      await waitFor(() => headingOf(root), { message: 'the article' });
      expect(root.querySelector('.help-spinner')).to.equal(null);
      expect(textOf(headingOf(root)!)).to.equal('Reporting a faulty meter');
    });

    it('shows the article body from the content server, sanitised, and nothing else of its page', async () => {
      const { el, root } = await mount('meters', 'faulty-meter');
      const body = bodyOf(root);
      expect(textOf(body)).to.match(/^Signs of a fault include/);
      expect(body.querySelector<HTMLAnchorElement>('a[href="tel:+443308083880"]')?.textContent).to.equal('0330 808 3880');
      expect(findDisallowedMarkup(sanitisedIn(root))).to.deep.equal([]);
      expect(textOf(root)).not.to.contain('Registered in England and Wales');
      expect(textOf(root)).not.to.contain('Still need help?');
      // The page loads with the element: its heading does not pull focus to itself.
      expect(deepActiveElement()).not.to.equal(headingOf(root));
      await expect(el).to.be.accessible();
    });

    it('leaves links to other help pages as plain links to them', async () => {
      const { root } = await mount('helpful-advice', 'hostile-links');
      const link = [...bodyOf(root).querySelectorAll('a')].find((a) => textOf(a) === 'a relative link')!;
      expect(link.getAttribute('href')).to.equal('/help-and-support/meters/how-to-read-your-meter');
      const navigations = recordNavigations();
      let defaultPrevented: boolean | undefined;
      document.addEventListener(
        'click',
        (event) => {
          defaultPrevented = event.defaultPrevented;
          event.preventDefault(); // keep the test page where it is
        },
        { once: true },
      );
      link.click();
      navigations.stop();
      expect(defaultPrevented, 'the element let the browser follow the link').to.equal(false);
      expect(navigations.paths).to.deep.equal([]);
    });
  });

  describe('title and meta description', () => {
    let description: HTMLMetaElement;
    beforeEach(() => {
      document.title = 'Host page';
      description = document.head.querySelector('meta[name="description"]') ?? document.head.appendChild(document.createElement('meta'));
      description.name = 'description';
      description.content = 'Host description';
    });
    afterEach(() => description.remove());

    it("are the page's own without owns-page", async () => {
      await mount('meters', 'faulty-meter');
      // Where the article would set them: an effect of the screen that shows it.
      await earlierEffectsRun();
      expect(document.title).to.equal('Host page');
      expect(description.content).to.equal('Host description');
    });

    it("with owns-page: '{article title} - Help & Support' and the article's description", async () => {
      await mount('meters', 'faulty-meter', { 'owns-page': '' });
      await waitFor(() => document.title === 'Reporting a faulty meter - Help & Support', { message: 'the title' });
      expect(description.content).to.equal('Signs that your meter may be faulty and how to tell us.');
    });

    it('with owns-page, an article without a description has the general one', async () => {
      await mount('breakdowns', 'radiator-cold-spots', { 'owns-page': '' });
      await waitFor(() => document.title === 'Radiators with cold spots - Help & Support', { message: 'the title' });
      expect(description.content).to.equal(HELP_META_DESCRIPTION);
    });

    it('are left alone, with owns-page, while the article loads and when it fails', async () => {
      setQueryDefaults([], { retry: 0 });
      await injectFault({ service: 'content', status: 500, until: 'cleared' });
      const { root } = await mount('meters', 'faulty-meter', { 'owns-page': '' }, false);
      await waitFor(() => textOf(root).includes(TEXT.failedTitle), { message: 'the error' });
      expect(document.title).to.equal('Host page');
      expect(description.content).to.equal('Host description');
    });
  });

  describe('unknown articles (to the page-not-found page)', () => {
    const redirects = async (category: string, article: string, attributes: Record<string, string> = {}): Promise<{ paths: string[]; root: ShadowRoot }> => {
      const navigations = recordNavigations();
      const shown: string[] = [];
      let observer: MutationObserver | undefined;
      try {
        const { root } = await mountElement('help-article', { attributes: { category, article, ...attributes }, waitForHeading: false });
        observer = new MutationObserver(() => {
          if (root.querySelector('[role="alert"], h1')) shown.push(textOf(root));
        });
        observer.observe(root, { childList: true, subtree: true });
        await waitFor(() => navigations.paths.length > 0, { message: 'help-navigate' });
        // Nothing shows later either: every request has been answered, and what that rendered
        // has run its effects.
        await waitFor(() => getQueryClient().isFetching() === 0, { message: 'every request answered' });
        await earlierEffectsRun();
        expect(headingOf(root)).to.equal(null);
        // Never an error or an article on the way, even when the article's fetch failed first.
        expect(shown).to.deep.equal([]);
        return { paths: navigations.paths, root };
      } finally {
        observer?.disconnect();
        navigations.stop();
      }
    };

    it('named nowhere (no attributes, a page outside the base path): the fallback, and the page stays [both runtimes]', async () => {
      const { root } = await mountElement('help-article', { waitForHeading: false });
      await waitFor(() => root.querySelector('[part="fallback"]'), { message: 'the fallback' });
      expect(location.pathname).not.to.equal('/page-not-found.html');
    });

    it('go to /page-not-found.html for a category the list does not have [both runtimes]', async () => {
      expect((await redirects('no-such-category', 'faulty-meter')).paths).to.deep.equal(['/page-not-found.html']);
    });

    it('go to /page-not-found.html for an article the category does not list, even one of another category', async () => {
      expect((await redirects('meters', 'no-such-article')).paths).to.deep.equal(['/page-not-found.html']);
      expect((await redirects('meters', 'boiler-pressure')).paths).to.deep.equal(['/page-not-found.html']);
    });

    it('go to /page-not-found.html for a label that is not exactly the listed one', async () => {
      expect((await redirects('meters', 'Faulty-Meter')).paths).to.deep.equal(['/page-not-found.html']);
      expect((await redirects('Meters', 'faulty-meter')).paths).to.deep.equal(['/page-not-found.html']);
    });

    it("go to the page configuration's page-not-found page", async () => {
      setConfig({ pageNotFoundUrl: '/help-and-support/page-not-found' });
      expect((await redirects('meters', 'no-such-article')).paths).to.deep.equal(['/help-and-support/page-not-found']);
    });

  });

  describe('the article named by the page URL', () => {
    afterEach(() => history.replaceState(null, '', START_URL));

    it('opens on the segments under the base path without attributes', async () => {
      history.replaceState(null, '', '/help-and-support/emergencies/gas-leak');
      const { root } = await mountElement('help-article');
      expect(textOf(headingOf(root)!)).to.equal('What to do if you smell gas');
    });

    it('follows the page URL with url-routing', async () => {
      history.replaceState(null, '', '/help-and-support/meters/economy-7-meters');
      const { root } = await mountElement('help-article', { attributes: { 'url-routing': '' } });
      expect(textOf(headingOf(root)!)).to.equal('Economy 7 meters explained');
    });

    it('prefers its attributes', async () => {
      history.replaceState(null, '', '/help-and-support/emergencies/gas-leak');
      const { root } = await mount('meters', 'faulty-meter');
      expect(textOf(headingOf(root)!)).to.equal('Reporting a faulty meter');
    });
  });

  it('opens another article when the CMS changes its attributes [both runtimes]', async () => {
    const { el, root } = await mount('meters', 'faulty-meter');
    el.setAttribute('article', 'economy-7-meters');
    await waitFor(() => textOf(headingOf(root) ?? root).includes('Economy 7 meters'), { message: 'the other article' });
  });

  describe('when the content cannot be fetched', () => {
    beforeEach(() => setQueryDefaults([], { retry: 0 }));

    it('says so clearly, with a Try again that brings the article [all engines] [both runtimes]', async () => {
      await injectFault({ service: 'content', status: 500, until: 'cleared' });
      const { el, root } = await mount('meters', 'faulty-meter', {}, false);
      const retry = await tryAgainIn(root);
      expect(textOf(root.querySelector('[role="alert"]')!)).to.contain(TEXT.failedTitle).and.contain(TEXT.failed);
      // The failure is the page's heading, in the article's place.
      expect(root.querySelectorAll('h1')).to.have.length(1);
      expect(textOf(headingOf(root)!)).to.equal(TEXT.failedTitle);
      // The categories list and the article were each asked for once, and failed.
      expect((await pendingFaults()).map(({ hits }) => hits)).to.deep.equal([2]);
      await expect(el).to.be.accessible();

      // The content server is back before the customer tries again.
      await clearFaults();
      retry.focus();
      await press('Enter');
      await waitFor(() => root.querySelector('[role="alert"]') === null && headingOf(root), { message: 'the article after trying again' });
      expect(textOf(headingOf(root)!)).to.equal('Reporting a faulty meter');
      // The button pressed is gone: focus goes to the article's heading.
      expect(deepActiveElement()).to.equal(headingOf(root));
      await expect(el).to.be.accessible();
    });

    it('says so when it fails again, and the next try still works [both runtimes]', async () => {
      // The content server fails until the faults are cleared, however many calls come meanwhile.
      await injectFault({ service: 'content', status: 503, until: 'cleared' });
      const { el, root } = await mount('meters', 'faulty-meter', {}, false);
      const retry = await tryAgainIn(root);
      // The next attempt fails too, held on its way to look at it under way.
      const content = holdRequests('/aem6/content/');
      retry.click();
      await waitFor(() => retry.getAttribute('aria-disabled') === 'true', { message: 'the busy button' });
      expect(textOf(root)).to.contain(LOAD_FAILED_TEXT.trying);
      content.release();
      await waitFor(() => textOf(root).includes(LOAD_FAILED_TEXT.stillFailing), { message: 'the second failure' });
      expect(retry.isConnected, 'the same button, still focusable').to.equal(true);
      expect(retry.getAttribute('aria-disabled')).to.equal(null);
      await expect(el).to.be.accessible();
      await clearFaults();
      buttonIn(root, LOAD_FAILED_TEXT.tryAgain)!.click();
      await waitFor(() => headingOf(root), { message: 'the article at the third try' });
    });

    it('says so once a fetch has failed twice, while retries go on, and "Try again" asks at once', async () => {
      // Three retries, the second a long wait away: the message must not wait for it.
      setQueryDefaults([], { retry: 3, retryDelay: (failures: number) => (failures < 1 ? 0 : 600_000) } as never);
      await injectFault({ service: 'content', status: 503, until: 'cleared' });
      const { root } = await mount('meters', 'faulty-meter', {}, false);
      const retry = await tryAgainIn(root);
      expect(textOf(headingOf(root)!)).to.equal(TEXT.failedTitle);
      expect(retry.getAttribute('aria-disabled'), 'Try again is not busy with our own retries').to.equal(null);
      await clearFaults();
      retry.click();
      await waitFor(() => textOf(headingOf(root) ?? root).includes('Reporting a faulty meter'), { message: 'the article at once' });
    });

    it('shows the error for a listed article the content server has no page for', async () => {
      // The categories list arrives with a first article and stays fresh; the next article is
      // listed, but the server answers 404 for it (a broken page, not a wrong address).
      const { root } = await mount('meters', 'faulty-meter');
      expect(headingOf(root)).to.not.equal(null);
      await injectFault({ service: 'content', status: 404, until: 'cleared', path: '/aem6/content/britishgas/help/meters/economy-7-meters' });
      const other = await mount('meters', 'economy-7-meters', {}, false);
      await waitFor(() => buttonIn(other.root, LOAD_FAILED_TEXT.tryAgain), { message: 'Try again' });
      expect(textOf(other.root)).to.contain(TEXT.failedTitle);
    });
  });

  describe('the breadcrumb and related articles', () => {
    afterEach(() => history.replaceState(null, '', START_URL));

    it('shows the breadcrumb Help & Support › category › article above the article, the article the current page and not a link', async () => {
      const { root } = await mount('meters', 'faulty-meter');
      const nav = breadcrumbsIn(root)!;
      expect(nav, 'a navigation named Breadcrumb').to.not.equal(null);
      expect(nav.compareDocumentPosition(headingOf(root)!) & Node.DOCUMENT_POSITION_FOLLOWING, 'above the heading').to.not.equal(0);
      const crumbs = crumbsIn(root);
      expect(crumbs.map(textOf)).to.deep.equal([TEXT.home, 'Meters', 'Reporting a faulty meter']);
      expect(linksIn(nav)).to.deep.equal([
        { text: TEXT.home, href: '/help-and-support/' },
        { text: 'Meters', href: '/help-and-support/meters' },
      ]);
      expect(crumbs.map((crumb) => crumb.getAttribute('aria-current'))).to.deep.equal([null, null, 'page']);
      expect(crumbs[2]!.querySelector('a'), 'the current page is not a link').to.equal(null);
    });

    it('shows up to three related articles of the category, after the article and wrapping round, never the article itself', async () => {
      const { el, root } = await mount('meters', 'economy-7-meters');
      const related = relatedIn(root)!;
      expect(textOf(related.querySelector('h2')!)).to.equal(TEXT.related);
      expect(root.getElementById(related.getAttribute('aria-labelledby')!), 'the links named by their heading').to.equal(related.querySelector('h2'));
      expect(related.compareDocumentPosition(root.querySelector('.ha-feedback')!) & Node.DOCUMENT_POSITION_PRECEDING, 'after the article').to.not.equal(0);
      expect(linksIn(related)).to.deep.equal([
        { text: 'Moving your meter', href: '/help-and-support/meters/moving-your-meter' },
        { text: 'How to read your meter', href: '/help-and-support/meters/how-to-read-your-meter' },
        { text: 'Giving us a meter reading', href: '/help-and-support/meters/submit-a-meter-reading' },
      ]);
      await expect(el).to.be.accessible();

      for (const [category, article, title] of [
        ['meters', 'moving-your-meter', 'Moving your meter'],
        ['smart-home', 'app-heating-schedules', 'Setting heating schedules in the app'],
      ] as const) {
        const other = await mount(category, article);
        const texts = linksIn(relatedIn(other.root)).map(({ text }) => text);
        expect(texts, article).to.have.length.within(1, 3);
        expect(texts, article).not.to.include(title);
        expect(linksIn(relatedIn(other.root)).map(({ href }) => href), article).not.to.include(`/help-and-support/${category}/${article}`);
      }
    });

    it('leaves out "Related articles" when the category has no other article', async () => {
      const list: RemoteCategory[] = [
        { slug: 'meters', title: 'Meters', metaDescription: '', articleLabels: ['faulty-meter'], articles: [{ label: 'faulty-meter', title: 'A faulty meter' }] },
      ];
      getQueryClient().setQueryData(categoriesQueryKey, list);
      const { el, root } = await mount('meters', 'faulty-meter');
      expect(relatedIn(root)).to.equal(null);
      expect(textOf(root)).not.to.contain(TEXT.related);
      // The trail takes the list's title for the article.
      expect(crumbsIn(root).map(textOf)).to.deep.equal([TEXT.home, 'Meters', 'A faulty meter']);
      await expect(el).to.be.accessible();
    });

    it('embedded, a related article or the category goes to its page under the base path, announced with help-navigate', async () => {
      const { root } = await mount('meters', 'faulty-meter');
      const navigations = recordNavigations();
      try {
        expect(click(linkIn(relatedIn(root), 'Economy 7 meters explained')), 'the host took over').to.equal(true);
        expect(click(linkIn(breadcrumbsIn(root), 'Meters'))).to.equal(true);
        expect(navigations.paths).to.deep.equal(['/help-and-support/meters/economy-7-meters', '/help-and-support/meters']);
      } finally {
        navigations.stop();
      }
      // Not prevented: the browser follows the link.
      expect(click(linkIn(relatedIn(root), 'Economy 7 meters explained')), 'left to the browser').to.equal(false);
    });

    it('with url-routing, its links still load the pages they name', async () => {
      history.replaceState(null, '', '/help-and-support/meters/faulty-meter');
      const { root } = await mountElement('help-article', { attributes: { 'url-routing': '' } });
      const navigations = recordNavigations();
      try {
        click(linkIn(breadcrumbsIn(root), TEXT.home));
        click(linkIn(relatedIn(root), 'Moving your meter'));
        expect(navigations.paths).to.deep.equal(['/help-and-support/', '/help-and-support/meters/moving-your-meter']);
        expect(location.pathname).to.equal('/help-and-support/meters/faulty-meter');
      } finally {
        navigations.stop();
      }
    });

    it('in the <help-and-support> app, a related article and the category are routed in the app [both runtimes]', async () => {
      history.replaceState(null, '', '/help-and-support/meters/faulty-meter');
      const { root } = await mountElement('help-and-support');
      await waitFor(() => relatedIn(root), { message: 'the related articles' });
      expect(linksIn(breadcrumbsIn(root))).to.deep.equal([
        { text: TEXT.home, href: '/help-and-support/' },
        { text: 'Meters', href: '/help-and-support/meters' },
      ]);
      const navigations = recordNavigations();
      try {
        expect(click(linkIn(relatedIn(root), 'Economy 7 meters explained')), 'routed').to.equal(true);
        await waitFor(() => textOf(headingOf(root) ?? root) === 'Economy 7 meters explained', { message: 'the related article' });
        expect(location.pathname).to.equal('/help-and-support/meters/economy-7-meters');
        // The link pressed is gone: focus goes to the new article's heading.
        expect(deepActiveElement()).to.equal(headingOf(root));
        expect(crumbsIn(root).map(textOf)).to.deep.equal([TEXT.home, 'Meters', 'Economy 7 meters explained']);
        expect(linksIn(relatedIn(root)).map(({ text }) => text)).to.deep.equal(['Moving your meter', 'How to read your meter', 'Giving us a meter reading']);

        click(linkIn(breadcrumbsIn(root), 'Meters'));
        await waitFor(() => location.pathname === '/help-and-support/meters' && textOf(headingOf(root) ?? root).startsWith('Meters'), { message: 'the category page' });
        expect(navigations.paths).to.deep.equal([]);
      } finally {
        navigations.stop();
      }
    });

    it('wrap on a 375px screen rather than run off it [all engines]', async () => {
      // The element itself is held to 375px (its layout follows its own width): no window is resized.
      const { el, root } = await mount('pay-as-you-go', 'switch-to-credit-meter');
      el.style.width = '375px';
      const crumbs = crumbsIn(root);
      expect(crumbs.map(textOf)).to.deep.equal([TEXT.home, 'Pay As You Go', 'Switching from Pay As You Go to a credit meter']);
      const [first, last] = [crumbs[0]!.getBoundingClientRect(), crumbs.at(-1)!.getBoundingClientRect()];
      expect(last.bottom, 'the trail wraps').to.be.greaterThan(first.bottom);
      const right = el.getBoundingClientRect().right;
      for (const node of [...crumbs, ...relatedIn(root)!.querySelectorAll('a')]) expect(node.getBoundingClientRect().right, textOf(node)).to.be.at.most(right + 0.5);
      expect(el.scrollWidth).to.be.at.most(375);
      expect(root.querySelector('.help-root')!.scrollWidth).to.be.at.most(375);
      await expect(el).to.be.accessible();
    });
  });

  describe('"Was this page helpful?"', () => {
    const answered = async (button: string) => {
      const { el, root } = await mount('meters', 'faulty-meter');
      const events: CustomEvent<HelpFeedbackDetail>[] = [];
      const listener = (event: CustomEvent<HelpFeedbackDetail>) => events.push(event);
      document.addEventListener('help-feedback', listener);
      const fetches = recordFetches();
      try {
        buttonIn(root, button)!.click();
        // The answer has been given: the thank you shows in the question's place.
        await waitFor(() => textOf(root.querySelector('.ha-feedback')!) === TEXT.thanks, { message: 'the thank you' });
      } finally {
        fetches.stop();
        document.removeEventListener('help-feedback', listener);
      }
      return { el, root, events, fetches: fetches.urls };
    };

    it('Yes dispatches help-feedback with helpful: true, bubbling out of the shadow root, and sends nothing', async () => {
      const { el, root, events, fetches } = await answered(TEXT.yes);
      expect(events.map((event) => event.detail)).to.deep.equal([{ category: 'meters', article: 'faulty-meter', helpful: true }]);
      expect(events[0]!.bubbles).to.equal(true);
      expect(events[0]!.composed).to.equal(true);
      expect(events[0]!.target).to.equal(el);
      expect(fetches).to.deep.equal([]);
      expect(textOf(root.querySelector('.ha-feedback')!)).to.equal(TEXT.thanks);
      await expect(el).to.be.accessible();
    });

    it('No dispatches helpful: false; the question is not asked again, and the thanks takes focus [all engines] [both runtimes]', async () => {
      const { el, root, events } = await answered(TEXT.no);
      expect(events.map((event) => event.detail)).to.deep.equal([{ category: 'meters', article: 'faulty-meter', helpful: false }]);
      expect(buttonIn(root, TEXT.yes)).to.equal(undefined);
      expect(buttonIn(root, TEXT.no)).to.equal(undefined);
      expect(textOf(root)).not.to.contain(TEXT.feedbackQuestion);
      expect(deepActiveElement()).to.equal(root.querySelector('.ha-feedback__thanks'));
      await expect(el).to.be.accessible();
    });

    it('Yes and No are reached with Tab after the article and answered with the keyboard [all engines] [both runtimes]', async () => {
      const { root } = await mount('meters', 'faulty-meter');
      const events: HelpFeedbackDetail[] = [];
      const listener = (event: CustomEvent<HelpFeedbackDetail>) => events.push(event.detail);
      document.addEventListener('help-feedback', listener);
      try {
        headingOf(root)!.focus();
        const reached: string[] = [];
        for (let step = 0; step < 8 && !reached.includes(TEXT.no); step += 1) {
          await press('Tab');
          reached.push(textOf(deepActiveElement() as HTMLElement));
        }
        expect(reached).to.deep.equal(['0330 808 3880', 'contact us', TEXT.yes, TEXT.no]);
        await press(' '); // the space bar: a key every engine's driver knows by its character
        await waitFor(() => events.length > 0, { message: 'help-feedback' });
        expect(events).to.deep.equal([{ category: 'meters', article: 'faulty-meter', helpful: false }]);
        expect(textOf(root.querySelector('.ha-feedback')!)).to.equal(TEXT.thanks);
      } finally {
        document.removeEventListener('help-feedback', listener);
      }
    });

    it('each article on a page asks for itself [both runtimes]', async () => {
      const first = await mount('meters', 'faulty-meter');
      const second = await mount('meters', 'economy-7-meters');
      buttonIn(first.root, TEXT.yes)!.click();
      await waitFor(() => textOf(first.root.querySelector('.ha-feedback')!) === TEXT.thanks, { message: 'the first article thanking' });
      expect(textOf(second.root)).to.contain(TEXT.feedbackQuestion);
    });
  });

  describe('hostile articles from the content server, end to end [all engines]', () => {
    for (const label of ['hostile-scripts', 'hostile-links', 'hostile-svg', 'hostile-clobbering', 'hostile-mutation-xss']) {
      it(`${label}: nothing runs, only p, b, sup and safe links remain, the words stay`, async () => {
        const watch = watchForExecution();
        const configBefore = document.getElementById('help-and-support-config');
        try {
          const { el, root } = await mount('helpful-advice', label, { 'owns-page': '' });
          // The article's effects have run (its title is the page's), and the engine has got
          // round to the events a payload would use (a broken image's error).
          await waitFor(() => document.title.startsWith('Hostile test page'), { message: "the article's title" });
          await imageErrorsDispatched();
          const body = bodyOf(root);
          expect(findDisallowedMarkup(sanitisedIn(root))).to.deep.equal([]);
          expect(root.querySelectorAll('script, iframe, object, embed, svg, math, img, form, input, style, meta, base, link')).to.have.length(0);
          expect(textOf(body)).to.contain('The last sentence of the article.');
          expect(watch.calls).to.deep.equal([]);
          expect(watch.flagSet()).to.equal(false);
          expect(document.getElementById('help-and-support-config')).to.equal(configBefore);
          expect((window as unknown as Record<string, unknown>).helpAndSupportConfig).to.equal(undefined);
          expect(document.title.startsWith('Hostile test page')).to.equal(true);
          await expect(el).to.be.accessible();
        } finally {
          watch.stop();
        }
      });
    }

    it('hostile-links keeps the safe links and drops the others', async () => {
      setConfig({ allowedOrigins: ['https://www.example.co.uk'] });
      const { root } = await mount('helpful-advice', 'hostile-links');
      const hrefs = [...bodyOf(root).querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs.filter((href) => href !== null)).to.deep.equal([
        '/help-and-support/meters/how-to-read-your-meter',
        'https://www.example.co.uk/energy',
        'mailto:help@example.co.uk',
        'tel:0800111999',
      ]);
    });

    it('hostile-links keeps a link to another site only when the page configuration allows its origin', async () => {
      const { root } = await mount('helpful-advice', 'hostile-links');
      const hrefs = [...bodyOf(root).querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs.filter((href) => href !== null)).to.deep.equal(['/help-and-support/meters/how-to-read-your-meter', 'mailto:help@example.co.uk', 'tel:0800111999']);
      expect(textOf(bodyOf(root))).to.contain('an https link').and.contain('A protocol-relative link');
    });

    it("shows a hostile title as the words it is, not markup", async () => {
      const { root } = await mount('helpful-advice', 'hostile-scripts');
      expect(headingOf(root)!.textContent).to.equal("Hostile test page: scripts and event handlers <script>alert('title')</script>");
      expect(headingOf(root)!.children).to.have.length(0);
    });
  });
});
