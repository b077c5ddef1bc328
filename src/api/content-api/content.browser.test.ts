// Help content against the stand-ins, through the page (its base URL, DOMParser, React); the
// parsing of the categories list and of the header configuration is tested in Node
// (content.test.ts).
import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setConfig } from '../../config';
import { HELP_CATEGORY_SLUGS } from '../../content/help-categories';
import { ArticleNotFoundError, fetchArticle, fetchDealsArticle, fetchHeaderConfig, isArticleNotFound, parseArticlePage, prefetchArticle, useArticle } from './content';
import { categoriesQueryKey, fetchCategories, prefetchCategories, useCategories, type RemoteCategory } from '../content-pages/categories';
import { ClientError, FetchError, type AppError } from '../errors';
import { getQueryClient, retryDelay } from '../query-client';
import { failureOf } from '../test-support';
import { waitFor } from '../../../test/helpers/dom';
import { clearFaults, injectFault, pendingFaults, resetStandIns } from '../../../test/helpers/stand-ins';

const CATEGORIES_URL = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
const ARTICLE_URL = '/aem6/content/britishgas/help/meters/faulty-meter.html';
const HEADER_URL = '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';

/** Records every request the page makes through fetch until `stop()`. */
function recordRequests(): { requests: Request[]; stop(): void } {
  const original = globalThis.fetch;
  const requests: Request[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return original.call(globalThis, request);
  };
  return { requests, stop: () => (globalThis.fetch = original) };
}

const pathOf = (request: Request): string => decodeURI(new URL(request.url).pathname);

const page = (head: string, body: string): string => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('help content', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });

  describe('categories list', () => {
    it('reads every category with its meta description and article labels', async () => {
      const categories = await fetchCategories();
      expect(categories.map((category) => category.slug)).to.deep.equal([...HELP_CATEGORY_SLUGS]);
      for (const category of categories) {
        expect(category.title, category.slug).to.be.a('string').and.not.equal('');
        expect(category.metaDescription, category.slug).to.be.a('string').and.not.equal('');
        expect(category.articleLabels.length, category.slug).to.be.within(3, 8);
        for (const label of category.articleLabels) expect(label).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
      const meters = categories.find((category) => category.slug === 'meters');
      expect(meters?.title).to.equal('Meters');
      expect(meters?.articleLabels).to.include.members(['how-to-read-your-meter', 'faulty-meter', 'economy-7-meters']);
    });

  });

  describe('articles', () => {
    it('reads the title, description and body of an article page, nothing else of the page', async () => {
      const article = await fetchArticle('meters', 'faulty-meter');
      expect(article.title).to.equal('Reporting a faulty meter');
      expect(article.description).to.equal('Signs that your meter may be faulty and how to tell us.');
      expect(article.nucleusContent).to.equal(false);
      expect(article.markup).to.match(/^<p>Signs of a fault include/);
      expect(article.markup).to.contain('<a href="tel:+443308083880">0330 808 3880</a>');
      expect(article.markup).not.to.contain('Registered in England and Wales');
      expect(article.markup).not.to.contain('help-article__title');
    });

    it('marks nucleus-type articles', async () => {
      for (const [category, label] of [
        ['bills-and-payments', 'request-a-refund'],
        ['pay-as-you-go', 'lost-top-up-card'],
        ['struggling-to-pay', 'priority-services-register'],
      ] as const) {
        expect((await fetchArticle(category, label)).nucleusContent, label).to.equal(true);
      }
    });

    it("gives '' for an article without a description", async () => {
      const article = await fetchArticle('breakdowns', 'radiator-cold-spots');
      expect(article.description).to.equal('');
      expect(article.title).to.equal('Radiators with cold spots');
    });

    it('reads the deals variant', async () => {
      const deals = await fetchDealsArticle();
      expect(deals.title).to.equal('Deals for you');
      expect(deals.description).not.to.equal('');
      expect(deals.markup).to.contain('<sup>1</sup>');
    });

    it('reads a hostile page as text, running nothing', async () => {
      const article = await fetchArticle('helpful-advice', 'hostile-scripts');
      expect(article.title).to.equal("Hostile test page: scripts and event handlers <script>alert('title')</script>");
      expect(article.description).to.contain(`"><script>alert('description')</script>`);
      // Read without its handlers, styles and scripts, which a strict page would report (platform/content-api/inline-code.ts); the words stay.
      expect(article.markup).not.to.match(/<script|<style|\son[a-z]+=|\sstyle=/i);
      expect(article.markup).to.contain('The last sentence of the article.');
      expect(article.nucleusContent).to.equal(false);
    });

    it('fails with ArticleNotFoundError for an article the server does not have', async () => {
      const error = await failureOf(() => fetchArticle('meters', 'no-such-article'));
      expect(error).to.be.instanceOf(ArticleNotFoundError).and.instanceOf(FetchError);
      expect(isArticleNotFound(error)).to.equal(true);
      expect(error).to.include({ name: 'ArticleNotFoundError', status: 404, code: '404 Not Found' });
      expect((error as FetchError).message).to.match(/^Fetching .*\/aem6\/content\/britishgas\/help\/meters\/no-such-article\.html returned response: Status: 404, Text: /);
    });

    it('fails as not found without asking for a name that is not a slug', async () => {
      const record = recordRequests();
      try {
        for (const [category, article] of [
          ['..', 'deals'],
          ['meters', '../deals'],
          ['meters', 'a/b'],
          ['', 'faulty-meter'],
          ['meters', 'faulty meter'],
        ]) {
          expect(await failureOf(() => fetchArticle(category!, article!)), `${category}/${article}`).to.be.instanceOf(ArticleNotFoundError);
        }
      } finally {
        record.stop();
      }
      expect(record.requests).to.have.length(0);
    });

    it('a listed article the server answers 404 for is not found either', async () => {
      await injectFault({ service: 'content', status: 404 });
      expect(await failureOf(() => fetchArticle('meters', 'faulty-meter'))).to.be.instanceOf(ArticleNotFoundError);
      expect(await pendingFaults()).to.deep.equal([]);
    });
  });

  describe('parsing an article page', () => {
    it('takes the first body container, the head meta tags and the title', () => {
      const parsed = parseArticlePage(
        page(
          '<title>  An   article\n title </title><meta name="description" content=" About it "><meta name="help-article-type" content="Nucleus">',
          '<h1>Heading</h1><div class="help-article__body">\n <p>One</p> </div><div class="help-article__body"><p>Two</p></div>',
        ),
      );
      expect(parsed).to.deep.equal({ markup: '<p>One</p>', description: 'About it', title: 'An article title', nucleusContent: true });
    });

    it('falls back to the heading for the title, and ignores meta tags in the body', () => {
      const parsed = parseArticlePage(
        page('', '<h1> The  heading </h1><meta name="description" content="In the body"><meta name="help-article-type" content="nucleus"><div class="help-article__body"></div>'),
      );
      expect(parsed).to.deep.equal({ markup: '', description: '', title: 'The heading', nucleusContent: false });
    });

    it('is malformed without a body container', () => {
      for (const html of ['', '{"data":{"type":"content","attributes":{', page('<title>x</title>', '<p>No container</p>'), page('', '<span class="help-article__body">x</span>')]) {
        expect(() => parseArticlePage(html), html).to.throw(ClientError, 'Malformed response');
      }
    });

    it('does not run or load anything while parsing', async () => {
      const key = '__helpContentParseRan';
      const target = window as unknown as Record<string, unknown>;
      delete target[key];
      parseArticlePage(
        page(
          `<script>window.${key}=1</script>`,
          `<div class="help-article__body"><img src="missing.png" onerror="window.${key}=1"><script>window.${key}=1</script><svg onload="window.${key}=1"></svg></div>`,
        ),
      );
      // The same image loaded by the page fails first: had the parsed one been loading, its
      // handler would have had its chance by then.
      await new Promise((resolve) => {
        const probe = new Image();
        probe.addEventListener('error', resolve, { once: true });
        probe.src = 'missing.png';
      });
      expect(target[key]).to.equal(undefined);
    });
  });

  describe('header configuration', () => {
    it('reads the configuration, asking with Cache-Control: max-age=0', async () => {
      const record = recordRequests();
      const config = await fetchHeaderConfig().finally(() => record.stop());
      const [request] = record.requests;
      expect(pathOf(request!)).to.equal(HEADER_URL);
      expect(request!.headers.get('cache-control')).to.equal('max-age=0');
      expect(config.hideA11yBtn).to.equal(false);
      expect(config.sections.length).to.be.at.least(3);
      for (const section of config.sections) {
        expect(section.title).not.to.equal('');
        expect(section.links.length).to.be.at.least(1);
      }
      expect(config.quickLinks.map((link) => link.label)).to.include('Contact us');
      expect(config.secondaryBanner?.link?.link).to.equal('/help-and-support/emergencies');
      expect(config.menuBanner?.image).to.match(/^content\/dam\/.+\.svg$/);
    });

  });

  describe('faults (mapped to AppErrors)', () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['categories', fetchCategories],
      ['article', () => fetchArticle('meters', 'faulty-meter')],
      ['deals', fetchDealsArticle],
      ['header configuration', fetchHeaderConfig],
    ];

    for (const [name, call] of calls) {
      it(`${name}: a server failure is a FetchError, a broken body malformed, a dropped connection a network error`, async () => {
        await injectFault({ service: 'content', status: 500 });
        const failed = await failureOf(call);
        expect(failed).to.be.instanceOf(FetchError);
        expect(failed).not.to.be.instanceOf(ArticleNotFoundError);
        expect((failed as FetchError).code).to.equal('500 Internal Server Error');
        expect((failed as FetchError).message).to.match(/returned response: Status: 500, Text: Internal Server Error$/);

        await injectFault({ service: 'content', malformed: true });
        expect(await failureOf(call)).to.be.instanceOf(ClientError).and.include({ kind: 'malformed', message: 'Malformed response' });

        await injectFault({ service: 'content', network: true });
        expect(await failureOf(call)).to.be.instanceOf(ClientError).and.include({ kind: 'network', message: 'Network Error' });

        expect(await pendingFaults()).to.deep.equal([]);
        await call();
      });
    }
  });

  describe('queries', () => {
    let host: HTMLElement;
    let root: Root;
    let clock: ReturnType<typeof install> | undefined;

    beforeEach(() => {
      getQueryClient().clear();
      host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
    });
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
      root.unmount();
      host.remove();
      getQueryClient().clear();
    });

    /**
     * The retries' back-off on a fake clock: time moves only when the test moves it, so a retry
     * comes exactly when the page settings say, however loaded the machine.
     */
    const installClock = (): ReturnType<typeof install> => (clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }));
    /**
     * Waits for `check` while the fake clock stands still, running what is due now meanwhile:
     * the query tells its screens of a change with a timer of 0 ms.
     */
    const waitStill = <T,>(check: () => T | null | undefined | false, message: string): Promise<T> =>
      waitFor(() => {
        clock!.tick(0);
        return check();
      }, { message });
    const requestsTo = (record: { requests: Request[] }, path: string): Request[] => record.requests.filter((request) => pathOf(request) === path);

    it('useCategories: two screens share one ["categories"] query and one request [both runtimes]', async () => {
      const seen: (RemoteCategory[] | undefined)[] = [undefined, undefined];
      function Probe({ index }: { index: number }) {
        seen[index] = useCategories().data;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement('div', null, createElement(Probe, { index: 0 }), createElement(Probe, { index: 1 })));
        await waitFor(() => seen.every((data) => data !== undefined), { message: 'the categories in both screens' });
      } finally {
        record.stop();
      }
      expect(seen[0]).to.equal(seen[1]);
      expect(getQueryClient().getQueryData([...categoriesQueryKey])).to.equal(seen[0]);
      expect(requestsTo(record, CATEGORIES_URL)).to.have.length(1);
    });

    it('useCategories retries a failure with the page settings, then has the list', async () => {
      installClock();
      await injectFault({ service: 'content', status: 503, until: 'cleared', path: CATEGORIES_URL });
      let result: { data?: RemoteCategory[]; failureCount: number } = { failureCount: 0 };
      function Probe() {
        const query = useCategories();
        result = { data: query.data, failureCount: query.failureCount };
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement(Probe));
        await waitStill(() => result.failureCount === 1, 'the first attempt to fail');
        expect((await pendingFaults())[0]?.hits, 'calls the service answered').to.equal(1);
        await clearFaults();
        // The first retry waits retryDelay(0), a second: not a moment less.
        await clock!.tickAsync(retryDelay(0) - 1);
        expect(requestsTo(record, CATEGORIES_URL), 'asked again before the back-off').to.have.length(1);
        await clock!.tickAsync(1);
        await waitStill(() => result.data !== undefined, 'the retry to bring the list');
      } finally {
        record.stop();
      }
      expect(result.data).to.have.length(HELP_CATEGORY_SLUGS.length);
      expect(requestsTo(record, CATEGORIES_URL)).to.have.length(2);
    });

    it('useArticle does not retry an article the server does not have', async () => {
      let error: AppError | null = null;
      function Probe() {
        error = useArticle('meters', 'no-such-article').error;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement(Probe));
        // The error shows only once the query has decided not to try again.
        await waitFor(() => error !== null, { message: 'the error' });
      } finally {
        record.stop();
      }
      expect(error).to.be.instanceOf(ArticleNotFoundError);
      expect(record.requests).to.have.length(1);
    });

    it('useArticle retries a server failure as often as the client is told for its key', async () => {
      const client = getQueryClient();
      const previous = client.getQueryDefaults(['article']);
      client.setQueryDefaults(['article'], { retry: 0 });
      installClock();
      await injectFault({ service: 'content', status: 500, until: 'cleared', path: ARTICLE_URL });
      let error: AppError | null = null;
      function Probe() {
        error = useArticle('meters', 'faulty-meter').error;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement(Probe));
        await waitStill(() => error !== null, 'the error');
        // Past the moment the page settings' first retry would start: none does.
        await clock!.tickAsync(retryDelay(0));
      } finally {
        record.stop();
        client.setQueryDefaults(['article'], previous);
      }
      expect(error).to.be.instanceOf(FetchError).and.not.instanceOf(ArticleNotFoundError);
      expect(record.requests).to.have.length(1);
    });

    it('prefetchArticle and prefetchCategories start the queries the screen then finds in flight [both runtimes]', async () => {
      let title = '';
      let count = 0;
      function Probe() {
        title = useArticle('meters', 'faulty-meter').data?.title ?? '';
        count = useCategories().data?.length ?? 0;
        return null;
      }
      const record = recordRequests();
      try {
        prefetchCategories();
        prefetchArticle('meters', 'faulty-meter');
        await waitFor(() => record.requests.length === 2, { message: 'both requests, before any screen' });
        expect(record.requests.map(pathOf)).to.have.members([CATEGORIES_URL, ARTICLE_URL]);
        root.render(createElement(Probe));
        await waitFor(() => title !== '' && count > 0, { message: 'the article and the list' });
      } finally {
        record.stop();
      }
      expect(title).to.equal('Reporting a faulty meter');
      expect(record.requests).to.have.length(2);
    });

    it('useArticle waits while disabled [both runtimes]', async () => {
      let status = '';
      let count = 0;
      function Probe({ enabled }: { enabled: boolean }) {
        const query = useArticle('meters', 'faulty-meter', { enabled });
        status = `${query.fetchStatus}/${query.data?.title ?? ''}`;
        count = useCategories().data?.length ?? 0;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement(Probe, { enabled: false }));
        // The list, asked for in the same commit, has arrived: the article had its chance to be asked for too.
        await waitFor(() => count > 0, { message: 'the list beside the article' });
        expect(status).to.equal('idle/');
        expect(record.requests.map(pathOf)).to.deep.equal([CATEGORIES_URL]);
      } finally {
        record.stop();
      }
      root.render(createElement(Probe, { enabled: true }));
      await waitFor(() => status === 'idle/Reporting a faulty meter', { message: 'the article once enabled' });
    });
  });
});
