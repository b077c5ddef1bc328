import { afterEach, describe, it } from 'node:test';
import { expect } from 'chai';
import { isSafeUrl, mainSiteLink, parseConfig, resetConfig } from './config';

describe('page configuration', () => {
  afterEach(resetConfig);

  it('normalises the base path and base URLs so paths join cleanly', () => {
    const config = parseConfig({ basePath: 'help', contentBaseUrl: 'https://content.example.test/aem6', backendBaseUrl: '/proxy' });
    expect(config.basePath).to.equal('/help/');
    expect(config.contentBaseUrl).to.equal('https://content.example.test/aem6/');
    expect(config.backendBaseUrl).to.equal('/proxy/');
  });

  it('links to main-site pages by path, or as given when absolute', () => {
    const config = parseConfig({ mainSiteUrl: 'https://www.example.test' });
    expect(mainSiteLink('/energy/meter-readings', config)).to.equal('https://www.example.test/energy/meter-readings');
    expect(mainSiteLink('https://other.example.test/x', config)).to.equal('https://other.example.test/x');
    expect(isSafeUrl('/a')).to.equal(true);
    expect(isSafeUrl('https://a.example')).to.equal(true);
    for (const unsafe of ['//a.example', '/\\a.example', 'javascript:x', ' javascript:x', 'data:,x', 'mailto:x@example.test']) {
      expect(isSafeUrl(unsafe), unsafe).to.equal(false);
    }
  });
});
