import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { CATEGORY_TILES } from '../../content/help-tiles/help-home';
import { fieldLabel, looseForm, meantValue } from './authoring-values';

/** The AEM package's own labels (scripts/aem/manifest.mjs, plain JavaScript, so typed here). */
const aem = (await import(new URL('../../../scripts/aem/manifest.mjs', import.meta.url).href)) as { fieldLabel(attribute: string): string };

const categories = HELP_CATEGORY_SLUGS.map((value) => ({ value, label: CATEGORY_TILES[value].title }));

describe('meantValue', () => {
  it('finds the category an author meant from its name, its case or its spaces', () => {
    expect(meantValue('Meters', categories)).to.equal('meters');
    expect(meantValue('struggling to pay', categories)).to.equal('struggling-to-pay');
    expect(meantValue(' Bills and payments ', categories)).to.equal('bills-and-payments');
    expect(meantValue('HomeCare help', categories)).to.equal('homecare-help');
    expect(meantValue('Pay_As_You_Go', categories)).to.equal('pay-as-you-go');
  });

  it('suggests nothing for a value that is right, empty, not set or nothing like any', () => {
    expect(meantValue('meters', categories)).to.equal(undefined);
    expect(meantValue(undefined, categories)).to.equal(undefined);
    expect(meantValue('', categories)).to.equal(undefined);
    expect(meantValue('  ', categories)).to.equal(undefined);
    expect(meantValue('gas-leak', categories)).to.equal(undefined);
  });

  it('matches values without labels on the values alone', () => {
    expect(meantValue('Faulty Meter', [{ value: 'faulty-meter' }])).to.equal('faulty-meter');
  });
});

describe('looseForm and fieldLabel', () => {
  it('sets aside case, spaces and punctuation', () => {
    expect(looseForm("  What's  on__Tariff? ")).to.equal('whats-on-tariff');
  });

  it('labels an attribute as the AEM dialog does', () => {
    expect(fieldLabel('category')).to.equal('Category');
    expect(fieldLabel('base-path')).to.equal('Base path');
    expect(fieldLabel('url-routing')).to.equal('URL routing');
    for (const attribute of ['category', 'article', 'complaint', 'base-path', 'draft-key', 'url-routing']) expect(fieldLabel(attribute), attribute).to.equal(aem.fieldLabel(attribute));
  });
});
