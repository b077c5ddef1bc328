/**
 * The demo server's stand-ins for the main site's pages the elements leave to
 * (demo/main-site/pages.mjs), in Node: every exit the elements take by default has its page, and
 * so has every other page of the main site the app links to (the help home's tiles and links
 * that leave it, the header's accessibility link and its menus), sent as every demo page is
 * (DEMO_CSP, nothing inline); other addresses nearby keep the 404 page; the search page escapes
 * what it echoes; the complaint and feedback pages lead into the journeys, every other link leads
 * to another stand-in or to a route of the app that shows a screen, and the search page lists
 * the matching articles. test/link-walk.browser.test.ts follows the app's own links in a browser.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'chai';
import { defaultComplaintConfig } from '../src/config/with-screens/complaint-config';
import { defaultContentConfig } from '../src/config/content/content-config';
import { defaultConfig } from '../src/config/config';
import { hostileForms } from '../src/config/url-policy.cases';
import { detailsPath } from '../src/elements/complaint-journey/complaint-journey.paths';
import { FEEDBACK_PATHS } from '../src/elements/feedback-journey/feedback-journey.paths';
import { appRoutes } from '../src/elements/help-and-support/help-and-support.routes';
import { HELP_CATEGORIES } from '../src/content/all-categories';
import { HOME_SECONDARY_LINKS } from '../src/content/help-home-page';
import { HELP_LINK_TILES } from '../src/content/help-tiles/help-home';
import { COMPLAINT_SLUGS } from '../src/leads/complaint-query-types/complaint-query-types';

/** jsdom, which @adobe/htlengine brings with it, reads the pages as a browser would. */
interface JsdomModule {
  JSDOM: new (text: string) => { window: { document: Document } };
}
const require = createRequire(import.meta.url);
const { JSDOM } = createRequire(require.resolve('@adobe/htlengine'))('jsdom') as JsdomModule;

interface HelpArticle {
  category: string;
  label: string;
  title: string;
  summary: string;
  href: string;
}

/** What this test uses of demo/server.mjs and demo/main-site/pages.mjs (plain JavaScript, so typed here). */
interface DemoServer {
  DEMO_CSP: string;
  startDemoServer(options: { port: number; host: string; database: string; distDir: string; log: () => void }): Promise<{ url: string; close(): Promise<unknown> }>;
}
interface MainSite {
  MAIN_SITE_PATHS: string[];
  STAND_IN_NOTE: string;
  helpArticles(): Promise<HelpArticle[]>;
  matchingArticles(articles: HelpArticle[], query: string): HelpArticle[];
}

// Imported by URL: the demo is JavaScript without declarations (tsconfig.node.json checks it).
const server = (await import(new URL('../demo/server.mjs', import.meta.url).href)) as DemoServer;
const mainSite = (await import(new URL('../demo/main-site/pages.mjs', import.meta.url).href)) as MainSite;

/** The note as a page writes it (the apostrophe escaped). */
const NOTE = mainSite.STAND_IN_NOTE.replace("'", '&#39;');

/** Every page of the main site an element leaves to with the default configuration. */
const { contactPages } = defaultContentConfig;
const { complaintPages } = defaultComplaintConfig;
const DEFAULT_EXITS: string[] = [
  contactPages.credit,
  contactPages.prepay,
  contactPages.homeServices,
  complaintPages.credit,
  complaintPages.homeServices,
  complaintPages.installations,
  complaintPages.evChargePoint,
  defaultContentConfig.bereavement.onlineFormUrl,
  defaultContentConfig.bereavement.closeAccountUrl,
  defaultContentConfig.searchPageUrl,
];

/** The links of the app's own content marked as leaving it (`externalLink: true`), as written: paths on the main site or URLs. */
function leavingLinks(content: unknown): string[] {
  if (Array.isArray(content)) return content.flatMap(leavingLinks);
  if (typeof content !== 'object' || content === null) return [];
  const record = content as Record<string, unknown>;
  const own = record.externalLink === true ? [record.link, record.path].filter((value): value is string => typeof value === 'string') : [];
  return [...own, ...Object.values(record).flatMap(leavingLinks)];
}

/** Every `link` of the content stand-in's header configuration (its sections, menus, quick links and banners). */
function headerLinks(): string[] {
  const fixture = JSON.parse(readFileSync(new URL('../standins/fixtures/content/header-configuration.json', import.meta.url), 'utf8')) as unknown;
  const links = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(links);
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) => (key === 'link' && typeof inner === 'string' ? [inner] : links(inner)));
  };
  return links(fixture);
}

/**
 * Every other page of the main site the app links to in the demo: the help home's two tiles that
 * leave the app and its other links marked so, the category pages' such links, the header's
 * accessibility link, and the header's links that are not the app's.
 */
const OTHER_LINKS_OUT: string[] = [
  defaultContentConfig.peaksaveUrl,
  defaultContentConfig.newSystemHubUrl,
  defaultContentConfig.accessibilityUrl,
  ...leavingLinks([HELP_LINK_TILES, HOME_SECONDARY_LINKS, HELP_CATEGORIES]).filter((link) => !/^https?:/.test(link)),
  ...headerLinks().filter((link) => !link.startsWith(defaultConfig.basePath)),
];

let base = '';
let close: () => Promise<unknown> = () => Promise.resolve();
const distDir = mkdtempSync(join(tmpdir(), 'help-main-site-'));

before(async () => {
  const demo = await server.startDemoServer({ port: 0, host: '127.0.0.1', database: 'memory', distDir, log: () => {} });
  base = demo.url.replace(/\/$/, '');
  close = () => demo.close();
});

after(async () => {
  await close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('the main site stand-ins', () => {
  it('cover every page the elements leave to by default', () => {
    for (const exit of DEFAULT_EXITS) expect(mainSite.MAIN_SITE_PATHS, exit).to.include(exit);
  });

  it('are demo pages, marked as stand-ins, with the demo policy and nothing inline', async () => {
    for (const path of mainSite.MAIN_SITE_PATHS) {
      const { status, headers, text } = await get(path);
      expect(status, path).to.equal(200);
      expect(headers.get('content-type'), path).to.equal('text/html; charset=utf-8');
      expect(headers.get('content-security-policy'), path).to.equal(server.DEMO_CSP);
      expect(text, path).to.contain(`<p class="page__caption">${NOTE} `);
      expect(text, path).to.contain('<header class="site-header">');
      expect(text, path).not.to.match(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/);
      expect(text, path).not.to.match(/<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it("cover every other page of the main site the app links to: the help home's tiles and links out, the header's accessibility link and menus", () => {
    expect(OTHER_LINKS_OUT).to.include.members(['/energy/peaksave', '/energy/new-system-hub', '/accessibility', '/energy/moving-home', '/energy/tariffs', '/home-cover/appliance-cover']);
    for (const link of OTHER_LINKS_OUT) expect(mainSite.MAIN_SITE_PATHS, link).to.include(link);
  });

  it('answer with or without a trailing slash, and HEAD as GET', async () => {
    expect((await get('/contact-us/energy/')).status).to.equal(200);
    expect((await fetch(`${base}/bereavement/close-an-account`, { method: 'HEAD' })).status).to.equal(200);
  });

  it('leave other addresses on the page-not-found page', async () => {
    for (const path of ['/contact-us/nowhere', '/search/more', '/energy/complaints/other', '/bereavement', '/no-such-page', '/energy/peaksave/more', '/accessibility/statement', '/home-cover/other']) {
      const { status, text } = await get(path);
      expect(status, path).to.equal(404);
      expect(text, path).to.contain('<h1>Page not found</h1>');
    }
  });
});

describe('the search results stand-in', () => {
  it('matches every word of the query in titles and summaries, in any case', async () => {
    const articles = await mainSite.helpArticles();
    expect(articles.length).to.be.at.least(60);
    const meter = mainSite.matchingArticles(articles, 'meter');
    expect(meter.length).to.be.at.least(1);
    expect(mainSite.matchingArticles(articles, '  METER ')).to.deep.equal(meter);
    for (const { title, summary } of meter) expect(`${title} ${summary}`.toLowerCase()).to.contain('meter');
    // "dial" is only in a summary (How to read your meter).
    expect(mainSite.matchingArticles(articles, 'Dial meter').map(({ href }) => href)).to.include('/help-and-support/meters/how-to-read-your-meter');
    expect(mainSite.matchingArticles(articles, 'meter zzqxv')).to.deep.equal([]);
    expect(mainSite.matchingArticles(articles, '   ')).to.deep.equal([]);
  });

  it('escapes the query it echoes and the articles it lists, and links back only to a path of this site', async () => {
    const hostile = '"><script>alert(1)</script>';
    const { text } = await get(`/search?${new URLSearchParams({ q: hostile, initiated: 'javascript:alert(1)' })}`);
    expect(text).not.to.contain('<script>alert(1)');
    expect(text).to.contain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(text).to.contain('No results for');
    expect(text).not.to.contain('javascript:');

    const listed = await get(`/search?${new URLSearchParams({ q: 'hostile scripts', initiated: '/help-and-support/meters' })}`);
    expect(listed.text).to.contain('<a href="/help-and-support/helpful-advice/hostile-scripts">');
    expect(listed.text).not.to.contain("<script>alert('description')");
    expect(listed.text).to.contain('<a href="/help-and-support/meters">Back to the page you were on</a>');

    expect((await get(`/search?${new URLSearchParams({ q: 'meter', initiated: '//evil.example/' })}`)).text).not.to.contain('evil.example');
  });

  it('holds `initiated` to the URL policy: no hostile form becomes the way back, read as a browser reads it', async () => {
    const queries = [
      // A tab between the slashes, as a link would carry it: the browser drops it and reads //evil.example.
      'q=meter&initiated=%2F%09%2Fevil.example%2Fphish',
      'q=meter&initiated=%2F%0A%2Fevil.example%2Fphish',
      ...[...hostileForms(base), '/%2f%2fevil.example/phish', '/%5Cevil.example/phish', 'https:evil.example', 'evil.example/phish'].map(
        (initiated) => new URLSearchParams({ q: 'meter', initiated }).toString(),
      ),
    ];
    for (const query of queries) {
      const document = await open(`/search?${query}`);
      const back = [...document.querySelectorAll('main a')].filter((link) => link.textContent === 'Back to the page you were on');
      expect(back, query).to.deep.equal([]);
      for (const link of document.querySelectorAll('a[href]')) {
        expect(new URL(link.getAttribute('href') ?? '', `${base}/search`).origin, `${query}: ${link.getAttribute('href')}`).to.equal(new URL(base).origin);
      }
    }
    const { text } = await get(`/search?${new URLSearchParams({ q: 'meter', initiated: '/help-and-support/meters?from=search#top' })}`);
    expect(text).to.contain('<a href="/help-and-support/meters?from=search#top">Back to the page you were on</a>');
  });
});

/** A route of the app, as a link on the main site names it. */
const appRoute = (route: string) => `${defaultConfig.basePath.replace(/\/$/, '')}${route}`;
/** The Pay As You Go complaint page and the feedback entry: the main site's, named by no configuration. */
const PAY_AS_YOU_GO_COMPLAINTS = '/energy/complaints/pay-as-you-go';
const FEEDBACK_ENTRY = '/contact-us/feedback';

const open = async (path: string) => new JSDOM((await get(path)).text).window.document;
/** The links of a page's main content (the site header's apart), as written. */
const linksOf = (document: Document): string[] => [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href') ?? '');
/** The result links of a search page. */
const resultsOf = (document: Document) => [...document.querySelectorAll('main .search-results a[href]')];
const search = (query: string) => open(`${defaultContentConfig.searchPageUrl}?${new URLSearchParams({ q: query, initiated: '/help-and-support/' })}`);

describe('where the main site stand-ins lead', () => {
  it('the credit complaint page: into the gas and electricity complaint and enquiry journeys', async () => {
    const links = linksOf(await open(complaintPages.credit));
    expect(links).to.include.members([appRoute(detailsPath('gas-and-electricity')), appRoute(detailsPath('enquiry-gas-and-electricity')), PAY_AS_YOU_GO_COMPLAINTS]);
  });

  it('the Pay As You Go complaint page: into the Pay As You Go complaint and enquiry journeys', async () => {
    const links = linksOf(await open(PAY_AS_YOU_GO_COMPLAINTS));
    expect(links).to.include.members([appRoute(detailsPath('pay-as-you-go')), appRoute(detailsPath('enquiry-pay-as-you-go'))]);
  });

  it('the feedback entry: into the feedback journey; the contact pages: to it and the complaint pages', async () => {
    expect(linksOf(await open(FEEDBACK_ENTRY))).to.include(appRoute(FEEDBACK_PATHS.credit));
    expect(linksOf(await open(contactPages.credit))).to.include.members([FEEDBACK_ENTRY, complaintPages.credit]);
    expect(linksOf(await open(contactPages.prepay))).to.include(PAY_AS_YOU_GO_COMPLAINTS);
  });

  it('every other link: to the app or another stand-in', async () => {
    for (const path of mainSite.MAIN_SITE_PATHS) {
      for (const link of linksOf(await open(path))) {
        if (link.startsWith(defaultConfig.basePath)) continue;
        expect(mainSite.MAIN_SITE_PATHS, `${path} → ${link}`).to.include(link.split('?')[0]);
      }
    }
  });

  it('every link into the app: a category, a listed article or another route of the app, never one that goes to page-not-found', async () => {
    const articles = await mainSite.helpArticles();
    const routes = new Set<string>([
      ...appRoutes.map(({ path }) => path).filter((path) => !path.includes(':')),
      ...HELP_CATEGORIES.map(({ slug }) => `/${slug}`),
      ...articles.map(({ category, label }) => `/${category}/${label}`),
      ...COMPLAINT_SLUGS.map((slug) => detailsPath(slug)),
    ]);
    const base = defaultConfig.basePath.replace(/\/$/, '');
    for (const path of [...mainSite.MAIN_SITE_PATHS, `${defaultContentConfig.searchPageUrl}?q=meter`]) {
      for (const link of linksOf(await open(path))) {
        if (!link.startsWith(defaultConfig.basePath)) continue;
        expect([...routes], `${path} → ${link}`).to.include(link.slice(base.length).replace(/(.)\/$/, '$1'));
      }
    }
  });

  it('the search page: the matching help articles, in any case, and says when there are none', async () => {
    const document = await search('meter');
    const results = resultsOf(document).map((link) => link.getAttribute('href'));
    expect(results.length).to.be.at.least(1);
    // Help pages: the topics and pages the search box would suggest, then articles.
    for (const href of results) expect(href).to.match(/^\/help-and-support\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
    expect(results).to.include('/help-and-support/meters/how-to-read-your-meter');
    expect(resultsOf(await search('METER')).map((link) => link.getAttribute('href'))).to.deep.equal(results);
    expect(document.querySelector<HTMLInputElement>('main input[name="q"]')?.value).to.equal('meter');
    const none = await search('zzqxv flibbertigibbet');
    expect(resultsOf(none)).to.have.length(0);
    expect(none.querySelector('main')?.textContent).to.contain('No results');
    // Never a blank: the most asked pages, contact us among them.
    const popular = [...none.querySelectorAll('main ul[aria-labelledby="search-popular"] a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(popular).to.deep.include(['Contact us', '/help-and-support/contact-us']);
    expect(popular.length).to.be.at.least(3);
  });

  it('the search page finds what customers call a page, as the search box does', async () => {
    const first = async (query: string) => {
      const [link] = resultsOf(await search(query));
      return link && [link.textContent, link.getAttribute('href')];
    };
    expect(await first('bereavement')).to.deep.equal(['Bereavement', '/help-and-support/probate']);
    expect(await first('someone has died')).to.deep.equal(['Bereavement', '/help-and-support/probate']);
    expect(await first('moving home')).to.deep.equal(['Moving home', '/energy/moving-home']);
    expect((await first('cant pay my bill'))?.[1]).to.equal('/help-and-support/struggling-to-pay');
    expect((await first('I want to complain'))?.[1]).to.equal('/help-and-support/make-a-complaint');
  });
});
