import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORY_SLUGS } from '../../content/category-slugs';
import { CATEGORY_TILES } from '../../content/help-tiles/help-home';
import { looseForm, meantValue } from './authoring-values';

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

describe('looseForm', () => {
  it('sets aside case, spaces and punctuation', () => {
    expect(looseForm("  What's  on__Tariff? ")).to.equal('whats-on-tariff');
  });
});
