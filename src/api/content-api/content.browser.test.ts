// Help content against the stand-ins, through the page (its base URL, DOMParser, React); the
// parsing of the categories list and of the header configuration is tested in Node
// (content.test.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setConfig } from '../../config';
import { HELP_CATEGORY_SLUGS } from '../../content/help-categories';
import { ArticleNotFoundError, fetchArticle, fetchDealsArticle, fetchHeaderConfig, isArticleNotFound, parseArticlePage, prefetchArticle, useArticle } from './content';
import { categoriesQueryKey, fetchCategories, prefetchCategories, useCategories, type RemoteCategory } from '../content-pages/categories';
import { ClientError, FetchError, type AppError } from '../errors';
import { getQueryClient } from '../query-client';
import { failureOf } from '../test-support';
import { injectFault, pendingFaults, resetStandIns } from '../../../test/helpers/stand-ins';

const CATEGORIES_URL = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
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
      await new Promise((resolve) => setTimeout(resolve, 100));
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

    beforeEach(() => {
      getQueryClient().clear();
      host = document.createElement('div');
      document.body.append(host);
      root = createRoot(host);
    });
    afterEach(() => {
      root.unmount();
      host.remove();
      getQueryClient().clear();
    });

    it('useCategories: two screens share one ["categories"] query and one request', async () => {
      const seen: (RemoteCategory[] | undefined)[] = [undefined, undefined];
      function Probe({ index }: { index: number }) {
        seen[index] = useCategories().data;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement('div', null, createElement(Probe, { index: 0 }), createElement(Probe, { index: 1 })));
        await waitUntil(() => seen.every((data) => data !== undefined), 'categories never arrived');
      } finally {
        record.stop();
      }
      expect(seen[0]).to.equal(seen[1]);
      expect(getQueryClient().getQueryData([...categoriesQueryKey])).to.equal(seen[0]);
      expect(record.requests.filter((request) => pathOf(request) === CATEGORIES_URL)).to.have.length(1);
    });

    it('useCategories retries a failure with the page settings, then has the list', async () => {
      await injectFault({ service: 'content', status: 503 });
      let result: { data?: RemoteCategory[]; failureCount: number } = { failureCount: 0 };
      function Probe() {
        const query = useCategories();
        result = { data: query.data, failureCount: query.failureCount };
        return null;
      }
      root.render(createElement(Probe));
      await waitUntil(() => result.failureCount === 1, 'the first attempt did not fail', { timeout: 3000 });
      await waitUntil(() => result.data !== undefined, 'the retry did not arrive', { timeout: 5000 });
      expect(result.data).to.have.length(HELP_CATEGORY_SLUGS.length);
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
        await waitUntil(() => error !== null, 'no error', { timeout: 3000 });
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
      await injectFault({ service: 'content', status: 500, times: 2 });
      let error: AppError | null = null;
      function Probe() {
        error = useArticle('meters', 'faulty-meter').error;
        return null;
      }
      const record = recordRequests();
      try {
        root.render(createElement(Probe));
        await waitUntil(() => error !== null, 'no error', { timeout: 3000 });
        await new Promise((resolve) => setTimeout(resolve, 1200));
      } finally {
        record.stop();
        client.setQueryDefaults(['article'], previous);
      }
      expect(error).to.be.instanceOf(FetchError).and.not.instanceOf(ArticleNotFoundError);
      expect(record.requests).to.have.length(1);
    });

    it('prefetchArticle and prefetchCategories start the queries the screen then finds in flight', async () => {
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
        await waitUntil(() => record.requests.length === 2, 'both requests, before any screen');
        expect(record.requests.map(pathOf)).to.have.members([CATEGORIES_URL, '/aem6/content/britishgas/help/meters/faulty-meter.html']);
        root.render(createElement(Probe));
        await waitUntil(() => title !== '' && count > 0, 'the article and the list');
      } finally {
        record.stop();
      }
      expect(title).to.equal('Reporting a faulty meter');
      expect(record.requests).to.have.length(2);
    });

    it('useArticle waits while disabled', async () => {
      let status = '';
      function Probe({ enabled }: { enabled: boolean }) {
        const query = useArticle('meters', 'faulty-meter', { enabled });
        status = `${query.fetchStatus}/${query.data?.title ?? ''}`;
        return null;
      }
      root.render(createElement(Probe, { enabled: false }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(status).to.equal('idle/');
      root.render(createElement(Probe, { enabled: true }));
      await waitUntil(() => status === 'idle/Reporting a faulty meter', 'article never arrived');
    });
  });
});
