import { afterEach, describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { setReporter } from '../report';
import { defaultConfig, isAllowedUrl, mainSiteLink, parseConfig, resetConfig, urlPolicy } from './config';

/** What parseConfig reports while `read` runs, as 'Name: message'. */
function reportsOf(read: () => void): string[] {
  const reports: string[] = [];
  const previous = setReporter((error) => reports.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
  try {
    read();
  } finally {
    setReporter(previous);
  }
  return reports;
}

describe('page configuration', () => {
  afterEach(resetConfig);

  it('normalises the base path and base URLs so paths join cleanly', () => {
    const config = parseConfig({ allowedOrigins: ['https://content.example.test'], basePath: 'help', contentBaseUrl: 'https://content.example.test/aem6', backendBaseUrl: '/proxy' });
    expect(config.basePath).to.equal('/help/');
    expect(config.contentBaseUrl).to.equal('https://content.example.test/aem6/');
    expect(config.backendBaseUrl).to.equal('/proxy/');
  });

  it('links to main-site pages by path, or as given when absolute on an allowed origin', () => {
    const config = parseConfig({ allowedOrigins: ['https://www.example.test', 'https://other.example.test'], mainSiteUrl: 'https://www.example.test' });
    expect(mainSiteLink('/energy/meter-readings', config)).to.equal('https://www.example.test/energy/meter-readings');
    expect(mainSiteLink('https://other.example.test/x', config)).to.equal('https://other.example.test/x');
    expect(mainSiteLink('https://evil.example/x', config)).to.equal('https://www.example.test/');
    const policy = urlPolicy();
    expect(isAllowedUrl('/a', policy)).to.equal(true);
    expect(isAllowedUrl('https://a.example', policy)).to.equal(false);
    expect(isAllowedUrl('https://a.example', urlPolicy(['https://a.example']))).to.equal(true);
    for (const unsafe of ['//a.example', '/\\a.example', 'javascript:x', ' javascript:x', 'data:,x', 'mailto:x@example.test']) {
      expect(isAllowedUrl(unsafe, policy), unsafe).to.equal(false);
    }
  });

  it('reads a main site of "/" as this site: links are paths, never //…', () => {
    for (const mainSiteUrl of ['/', '//', '']) {
      let config = defaultConfig;
      const reports = reportsOf(() => {
        config = parseConfig({ mainSiteUrl });
      });
      expect(config.mainSiteUrl, mainSiteUrl).to.equal('');
      expect(reports, mainSiteUrl).to.have.length(mainSiteUrl === '//' ? 1 : 0);
      expect(mainSiteLink('/energy/tariffs', config)).to.equal('/energy/tariffs');
      expect(mainSiteLink('/', config)).to.equal('/');
      expect(mainSiteLink('//energy/tariffs', config)).to.equal('/energy/tariffs');
    }
    const withSlash = parseConfig({ allowedOrigins: ['https://www.example.test'], mainSiteUrl: 'https://www.example.test/' });
    expect(mainSiteLink('/accessibility', withSlash)).to.equal('https://www.example.test/accessibility');
  });

  it('never makes a main-site link that names another host, whatever the path', () => {
    const configs = [
      parseConfig({}),
      parseConfig({ mainSiteUrl: '/' }),
      parseConfig({ allowedOrigins: ['https://www.example.test'], mainSiteUrl: 'https://www.example.test/' }),
    ];
    const pieces = fc.constantFrom('/', '//', '\\', '\t', '@', '#@', '?@', '%2f', 'evil.example', 'energy', 'https:', 'javascript:');
    const paths = fc.oneof(fc.string(), fc.array(pieces, { maxLength: 6 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(fc.constantFrom(...configs), paths, (config, path) => {
        const link = mainSiteLink(path, config);
        expect(link, path).not.to.match(/^\/\//);
        expect(isAllowedUrl(link, urlPolicy(config.allowedOrigins)), `${JSON.stringify(path)} → ${link}`).to.equal(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a base path that is not a path on this site, reports it once by name, and keeps the default', () => {
    for (const basePath of ['//evil.example/', '/\\evil.example/', '\\evil.example/', '/\t/evil.example/', 'http://localhost@evil.example/x', 'https://www.example.test/help/', '/%2f%2fevil.example/']) {
      let config = defaultConfig;
      const reports = reportsOf(() => {
        config = parseConfig({ allowedOrigins: ['https://www.example.test'], basePath });
      });
      expect(config.basePath, JSON.stringify(basePath)).to.equal(defaultConfig.basePath);
      expect(reports, JSON.stringify(basePath)).to.have.length(1);
      expect(reports[0]).to.match(/^UnsafeConfigUrlError: basePath refused: /);
    }
  });

  it('keeps only the allow-list’s origins, written as the parser writes them, and reports the others', () => {
    let config = defaultConfig;
    const reports = reportsOf(() => {
      config = parseConfig({ allowedOrigins: ['https://WWW.Example.test/', 'https://cdn.example.test:443', 'https://*.example.test', '/path', 7] });
    });
    expect(config.allowedOrigins).to.deep.equal(['https://www.example.test', 'https://cdn.example.test']);
    expect(reports).to.have.length(3);
    for (const report of reports) expect(report).to.match(/^UnsafeConfigUrlError: allowedOrigins refused: /);
  });
});
