import { describe, it } from 'node:test';
import { expect } from 'chai';
import { HELP_CATEGORIES } from '../all-categories';
import { HELP_CATEGORY_SLUGS, HELP_LINK_TILES, HOME_TILES, homeTileLink } from '../help-categories';
import { CATEGORY_TILES } from './help-home';
import { HELP_VIDEOS, HOME_SECONDARY_LINKS } from '../help-home-page';

describe('the help home’s content', () => {
  it('has a tile for every category, in the home page’s order, and each category starts from its tile', () => {
    expect(Object.keys(CATEGORY_TILES)).to.deep.equal([...HELP_CATEGORY_SLUGS]);
    for (const category of HELP_CATEGORIES) {
      const { slug, mainCategory, title, description, link, cta, decoration, externalLink } = category;
      expect({ slug, mainCategory, title, description, link, cta, decoration, externalLink }).to.deep.equal(CATEGORY_TILES[category.slug]);
    }
  });

  it('shows the main categories, with struggling to pay beside the bills, then Peaksave and the new system hub', () => {
    const main = HELP_CATEGORIES.filter((category) => category.mainCategory).map((category) => category.title);
    expect(HOME_TILES.map((tile) => tile.title)).to.deep.equal([main[0], 'Struggling to pay', ...main.slice(1), 'Peaksave', 'New system hub']);
    expect(main).to.have.length(10);
    expect(HELP_LINK_TILES.map((tile) => homeTileLink(tile, { peaksaveUrl: '/p', newSystemHubUrl: '/n' }))).to.deep.equal(['/p', '/n']);
    expect(homeTileLink(HOME_TILES[0]!, { peaksaveUrl: '/p', newSystemHubUrl: '/n' })).to.equal('/bills-and-payments');
  });

  it('has seven videos, each with a poster on the content server', () => {
    expect(HELP_VIDEOS).to.have.length(7);
    for (const video of HELP_VIDEOS) expect(video.poster).to.equal(`content/dam/britishgas/images/help/video-${video.videoId}.svg`);
  });

  it('has SPEC’s secondary links, and the way to complain', () => {
    expect(HOME_SECONDARY_LINKS.map((group) => [group.title, group.links.map((link) => link.label)])).to.deep.equal([
      ['Account changes', ['Moving Home', 'Bereavement']],
      ['Need support?', ['Struggling to pay', 'Warm Home discount']],
      ['Still need help?', ['Emergencies', 'Contact Us', 'Make a complaint']],
    ]);
  });
});
