import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORIES } from './all-categories';
import { DARK_HEADER_CATEGORIES } from './with-screens/categories/dark-header';
import { EMERGENCIES_CATEGORY } from './with-screens/categories/emergencies';
import { LIST_CATEGORIES } from './with-screens/categories/list';
import { METERS_CATEGORY } from './with-screens/categories/meters';
import { CATEGORY_LAYOUTS, CATEGORY_TILES, HELP_CATEGORY_SLUGS } from './help-categories';

describe('the category pages’ data, by layout', () => {
  it('keeps each category with the layout CATEGORY_LAYOUTS gives it, in the shape that layout reads', () => {
    const kinds = (categories: readonly { slug: keyof typeof CATEGORY_LAYOUTS; newLayout: boolean }[]) =>
      categories.map((category) => [category.slug, CATEGORY_LAYOUTS[category.slug].kind, category.newLayout]);
    expect(kinds(DARK_HEADER_CATEGORIES)).to.deep.equal([
      ['bills-and-payments', 'dark-header', true],
      ['my-account', 'dark-header', true],
      ['pay-as-you-go', 'dark-header', true],
    ]);
    expect(kinds([METERS_CATEGORY])).to.deep.equal([['meters', 'meters', true]]);
    expect(kinds([EMERGENCIES_CATEGORY])).to.deep.equal([['emergencies', 'emergencies', false]]);
    for (const [, kind, newLayout] of kinds(LIST_CATEGORIES)) expect([kind, newLayout]).to.deep.equal(['list', false]);
  });

  it('has every category once, each starting from its home tile', () => {
    expect(HELP_CATEGORIES.map((category) => category.slug)).to.deep.equal([...HELP_CATEGORY_SLUGS]);
    for (const category of HELP_CATEGORIES) expect(category).to.include(CATEGORY_TILES[category.slug]);
  });
});

describe('the gas emergency number', () => {
  it('is the same under the supplier header as on the emergencies page', async () => {
    const { EMERGENCY_NUMBERS } = await import('./with-screens/categories/emergencies');
    const { GAS_EMERGENCY } = await import('../elements/help-and-support/help-and-support.parts');
    expect({ number: GAS_EMERGENCY.number, href: GAS_EMERGENCY.href }).to.deep.equal({ number: EMERGENCY_NUMBERS.gasLeak.number, href: EMERGENCY_NUMBERS.gasLeak.href });
  });
});
