/**
 * The content server stand-in, called from Node with the stand-ins in this process
 * (test/helpers/node-stand-ins.ts): the /aem6/ paths of the categories list, article pages
 * (some hostile on purpose), the header configuration, the images and the scripts it serves,
 * and what `/__stub/faults` does to them. What takes a browser's HTML parser (the pages' heads
 * and article bodies) is in content.browser.test.ts.
 */
import { readFileSync } from 'node:fs';
import { after, beforeEach, describe, it } from 'node:test';
import { install } from '@sinonjs/fake-timers';
import { expect } from 'chai';
// fetch: Node's, with paths taken against the stand-ins' origin, as a page's fetch takes them.
import { fetch, injectFault, pendingFaults, resetStandIns, stopStandIns } from '../helpers/node-stand-ins';

/** A file of the shared XSS corpus, as the browser tests import it (esbuild's text loader). */
const corpus = (name: string): string => readFileSync(new URL(`../fixtures/xss-corpus/${name}`, import.meta.url), 'utf8');
const intrudersXss = corpus('IntrudersXSS.txt');
const portSwiggerEventHandlers = corpus('port_swigger_xss_cheatsheet_event_handlers.txt');
const rsnakeXss = corpus('RSNAKE_XSS.txt');
const xssPolyglots = corpus('XSS_Polyglots.txt');

const METER_READ_CONFIG = '/aem6/content/dam/britishgas/beta/json/help/meter-read.json';
const CATEGORIES = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
const HEADER = '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';
const DEALS = '/aem6/content/britishgas/help/deals.html';
const article = (category: string, label: string) => `/aem6/content/britishgas/help/${category}/${label}.html`;
const IMAGE = '/aem6/content/dam/britishgas/images/help/icon-meters.svg';
const NUCLEUS_GLOBAL = '/aem6/etc/clientlibs/nucleus/global.js';
const NUCLEUS_FORMS = '/aem6/etc/clientlibs/nucleus/forms.js';
const VIDEO_PLAYER = '/aem6/etc/clientlibs/video/player.js';

/** The twelve category slugs, in the order the home page shows them. */
const SPEC_CATEGORIES = [
  'bills-and-payments',
  'my-account',
  'pay-as-you-go',
  'meters',
  'homecare-help',
  'energy-tariffs',
  'smart-home',
  'appliances-and-engineers',
  'breakdowns',
  'helpful-advice',
  'emergencies',
  'struggling-to-pay',
];

const HOSTILE = ['hostile-scripts', 'hostile-links', 'hostile-svg', 'hostile-clobbering', 'hostile-mutation-xss'];

interface CategoriesList {
  data: { type: string; id: string; attributes: Record<string, unknown>; relationships: { articles: { data: { type: string; id: string }[] } } }[];
  included: { type: string; id: string; attributes: { category: string; articles: { label: string; title: string }[] } }[];
}

async function categoriesList(): Promise<CategoriesList> {
  return (await (await fetch(CATEGORIES)).json()) as CategoriesList;
}

/** [category, label] of every article the list names. */
async function listedArticles(): Promise<[string, string][]> {
  const list = await categoriesList();
  return list.data.flatMap((category) =>
    category.relationships.articles.data.flatMap(({ type, id }) =>
      (list.included.find((item) => item.type === type && item.id === id)?.attributes.articles ?? []).map(({ label }): [string, string] => [category.id, label]),
    ),
  );
}

const corpusLines = new Set(
  [intrudersXss, portSwiggerEventHandlers, rsnakeXss, xssPolyglots].flatMap((text) => text.split('\n').filter((line) => line !== '')),
);

describe('the content server stand-in', () => {
  beforeEach(resetStandIns);
  after(stopStandIns);

  describe('categories list', () => {
    it('is a JSON:API document of the twelve SPEC categories, each with its articles', async () => {
      const response = await fetch(CATEGORIES);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^application\/json/);
      const list = (await response.json()) as CategoriesList;
      expect(list.data.map((category) => category.id)).to.deep.equal(SPEC_CATEGORIES);
      for (const category of list.data) {
        expect(category.type).to.equal('categories');
        expect(category.attributes.title, category.id).to.be.a('string').and.not.equal('');
        expect(category.attributes['meta-description'], category.id).to.be.a('string').and.not.equal('');
        const [related] = category.relationships.articles.data;
        const included = list.included.find((item) => item.type === related?.type && item.id === related?.id);
        expect(included?.attributes.category, category.id).to.equal(category.id);
        expect(included?.attributes.articles.length, category.id).to.be.within(3, 8);
      }
    });

    it('names the hostile articles under helpful-advice', async () => {
      const hostile = (await listedArticles()).filter(([, label]) => label.startsWith('hostile-'));
      expect(hostile).to.deep.equal(HOSTILE.map((label) => ['helpful-advice', label]));
    });
  });

  describe('article pages', () => {
    it('answers 404 for an article it does not have, or a name that is not a slug, and 405 for a POST', async () => {
      for (const path of [
        article('meters', 'not-an-article'),
        article('no-such-category', 'faulty-meter'),
        article('meters', 'Faulty-Meter'),
        '/aem6/content/britishgas/help/meters/..%2Fdeals.html',
        '/aem6/content/britishgas/help/meters/faulty-meter.json',
      ]) {
        const response = await fetch(path);
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('content-type'), path).to.match(path.endsWith('.html') ? /^text\/html/ : /^application\/json/);
      }
      const posted = await fetch(article('meters', 'faulty-meter'), { method: 'POST', body: 'x' });
      expect(posted.status).to.equal(405);
      expect(posted.headers.get('allow')).to.equal('GET, HEAD');
    });
  });

  describe('hostile articles', () => {
    it('hold payloads of the shared XSS corpus unchanged', async () => {
      const pages = await Promise.all(HOSTILE.map(async (label) => (await (await fetch(article('helpful-advice', label))).text()).split('\n').map((line) => line.trim())));
      const fromCorpus = pages.flat().map((line) => line.replace(/^<p>(.*)<\/p>$/, '$1')).filter((line) => corpusLines.has(line));
      expect(corpusLines.size).to.be.at.least(360);
      expect(fromCorpus.length).to.be.at.least(25);
    });
  });

  describe('header configuration, images and scripts', () => {
    it('serves the header configuration with Cache-Control: max-age=0', async () => {
      const response = await fetch(HEADER, { headers: { 'Cache-Control': 'max-age=0' } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.equal('max-age=0');
      const config = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(config)).to.have.members(['hideA11yBtn', 'sections', 'quick-links', 'secondary-banner', 'menu-banner']);
    });

    it('serves images as sandboxed SVG, and 404 for an unknown one', async () => {
      const response = await fetch(IMAGE);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('image/svg+xml');
      expect(response.headers.get('content-security-policy')).to.contain('sandbox');
      expect((await fetch('/aem6/content/dam/britishgas/images/help/no-such-image.svg')).status).to.equal(404);
    });

    it('serves the nucleus scripts and the video player as JavaScript, and 404 for any other', async () => {
      for (const path of [NUCLEUS_GLOBAL, NUCLEUS_FORMS, VIDEO_PLAYER]) {
        const response = await fetch(path);
        expect(response.status, path).to.equal(200);
        expect(response.headers.get('content-type'), path).to.equal('text/javascript; charset=utf-8');
        expect(response.headers.get('x-content-type-options'), path).to.equal('nosniff');
      }
      expect((await fetch('/aem6/etc/clientlibs/nucleus/other.js')).status).to.equal(404);
      expect((await fetch('/aem6/etc/clientlibs/hostile/missing.js')).status).to.equal(404);
    });
  });

  describe('meter-read page config', () => {
    interface MeterReadConfig {
      headingTemplate: string;
      contactCardTemplate: string;
    }

    /** The config as served on `today` (local time); only Date is faked, so the server and fetch run as ever. */
    async function servedOn(today: Date): Promise<MeterReadConfig> {
      const clock = install({ now: today, toFake: ['Date'] });
      try {
        return (await (await fetch(METER_READ_CONFIG)).json()) as MeterReadConfig;
      } finally {
        clock.uninstall();
      }
    }

    /** The dates a template shows in bold. */
    const boldIn = (html: string): string[] => [...html.matchAll(/<b>([^<]*)<\/b>/g)].map((found) => found[1] ?? '');

    // Prices change with the price cap on the first of January, April, July and October; readings are asked for by the fourth.
    const cases: [string, Date, string, string][] = [
      ['in November, the January change', new Date(2026, 10, 27, 12), '1 January', '4 January'],
      ['on 31 December, the January change', new Date(2026, 11, 31, 23, 30), '1 January', '4 January'],
      ["on 1 April, that day's change", new Date(2027, 3, 1, 9), '1 April', '4 April'],
      ['on 4 April, the change whose readings are due that day', new Date(2027, 3, 4, 18), '1 April', '4 April'],
      ['on 5 April, the July change', new Date(2027, 3, 5, 9), '1 July', '4 July'],
      ['in February, the April change', new Date(2027, 1, 14, 9), '1 April', '4 April'],
      ['in August, the October change', new Date(2027, 7, 20, 9), '1 October', '4 October'],
    ];

    for (const [when, today, priceChange, readingsDue] of cases) {
      it(`names the next price change and the day its readings are due, worked out when served: ${when}`, async () => {
        const config = await servedOn(today);
        expect(boldIn(config.headingTemplate)).to.deep.equal([priceChange, readingsDue]);
        expect(config.headingTemplate).to.equal(
          `Energy prices change on <b>${priceChange}</b>. Send us your meter readings by <b>${readingsDue}</b> so your next bill reflects the new price.`,
        );
        expect(boldIn(config.contactCardTemplate)).to.deep.equal([readingsDue]);
        expect(JSON.stringify(config)).not.to.contain('{{');
      });
    }
  });

  describe('faults (POST /__stub/faults with service "content")', () => {
    const paths = [CATEGORIES, article('meters', 'faulty-meter'), DEALS, HEADER, IMAGE, NUCLEUS_GLOBAL];

    for (const path of paths) {
      it(`fail ${path.replace('/aem6/', '')} as often as asked, then it answers again`, async () => {
        await injectFault({ service: 'content', status: 503, times: 2 });
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const failed = await fetch(path);
          expect(failed.status, `attempt ${attempt}`).to.equal(503);
          expect(await failed.json()).to.deep.equal({ status: 503, message: 'Service Unavailable' });
        }
        expect(await pendingFaults()).to.deep.equal([]);
        expect((await fetch(path)).status).to.equal(200);
      });
    }

    it('apply to a path the server does not have too, before any route is looked up', async () => {
      await injectFault({ service: 'content', status: 500 });
      expect((await fetch(article('meters', 'not-an-article'))).status).to.equal(500);
      expect((await fetch(article('meters', 'not-an-article'))).status).to.equal(404);
    });

    it('delay an article, then serve it', async () => {
      await injectFault({ service: 'content', status: 0, delayMs: 300 });
      const started = performance.now();
      const response = await fetch(article('meters', 'faulty-meter'));
      expect(performance.now() - started).to.be.at.least(280);
      expect(response.status).to.equal(200);
    });

    it('break the body of an article or drop the connection', async () => {
      await injectFault({ service: 'content', malformed: true });
      const broken = await fetch(article('meters', 'faulty-meter'));
      expect(broken.status).to.equal(200);
      expect(await broken.text()).not.to.contain('help-article__body');
      await injectFault({ service: 'content', network: true });
      let failure: unknown;
      await fetch(CATEGORIES).catch((error: unknown) => (failure = error));
      expect(failure).to.be.instanceOf(TypeError);
    });
  });
});
