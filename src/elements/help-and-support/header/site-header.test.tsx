import { expect } from '@open-wc/testing';
import { install, type Clock } from '@sinonjs/fake-timers';
import { deepActiveElement, recordNavigations, textOf, waitFor } from '../../../../test/helpers/dom';
import { mountElement, resetPage } from '../../../../test/helpers/element';
import { resizeViewport } from '../../../../test/helpers/engine';
import { keys } from '../../../../test/helpers/react';
import { dropCookie, signIn, signOutAddress } from '../../../../test/helpers/session';
import { HEADER_CONFIGURATION_PATH } from '../../../api/content-api/content';
import { SIGNED_IN_TEXT } from '../../../session/help-deals/signed-in.text';
import { SESSION_CHECK_INTERVAL_MS } from '../../../session/session-cookies/session-config';
import { define } from '../help-and-support.element';
import { GAS_EMERGENCY, SAFETY_TEXT } from '../help-and-support.parts';
import { HEADER_TEXT } from './SiteHeader';

define();

/**
 * Watches the page's requests for the header configuration; `edit` may change what it answers,
 * and `held`, until it settles, keeps the answer from the page (a configuration still on its way).
 */
function watchHeaderRequests(edit?: (body: Record<string, unknown>) => Record<string, unknown>, held?: Promise<void>) {
  const original = fetch;
  const requests: Request[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes(HEADER_CONFIGURATION_PATH)) return original(input, init);
    requests.push(request.clone());
    await held;
    const response = await original(request);
    if (!edit || !response.ok) return response;
    return new Response(JSON.stringify(edit((await response.json()) as Record<string, unknown>)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, restore: () => (window.fetch = original) };
}

/** The app on its home page; with `width`, in a column that wide (as a page's layout may put it). */
async function openApp(attributes: Record<string, string>, width?: number) {
  history.replaceState(null, '', '/help-and-support/');
  if (width === undefined) return mountElement('help-and-support', { attributes });
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  document.body.append(column);
  columns.push(column);
  return mountElement('help-and-support', { attributes, parent: column });
}
const columns: HTMLElement[] = [];

const isShown = (element: Element): boolean => element.getClientRects().length > 0;

/** The height the app holds for its header while it loads, at the app's width now. */
function placeholderHeight(root: ShadowRoot): number {
  const place = document.createElement('div');
  place.className = 'has-header-placeholder';
  root.querySelector('.help-root')!.append(place);
  const height = place.getBoundingClientRect().height;
  place.remove();
  return height;
}

describe('<help-and-support with-header>', () => {
  let watch: ReturnType<typeof watchHeaderRequests> | undefined;
  beforeEach(resetPage);
  afterEach(async () => {
    watch?.restore();
    for (const column of columns.splice(0)) column.remove();
    await resizeViewport(800, 600);
  });
  after(resetPage);

  it('renders the supplier header from the header configuration, fetched with Cache-Control: max-age=0', async () => {
    watch = watchHeaderRequests();
    const { el, root } = await openApp({ 'with-header': '' });
    const header = await waitFor(() => root.querySelector('header.site-header .site-header__quick'), { message: 'the header' });
    expect(watch.requests).to.have.length(1);
    expect(watch.requests[0]?.headers.get('Cache-Control')).to.equal('max-age=0');
    const sections = [...root.querySelectorAll('.site-header__section-button')].map((b) => b.textContent);
    expect(sections).to.deep.equal(['Energy', 'Boilers and heating', 'Home cover', 'Help & Support']);
    expect([...header.querySelectorAll('a')].map((a) => a.textContent)).to.include('Submit a meter reading');
    expect(textOf(root)).to.contain('Smell gas?');
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).to.include(HEADER_TEXT.accessibility);
    await expect(el).to.be.accessible();
  });

  it('leaves the accessibility link out when the configuration hides it', async () => {
    watch = watchHeaderRequests((body) => ({ ...body, hideA11yBtn: true }));
    const { root } = await openApp({ 'with-header': '' });
    await waitFor(() => root.querySelector('.site-header__quick'), { message: 'the header' });
    expect([...root.querySelectorAll('a')].map((a) => a.textContent)).not.to.include(HEADER_TEXT.accessibility);
  });

  it('opens a section by keyboard, closes it with Escape and gives focus back to its button [all engines] [both runtimes]', async () => {
    // Wide enough for the section menus in a row.
    await resizeViewport(1024, 768);
    const { el, root } = await openApp({ 'with-header': '' });
    const button = await waitFor(() => root.querySelector<HTMLButtonElement>('.site-header__section-button'), { message: 'a section' });
    button.focus();
    await keys({ press: 'Enter' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', { message: 'the section open' });
    const panel = root.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(false);
    expect(textOf(panel)).to.contain('All of Energy');
    expect(textOf(panel)).to.contain('Struggling to pay?');
    await expect(el).to.be.accessible();
    await keys({ press: 'Tab' });
    await keys({ press: 'Escape' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', { message: 'the section closed' });
    await waitFor(() => deepActiveElement() === button, { message: 'focus back on the section button' });
  });

  it('routes a header link to a page of the area inside the app', async () => {
    const { el, root } = await openApp({ 'with-header': '' });
    // Whatever the page then shows, the test page stays.
    el.addEventListener('help-navigate', (event) => event.preventDefault());
    const link = await waitFor(() => [...root.querySelectorAll<HTMLAnchorElement>('.site-header__quick a')].find((a) => a.textContent === 'Contact us'), { message: 'the quick link' });
    expect(new URL(link.href).pathname).to.equal('/help-and-support/contact-us');
    link.click();
    await waitFor(() => location.pathname === '/help-and-support/contact-us', { message: 'the route' });
  });

  // A desktop window; the app as wide as the page, or in a 760px column (the header then takes the
  // layout of the app's width, not the window's). Each engine's fonts move it by a few pixels.
  for (const [where, width] of [['', undefined], [' in an app narrower than the window', 760]] as const) {
    it(`holds its place while its configuration loads${where}, so the page under it does not move down [all engines]`, async () => {
      await resizeViewport(1024, 768);
      let release = () => {};
      watch = watchHeaderRequests(undefined, new Promise<void>((resolve) => (release = resolve)));
      const { root } = await openApp({ 'with-header': '' }, width);
      const header = await waitFor(() => root.querySelector<HTMLElement>('header.site-header'), { message: 'the header' });
      expect(watch.requests, 'the configuration is still on its way').to.have.length(1);
      expect(header.querySelector('.site-header__quick') !== null, 'the quick links before the configuration came').to.equal(false);
      const heading = root.querySelector('h1')!;
      const before = heading.getBoundingClientRect().top;
      release();
      await waitFor(() => header.querySelector('.site-header__quick'), { message: 'the whole header' });
      expect(heading.getBoundingClientRect().top).to.be.closeTo(before, 5);
    });
  }

  it('shows the section menus behind "Menu" when the app is narrower than a desktop, though the window is one [all engines]', async () => {
    await resizeViewport(1024, 768);
    const { el, root } = await openApp({ 'with-header': '' }, 760);
    const menu = await waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('.site-header__tool')].find((b) => b.textContent === HEADER_TEXT.menu), { message: 'the Menu button' });
    const section = root.querySelector<HTMLButtonElement>('.site-header__section-button')!;
    expect(isShown(menu), 'Menu shows').to.equal(true);
    expect(isShown(section), 'the sections wait behind Menu').to.equal(false);
    menu.focus();
    await keys({ press: 'Enter' });
    await waitFor(() => isShown(section), { message: 'the sections shown' });
    expect(menu.getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('keeps the place of its height at each width the app is given [all engines]', async () => {
    const heights: Record<string, [number, number]> = {};
    // Widths between the steps where its rows wrap, in the large type and the small. Not an app
    // 641–707px wide in a wide window: WebKit's narrower type takes a row fewer at 650px.
    for (const [windowWidth, widths] of [[1024, [1000, 900, 760, 715, 560]], [600, [600, 520, 460]], [375, [359, 320, 290]]] as const) {
      // WebKit's window does not get as narrow as a phone's; its other widths are checked.
      if ((await resizeViewport(windowWidth, 768)).width !== windowWidth) continue;
      for (const width of widths) {
        const { root } = await openApp({ 'with-header': '' }, width);
        await waitFor(() => root.querySelector('.site-header__quick'), { message: 'the whole header' });
        const header = root.querySelector<HTMLElement>('header.site-header')!;
        heights[`${width}px app in a ${windowWidth}px window`] = [header.getBoundingClientRect().height, placeholderHeight(root)];
        await resetPage();
      }
    }
    for (const [where, [header, place]] of Object.entries(heights)) expect(header, where).to.be.closeTo(place, 10);
  });

  describe('the gas emergency line', () => {
    /** The line's words, its number to call and its link, once it shows. */
    async function gasLine(root: ShadowRoot) {
      const line = await waitFor(() => root.querySelector<HTMLElement>('.site-header__secondary'), { message: 'the gas emergency line' });
      const call = line.querySelector<HTMLAnchorElement>(`a[href="${GAS_EMERGENCY.href}"]`);
      // Its title, its words and its links' words, one after the other.
      const text = [...line.querySelectorAll('p, div > a')].map((part) => textOf(part)).join(' ');
      return { line, text, number: call?.textContent ?? null, links: [...line.querySelectorAll('a')].map((a) => new URL(a.href).pathname) };
    }
    const builtIn = `${SAFETY_TEXT.title} ${SAFETY_TEXT.call} ${GAS_EMERGENCY.number}${SAFETY_TEXT.dayOrNight} ${SAFETY_TEXT.emergencies}`;

    it('shows before the header configuration comes, with the number to call and the way to the emergencies page [both runtimes]', async () => {
      let release = () => {};
      watch = watchHeaderRequests(undefined, new Promise<void>((resolve) => (release = resolve)));
      const { el, root } = await openApp({ 'with-header': '' });
      const { text, number, links } = await gasLine(root);
      expect(watch.requests.length, 'the configuration is still on its way').to.be.at.most(1);
      expect(root.querySelector('.site-header__quick'), 'the quick links before the configuration came').to.equal(null);
      expect(text).to.equal(builtIn);
      expect(number).to.equal(GAS_EMERGENCY.number);
      expect(links).to.include('/help-and-support/emergencies');
      // The outline of its menus and links holds their places, for the eye only.
      expect(root.querySelector('.site-header__outline')?.getAttribute('aria-hidden'), 'the outline of the links to come').to.equal('true');
      await expect(el).to.be.accessible();
      release();
      await waitFor(() => root.querySelector('.site-header__quick'), { message: 'the whole header' });
      expect(root.querySelector('.site-header__outline'), 'the outline, once the links came').to.equal(null);
      expect(root.querySelectorAll('.site-header__secondary')).to.have.length(1);
      expect((await gasLine(root)).text).to.equal('Smell gas? Call the gas emergency number on 0800 111 999, day or night. What to do in an emergency');
    });

    it('stays when the header configuration fails', async () => {
      const original = fetch;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
        new Request(input, init).url.includes(HEADER_CONFIGURATION_PATH) ? Promise.resolve(new Response('{}', { status: 500 })) : original(input, init);
      watch = { requests: [], restore: () => (window.fetch = original) };
      const { el, root } = await openApp({ 'with-header': '' });
      const header = await waitFor(() => root.querySelector<HTMLElement>('header.site-header:not(.site-header--waiting)'), { message: 'the header without its configuration' });
      const { text, number } = await gasLine(root);
      expect(header.contains(root.querySelector('.site-header__secondary')), 'in the header').to.equal(true);
      expect(text).to.equal(builtIn);
      expect(number).to.equal(GAS_EMERGENCY.number);
      // The header keeps the links a customer needs most, whatever the content server does.
      expect([...header.querySelectorAll<HTMLAnchorElement>('.site-header__quick a')].map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['Emergencies', '/help-and-support/emergencies'],
        ['Contact us', '/help-and-support/contact-us'],
        ['Make a complaint', '/help-and-support/make-a-complaint'],
      ]);
      expect([...header.querySelectorAll('.site-header__tools a')].map((a) => a.textContent)).to.deep.equal([HEADER_TEXT.accessibility]);
      await expect(el).to.be.accessible();
    });

    it('stays when the configuration has no banner, and keeps its number when the banner words it without', async () => {
      watch = watchHeaderRequests(({ 'secondary-banner': _banner, ...body }) => body);
      const first = await openApp({ 'with-header': '' });
      await waitFor(() => first.root.querySelector('.site-header__quick'), { message: 'the whole header' });
      expect((await gasLine(first.root)).text).to.equal(builtIn);
      watch.restore();
      await resetPage();

      watch = watchHeaderRequests((body) => ({ ...body, 'secondary-banner': { title: 'Gas escape?', text: 'Open the windows and leave.' } }));
      const { el, root } = await openApp({ 'with-header': '' });
      await waitFor(() => root.querySelector('.site-header__quick'), { message: 'the whole header' });
      const { text, number } = await gasLine(root);
      await expect(el).to.be.accessible();
      expect(text).to.equal(`Gas escape? Open the windows and leave. ${SAFETY_TEXT.call} ${GAS_EMERGENCY.number}${SAFETY_TEXT.dayOrNight} ${SAFETY_TEXT.emergencies}`);
      expect(number).to.equal(GAS_EMERGENCY.number);
    });
  });

  describe('signed in', () => {
    let navigations: ReturnType<typeof recordNavigations>;
    let clock: Clock | undefined;
    beforeEach(() => {
      navigations = recordNavigations();
      // What signed-in pages keep, which signing out must clear.
      localStorage.setItem('chosenTariff', 'fixed-2027');
      localStorage.setItem('pendingTariffDismissed', 'true');
    });
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
      navigations.stop();
      localStorage.removeItem('chosenTariff');
      localStorage.removeItem('pendingTariffDismissed');
    });
    const tariffChoices = () => [localStorage.getItem('chosenTariff'), localStorage.getItem('pendingTariffDismissed')];
    /** The header once its configuration is in, and its signed-in status when it shows one. */
    async function wholeHeader(root: ShadowRoot) {
      const header = await waitFor(() => root.querySelector<HTMLElement>('header.site-header .site-header__quick')?.closest('header'), { message: 'the whole header' });
      return { header, statuses: () => header.querySelectorAll<HTMLElement>('[part~="signed-in"]') };
    }

    /**
     * Brings in the code of "Signed in" (a signed-in customer's header loads it), then signs out:
     * from then on a header whose cookies say signed in shows it in the very render that shows
     * the header, so a header shown without it shows it is not coming.
     */
    async function signedInStatusLoaded(): Promise<void> {
      signIn('live');
      const { root } = await openApp({ 'with-header': '' });
      const { statuses } = await wholeHeader(root);
      await waitFor(() => statuses().length === 1, { message: '"Signed in", its code in' });
      await resetPage();
    }

    it('shows "Signed in" with "Sign out", which Tab reaches and Enter uses: the tariff choices forgotten, then the sign-out address [all engines] [both runtimes]', async () => {
      signIn('live');
      const { el, root } = await openApp({ 'with-header': '' });
      const { header, statuses } = await wholeHeader(root);
      const status = await waitFor(() => statuses()[0], { message: '"Signed in"' });
      expect([...status.children].map((part) => textOf(part))).to.deep.equal([SIGNED_IN_TEXT.signedIn, SIGNED_IN_TEXT.signOut]);
      expect(statuses()).to.have.length(1);
      await expect(el).to.be.accessible();
      // Right after the supplier's name, before the accessibility link and the menus.
      header.querySelector<HTMLAnchorElement>('.site-header__brand')!.focus();
      await keys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('part'), 'focus after one Tab').to.equal('sign-out');
      expect(textOf(deepActiveElement()!)).to.equal(SIGNED_IN_TEXT.signOut);
      await keys({ press: 'Enter' });
      await waitFor(() => navigations.paths.length > 0, { message: 'the sign-out redirect' });
      expect(navigations.paths).to.deep.equal([signOutAddress()]);
      expect(tariffChoices()).to.deep.equal([null, null]);
    });

    for (const [who, cookies] of [
      ['a customer who is not signed in', () => undefined],
      ['a customer with only the identity token', () => void signIn('live', 'identity')],
    ] as const) {
      it(`shows nothing of it to ${who}, and sends no one anywhere`, async () => {
        await signedInStatusLoaded();
        cookies();
        const { el, root } = await openApp({ 'with-header': '' });
        const { header, statuses } = await wholeHeader(root);
        expect(statuses()).to.have.length(0);
        expect(textOf(header)).not.to.contain(SIGNED_IN_TEXT.signedIn);
        expect(textOf(header)).not.to.contain(SIGNED_IN_TEXT.signOut);
        expect(navigations.paths).to.deep.equal([]);
        expect(tariffChoices()).to.deep.equal(['fixed-2027', 'true']);
        await expect(el).to.be.accessible();
      });
    }

    it('takes "Signed in" away at the next 30-second check once a cookie has gone, sending no one anywhere [both runtimes]', async () => {
      // The checks' interval on a fake clock: it moves only when the test moves it.
      clock = install({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval'] });
      signIn('live');
      const { root } = await openApp({ 'with-header': '' });
      const { statuses } = await wholeHeader(root);
      await waitFor(() => statuses().length === 1, { message: '"Signed in"' });
      dropCookie('identity');
      await clock.tickAsync(SESSION_CHECK_INTERVAL_MS - 1000);
      expect(statuses(), 'before the check').to.have.length(1);
      await clock.tickAsync(1000);
      await waitFor(() => statuses().length === 0, { message: '"Signed in" gone' });
      expect(navigations.paths).to.deep.equal([]);
    });
  });

  describe("the host page's skip link", () => {
    /** A host page as the demo's: "Skip to main content" first, then the app in <main id="main">. */
    async function openOnHostPage() {
      history.replaceState(null, '', '/help-and-support/');
      const skip = document.createElement('a');
      skip.href = '#main';
      skip.textContent = 'Skip to main content';
      const main = document.createElement('main');
      main.id = 'main';
      document.body.prepend(skip, main);
      columns.push(skip, main);
      const { el, root } = await mountElement('help-and-support', { attributes: { 'with-header': '' }, parent: main });
      await waitFor(() => root.querySelector('.site-header__quick'), { message: 'the header' });
      return { el, root, skip };
    }

    /** The page's own content under the header, and its first link or control. */
    function firstInContent(root: ShadowRoot) {
      const content = root.querySelector('.help-root > .site-header ~ *')!;
      return content.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')!;
    }

    it('goes past the header: after Enter on it, the next Tab reaches the first link of the page\'s content [all engines] [both runtimes]', async () => {
      const { el, root, skip } = await openOnHostPage();
      (document.activeElement as HTMLElement | null)?.blur();
      await keys({ press: 'Tab' });
      await waitFor(() => deepActiveElement() === skip, { message: 'focus on the skip link' });
      await keys({ press: 'Enter' });
      await waitFor(() => location.hash === '#main', { message: 'the address at #main' });
      const first = firstInContent(root);
      const name = first.textContent?.trim() || first.getAttribute('aria-label');
      await waitFor(() => deepActiveElement() === first.closest('.help-root > *'), { message: 'focus on the start of the content' });
      await expect(el).to.be.accessible();
      await keys({ press: 'Tab' });
      await waitFor(() => deepActiveElement() === first, { message: `focus on "${name}"` });
      expect(deepActiveElement()?.closest('.site-header'), 'a header link').to.equal(null);
      // The start gives its tabindex back once focus has moved on.
      expect(root.querySelector('.help-root > .site-header ~ [tabindex="-1"]')?.className ?? null).to.equal(null);
      history.replaceState(null, '', '/help-and-support/');
    });
  });

  it('is not there, and not fetched, without with-header', async () => {
    watch = watchHeaderRequests();
    // The page's heading shows after its content came: a header, were it wanted, would have held
    // its place from the app's first render (and only the header asks for its configuration).
    const { root } = await openApp({});
    expect(root.querySelector('.site-header, .has-header-placeholder')?.className ?? null, 'a header or its place').to.equal(null);
    expect(watch.requests).to.have.length(0);
  });
});
