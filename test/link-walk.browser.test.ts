/**
 * No dead ends: every link and redirect of `<help-and-support with-header>`, as the demo shows
 * it, leads somewhere. From the help home the walk opens each screen of the app that a link
 * reaches (the home, every category and every article the categories list, contact us, probate,
 * the journeys' first steps, the deals signed out and then signed in, and every fixed route of
 * the app), collects every `<a href>` of the screen and of the header in the element's shadow
 * roots, and every redirect the screens make (`help-navigate`, cancelled here so the page
 * stays; a search from the home's search box is one). Then:
 *
 *   - a route of the app must show a screen, never send the customer to page-not-found;
 *   - any other address on this site is fetched once (the test server answers as the demo does:
 *     the stand-ins for the main site's pages, demo/public's pages, the stand-in services, and
 *     the 404 page for anything else) and must be neither 404 nor the page-not-found page;
 *   - an address on another site is never fetched: it must be on ALLOWED_SITES;
 *   - a link of any other scheme than https, http (this site), mailto: and tel: is a failure.
 *
 * A failure names each dead address with the screens that link or redirect to it.
 */
import { expect } from '@open-wc/testing';
import { defaultConfig } from '../src/config';
import { defaultContentConfig } from '../src/config/content/content-config';
import { defaultComplaintConfig } from '../src/config/with-screens/complaint-config';
import { defaultSessionConfig } from '../src/session/session-cookies/session-config';
import { define } from '../src/elements/help-and-support/help-and-support.element';
import { appRoutes } from '../src/elements/help-and-support/help-and-support.routes';
import { addPageViewListener, type PageView } from '../src/platform/help-and-support/page';
import { recordNavigations, textOf, typeInto, waitFor } from './helpers/dom';
import { mountElement, resetPage, unmountElements } from './helpers/element';
import { signIn } from './helpers/session';

define();

/** The app's base path in the demo (its page configuration leaves the default). */
const BASE = defaultConfig.basePath;
/** What the demo's 404 page and its page-not-found page say (demo/public/page-not-found.html). */
const NOT_FOUND_HEADING = /<h1>\s*Page not found\s*<\/h1>/i;
/** An address no page of the demo, the main site's stand-ins or the services has. */
const UNKNOWN_ADDRESS = '/no-such-page/on-the-demo';

/**
 * The other sites a link may lead to, each with why it is there. Nothing here is fetched: the
 * tests never call the internet.
 */
const ALLOWED_SITES: Record<string, string> = {
  'www.gov.uk': "GOV.UK's guidance on what to do after a death and on probate (the probate page)",
  'www.citizensadvice.org.uk': "Citizens Advice's guidance on death and wills (the probate page)",
};

/**
 * Where the screens send the customer after a choice or in a state the walk does not put them
 * in, each from the configuration the demo uses (the defaults): the complaint journey's answers
 * for complaints it does not take, the meter-read form outside meter-read week, the idle
 * time-out and signing out.
 */
const CONFIGURED_EXITS: [url: string, why: string][] = [
  ...Object.entries<string>({ ...defaultComplaintConfig.complaintPages }).map(([key, url]): [string, string] => [url, `complaint journey: complaintPages.${key}`]),
  [defaultConfig.meterReadsPageUrl, 'meter-read form outside meter-read week: meterReadsPageUrl'],
  [defaultConfig.signIn.logoutPath, 'signing out: signIn.logoutPath'],
  [defaultSessionConfig.idleLogoutUrl, 'the idle time-out: session.idleLogoutUrl'],
  [defaultContentConfig.searchPageUrl, 'a search: searchPageUrl'],
];

interface Walk {
  /** Routes of the app visited, by address, with what each showed ('' when it showed a screen). */
  screens: Map<string, string>;
  /** Addresses on this site outside the app, with the screens that lead there. */
  pages: Map<string, Set<string>>;
  /** Addresses on other sites, with the screens that link to them. */
  otherSites: Map<string, Set<string>>;
  /** mailto: and tel: links. */
  contacts: Map<string, Set<string>>;
  /** Links of any other scheme (javascript:, data:, …), with their screens. */
  refused: Map<string, Set<string>>;
  /** Where each route of the app was first reached from. */
  reachedFrom: Map<string, string>;
}

const add = (map: Map<string, Set<string>>, key: string, from: string) => {
  const set = map.get(key) ?? new Set<string>();
  set.add(from);
  map.set(key, set);
};

/** "url ← from a, b, c (and 4 more)": the first few screens that lead there. */
const leadsTo = (url: string, from: Set<string> | undefined) => {
  const all = [...(from ?? [])];
  const shown = all.slice(0, 4).join(', ');
  return `${url} ← ${shown}${all.length > 4 ? ` (and ${all.length - 4} more)` : ''}`;
};

/** A route of the app, as an address on this site: '/help-and-support/meters'. */
const inAppAddress = (route: string) => (route === '/' ? BASE : `${BASE.replace(/\/$/, '')}${route}`);

/** The address of a route of the app the way the walk keys it (no trailing slash but the base's). */
function appKey(url: URL): string | null {
  const base = BASE.replace(/\/$/, '');
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${path === base ? BASE : path}${url.search}`;
}

/** Every anchor in a shadow root and the shadow roots inside it. */
function anchorsIn(root: ShadowRoot | Element): HTMLAnchorElement[] {
  const found: HTMLAnchorElement[] = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...anchorsIn(element.shadowRoot));
  return found;
}

/** What a screen shows, in a few words, for a failure's message. */
const shownOn = (root: ShadowRoot | undefined) => (root ? textOf(root).slice(0, 120) : 'no element');

/** The categories and articles the content stand-in lists (what the category screens link to). */
async function listedRoutes(): Promise<string[]> {
  const response = await fetch(`${defaultConfig.contentBaseUrl}content/dam/britishgas/beta/json/help/categories/categories.json`);
  const list = (await response.json()) as {
    data: { id: string; relationships: { articles: { data: { type: string; id: string }[] } } }[];
    included: { type: string; id: string; attributes: { articles: { label: string }[] } }[];
  };
  const routes: string[] = [];
  for (const category of list.data) {
    routes.push(`/${category.id}`);
    for (const { type, id } of category.relationships.articles.data) {
      const item = list.included.find((each) => each.type === type && each.id === id);
      for (const article of item?.attributes.articles ?? []) routes.push(`/${category.id}/${article.label}`);
    }
  }
  return routes;
}

/**
 * Walks the app: each route once, from the help home, following every link into the app, then
 * the deals signed in. Each screen's links and redirects are recorded with the screen's address.
 */
async function walkTheApp(): Promise<Walk> {
  const walk: Walk = { screens: new Map(), pages: new Map(), otherSites: new Map(), contacts: new Map(), refused: new Map(), reachedFrom: new Map() };
  const queue: string[] = [];
  const enqueue = (key: string, from: string) => {
    if (walk.reachedFrom.has(key)) return;
    walk.reachedFrom.set(key, from);
    queue.push(key);
  };

  const views: PageView[] = [];
  const stopViews = addPageViewListener((view) => views.push(view));
  const notFoundPages = new Set([defaultConfig.pageNotFoundUrl, defaultConfig.mainSiteNotFoundUrl].map((url) => new URL(url, location.href).href));
  /** The screen whose redirects are being heard: each help-navigate is one of its redirects. */
  let current = '';
  let redirects = 0;
  const heard = (event: Event) => {
    event.preventDefault();
    redirects += 1;
    const url = new URL((event as CustomEvent<{ path: string }>).detail.path, location.href);
    const from = `${current} (redirect)`;
    if (url.origin !== location.origin) add(walk.otherSites, url.href, from);
    else add(walk.pages, `${url.pathname}${url.search}`, from);
    if (notFoundPages.has(url.href)) walk.screens.set(current, `sent to page-not-found (${url.pathname})`);
  };
  document.addEventListener('help-navigate', heard);
  let root: ShadowRoot | undefined;

  /** Records the links of the screen shown (and the header's) as leading from `screen`. */
  const collectLinks = (screen: string) => {
    for (const anchor of anchorsIn(root!)) {
      const from = anchor.closest('.site-header') ? `${screen} (header)` : screen;
      const href = anchor.getAttribute('href') ?? '';
      let url: URL;
      try {
        url = new URL(href, location.href);
      } catch {
        add(walk.refused, href, from);
        continue;
      }
      if (url.protocol === 'mailto:' || url.protocol === 'tel:') add(walk.contacts, url.href, from);
      else if (url.protocol !== 'https:' && url.protocol !== 'http:') add(walk.refused, href, from);
      // A protocol-relative link takes the page's scheme: kept as written.
      else if (url.origin !== location.origin) add(walk.otherSites, href.startsWith('//') ? href : url.href, from);
      else {
        const key = appKey(url);
        if (key === null) add(walk.pages, `${url.pathname}${url.search}`, from);
        else enqueue(key, from);
      }
    }
  };

  /**
   * Shows the route at `key` and waits until its screen has shown (its page view) or it has sent
   * the customer away (help-navigate, heard above). A route that routes on inside the app (a
   * journey's step without its answers) is recorded as a redirect to the route it shows.
   */
  const visit = async (key: string, screen = key) => {
    current = screen;
    walk.screens.set(screen, '');
    const [seenViews, seenRedirects] = [views.length, redirects];
    if (root) history.pushState(null, '', key);
    else {
      history.replaceState(null, '', key);
      ({ root } = await mountElement('help-and-support', { attributes: { 'with-header': '' }, waitForHeading: false }));
    }
    const outcome = await waitFor(() => (views.length > seenViews ? 'shown' : redirects > seenRedirects ? 'left' : null), {
      message: `the screen at ${key}`,
    }).catch(() => 'nothing' as const);
    if (outcome === 'nothing') walk.screens.set(screen, `nothing shown (${shownOn(root)})`);
    if (outcome !== 'shown') return;
    const shownAt = appKey(new URL(location.href));
    if (shownAt !== null && shownAt !== key) enqueue(shownAt, `${screen} (redirect)`);
    else {
      // A screen that shows while it sends the customer on (the deals, signed out) needs no heading.
      const headed = await waitFor(() => root!.querySelector('h1') || redirects > seenRedirects, { message: `the heading at ${key}` }).catch(() => false);
      if (!headed) walk.screens.set(screen, `a screen without a heading (${shownOn(root)})`);
    }
    collectLinks(screen);
  };

  /** The home's search box: a search sends the customer to the search page (a redirect). */
  const search = async () => {
    current = `${BASE} (search)`;
    const seen = redirects;
    const box = await waitFor(() => root!.querySelector<HTMLInputElement>('input[name="q"]'), { message: 'the search box' });
    await typeInto(box, 'meter');
    box.form!.requestSubmit();
    await waitFor(() => redirects > seen, { message: 'the search page redirect' });
  };

  try {
    // Signed out: the home first (its header once loaded), then everything reachable.
    walk.reachedFrom.set(BASE, 'the start');
    await visit(BASE);
    await waitFor(() => root!.querySelector('.site-header__quick-links a'), { message: "the header's links" });
    collectLinks(BASE);
    await search();
    // Every category and article listed, the journeys' first steps and every fixed route.
    for (const route of await listedRoutes()) enqueue(inAppAddress(route), 'the categories list');
    for (const { path } of appRoutes) if (!path.includes(':')) enqueue(inAppAddress(path), "the app's routes");
    while (queue.length) await visit(queue.shift()!);

    // Signed in: the deals and the signed-in header (its "Sign out" is a button, to
    // signIn.logoutPath), in a fresh element that reads the cookies.
    signIn('live');
    unmountElements();
    root = undefined;
    const deals = inAppAddress('/deals');
    const signedIn = `${deals} (signed in)`;
    walk.reachedFrom.set(signedIn, 'signing in');
    await visit(deals, signedIn);
    await waitFor(() => root!.querySelector('.site-header__signed-in'), { message: 'the signed-in header' });
    collectLinks(signedIn);
    while (queue.length) await visit(queue.shift()!);
  } finally {
    stopViews();
    document.removeEventListener('help-navigate', heard);
    unmountElements();
  }
  return walk;
}

let walked: Promise<Walk> | undefined;
/** The walk, once for every test that needs it. */
const theWalk = () => (walked ??= walkTheApp());

/** What an address on this site answers, followed through its redirects. */
async function landing(path: string): Promise<{ status: number; notFoundPage: boolean }> {
  // No cookies: the sign-out address would sign the walk out, and no page depends on them.
  const response = await fetch(path, { credentials: 'omit', headers: { Accept: 'text/html' } });
  const text = await response.text();
  return { status: response.status, notFoundPage: NOT_FOUND_HEADING.test(text) };
}

/** Each address fetched once, a few at a time. */
async function landings(paths: string[]): Promise<Map<string, Awaited<ReturnType<typeof landing>>>> {
  const answers = new Map<string, Awaited<ReturnType<typeof landing>>>();
  const waiting = [...paths];
  const worker = async () => {
    for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) answers.set(path, await landing(path));
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return answers;
}

// The walk opens about ninety screens one after another (each article's page fetched and
// sanitised), in the first test that asks for it: on a loaded machine that can take longer than
// one test's usual limit, though each screen is waited for no longer than it needs.
describe('No dead ends: every link and redirect of <help-and-support> in the demo', function () {
  this.timeout(240_000);
  before(resetPage);
  after(resetPage);

  it('reaches every route of the app by its links, and each shows a screen, never page-not-found', async () => {
    const walk = await theWalk();
    const dead = [...walk.screens].filter(([, outcome]) => outcome !== '').map(([key, outcome]) => `${key}: ${outcome} ← ${walk.reachedFrom.get(key) ?? 'the walk'}`);
    expect(dead, `routes of the app that show no screen:\n  ${dead.join('\n  ')}\n`).to.have.length(0);
    const listed = await listedRoutes();
    for (const route of listed) expect(walk.screens.has(inAppAddress(route)), inAppAddress(route)).to.equal(true);
    expect(walk.screens.size).to.be.at.least(listed.length + 10);
  });

  it('every other address on this site that a link or redirect leads to is a page, not the 404 page', async () => {
    expect((await landing(UNKNOWN_ADDRESS)).notFoundPage, "the test server answers as the demo does (demo/main-site/koa.mjs, in web-test-runner.config.mjs's middleware)").to.equal(true);
    const walk = await theWalk();
    const pages = new Map(walk.pages);
    for (const [url, why] of CONFIGURED_EXITS) add(pages, url, `configuration (${why})`);
    const answers = await landings([...pages.keys()]);
    const dead = [...answers]
      .filter(([, { status, notFoundPage }]) => status >= 400 || notFoundPage)
      .map(([url, { status, notFoundPage }]) => `${leadsTo(url, pages.get(url))}: ${status}${notFoundPage ? ', the page-not-found page' : ''}`);
    expect(dead, `dead ends:\n  ${dead.join('\n  ')}\n`).to.have.length(0);
    // The exits the walk must have found on its own: the home's two tiles that leave the app, the header's accessibility link and the sign-in redirect.
    for (const path of [defaultContentConfig.peaksaveUrl, defaultContentConfig.newSystemHubUrl, defaultContentConfig.accessibilityUrl]) expect(walk.pages.has(path), path).to.equal(true);
    expect([...walk.pages.keys()].some((url) => url.startsWith(`${defaultConfig.signIn.authoriseUrl}?`)), 'the sign-in redirect').to.equal(true);
  });

  it('links to other sites go only to the sites allowed, and every link is one a customer can follow', async () => {
    const walk = await theWalk();
    // https only, to a site named above: the URL policy drops a link from content to any origin
    // the configuration does not allow (helpful-advice/hostile-links keeps its text, not its link).
    const allowed = (url: string) => /^https:\/\//.test(url) && Object.hasOwn(ALLOWED_SITES, new URL(url, 'https://help.invalid').hostname);
    const elsewhere = [...walk.otherSites].filter(([url]) => !allowed(url));
    expect(elsewhere.map(([url, from]) => leadsTo(url, from)), `links to sites not allowed:\n  ${elsewhere.map(([url, from]) => leadsTo(url, from)).join('\n  ')}\n`).to.have.length(0);
    const refused = [...walk.refused].map(([href, from]) => leadsTo(href, from));
    expect(refused, `links of another scheme:\n  ${refused.join('\n  ')}\n`).to.have.length(0);
    for (const [href, from] of walk.contacts) expect(href, leadsTo(href, from)).to.match(/^(?:mailto:[^@\s]+@[^@\s]+|tel:\+?\d+)$/);
  });

  it('an unknown address does give the 404 page, and an unknown route of the app goes to page-not-found [both runtimes]', async () => {
    expect(await landing(UNKNOWN_ADDRESS)).to.deep.equal({ status: 404, notFoundPage: true });
    const navigations = recordNavigations();
    try {
      history.replaceState(null, '', inAppAddress('/meters/no-such-article/nor-page'));
      await mountElement('help-and-support', { waitForHeading: false });
      await waitFor(() => navigations.paths.length > 0, { message: 'the not-found redirect' });
      expect((await landing(navigations.paths[0]!)).notFoundPage, navigations.paths[0]).to.equal(true);
    } finally {
      navigations.stop();
      unmountElements();
    }
  });
});
