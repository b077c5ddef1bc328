import { describe, it } from 'node:test';
import { expect } from 'chai';
import { urlPolicy } from '../../config';
import { parseHeaderConfig } from './content';
import { isListedArticle, parseCategoriesList, type RemoteCategory } from '../content-pages/categories';
import { ClientError } from '../errors';

describe('help content', () => {
  describe('categories list', () => {
    it('reads the list’s JSON:API shape, leaving out what it cannot use', () => {
      const list = parseCategoriesList({
        data: [
          {
            type: 'categories',
            id: 'meters',
            attributes: { title: 'Meters', 'meta-description': 'Meter help' },
            relationships: { articles: { data: [{ type: 'articles', id: 'meters' }, { type: 'articles', id: 'missing' }] } },
          },
          { type: 'categories', id: 'breakdowns', attributes: {} },
          { type: 'categories', attributes: { title: 'No id' } },
          'not a resource',
        ],
        included: [
          { type: 'articles', id: 'meters', attributes: { articles: [{ label: 'faulty-meter', title: 'Reporting a faulty meter' }, { label: 7 }, { title: 'No label' }, null, { label: 'moving-your-meter', title: 8 }] } },
          { type: 'categories', id: 'meters', attributes: { articles: [{ label: 'wrong-type' }] } },
        ],
      });
      expect(list).to.deep.equal([
        {
          slug: 'meters',
          title: 'Meters',
          metaDescription: 'Meter help',
          articleLabels: ['faulty-meter', 'moving-your-meter'],
          articles: [
            { label: 'faulty-meter', title: 'Reporting a faulty meter' },
            { label: 'moving-your-meter', title: '' },
          ],
        },
        { slug: 'breakdowns', title: '', metaDescription: '', articleLabels: [], articles: [] },
      ]);
      expect(parseCategoriesList({ data: [] })).to.deep.equal([]);
    });

    it('refuses a document that is not a list', () => {
      for (const body of [null, [], 'text', { data: {} }, { data: null }, { errors: [] }]) {
        expect(() => parseCategoriesList(body), JSON.stringify(body)).to.throw(ClientError, 'Malformed response');
      }
    });

    it('says whether an article is listed under a category', () => {
      const list: RemoteCategory[] = [
        { slug: 'meters', title: 'Meters', metaDescription: '', articleLabels: ['faulty-meter'], articles: [{ label: 'faulty-meter', title: 'Reporting a faulty meter' }] },
      ];
      expect(isListedArticle(list, 'meters', 'faulty-meter')).to.equal(true);
      expect(isListedArticle(list, 'meters', 'economy-7-meters')).to.equal(false);
      expect(isListedArticle(list, 'breakdowns', 'faulty-meter')).to.equal(false);
    });
  });

  describe('header configuration', () => {
    it('defaults hideA11yBtn to false and leaves out links the URL policy refuses', () => {
      const config = parseHeaderConfig(
        {
          hideA11yBtn: 'true',
          sections: [{ title: 'Energy', link: 'javascript:alert(1)', links: [{ label: 'Tariffs', link: '/energy/tariffs' }, { label: 'Bad', link: 'data:text/html,x' }, 'x'] }, 7],
          'quick-links': [
            { label: 'Home', link: 'https://www.example.test/' },
            { label: 'Protocol-relative', link: '//evil.example/' },
            { label: 'Not allowed', link: 'https://evil.example/' },
            { label: 'Look-alike', link: 'https://www.example.test@evil.example/' },
            { label: 'Tab', link: '/\t/evil.example/' },
            { label: 'None' },
          ],
          'secondary-banner': { text: 'Text', link: { label: 'Go', link: 'vbscript:x' } },
        },
        urlPolicy(['https://www.example.test']),
      );
      expect(config).to.deep.equal({
        hideA11yBtn: false,
        sections: [{ title: 'Energy', link: '', links: [{ label: 'Tariffs', link: '/energy/tariffs' }] }],
        quickLinks: [{ label: 'Home', link: 'https://www.example.test/' }],
        secondaryBanner: { title: '', text: 'Text', image: '', link: null },
        menuBanner: null,
      });
      expect(parseHeaderConfig({ hideA11yBtn: true }).hideA11yBtn).to.equal(true);
      expect(() => parseHeaderConfig([])).to.throw(ClientError, 'Malformed response');
    });
  });
});
