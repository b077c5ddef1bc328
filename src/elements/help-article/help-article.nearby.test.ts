import { describe, it } from 'node:test';
import { expect } from 'chai';
import type { RemoteCategory } from '../../api/content-pages/categories';
import { breadcrumbTrail, relatedArticles, RELATED_ARTICLES_MAX } from './help-article.nearby';
import { TEXT } from './help-article.text';

/** A category of the list with these articles (label: title). */
const category = (slug: string, title: string, articles: [string, string][]): RemoteCategory => ({
  slug,
  title,
  metaDescription: '',
  articleLabels: articles.map(([label]) => label),
  articles: articles.map(([label, articleTitle]) => ({ label, title: articleTitle })),
});

const meters = category('meters', 'Meters', [
  ['how-to-read-your-meter', 'How to read your meter'],
  ['submit-a-meter-reading', 'Giving us a meter reading'],
  ['smart-meter-installation', 'Getting a smart meter'],
  ['faulty-meter', 'Reporting a faulty meter'],
  ['economy-7-meters', 'Economy 7 meters explained'],
  ['moving-your-meter', 'Moving your meter'],
]);

const labelsOf = (related: { route: string }[]) => related.map(({ route }) => route.split('/').pop());

describe('around an article', () => {
  describe('the breadcrumb trail', () => {
    it('is Help & Support, the category, then the article, the last without a route', () => {
      expect(breadcrumbTrail(meters, 'faulty-meter', 'Page title')).to.deep.equal([
        { text: TEXT.home, route: '/' },
        { text: 'Meters', route: '/meters' },
        { text: 'Reporting a faulty meter' },
      ]);
    });

    it("takes the article page's title when the list has none for it", () => {
      const untitled = category('meters', 'Meters', [['faulty-meter', '  ']]);
      expect(breadcrumbTrail(untitled, 'faulty-meter', 'Reporting a faulty meter').at(-1)).to.deep.equal({ text: 'Reporting a faulty meter' });
    });

    it('leaves out a category without a title, and a page without one', () => {
      const untitled = category('meters', '', [['faulty-meter', '']]);
      expect(breadcrumbTrail(untitled, 'faulty-meter', '')).to.deep.equal([{ text: TEXT.home, route: '/' }]);
    });

    it('encodes the category in its route', () => {
      const odd = category('a b/c', 'Odd', [['x', 'X']]);
      expect(breadcrumbTrail(odd, 'x', '')[1]).to.deep.equal({ text: 'Odd', route: '/a%20b%2Fc' });
    });
  });

  describe('related articles', () => {
    it('are the next three of the category, in its order, with their titles and routes', () => {
      expect(RELATED_ARTICLES_MAX).to.equal(3);
      expect(relatedArticles(meters, 'how-to-read-your-meter')).to.deep.equal([
        { title: 'Giving us a meter reading', route: '/meters/submit-a-meter-reading' },
        { title: 'Getting a smart meter', route: '/meters/smart-meter-installation' },
        { title: 'Reporting a faulty meter', route: '/meters/faulty-meter' },
      ]);
    });

    it('wrap round to the start of the category after its last article', () => {
      expect(labelsOf(relatedArticles(meters, 'economy-7-meters'))).to.deep.equal(['moving-your-meter', 'how-to-read-your-meter', 'submit-a-meter-reading']);
      expect(labelsOf(relatedArticles(meters, 'moving-your-meter'))).to.deep.equal(['how-to-read-your-meter', 'submit-a-meter-reading', 'smart-meter-installation']);
    });

    it('never include the article itself, however few the others', () => {
      for (const { label } of meters.articles) {
        const related = labelsOf(relatedArticles(meters, label));
        expect(related, label).to.have.length(3);
        expect(related, label).not.to.include(label);
      }
      const two = category('smart-home', 'Smart home', [
        ['smart-plugs', 'Using smart plugs'],
        ['thermostat-offline', 'My thermostat is offline'],
      ]);
      expect(labelsOf(relatedArticles(two, 'thermostat-offline'))).to.deep.equal(['smart-plugs']);
    });

    it('are none for the only article of a category', () => {
      expect(relatedArticles(category('meters', 'Meters', [['faulty-meter', 'Reporting a faulty meter']]), 'faulty-meter')).to.deep.equal([]);
      expect(relatedArticles(category('meters', 'Meters', []), 'faulty-meter')).to.deep.equal([]);
    });

    it('leave out an article listed twice, the article itself listed again, and one without a title', () => {
      const messy = category('meters', 'Meters', [
        ['faulty-meter', 'Reporting a faulty meter'],
        ['economy-7-meters', 'Economy 7 meters explained'],
        ['faulty-meter', 'Reporting a faulty meter'],
        ['economy-7-meters', 'Economy 7 meters explained'],
        ['moving-your-meter', ' '],
        ['how-to-read-your-meter', 'How to read your meter'],
      ]);
      expect(labelsOf(relatedArticles(messy, 'faulty-meter'))).to.deep.equal(['economy-7-meters', 'how-to-read-your-meter']);
    });

    it('start from the top for an article the category does not list, and take another maximum', () => {
      expect(labelsOf(relatedArticles(meters, 'not-listed'))).to.deep.equal(['how-to-read-your-meter', 'submit-a-meter-reading', 'smart-meter-installation']);
      expect(labelsOf(relatedArticles(meters, 'faulty-meter', 1))).to.deep.equal(['economy-7-meters']);
    });

    it('encode their routes', () => {
      const odd = category('a b', 'Odd', [
        ['x', 'X'],
        ['y?z', 'Y'],
      ]);
      expect(relatedArticles(odd, 'x')).to.deep.equal([{ title: 'Y', route: '/a%20b/y%3Fz' }]);
    });
  });
});
