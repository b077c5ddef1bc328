import { expect } from '@open-wc/testing';
import { setReporter } from '../report';
import { CONFIG_ELEMENT_ID, defaultConfig, getConfig, isEmailAddress, isSafeUrl, mainSiteLink, parseConfig, resetConfig } from './config';

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
    pageConfig(JSON.stringify({ clientId: 'cms-page', leadsBaseUrl: 'https://leads.example.test/base', signIn: { clientId: 'sso' } }));
    const config = getConfig();
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
    const config = parseConfig({ clientId: 42, surprise: true, monitoring: { sessionReplaySampleRate: '25' }, serviceMessageUrls: 'x' });
    expect(config.clientId).to.equal(defaultConfig.clientId);
    expect(config).not.to.have.property('surprise');
    expect(config.monitoring.sessionReplaySampleRate).to.equal(20);
    expect(config.serviceMessageUrls).to.deep.equal([]);
  });

  it('normalises the base path and base URLs so paths join cleanly', () => {
    const config = parseConfig({ basePath: 'help', contentBaseUrl: 'https://content.example.test/aem6', backendBaseUrl: '/proxy' });
    expect(config.basePath).to.equal('/help/');
    expect(config.contentBaseUrl).to.equal('https://content.example.test/aem6/');
    expect(config.backendBaseUrl).to.equal('/proxy/');
  });

  it('reads the page once', () => {
    pageConfig(JSON.stringify({ clientId: 'first' }));
    expect(getConfig().clientId).to.equal('first');
    document.getElementById(CONFIG_ELEMENT_ID)!.textContent = JSON.stringify({ clientId: 'second' });
    expect(getConfig().clientId).to.equal('first');
  });

  it('refuses a link or service value that could run script or leave for another scheme, and says so', () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      const config = parseConfig({
        mainSiteUrl: 'javascript:alert(1)//',
        meterReadsPageUrl: 'data:text/html,<script>alert(1)</script>',
        pageNotFoundUrl: '//evil.example/404',
        leadsBaseUrl: 'https://leads.example.test/',
        signIn: { authoriseUrl: 'vbscript:msgbox(1)', logoutPath: '/identity/logout' },
        serviceMessageUrls: ['https://messages.example.test/', 'javascript:void 0'],
      });
      expect(config.mainSiteUrl).to.equal(defaultConfig.mainSiteUrl);
      expect(config.meterReadsPageUrl).to.equal(defaultConfig.meterReadsPageUrl);
      expect(config.pageNotFoundUrl).to.equal(defaultConfig.pageNotFoundUrl);
      expect(config.signIn.authoriseUrl).to.equal(defaultConfig.signIn.authoriseUrl);
      expect(config.leadsBaseUrl).to.equal('https://leads.example.test/');
      expect(config.serviceMessageUrls).to.deep.equal(['https://messages.example.test/']);
      expect(reports).to.deep.equal([
        'mainSiteUrl must be a path or an http(s) URL',
        'pageNotFoundUrl must be a path or an http(s) URL',
        'meterReadsPageUrl must be a path or an http(s) URL',
        'signIn.authoriseUrl must be a path or an http(s) URL',
      ]);
    } finally {
      setReporter(previous);
    }
  });

  it('takes the nucleus scripts, the video player and the two link-only tiles, refusing unsafe ones', () => {
    expect(defaultConfig.nucleusScriptUrls).to.deep.equal(['/aem6/etc/clientlibs/nucleus/global.js', '/aem6/etc/clientlibs/nucleus/forms.js']);
    expect(defaultConfig.videoPlayerUrl).to.equal('/aem6/etc/clientlibs/video/player.js');
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      const config = parseConfig({
        nucleusScriptUrls: ['https://cdn.example.test/global.js', 'data:text/javascript,alert(1)', 7],
        videoPlayerUrl: 'javascript:alert(1)',
        peaksaveUrl: 'https://www.example.test/peaksave',
        newSystemHubUrl: '//evil.example/hub',
      });
      expect(config.nucleusScriptUrls).to.deep.equal(['https://cdn.example.test/global.js']);
      expect(config.videoPlayerUrl).to.equal(defaultConfig.videoPlayerUrl);
      expect(config.peaksaveUrl).to.equal('https://www.example.test/peaksave');
      expect(config.newSystemHubUrl).to.equal(defaultConfig.newSystemHubUrl);
      expect(reports).to.deep.equal([
        'videoPlayerUrl must be a path or an http(s) URL',
        'newSystemHubUrl must be a path or an http(s) URL',
        'nucleusScriptUrls entries must be paths or http(s) URLs',
        'nucleusScriptUrls entries must be paths or http(s) URLs',
      ]);
    } finally {
      setReporter(previous);
    }
  });

  it('checks the search page, contact pages and bereavement links as URLs, and the microgeneration contacts as email addresses', () => {
    const reports: string[] = [];
    const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
    try {
      const config = parseConfig({
        searchPageUrl: 'javascript:alert(1)',
        contactPages: { credit: 'https://www.example.test/contact/energy', prepay: '//evil.example/prepay' },
        bereavement: { onlineFormUrl: 'data:text/html,x', closeAccountUrl: '/close', segEmail: 'seg@example.test', fitEmail: 'x@y.test?bcc=z@evil.example' },
      });
      expect(config.searchPageUrl).to.equal(defaultConfig.searchPageUrl);
      expect(config.contactPages).to.deep.equal({
        credit: 'https://www.example.test/contact/energy',
        prepay: defaultConfig.contactPages.prepay,
        homeServices: defaultConfig.contactPages.homeServices,
      });
      expect(config.bereavement).to.deep.equal({
        onlineFormUrl: defaultConfig.bereavement.onlineFormUrl,
        closeAccountUrl: '/close',
        segEmail: 'seg@example.test',
        fitEmail: defaultConfig.bereavement.fitEmail,
      });
      expect(reports).to.deep.equal([
        'searchPageUrl must be a path or an http(s) URL',
        'contactPages.prepay must be a path or an http(s) URL',
        'bereavement.onlineFormUrl must be a path or an http(s) URL',
        'bereavement.fitEmail must be an email address',
      ]);
    } finally {
      setReporter(previous);
    }
    expect(isEmailAddress('fit.payments@example.co.uk')).to.equal(true);
    for (const refused of ['', 'no-at.example', 'a b@example.test', 'a@b@example.test', 'javascript:x@example.test', 'a@example']) {
      expect(isEmailAddress(refused), refused).to.equal(false);
    }
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
