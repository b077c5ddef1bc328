import { expect } from '@open-wc/testing';
import { setReporter } from '../../report';
import { CONFIG_ELEMENT_ID, resetConfig, setConfig } from '../config';
import { defaultContentConfig, getContentConfig, isEmailAddress, parseContentConfig } from './content-config';

/** Runs `check` with a reporter that collects the messages reported. */
function collectingReports(check: (reports: string[]) => void): void {
  const reports: string[] = [];
  const previous = setReporter((error) => reports.push(error instanceof Error ? error.message : String(error)));
  try {
    check(reports);
  } finally {
    setReporter(previous);
  }
}

describe('content pages configuration', () => {
  afterEach(resetConfig);

  it('takes the nucleus scripts, the video player and the two link-only tiles, refusing unsafe ones', () => {
    expect(defaultContentConfig.nucleusScriptUrls).to.deep.equal(['/aem6/etc/clientlibs/nucleus/global.js', '/aem6/etc/clientlibs/nucleus/forms.js']);
    expect(defaultContentConfig.videoPlayerUrl).to.equal('/aem6/etc/clientlibs/video/player.js');
    collectingReports((reports) => {
      const config = parseContentConfig({
        allowedOrigins: ['https://cdn.example.test', 'https://www.example.test'],
        nucleusScriptUrls: ['https://cdn.example.test/global.js', 'data:text/javascript,alert(1)', 7, 'https://scripts.example.test/forms.js'],
        videoPlayerUrl: 'javascript:alert(1)',
        peaksaveUrl: 'https://www.example.test/peaksave',
        newSystemHubUrl: '//evil.example/hub',
        accessibilityUrl: 'https://evil.example/accessibility',
      });
      expect(config.nucleusScriptUrls).to.deep.equal(['https://cdn.example.test/global.js']);
      expect(config.videoPlayerUrl).to.equal(defaultContentConfig.videoPlayerUrl);
      expect(config.peaksaveUrl).to.equal('https://www.example.test/peaksave');
      expect(config.newSystemHubUrl).to.equal(defaultContentConfig.newSystemHubUrl);
      expect(config.accessibilityUrl).to.equal(defaultContentConfig.accessibilityUrl);
      expect(reports).to.deep.equal([
        `videoPlayerUrl refused: not a path or http(s) URL`,
        `newSystemHubUrl refused: not a path or http(s) URL`,
        `accessibilityUrl refused: origin not allowed`,
        `nucleusScriptUrls refused: not a path or http(s) URL`,
        `nucleusScriptUrls refused: not a path or http(s) URL`,
        `nucleusScriptUrls refused: origin not allowed`,
      ]);
    });
  });

  it('checks the search page, contact pages and bereavement links as URLs, and the microgeneration contacts as email addresses', () => {
    collectingReports((reports) => {
      const config = parseContentConfig({
        allowedOrigins: ['https://www.example.test'],
        searchPageUrl: 'javascript:alert(1)',
        contactPages: { credit: 'https://www.example.test/contact/energy', prepay: '//evil.example/prepay' },
        bereavement: { onlineFormUrl: 'data:text/html,x', closeAccountUrl: '/close', segEmail: 'seg@example.test', fitEmail: 'x@y.test?bcc=z@evil.example' },
      });
      expect(config.searchPageUrl).to.equal(defaultContentConfig.searchPageUrl);
      expect(config.contactPages).to.deep.equal({
        credit: 'https://www.example.test/contact/energy',
        prepay: defaultContentConfig.contactPages.prepay,
        homeServices: defaultContentConfig.contactPages.homeServices,
      });
      expect(config.bereavement).to.deep.equal({
        onlineFormUrl: defaultContentConfig.bereavement.onlineFormUrl,
        closeAccountUrl: '/close',
        segEmail: 'seg@example.test',
        fitEmail: defaultContentConfig.bereavement.fitEmail,
      });
      expect(reports).to.deep.equal([
        `searchPageUrl refused: not a path or http(s) URL`,
        `contactPages.prepay refused: not a path or http(s) URL`,
        `bereavement.onlineFormUrl refused: not a path or http(s) URL`,
        'bereavement.fitEmail refused: it must be an email address',
      ]);
    });
    expect(isEmailAddress('fit.payments@example.co.uk')).to.equal(true);
    for (const refused of ['', 'no-at.example', 'a b@example.test', 'a@b@example.test', 'javascript:x@example.test', 'a@example']) {
      expect(isEmailAddress(refused), refused).to.equal(false);
    }
  });

  it('reads the same script tag as the rest of the configuration, and follows a swapped configuration', () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: CONFIG_ELEMENT_ID, textContent: JSON.stringify({ searchPageUrl: '/find' }) });
    document.head.append(script);
    try {
      resetConfig();
      expect(getContentConfig().searchPageUrl).to.equal('/find');
      setConfig({ allowedOrigins: ['https://www.example.test'], searchPageUrl: 'https://www.example.test/search' });
      expect(getContentConfig().searchPageUrl).to.equal('https://www.example.test/search');
    } finally {
      script.remove();
      resetConfig();
    }
  });
});
