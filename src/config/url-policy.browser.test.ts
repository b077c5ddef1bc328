/**
 * The URL policy in each engine: this engine's own URL parser on the policy's cases; every
 * address the page configuration names refusing each hostile form (reported once, by name, its
 * default standing); and the elements, given nothing but hostile addresses, linking, fetching and
 * sending the customer only to the page's origin or an allowed one.
 */
import { expect } from '@open-wc/testing';
import { recordNavigations, waitFor } from '../../test/helpers/dom';
import { mountElement, resetPage } from '../../test/helpers/element';
import { collectReports, type Reported } from '../../test/helpers/reports';
import { setFlags } from '../../test/helpers/stand-ins';
import { defaultConsentConfig, getConsentConfig } from '../consent/consent-config';
import { answer, pasteInto } from '../elements/complaint-journey/complaint-journey.test-support';
import { define as defineComplaintJourney } from '../elements/complaint-journey/complaint-journey.element';
import { define as defineContactUs } from '../elements/contact-us/contact-us.element';
import { define as defineApp } from '../elements/help-and-support/help-and-support.element';
import { define as defineArticle } from '../elements/help-article/help-article.element';
import { define as defineCategory } from '../elements/help-category/help-category.element';
import { define as defineDeals } from '../elements/help-deals/help-deals.element';
import { define as defineHome } from '../elements/help-home/help-home.element';
import { define as defineProbate } from '../elements/help-probate/help-probate.element';
import { EXTERNAL_LINKS } from '../elements/help-probate/help-probate.text';
import { define as defineSearch } from '../elements/help-search/help-search.element';
import { define as defineMeterReadForm } from '../elements/meter-read-form/meter-read-form.element';
import { heading } from '../journeys/test-support';
import { defaultSessionConfig, getSessionConfig } from '../session/session-cookies/session-config';
import { setReporter } from '../report';
import { defaultConfig, getConfig, parseConfig, setConfig, SIGN_IN_URL_KEYS, URL_KEYS } from './config';
import { defaultContentConfig, getContentConfig } from './content/content-config';
import { isAllowedUrl, urlPolicy } from './url-policy';
import { ALLOWED_ORIGINS, hostileForms, ON_ALLOWED_ORIGINS, REFUSED, SAFE_PATHS } from './url-policy.cases';
import { defaultComplaintConfig, getComplaintConfig } from './with-screens/complaint-config';
import { TEXT as COMPLAINT_TEXT } from '../elements/complaint-journey/complaint-journey.text';

for (const define of [defineApp, defineArticle, defineCategory, defineComplaintJourney, defineContactUs, defineDeals, defineHome, defineMeterReadForm, defineProbate, defineSearch]) define();

describe('the URL policy in this engine’s URL parser [all engines]', () => {
  it('takes paths on the page’s origin and addresses on allowed origins, and refuses every form that leads elsewhere', () => {
    const policy = urlPolicy(ALLOWED_ORIGINS);
    for (const value of [...SAFE_PATHS, ...ON_ALLOWED_ORIGINS, `${location.origin}/help-and-support`]) expect(isAllowedUrl(value, policy), value).to.equal(true);
    for (const value of [...REFUSED, ...hostileForms(location.origin)]) expect(isAllowedUrl(value, policy), JSON.stringify(value)).to.equal(false);
    for (const value of ON_ALLOWED_ORIGINS) expect(isAllowedUrl(value, urlPolicy()), value).to.equal(false);
  });
});

describe('every configured URL [all engines]', () => {
  const HOSTILE = ['/\t/evil.example/c', '/\n/evil.example/c', '/\r\\evil.example/c', '\\\\evil.example/c'];

  it('falls back to its default for each form that leads elsewhere, and the page hears why', () => {
    const refusals: string[] = [];
    const before = setReporter((error) => refusals.push(String(error)));
    const defaults = parseConfig({});
    for (const value of HOSTILE) {
      for (const key of URL_KEYS) expect(parseConfig({ [key]: value })[key], `${key}: ${JSON.stringify(value)}`).to.equal(defaults[key]);
      for (const key of SIGN_IN_URL_KEYS) {
        expect(parseConfig({ signIn: { [key]: value } }).signIn[key], `signIn.${key}: ${JSON.stringify(value)}`).to.equal(defaults.signIn[key]);
      }
      expect(parseConfig({ serviceMessageUrls: [value] }).serviceMessageUrls).to.deep.equal([]);
    }
    setReporter(before);
    expect(refusals).to.have.length(HOSTILE.length * (URL_KEYS.length + SIGN_IN_URL_KEYS.length + 1));
    expect(refusals[0]).to.match(/^UnsafeConfigUrlError: mainSiteUrl refused: /);
  });
});

/** An origin the page configuration below allows, which no hostile form names. */
const ALLOWED_ELSEWHERE = 'https://www.allowed.example';
/**
 * The product's own links to other sites, in its words rather than its configuration: the
 * bereavement page's guidance on GOV.UK and Citizens Advice.
 */
const OWN_SITES = EXTERNAL_LINKS.map((link) => new URL(link.href).origin);

/** A part of the configuration: its defaults, and where the elements read it, parsed. */
interface ConfigPart {
  defaults: object;
  read(): object;
}

const PARTS: ConfigPart[] = [
  { defaults: defaultConfig, read: () => getConfig() },
  { defaults: defaultContentConfig, read: getContentConfig },
  { defaults: defaultComplaintConfig, read: getComplaintConfig },
  { defaults: defaultConsentConfig, read: getConsentConfig },
  { defaults: { session: defaultSessionConfig }, read: () => ({ session: getSessionConfig() }) },
];

/** An address the page configuration names: its key ('signIn.authoriseUrl'), and where it is read. */
interface AddressKey {
  name: string;
  path: string[];
  list: boolean;
  part: ConfigPart;
}

/**
 * Every key of the defaults that holds an address: named for one (…Url, …Urls, …Path) or a path
 * by default ('/contact-us/energy'). A key added later is found here, and so tested.
 */
function addressKeys(): AddressKey[] {
  const found: AddressKey[] = [];
  const walk = (part: ConfigPart, value: unknown, path: string[]) => {
    const key = path.at(-1) ?? '';
    if (Array.isArray(value)) {
      if (/Urls$/.test(key)) found.push({ name: path.join('.'), path, list: true, part });
    } else if (typeof value === 'object' && value !== null) {
      for (const [child, inner] of Object.entries(value)) walk(part, inner, [...path, child]);
    } else if (typeof value === 'string' && (/(Url|Path)$/.test(key) || value.startsWith('/'))) {
      found.push({ name: path.join('.'), path, list: false, part });
    }
  };
  for (const part of PARTS) walk(part, part.defaults, []);
  return found;
}

const at = (value: unknown, path: string[]): unknown => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value);

/** The page configuration that gives every address key `value` (a list key, `[value]`). */
function everyAddress(keys: AddressKey[], value: string): Record<string, unknown> {
  const given: Record<string, unknown> = { allowedOrigins: [ALLOWED_ELSEWHERE] };
  for (const { path, list } of keys) {
    let inner = given;
    for (const key of path.slice(0, -1)) inner = (inner[key] ??= {}) as Record<string, unknown>;
    inner[path.at(-1)!] = list ? [value] : value;
  }
  return given;
}

/** The names the URL policy's reports refused, in order ('basePath', 'signIn.authoriseUrl'). */
const refusedNames = (reports: Reported[]) =>
  reports.filter(({ error }) => error instanceof Error && error.name === 'UnsafeConfigUrlError').map(({ error }) => (error as Error).message.replace(/ refused: .*$/s, ''));

/** Every link in a shadow root and the shadow roots inside it. */
function anchorsIn(root: ShadowRoot | Element): HTMLAnchorElement[] {
  const found = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...anchorsIn(element.shadowRoot));
  return found;
}

describe('every configured address, given each hostile form [all engines]', () => {
  const keys = addressKeys();
  const allowed = new Set([location.origin, ALLOWED_ELSEWHERE]);

  beforeEach(resetPage);
  after(resetPage);

  it('finds every address the configuration has', () => {
    expect(keys.map(({ name }) => name)).to.have.members([
      'basePath',
      ...URL_KEYS,
      'serviceMessageUrls',
      ...SIGN_IN_URL_KEYS.map((key) => `signIn.${key}`),
      'nucleusScriptUrls',
      'videoPlayerUrl',
      'peaksaveUrl',
      'newSystemHubUrl',
      'accessibilityUrl',
      'searchPageUrl',
      'contactPages.credit',
      'contactPages.prepay',
      'contactPages.homeServices',
      'bereavement.onlineFormUrl',
      'bereavement.closeAccountUrl',
      'complaintPages.credit',
      'complaintPages.homeServices',
      'complaintPages.installations',
      'complaintPages.evChargePoint',
      'monitoring.allowedTracingUrls',
      'monitoring.proxyUrl',
      'monitoring.workerUrl',
      'analytics.personalisationBeaconUrl',
      'session.idleLogoutUrl',
    ]);
  });

  for (const hostile of hostileForms(location.origin)) {
    it(`refuses ${JSON.stringify(hostile)} for every key, reports each once by name, and no element links, fetches or leaves off the allowed origins`, async () => {
      const reports = collectReports();
      const navigations = recordNavigations();
      try {
        performance.setResourceTimingBufferSize(2000);
        performance.clearResourceTimings();
        setConfig(everyAddress(keys, hostile));
        for (const key of keys) {
          const parsed = at(key.part.read(), key.path);
          expect(parsed, key.name).to.deep.equal(key.list ? [] : at(key.part.defaults, key.path));
        }
        expect(refusedNames(reports.reports)).to.have.members(keys.map(({ name }) => name));

        await setFlags({ meterReadWeek: false });
        history.replaceState(null, '', `${defaultConfig.basePath}no/such/page`);
        const shown = await Promise.all([
          mountElement('help-and-support', { attributes: { 'with-header': '', 'base-path': hostile }, waitForHeading: false }),
          mountElement('help-home'),
          mountElement('help-category', { attributes: { category: 'energy-tariffs' } }),
          mountElement('help-category', { attributes: { category: 'peaksave' }, waitForHeading: false }),
          mountElement('help-article', { attributes: { category: 'helpful-advice', article: 'hostile-links' } }),
          mountElement('help-article', { attributes: { category: 'no-such-category', article: 'none' }, waitForHeading: false }),
          mountElement('contact-us'),
          mountElement('help-probate'),
          mountElement('help-search', { waitForHeading: false }),
          mountElement('help-deals', { waitForHeading: false }),
          mountElement('meter-read-form', { waitForHeading: false }),
          mountElement('complaint-journey'),
        ]);
        const roots = shown.map(({ root }) => root);
        const [app, , , , article, , , , search, , meterReadForm, complaint] = roots;

        // The app's header links (its configuration fetched) and the way out of an unknown route;
        // the article's links; the meter reads page, outside meter-read week.
        await waitFor(() => app!.querySelector('.site-header__quick-links a[href]'), { message: 'the header’s quick links' });
        await waitFor(() => article!.querySelector('.help-article-body a'), { message: 'the article’s links' });
        await waitFor(() => meterReadForm!.querySelector('a.help-link[href]'), { message: 'the meter reads page link' });
        // A search, and a complaint the journey does not take.
        const box = await waitFor(() => search!.querySelector<HTMLInputElement>('input[name="q"]'), { message: 'the search box' });
        pasteInto(box, 'meter');
        search!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        await answer(complaint!, 'customerType', 'credit');
        await heading(complaint!, COMPLAINT_TEXT.serviceTypeQuestion);
        await answer(complaint!, 'serviceType', 'homeServices');
        // The app's unknown route, the unknown article, Peaksave, the search, the sign-in and the complaint page.
        await waitFor(() => navigations.paths.length >= 6, { message: `six ways out (so far ${JSON.stringify(navigations.paths)})` });

        const off = (url: URL) => url.protocol !== 'mailto:' && url.protocol !== 'tel:' && !allowed.has(url.origin) && !OWN_SITES.includes(url.origin);
        const links = roots.flatMap(anchorsIn).map((a) => new URL(a.href));
        expect(links.length, 'links shown').to.be.above(50);
        expect(links.filter(off).map(String), 'links').to.deep.equal([]);
        const leaving = navigations.paths.map((path) => new URL(path, location.href));
        const returns = leaving.flatMap((url) => [...url.searchParams.entries()].filter(([name]) => name === 'redirect_uri').map(([, value]) => new URL(value)));
        expect(returns, 'the sign-in redirect’s way back').to.have.length(1);
        expect([...leaving, ...returns].filter(off).map(String), 'redirects').to.deep.equal([]);
        const requests = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
        expect(requests.filter((url) => url.origin !== location.origin).map(String), 'requests').to.deep.equal([]);
        const hostileHost = /evil\.example|not-allowed\.example/;
        expect([...links, ...leaving, ...requests].map(String).filter((url) => hostileHost.test(url)), 'addresses naming a hostile host').to.deep.equal([]);

        // Each refused once however many elements read it; the app's base-path attribute too.
        expect(refusedNames(reports.reports)).to.have.members([...keys.map(({ name }) => name), 'base-path']);
      } finally {
        navigations.stop();
        reports.stop();
      }
    });
  }
});
