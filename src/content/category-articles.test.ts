import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORY_SLUGS } from './category-slugs';
import { categoryArticles } from './category-articles';

/** The stand-in content server's categories list: what the demo and the tests show. */
const listed = JSON.parse(readFileSync(new URL('../../standins/fixtures/content/categories.json', import.meta.url), 'utf8')) as {
  included: { attributes: { category: string; articles: { label: string }[] } }[];
};

describe('categoryArticles', () => {
  const articles = categoryArticles();

  it('lists articles for every category, each once, by the words of its link', () => {
    for (const category of HELP_CATEGORY_SLUGS) expect(articles.filter((each) => each.category === category), category).not.to.have.length(0);
    const keys = articles.map(({ category, article }) => `${category}/${article}`);
    expect(new Set(keys).size).to.equal(keys.length);
    for (const { title } of articles) expect(title).to.match(/\w/);
    expect(articles.find(({ article }) => article === 'how-to-read-your-meter')).to.deep.include({ category: 'meters' });
  });

  it('lists only articles the content server’s categories list has under the same category', () => {
    const known = new Set(listed.included.flatMap(({ attributes }) => attributes.articles.map(({ label }) => `${attributes.category}/${label}`)));
    expect(articles.map(({ category, article }) => `${category}/${article}`).filter((key) => !known.has(key))).to.deep.equal([]);
  });
});
