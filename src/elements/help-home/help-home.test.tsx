import { expect } from '@open-wc/testing';
import { outageQueryKey, prefetchOutage } from '../../api/content/outage';
import { getQueryClient } from '../../api/query-client';
import { getConfig, setConfig } from '../../config';
import { defaultContentConfig, getContentConfig } from '../../config/content/content-config';
import { HOME_TILES } from '../../content/help-categories';
import { HELP_VIDEOS } from '../../content/help-home-page';
import { contentAssetUrl } from '../../content/help-tiles/help-home';
import { tileIcon } from '../../content/help-tiles/help-icons';
import { setReporter, type ReportContext } from '../../report';
import { holdRequests } from '../../../test/helpers/held-requests';
import { clearFaults, injectFault, pendingFaults, setFlags } from '../../../test/helpers/stand-ins';
import { deepActiveElement, press, recordNavigations, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from '../../../test/helpers/element';
import { resizeViewport } from '../../../test/helpers/engine';
import { define } from './help-home.element';
import { EXAMPLE_OUTAGE } from './help-home.examples';
import { HELP_HOME_PATHS, helpHomeRoutes } from './help-home.routes';
import styles from './help-home.styles.css';
import { TEXT } from './help-home.text';
import { POSTER_SIZE } from './help-home.video-tile';

define();

const PLAYER_PATH = defaultContentConfig.videoPlayerUrl;
const SCRIPTS_KEY = Symbol.for('help-and-support.scripts');
type PlayerGlobal = { HelpVideoPlayer?: { loads: number; render: (...args: unknown[]) => unknown } };

const mount = (attributes: Record<string, string> = {}) => mountElement('help-home', { attributes });

const videoTiles = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.hh-video')];
const posterButtons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('button.hh-video__poster')];
const playerScriptElements = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src.includes('/clientlibs/video/'));
/** The player scripts on the page, by URL (strings: chai compares them quickly and prints them plainly). */
const playerScripts = () => playerScriptElements().map((script) => new URL(script.src).pathname);
const playerRequests = () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.includes('/clientlibs/video/'));
const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.help-card')];
const linksOf = (node: ParentNode) => [...node.querySelectorAll('a')].map((a) => ({ text: textOf(a), href: a.getAttribute('href') }));
const outageBanner = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part~="outage-banner"]');
/** The outage document's address (the configuration's default), as the stand-in sees it. */
const OUTAGE_PATH = getConfig().outageUrl;

/** The page forgets the player script, as a fresh page would have none. */
function forgetPlayer(): void {
  for (const script of playerScriptElements()) script.remove();
  delete (globalThis as PlayerGlobal).HelpVideoPlayer;
  delete (globalThis as Record<symbol, unknown>)[SCRIPTS_KEY];
}

/** Records what is reported, for one test. */
function recordReports(): { reports: { error: unknown; context: ReportContext }[]; stop(): void } {
  const reports: { error: unknown; context: ReportContext }[] = [];
  const previous = setReporter((error, context) => reports.push({ error, context }));
  return { reports, stop: () => setReporter(previous) };
}

/**
 * An element as a short string (tag, classes, name): assertions compare these, so a failure
 * prints a readable line instead of walking two DOM nodes.
 */
function named(node: Element | null | undefined): string {
  if (!node) return 'nothing';
  const classes = node.getAttribute('class')?.trim().split(/\s+/).join('.') ?? '';
  return `${node.localName}${classes ? `.${classes}` : ''} "${node.getAttribute('aria-label') ?? textOf(node).slice(0, 60)}"`;
}

/** What has focus, named. */
const focused = () => named(deepActiveElement());

const playerOf = (tile: HTMLElement) => tile.querySelector<HTMLElement>('.hh-video__player');

async function playerShown(tile: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => playerOf(tile)?.querySelector('.help-video-player') && playerOf(tile), { message: 'the video player' });
}

describe('<help-home>', () => {
  beforeEach(async () => {
    await resetPage();
    forgetPlayer();
    performance.clearResourceTimings();
  });
  afterEach(async () => {
    await resizeViewport(800, 600);
  });
  after(async () => {
    await resetPage();
    forgetPlayer();
  });

  it('is the app’s home route: the empty path, its stylesheet, and the outage request started with its chunk', async () => {
    expect(helpHomeRoutes).to.have.length(1);
    expect(helpHomeRoutes[0].path).to.equal('/');
    expect(HELP_HOME_PATHS.home).to.equal('/');
    await helpHomeRoutes[0].screen.load();
    expect(helpHomeRoutes[0].screen.styles).to.deep.equal([styles]);
    expect(helpHomeRoutes[0].prefetch).to.equal(prefetchOutage);
    helpHomeRoutes[0].prefetch!({});
    expect(getQueryClient().getQueryState(outageQueryKey)?.fetchStatus).to.equal('fetching');
    await waitFor(() => getQueryClient().getQueryState(outageQueryKey)?.status === 'success', { message: 'the outage document' });
  });

  it('without an outage: heading, search box, help categories, videos and secondary links, no banner, accessible, no focus taken', async () => {
    await setFlags({ outage: null });
    const { el, root } = await mount();
    expect(textOf(root.querySelector('h1')!)).to.equal('Help & Support');
    expect(outageBanner(root)).to.equal(null);
    // Nothing is announced: the search box's status says something only once the customer types.
    expect(root.querySelector('[role="alert"]')).to.equal(null);
    expect([...root.querySelectorAll('[aria-live]')].map(textOf)).to.deep.equal(['']);
    expect([...root.querySelectorAll('h2')].map(textOf)).to.deep.equal([
      'Search Help & Support',
      'Help topics',
      'Help videos',
      'Account changes',
      'Need support?',
      'Still need help?',
    ]);
    expect(document.activeElement === el, 'the element took focus on page load').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('says "You have been signed out" where signing out returns the customer, once: the mark leaves the address [both runtimes]', async () => {
    history.replaceState(null, '', '/help-and-support/?signed-out=&utm_source=email');
    const { el, root } = await mount();
    const banner = root.querySelector<HTMLElement>('[part~="signed-out-banner"]')!;
    expect(textOf(banner)).to.equal('You have been signed out');
    expect(banner.getAttribute('role')).to.equal('alert');
    // Above the page's heading, where it is seen first.
    expect(banner.compareDocumentPosition(root.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(`${location.pathname}${location.search}`).to.equal('/help-and-support/?utm_source=email');
    await expect(el).to.be.accessible();
    // A reload, or another help home on the page, does not say it again.
    const again = await mount();
    expect(again.root.querySelector('[part~="signed-out-banner"]')).to.equal(null);
  });

  it('sets the page title and description only when it owns the page', async () => {
    document.title = 'Host page';
    await mount();
    expect(document.title).to.equal('Host page');
    await resetPage();
    await mount({ 'owns-page': '' });
    await waitFor(() => document.title === 'Help & Support', { message: 'the page title' });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal(TEXT.description);
  });

  it('shows an outage as a region headed by its title, before the page heading, read once (no alert or live region)', async () => {
    await setFlags({ outage: EXAMPLE_OUTAGE });
    const { el, root } = await mount();
    const banner = await waitFor(() => outageBanner(root), { message: 'the outage banner' });
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.hasAttribute('aria-live')).to.equal(false);
    expect(banner.querySelector('[role="alert"], [aria-live], [role="status"]')).to.equal(null);
    const title = root.getElementById(banner.getAttribute('aria-labelledby')!)!;
    expect(title.tagName).to.equal('H2');
    expect(textOf(title)).to.equal(EXAMPLE_OUTAGE.title);
    expect(textOf(banner.querySelector('p')!)).to.equal(EXAMPLE_OUTAGE.message);
    // First in the page, as GOV.UK places a notification banner.
    expect(banner.compareDocumentPosition(root.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(document.activeElement === el, 'the element took focus on page load').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('heads an outage that has a message but no title', async () => {
    await setFlags({ outage: { title: '', message: 'Our phone lines are closed today.' } });
    const { root } = await mount();
    const banner = await waitFor(() => outageBanner(root), { message: 'the outage banner' });
    expect(textOf(root.getElementById(banner.getAttribute('aria-labelledby')!)!)).to.equal(TEXT.outageTitle);
    expect(textOf(banner.querySelector('p')!)).to.equal('Our phone lines are closed today.');
  });

  it('when the outage document cannot be loaded, shows the page without a banner and reports the failure', async () => {
    setQueryDefaults(outageQueryKey, { retry: 0 });
    await setFlags({ outage: EXAMPLE_OUTAGE });
    // The outage document fails until the faults are cleared; the thumbnails still load.
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: OUTAGE_PATH });
    const recorder = recordReports();
    try {
      const { el, root } = await mount();
      expect(outageBanner(root)).to.equal(null);
      expect(videoTiles(root)).to.have.length(7);
      expect(cards(root)).to.have.length(HOME_TILES.length);
      await waitFor(() => recorder.reports.length > 0, { message: 'the report' });
      expect(recorder.reports.map(({ context }) => context)).to.deep.equal([
        { action: 'loading the service outage banner', element: 'help-home', level: 'warn' },
      ]);
      await expect(el).to.be.accessible();
    } finally {
      recorder.stop();
    }
  });

  it('does not wait for retries: the page shows after the first failure, and an outage the retry brings shows then [both runtimes]', async () => {
    await setFlags({ outage: EXAMPLE_OUTAGE });
    // The outage document fails until the faults are cleared. Its first request is held on its
    // way until a second hold is in place for the retry, which waits there while they are cleared.
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: OUTAGE_PATH });
    const first = holdRequests(OUTAGE_PATH);
    const { root } = await mount();
    await waitFor(() => first.urls.length > 0, { message: 'the outage document asked for' });
    const retry = holdRequests(OUTAGE_PATH);
    first.release();
    await waitFor(() => retry.urls.length > 0, { message: 'the outage document asked for again' });
    expect((await pendingFaults()).map(({ hits }) => hits), 'the first request failed').to.deep.equal([1]);
    expect(outageBanner(root)).to.equal(null);
    expect(textOf(root)).to.contain(TEXT.topicsHeading);

    await clearFaults();
    retry.release();
    await waitFor(() => outageBanner(root), { message: 'the banner after the retry' });
  });

  describe('help videos', () => {
    it('shows the seven videos, each a titled poster from the content server in a real button, fetching nothing from a video host', async () => {
      const { el, root } = await mount();
      const tiles = videoTiles(root);
      expect(tiles.map((tile) => textOf(tile.querySelector('h3')!))).to.deep.equal(HELP_VIDEOS.map((video) => video.title));
      expect(tiles).to.have.length(7);
      const buttons = posterButtons(root);
      expect(buttons.map((button) => textOf(button))).to.deep.equal(HELP_VIDEOS.map((video) => `Play video: ${video.title}`));
      for (const button of buttons) {
        expect(button.type).to.equal('button');
        const poster = button.querySelector('img')!;
        expect(poster.getAttribute('alt')).to.equal('');
        // Our content server, not a video host.
        expect(new URL(poster.src).origin).to.equal(location.origin);
        expect(new URL(poster.src).pathname).to.match(/^\/aem6\/content\/dam\/britishgas\/images\/help\/video-[a-z0-9-]+\.svg$/);
      }
      // The page has fetched what it shows: every poster is in. No player was asked for meanwhile.
      const posters = buttons.map((button) => button.querySelector('img')!);
      await waitFor(() => posters.every((poster) => poster.complete && poster.naturalWidth > 0), { message: 'the posters' });
      expect(playerRequests()).to.deep.equal([]);
      expect(playerScripts()).to.deep.equal([]);
      expect((globalThis as PlayerGlobal).HelpVideoPlayer).to.equal(undefined);
      expect(root.querySelectorAll('iframe, video, object, embed, [autoplay]')).to.have.length(0);
      // No connection opened ahead: no preconnect, and nothing preloaded but the page's own files.
      const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel]')].filter((link) => /preconnect|dns-prefetch|prefetch|preload/.test(link.rel));
      expect(hints.filter((link) => /preconnect|dns-prefetch/.test(link.rel) || new URL(link.href).origin !== location.origin || link.href.includes('/clientlibs/video/'))).to.have.length(0);
      expect(root.querySelectorAll('link')).to.have.length(0);
      const origins = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin));
      expect([...origins]).to.deep.equal([location.origin]);
      await expect(el).to.be.accessible();
    });

    it('shows each video’s thumbnail from the content’s poster address, under a play mark, in a 16:9 box kept while it loads', async () => {
      const { root } = await mount();
      const tiles = videoTiles(root);
      expect(tiles).to.have.length(HELP_VIDEOS.length);
      tiles.forEach((tile, index) => {
        const video = HELP_VIDEOS[index]!;
        const image = tile.querySelector<HTMLImageElement>('button.hh-video__poster img')!;
        expect(image.getAttribute('src')).to.equal(contentAssetUrl(video.poster, getConfig().contentBaseUrl));
        // Decorative: the button is named by the video's title, which the tile's heading shows too.
        expect(image.getAttribute('alt')).to.equal('');
        expect(textOf(tile.querySelector('button')!)).to.equal(`${TEXT.playVideo}${video.title}`);
        expect(textOf(tile.querySelector('h3')!)).to.equal(video.title);
        // Its size is known before it arrives: the attributes, and the box's own shape.
        expect([image.getAttribute('width'), image.getAttribute('height')]).to.deep.equal([String(POSTER_SIZE.width), String(POSTER_SIZE.height)]);
        expect(getComputedStyle(tile.querySelector('.hh-video__media')!).aspectRatio).to.equal('16 / 9');
        const play = tile.querySelector<HTMLElement>('.hh-video__play')!;
        expect(play.getAttribute('aria-hidden')).to.equal('true');
        expect(play.getBoundingClientRect().width).to.be.greaterThan(0);
      });
      const boxHeights = () => tiles.map((tile) => Math.round(tile.querySelector('.hh-video__media')!.getBoundingClientRect().height));
      const before = boxHeights();
      const media = tiles[0]!.querySelector('.hh-video__media')!.getBoundingClientRect();
      expect(Math.abs(media.height - (media.width * 9) / 16)).to.be.lessThan(1);
      // Each thumbnail arrives from the content server and is drawn at the box's size, moving nothing.
      const images = tiles.map((tile) => tile.querySelector<HTMLImageElement>('img')!);
      await waitFor(() => images.every((image) => image.complete && image.naturalWidth > 0), { message: 'the thumbnails' });
      for (const image of images) expect(image.naturalWidth / image.naturalHeight).to.be.closeTo(16 / 9, 0.01);
      expect(boxHeights()).to.deep.equal(before);
    });

    it('a press loads the player script once per page, puts the player in place, focused, and plays nothing by itself [both runtimes]', async () => {
      const { el, root } = await mount();
      const [first, second] = videoTiles(root);
      first!.querySelector<HTMLButtonElement>('button')!.click();
      const player = await playerShown(first!);
      expect(player.getAttribute('role')).to.equal('group');
      expect(player.getAttribute('aria-label')).to.equal(`Video: ${HELP_VIDEOS[0]!.title}`);
      expect(focused()).to.equal(named(player));
      expect(player.querySelector('.help-video-player')!.getAttribute('data-video-id')).to.equal(HELP_VIDEOS[0]!.videoId);
      expect(first!.querySelector('button.hh-video__poster')).to.equal(null);

      // What the player is asked: this video, not to start by itself.
      const calls: unknown[] = [];
      const playerApi = (globalThis as PlayerGlobal).HelpVideoPlayer!;
      const render = playerApi.render;
      playerApi.render = (...args: unknown[]) => {
        calls.push(args[1]);
        return render.apply(playerApi, args);
      };
      second!.querySelector<HTMLButtonElement>('button')!.click();
      await playerShown(second!);
      expect(calls).to.deep.equal([{ videoId: HELP_VIDEOS[1]!.videoId, title: HELP_VIDEOS[1]!.title, autoplay: false }]);

      expect(playerScripts()).to.deep.equal([PLAYER_PATH]);
      expect(playerRequests()).to.have.length(1);
      expect((globalThis as PlayerGlobal).HelpVideoPlayer!.loads).to.equal(1);
      expect(root.querySelectorAll('.help-video-player')).to.have.length(2);
      expect(root.querySelector('[autoplay], iframe')).to.equal(null);
      // The other videos still wait for a press.
      expect(posterButtons(root)).to.have.length(5);
      await expect(el).to.be.accessible();
    });

    it('two elements on a page share the one player script [both runtimes]', async () => {
      const one = await mount();
      const two = await mount();
      posterButtons(one.root)[0]!.click();
      posterButtons(two.root)[3]!.click();
      await playerShown(videoTiles(one.root)[0]!);
      await playerShown(videoTiles(two.root)[3]!);
      expect(playerScripts()).to.have.length(1);
      expect((globalThis as PlayerGlobal).HelpVideoPlayer!.loads).to.equal(1);
    });

    it('when the player does not load, says so in the video’s place, focuses Try again, reports it, and tries again [all engines] [both runtimes]', async () => {
      setConfig({ videoPlayerUrl: '/aem6/etc/clientlibs/video/missing.js' });
      const recorder = recordReports();
      try {
        const { el, root } = await mount();
        const tile = videoTiles(root)[2]!;
        tile.querySelector<HTMLButtonElement>('button')!.click();
        const failed = await waitFor(() => tile.querySelector<HTMLElement>('.hh-video__failed'), { message: 'the failure message' });
        expect(textOf(failed.querySelector('p')!)).to.equal(TEXT.playerFailed);
        const retry = failed.querySelector<HTMLButtonElement>('button')!;
        expect(textOf(retry)).to.equal(`Try again to play ${HELP_VIDEOS[2]!.title}`);
        expect(retry.getAttribute('aria-describedby')).to.equal(failed.querySelector('p')!.id);
        expect(focused()).to.equal(named(retry));
        expect(playerScripts()).to.deep.equal([]);
        expect(recorder.reports.map(({ context }) => context.action)).to.deep.equal(['loading the video player']);
        await expect(el).to.be.accessible();

        // The script is back: trying again shows the player.
        setConfig({});
        retry.click();
        const player = await playerShown(tile);
        expect(focused()).to.equal(named(player));
        expect(tile.querySelector('.hh-video__failed')).to.equal(null);
        expect(playerScripts()).to.deep.equal([PLAYER_PATH]);
      } finally {
        recorder.stop();
      }
    });

    it('a script that loads but defines no player counts as not loaded', async () => {
      const nucleus = getContentConfig().nucleusScriptUrls[0]!;
      setConfig({ videoPlayerUrl: nucleus });
      const recorder = recordReports();
      try {
        const { root } = await mount();
        const tile = videoTiles(root)[0]!;
        tile.querySelector<HTMLButtonElement>('button')!.click();
        await waitFor(() => tile.querySelector('.hh-video__failed'), { message: 'the failure message' });
        expect(recorder.reports.map(({ error }) => (error as Error).name)).to.deep.equal(['VideoPlayerMissingError']);
      } finally {
        recorder.stop();
      }
    });
  });

  describe('help categories', () => {
    it('shows every main category, struggling to pay beside the bills, and the two link-out tiles, internal links under the base path', async () => {
      const { root } = await mount();
      const grid = root.querySelector('.help-card-grid ul')!;
      expect(grid.children).to.have.length(HOME_TILES.length);
      expect(cards(root).map((card) => textOf(card.querySelector('h3')!))).to.deep.equal([
        'Bills and payments',
        'Struggling to pay',
        'My account',
        'Pay As You Go',
        'Meters',
        'HomeCare help',
        'Energy tariffs',
        'Smart home',
        'Appliances and engineers',
        'Breakdowns',
        'Helpful advice',
        'Peaksave',
        'New system hub',
      ]);
      expect(cards(root).map((card) => linksOf(card))).to.deep.equal([
        [{ text: 'Help with bills and payments', href: '/help-and-support/bills-and-payments' }],
        [{ text: 'Find support', href: '/help-and-support/struggling-to-pay' }],
        [{ text: 'Help with your account', href: '/help-and-support/my-account' }],
        [{ text: 'Help with Pay As You Go', href: '/help-and-support/pay-as-you-go' }],
        [{ text: 'Help with meters', href: '/help-and-support/meters' }],
        [{ text: HOME_TILES[5]!.cta, href: '/help-and-support/homecare-help' }],
        [{ text: 'Help with tariffs', href: '/help-and-support/energy-tariffs' }],
        [{ text: 'Help with smart home', href: '/help-and-support/smart-home' }],
        [{ text: 'Help with engineer visits', href: '/help-and-support/appliances-and-engineers' }],
        [{ text: 'Help with breakdowns', href: '/help-and-support/breakdowns' }],
        [{ text: 'Read our advice', href: '/help-and-support/helpful-advice' }],
        [{ text: 'Find out about Peaksave', href: '/energy/peaksave' }],
        [{ text: 'Visit the new system hub', href: '/energy/new-system-hub' }],
      ]);
      for (const card of cards(root)) expect(card.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    });

    it('gives each category an icon of its own, drawn inline and decorative, requesting no image', async () => {
      const { el, root } = await mount();
      const icons = cards(root).map((card) => card.querySelector<SVGSVGElement>('.help-card__pill svg.hh-topic__icon'));
      expect(icons.every(Boolean), 'every card has its icon').to.equal(true);
      expect(icons.map((icon) => icon!.dataset.icon)).to.deep.equal(HOME_TILES.map((tile) => tileIcon(tile)));
      // Two categories draw two different icons, not one picture twice.
      const [bills, meters] = [icons[0]!, icons[4]!];
      expect([bills.dataset.icon, meters.dataset.icon]).to.deep.equal(['bills-and-payments', 'meters']);
      expect(bills.innerHTML).to.not.equal(meters.innerHTML);
      expect(new Set(icons.map((icon) => icon!.innerHTML)).size).to.equal(HOME_TILES.length);
      for (const icon of icons) {
        expect(icon!.getAttribute('aria-hidden')).to.equal('true');
        expect(icon!.getAttribute('focusable')).to.equal('false');
        expect(icon!.hasAttribute('style')).to.equal(false);
        // Drawn, with the size it keeps before any stylesheet.
        expect([icon!.getAttribute('width'), icon!.getAttribute('height')]).to.deep.equal(['48', '48']);
        const box = icon!.getBoundingClientRect();
        expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([48, 48]);
        expect(icon!.querySelectorAll('path, circle, rect').length).to.be.greaterThan(1);
        const lines = icon!.querySelector('g')!;
        expect(['stroke', 'stroke-width', 'stroke-linecap'].map((name) => lines.getAttribute(name))).to.deep.equal(['currentColor', '2.5', 'round']);
      }
      expect(root.querySelectorAll('.help-card img')).to.have.length(0);
      const iconRequests = performance.getEntriesByType('resource').filter((entry) => /\/icon-[^/]*\.svg/.test(new URL(entry.name).pathname));
      expect(iconRequests.map((entry) => entry.name)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('embedded, announces every link with a cancelable help-navigate, and a host that prevents it keeps the page', async () => {
      const { root } = await mount();
      const startUrl = location.href;
      const navigations = recordNavigations();
      try {
        for (const card of cards(root)) card.querySelector('a')!.click();
      } finally {
        navigations.stop();
      }
      expect(navigations.events.every((event) => event.cancelable && event.bubbles && event.composed)).to.equal(true);
      expect(navigations.events.map((event) => event.detail.path)).to.deep.equal([
        ...HOME_TILES.slice(0, 11).map((tile) => `/help-and-support${tile.link}`),
        '/energy/peaksave',
        '/energy/new-system-hub',
      ]);
      expect(location.href).to.equal(startUrl);
    });

    it('takes the Peaksave and new system hub pages from the configuration', async () => {
      setConfig({ allowedOrigins: ['https://www.example.test'], peaksaveUrl: 'https://www.example.test/peaksave', newSystemHubUrl: '/energy/our-new-system-hub' });
      const { root } = await mount();
      const linkOutCards = cards(root).slice(-2);
      expect(linkOutCards.map((card) => linksOf(card)[0]!.href)).to.deep.equal(['https://www.example.test/peaksave', '/energy/our-new-system-hub']);
    });

    it('with url-routing, an internal link moves the page URL without leaving, and announces nothing', async () => {
      history.replaceState(null, '', '/help-and-support/');
      const { root } = await mount({ 'url-routing': '' });
      const navigations = recordNavigations();
      try {
        [...root.querySelectorAll('a')].find((a) => textOf(a) === 'Help with meters')!.click();
      } finally {
        navigations.stop();
      }
      expect(navigations.events).to.deep.equal([]);
      expect(location.pathname).to.equal('/help-and-support/meters');
    });
  });

  it('shows the secondary links with SPEC’s words, and the way to complain, each where it belongs', async () => {
    const { root } = await mount();
    const more = root.querySelector<HTMLElement>('nav[part~="secondary-links"]')!;
    expect(more.getAttribute('aria-label')).to.equal('More help');
    const groups = [...more.querySelectorAll('.hh-more__group')].map((group) => ({ title: textOf(group.querySelector('h2')!), links: linksOf(group) }));
    expect(groups).to.deep.equal([
      {
        title: 'Account changes',
        links: [
          { text: 'Moving Home', href: '/energy/moving-home' },
          { text: 'Bereavement', href: '/help-and-support/probate' },
        ],
      },
      {
        title: 'Need support?',
        links: [
          { text: 'Struggling to pay', href: '/help-and-support/struggling-to-pay' },
          { text: 'Warm Home discount', href: '/help-and-support/struggling-to-pay/warm-home-discount' },
        ],
      },
      {
        title: 'Still need help?',
        links: [
          { text: 'Emergencies', href: '/help-and-support/emergencies' },
          { text: 'Contact Us', href: '/help-and-support/contact-us' },
          // Beyond SPEC's links: the complaint journey is one click away.
          { text: 'Make a complaint', href: '/help-and-support/make-a-complaint' },
        ],
      },
    ]);
    const navigations = recordNavigations();
    try {
      for (const link of more.querySelectorAll('a')) link.click();
    } finally {
      navigations.stop();
    }
    expect(navigations.events.map((event) => event.detail.path)).to.deep.equal(linksOf(more).map((link) => link.href));
  });

  it('works with the keyboard alone: Tab reaches every category, video and link in order; Enter plays a video [all engines] [both runtimes]', async () => {
    const { root } = await mount();
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.prepend(before);
    try {
      before.focus();
      const reached: string[] = [];
      for (let i = 0; i < 2 + 7 + HOME_TILES.length + 7; i += 1) {
        await press('Tab');
        const active = deepActiveElement()!;
        reached.push(active.localName === 'input' ? `box: ${active.getAttribute('name')}` : textOf(active));
      }
      expect(reached).to.deep.equal([
        'box: q',
        'Search',
        ...HOME_TILES.map((tile) => tile.cta),
        ...HELP_VIDEOS.map((video) => `Play video: ${video.title}`),
        'Moving Home',
        'Bereavement',
        'Struggling to pay',
        'Warm Home discount',
        'Emergencies',
        'Contact Us',
        'Make a complaint',
      ]);

      // The first video: past the search box, its button and the topics.
      before.focus();
      for (let i = 0; i < 2 + HOME_TILES.length + 1; i += 1) await press('Tab');
      await press('Enter');
      const player = await playerShown(videoTiles(root)[0]!);
      expect(focused()).to.equal(named(player));
      // From the player, Tab goes on to the next video; Space plays it.
      await press('Tab');
      expect(textOf(deepActiveElement()!)).to.equal(`Play video: ${HELP_VIDEOS[1]!.title}`);
      await press(' '); // the space bar: a key every engine's driver knows by its character
      const second = named(await playerShown(videoTiles(root)[1]!));
      // Focus moves in an effect after the player shows: some engines get there a frame later.
      await waitFor(() => focused() === second, { message: `focus on ${second}` });
    } finally {
      before.remove();
    }
  });

  it('one column on a phone, four on a wide screen, never wider than the screen [all engines]', async () => {
    const phone = await resizeViewport(375, 800);
    const { el, root } = await mount();
    if (phone.width !== 375) el.style.width = '375px'; // WebKit's window stops at about 450px: the element is given 375px of it.
    const lefts = (nodes: HTMLElement[]) => new Set(nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
    await waitFor(() => lefts(cards(root)).size === 1, { message: 'the cards in one column' });
    expect(lefts(videoTiles(root)).size).to.equal(1);
    expect(el.scrollWidth).to.be.lessThanOrEqual(375);
    await expect(el).to.be.accessible();

    el.style.width = '';
    await resizeViewport(1280, 900);
    await waitFor(() => lefts(cards(root)).size === 4, { message: 'the cards in four columns' });
    expect(lefts(videoTiles(root)).size).to.equal(4);
    const more = [...root.querySelectorAll<HTMLElement>('.hh-more__group')];
    expect(lefts(more).size).to.equal(3);
  });

  it('shows the search box under the heading; typing suggests help pages, and Enter on the highlighted one goes there [both runtimes]', async () => {
    const { el, root } = await mount();
    const search = root.querySelector<HTMLFormElement>('form[role="search"]')!;
    expect(root.querySelector('.hh-intro')!.nextElementSibling!.contains(search), 'under the heading and its introduction').to.equal(true);
    const box = search.querySelector<HTMLInputElement>('input[name="q"]')!;
    const navigations = recordNavigations();
    try {
      await typeInto(box, 'power c');
      await waitFor(() => root.querySelectorAll('[role="option"]').length === 1, { message: 'a suggestion' });
      expect(textOf(root.querySelector('[role="option"]')!)).to.equal('What to do in a power cut, Emergencies');
      await waitFor(() => textOf(root.querySelector('[role="status"]')!) === '1 suggestion', { message: 'the count read out' });
      await expect(el).to.be.accessible();
      await press('ArrowDown');
      await press('Enter');
      await waitFor(() => navigations.paths.length === 1, { message: 'help-navigate' });
      expect(navigations.paths).to.deep.equal(['/help-and-support/emergencies/power-cut']);
    } finally {
      navigations.stop();
    }
  });

  it('shows the page when the outage request is slow, without waiting for it [both runtimes]', async () => {
    // The outage answer is held on its way for the whole test: the page shows all the same.
    const outage = holdRequests(OUTAGE_PATH);
    const { root } = await mount();
    expect(outage.urls, 'the outage document asked for').to.have.length(1);
    expect(getQueryClient().getQueryState(outageQueryKey)?.status, 'the outage answer, still on its way').to.equal('pending');
    expect(outageBanner(root)).to.equal(null);
  });
});
