import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORY_SLUGS } from '../category-slugs';
import { CATEGORY_TILES, HELP_LINK_TILES, HOME_TILES, helpIcon } from './help-home';
import { DEFAULT_HELP_ICON, HELP_ICON_NAMES, namedIcon, tileIcon } from './help-icons';

describe('the help tiles’ icons', () => {
  it('has a built-in icon for every category slug and link-only tile, and a neutral default', () => {
    for (const slug of HELP_CATEGORY_SLUGS) expect(HELP_ICON_NAMES, slug).to.include(slug);
    for (const tile of HELP_LINK_TILES) expect(HELP_ICON_NAMES, tile.id).to.include(tile.id);
    expect(DEFAULT_HELP_ICON).to.equal('help');
    expect(HELP_ICON_NAMES).to.include(DEFAULT_HELP_ICON);
    expect(new Set(HELP_ICON_NAMES).size).to.equal(HELP_ICON_NAMES.length);
  });

  it('reads the icon the content names: a bare name, or the file of its image path', () => {
    expect(namedIcon('meters')).to.equal('meters');
    expect(namedIcon(helpIcon('smart-home'))).to.equal('smart-home');
    expect(namedIcon('/content/dam/britishgas/images/help/icon-Pay-As-You-Go.svg')).to.equal('pay-as-you-go');
    expect(namedIcon('')).to.equal(undefined);
    expect(namedIcon('   ')).to.equal(undefined);
    expect(namedIcon(undefined)).to.equal(undefined);
    // An image that is not an icon, or a value that is not a name, names none.
    expect(namedIcon('content/dam/britishgas/images/help/cq-top-up.svg')).to.equal(undefined);
    expect(namedIcon('https://images.example.com/icon.png')).to.equal(undefined);
    expect(namedIcon('../icon')).to.equal(undefined);
  });

  it('the content’s icon wins over the slug’s', () => {
    expect(tileIcon({ slug: 'meters', decoration: helpIcon('emergencies') })).to.equal('emergencies');
    expect(tileIcon({ slug: 'meters', decoration: 'breakdowns' })).to.equal('breakdowns');
    expect(tileIcon({ id: 'peaksave', decoration: 'smart-home' })).to.equal('smart-home');
  });

  it('falls back to the slug’s own icon when the content names none, or one there is not', () => {
    expect(tileIcon({ slug: 'meters', decoration: '' })).to.equal('meters');
    expect(tileIcon({ slug: 'meters' })).to.equal('meters');
    expect(tileIcon({ slug: 'struggling-to-pay', decoration: helpIcon('no-such-icon') })).to.equal('struggling-to-pay');
    expect(tileIcon({ slug: 'emergencies', decoration: 'content/dam/britishgas/images/help/cq-top-up.svg' })).to.equal('emergencies');
    expect(tileIcon({ id: 'new-system-hub', decoration: '' })).to.equal('new-system-hub');
  });

  it('shows the neutral default for an unknown tile that names no known icon', () => {
    expect(tileIcon({ slug: 'gardening', decoration: '' })).to.equal(DEFAULT_HELP_ICON);
    expect(tileIcon({ slug: 'gardening', decoration: helpIcon('gardening') })).to.equal(DEFAULT_HELP_ICON);
    expect(tileIcon({ id: 'something-new' })).to.equal(DEFAULT_HELP_ICON);
    expect(tileIcon({})).to.equal(DEFAULT_HELP_ICON);
  });

  it('gives every tile of the help home, and every category, an icon of its own', () => {
    const homeIcons = HOME_TILES.map((tile) => tileIcon(tile));
    expect(new Set(homeIcons).size).to.equal(HOME_TILES.length);
    expect(homeIcons).to.not.include(DEFAULT_HELP_ICON);
    const categoryIcons = Object.values(CATEGORY_TILES).map((tile) => tileIcon(tile));
    expect(categoryIcons).to.deep.equal([...HELP_CATEGORY_SLUGS]);
  });
});
