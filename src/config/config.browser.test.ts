// The configuration as the page gives it (#help-and-support-config), and what a refused value
// reports (report() adds to the page's data layer); parsing alone is tested in Node
// (config.test.ts).
import { expect } from '@open-wc/testing';
import { setReporter } from '../report';
import { CONFIG_ELEMENT_ID, defaultConfig, getConfig, parseConfig, resetConfig } from './config';

function pageConfig(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
  return script;
}

describe('page configuration', () => {
  afterEach(() => {
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    resetConfig();
  });

  it('defaults to the stand-in services on the same origin', () => {
    const config = getConfig();
    expect(config).to.deep.equal(defaultConfig);
    expect(config.leadsBaseUrl).to.equal('/leads/');
    expect(config.apiBaseUrl).to.equal('/api/');
    expect(config.basePath).to.equal('/help-and-support/');
  });

  it("reads the page's #help-and-support-config script over the defaults", () => {
    pageConfig(JSON.stringify({ allowedOrigins: ['https://leads.example.test'], clientId: 'cms-page', leadsBaseUrl: 'https://leads.example.test/base', signIn: { clientId: 'sso' } }));
    const config = getConfig();
    expect(config.allowedOrigins).to.deep.equal(['https://leads.example.test']);
    expect(config.clientId).to.equal('cms-page');
    expect(config.leadsBaseUrl).to.equal('https://leads.example.test/base/');
    expect(config.signIn.clientId).to.equal('sso');
    expect(config.signIn.logoutPath).to.equal(defaultConfig.signIn.logoutPath);
    expect(config.apiBaseUrl).to.equal(defaultConfig.apiBaseUrl);
  });

  it('ignores a malformed script, unknown keys and values of the wrong type', () => {
    pageConfig('{ not json');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(getConfig()).to.deep.equal(defaultConfig);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    const config = parseConfig({ clientId: 42, surprise: true, signIn: { clientId: 7 }, serviceMessageUrls: 'x' });
    expect(config.clientId).to.equal(defaultConfig.clientId);
    expect(config).not.to.have.property('surprise');
    expect(config.signIn.clientId).to.equal(defaultConfig.signIn.clientId);
    expect(config.serviceMessageUrls).to.deep.equal([]);
  });

  it('reads the page once', () => {
    pageConfig(JSON.stringify({ clientId: 'first' }));
    expect(getConfig().clientId).to.equal('first');
    document.getElementById(CONFIG_ELEMENT_ID)!.textContent = JSON.stringify({ clientId: 'second' });
    expect(getConfig().clientId).to.equal('first');
  });

  it('refuses a link or service value that could run script, leave for another scheme or an origin not allowed, and says so', () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      const config = parseConfig({
        allowedOrigins: ['https://leads.example.test', 'https://messages.example.test'],
        mainSiteUrl: 'javascript:alert(1)//',
        outageUrl: 'https://content.example.test/outage.json',
        meterReadsPageUrl: 'data:text/html,<script>alert(1)</script>',
        pageNotFoundUrl: '//evil.example/404',
        leadsBaseUrl: 'https://leads.example.test/',
        signIn: { authoriseUrl: 'vbscript:msgbox(1)', logoutPath: '/identity/logout' },
        serviceMessageUrls: ['https://messages.example.test/', 'javascript:void 0'],
      });
      expect(config.mainSiteUrl).to.equal(defaultConfig.mainSiteUrl);
      expect(config.outageUrl).to.equal(defaultConfig.outageUrl);
      expect(config.meterReadsPageUrl).to.equal(defaultConfig.meterReadsPageUrl);
      expect(config.pageNotFoundUrl).to.equal(defaultConfig.pageNotFoundUrl);
      expect(config.signIn.authoriseUrl).to.equal(defaultConfig.signIn.authoriseUrl);
      expect(config.leadsBaseUrl).to.equal('https://leads.example.test/');
      expect(config.serviceMessageUrls).to.deep.equal(['https://messages.example.test/']);
      expect(reports).to.deep.equal([
        `mainSiteUrl refused: not a path or http(s) URL`,
        `outageUrl refused: origin not allowed`,
        `pageNotFoundUrl refused: not a path or http(s) URL`,
        `meterReadsPageUrl refused: not a path or http(s) URL`,
        `signIn.authoriseUrl refused: not a path or http(s) URL`,
        `serviceMessageUrls refused: space, control or backslash`,
      ]);
    } finally {
      setReporter(previous);
    }
  });
});
