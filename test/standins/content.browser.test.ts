/**
 * The content server stand-in, as the browser sees it: the article pages (some
 * hostile on purpose) and the deals article, read with the browser's HTML parser. The rest of
 * the stand-in (categories list, header configuration, images, scripts, faults) is tested from
 * Node in content.test.ts.
 */
import { expect } from '@open-wc/testing';
import { resetStandIns } from '../helpers/stand-ins';

const CATEGORIES = '/aem6/content/dam/britishgas/beta/json/help/categories/categories.json';
const DEALS = '/aem6/content/britishgas/help/deals.html';
const article = (category: string, label: string) => `/aem6/content/britishgas/help/${category}/${label}.html`;

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

const bodyOf = (html: string): string => {
  const body = new DOMParser().parseFromString(html, 'text/html').querySelector('div.help-article__body');
  if (!body) throw new Error('no div.help-article__body');
  return body.innerHTML;
};

describe('the content server stand-in', () => {
  beforeEach(resetStandIns);
  after(resetStandIns);

  describe('article pages', () => {
    it('serves every listed article as an AEM-like page, sandboxed when opened on its own', async () => {
      const articles = await listedArticles();
      expect(articles.length).to.be.at.least(60);
      const pages = await Promise.all(articles.map(async ([category, label]) => ({ category, label, response: await fetch(article(category, label)) })));
      for (const { category, label, response } of pages) {
        const name = `${category}/${label}`;
        expect(response.status, name).to.equal(200);
        expect(response.headers.get('content-type'), name).to.equal('text/html; charset=utf-8');
        expect(response.headers.get('content-security-policy'), name).to.contain('sandbox').and.contain("default-src 'none'");
        const html = await response.text();
        const page = new DOMParser().parseFromString(html, 'text/html');
        expect(page.title, name).not.to.equal('');
        expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href'), name).to.equal(`/help-and-support/${category}/${label}`);
        expect(bodyOf(html).trim(), name).not.to.equal('');
      }
    });

    it('marks some articles nucleus-type, and leaves some without a description', async () => {
      const heads = await Promise.all(
        (await listedArticles()).map(async ([category, label]) => new DOMParser().parseFromString(await (await fetch(article(category, label))).text(), 'text/html').head),
      );
      const nucleus = heads.filter((head) => head.querySelector('meta[name="help-article-type"]')?.getAttribute('content') === 'nucleus');
      const withoutDescription = heads.filter((head) => !head.querySelector('meta[name="description"]'));
      expect(nucleus.length).to.be.within(2, 10);
      expect(withoutDescription.length).to.be.at.least(1);
    });

    it('serves the deals variant', async () => {
      const response = await fetch(DEALS);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-security-policy')).to.contain('sandbox');
      expect(bodyOf(await response.text())).to.contain('<sup>');
    });

  });

  describe('hostile articles', () => {
    const hostileBodies = async (): Promise<Record<string, string>> =>
      Object.fromEntries(await Promise.all(HOSTILE.map(async (label) => [label, bodyOf(await (await fetch(article('helpful-advice', label))).text())] as const)));

    it('carry script, on* handlers, javascript: and data: links, SVG and MathML, DOM clobbering and mutation XSS', async () => {
      const bodies = await hostileBodies();
      const scripts = bodies['hostile-scripts']!;
      expect(scripts).to.contain('<script>');
      expect(scripts).to.match(/ on(error|mouseover|click|toggle|focus)=/);
      expect(scripts).to.contain('<iframe srcdoc=');
      const links = bodies['hostile-links']!;
      expect(links).to.match(/href="javascript:/i);
      expect(links).to.match(/href="JaVaScRiPt:/);
      expect(links).to.contain('href="data:text/html');
      expect(links).to.contain('href="vbscript:');
      const svg = bodies['hostile-svg']!;
      expect(svg).to.contain('<svg onload=');
      expect(svg).to.contain('<foreignObject>');
      expect(svg).to.contain('<math>');
      const clobbering = bodies['hostile-clobbering']!;
      expect(clobbering).to.contain('id="help-and-support-config"');
      expect(clobbering).to.match(/name="(getElementById|cookie|body)"/);
      const mutation = bodies['hostile-mutation-xss']!;
      expect(mutation).to.contain('<noscript>');
      expect(mutation).to.contain('<mglyph>');
      // Every hostile page keeps a safe first and last sentence, so a test sees what survives.
      for (const [label, body] of Object.entries(bodies)) expect(body, label).to.contain('<p>The last sentence of the article.</p>');
    });
  });
});
