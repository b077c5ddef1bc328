import { expect } from '@open-wc/testing';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { deepActiveElement, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { signIn, signOut } from '../../../test/helpers/session';
import { fieldIn, mountElement, resetPage } from '../../../test/helpers/element';
import { setFlags } from '../../../test/helpers/stand-ins';
import { mainSiteNotFoundUrl, pageNotFoundUrl } from '../../router/content-pages/not-found';
import { addPageViewListener, type PageView } from '../../platform/help-and-support/page';
import { define } from './help-and-support.element';
import { TEXT as CONTACT_TEXT } from '../contact-us/contact-us.text';
import { getHelpStore } from '../../store/forms/store';
import { getQueryClient } from '../../api/query-client';
import { TEXT as COMPLAINT_TEXT } from '../complaint-journey/complaint-journey.text';
import { FEEDBACK_TEXT } from '../feedback-journey/feedback-journey.text';
import { ELEMENT_ROUTES } from '../../../test/elements.generated';
import { appRoutes, rankRoutes } from './help-and-support.routes';
import { TEXT } from './help-and-support.text';

define();

/** Opens the app on `path` (under the default base path unless given). */
async function openApp(path: string, attributes: Record<string, string> = {}, waitForHeading = true) {
  history.replaceState(null, '', path);
  return mountElement('help-and-support', { attributes, waitForHeading });
}

/** Collects help-navigate events, preventing them so the test page stays. */
function navigations(el: Element): string[] {
  const paths: string[] = [];
  el.addEventListener('help-navigate', (event) => {
    event.preventDefault();
    paths.push((event as CustomEvent<{ path: string }>).detail.path);
  });
  return paths;
}

/**
 * The page's data layer and how many entries it holds before a test reports its own. The data
 * layer's module is loaded first: a page view an earlier test reported goes in once that module
 * has loaded, and would otherwise be counted among this test's.
 */
async function dataLayerSoFar(): Promise<{ dataLayer: unknown[]; before: number }> {
  await import('../../consent/data-layer');
  const dataLayer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  return { dataLayer, before: dataLayer.length };
}

describe('<help-and-support>', () => {
  let title: string;
  beforeEach(async () => {
    await resetPage();
    title = document.title;
  });
  afterEach(() => {
    document.title = title;
    document.head.querySelector('meta[name="description"]')?.remove();
  });
  after(resetPage);

  it('shows the home page at the base path, owns the page title and takes no focus on load', async () => {
    const { el, root } = await openApp('/help-and-support/');
    expect(root.querySelector('h1')?.textContent).to.equal(TEXT.appTitle);
    // The title is set by an effect once the page has shown.
    await waitFor(() => document.title === TEXT.appTitle, { message: 'the page title' });
    expect(deepActiveElement()).not.to.equal(root.querySelector('h1'));
    await expect(el).to.be.accessible();
  });

  it('shows the meter-read form at submit-meter-read, from the same router', async () => {
    await setFlags({ meterReadWeek: true });
    const { root } = await openApp('/help-and-support/submit-meter-read');
    await waitFor(() => root.querySelector('form'), { message: 'the meter-read form' });
  });

  it("fills the meter-read form from the details a link carried, taking them out of the page's address first [all engines] [both runtimes]", async () => {
    await setFlags({ meterReadWeek: true });
    const views: PageView[] = [];
    const stopViews = addPageViewListener((view) => views.push(view));
    try {
      const { root } = await openApp('/help-and-support/submit-meter-read?first_name=Ada&last_name=Lovelace&telephone=07700900123&fuel=Gas&utm_campaign=spring#form');
      await waitFor(() => root.querySelector('form'), { message: 'the meter-read form' });
      expect(fieldIn(root, 'first_name').value).to.equal('Ada');
      expect(fieldIn(root, 'last_name').value).to.equal('Lovelace');
      expect(fieldIn(root, 'telephone').value).to.equal('07700900123');
      expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')?.value).to.equal('Gas');
      expect(root.querySelector('[name="elec_reading"]'), 'the electricity fields').to.equal(null);
      expect(`${location.pathname}${location.search}${location.hash}`).to.equal('/help-and-support/submit-meter-read?utm_campaign=spring#form');
      await waitFor(() => views.length > 0, { message: "the page's view" });
      expect(views).to.deep.equal([{ path: '/submit-meter-read', basePath: '/help-and-support/' }]);
    } finally {
      stopViews();
    }
  });

  it('shows the deals to a signed-in customer, and sends anyone else to sign in, with no page view of the deals [both runtimes]', async () => {
    signIn('live');
    const deals = await openApp('/help-and-support/deals');
    await waitFor(() => textOf(deals.root.querySelector('h1')!) === 'Deals for you', { message: 'the deals' });
    await waitFor(() => document.title === `Deals for you${TEXT.titleSuffix}`, { message: 'the title' });
    deals.el.remove();
    signOut();
    const navigations = recordNavigations();
    const views: PageView[] = [];
    const stopViews = addPageViewListener((view) => views.push(view));
    try {
      const { root } = await openApp('/help-and-support/deals', {}, false);
      await waitFor(() => navigations.paths.length > 0, { message: 'the sign-in redirect' });
      expect(new URL(navigations.paths[0]!, location.href).searchParams.get('state')).to.equal(location.href);
      expect(textOf(root)).not.to.contain('Deals for you');
      // The page it left at once is no page the customer saw. Once the app is on a page that is
      // one, that page's view comes, and a view still held for the deals would have gone before it.
      history.pushState(null, '', '/help-and-support/probate');
      await waitFor(() => views.length > 0, { message: 'the page view of /probate' });
      expect(views).to.deep.equal([{ path: '/probate', basePath: '/help-and-support/' }]);
    } finally {
      stopViews();
      navigations.stop();
    }
  });

  it('shows the complaint and feedback journeys on their routes, feedback before /complaints/:complaint', async () => {
    const credit = await openApp('/help-and-support/complaints/feedback');
    await waitFor(() => textOf(credit.root).includes(FEEDBACK_TEXT.noRefund), { message: 'the credit step' });
    credit.el.remove();
    const question = await openApp('/help-and-support/make-a-complaint');
    await waitFor(() => textOf(question.root.querySelector('h1') ?? question.root).includes(COMPLAINT_TEXT.customerTypeQuestion), { message: 'the customer type question' });
    question.el.remove();
    const details = await openApp('/help-and-support/complaints/enquiry-pay-as-you-go');
    await waitFor(() => details.root.querySelector('form'), { message: 'the details step' });
    details.el.remove();
  });

  it('reaches the complaint journey in one click from the help home [both runtimes]', async () => {
    const { el, root } = await openApp('/help-and-support/');
    const link = await waitFor(() => [...root.querySelectorAll<HTMLAnchorElement>('nav[part~="secondary-links"] a')].find((a) => textOf(a) === 'Make a complaint'), {
      message: 'the Make a complaint link',
    });
    link.click();
    await waitFor(() => textOf(root.querySelector('h1') ?? root).includes(COMPLAINT_TEXT.customerTypeQuestion), { message: 'the complaint journey' });
    expect(location.pathname).to.equal('/help-and-support/make-a-complaint');
    await expect(el).to.be.accessible();
  });

  it('ends every help page with the way to complain: a category, an article, contact us and bereavement', async () => {
    for (const [path, shows] of [
      ['/help-and-support/meters', 'Meters'],
      ['/help-and-support/meters/economy-7-meters', 'Economy 7'],
      ['/help-and-support/contact-us', CONTACT_TEXT.heading],
      ['/help-and-support/probate', 'Bereavement'],
    ] as const) {
      const { el, root } = await openApp(path);
      const footer = await waitFor(() => root.querySelector('[part~="complaints-footer"]'), { message: `the way to complain on ${path}` });
      expect(textOf(root.querySelector('h1')!), path).to.contain(shows);
      expect(textOf(footer)).to.equal('Unhappy with our service? Make a complaint');
      expect(footer.querySelector('a')?.getAttribute('href')).to.equal('/help-and-support/make-a-complaint');
      // Last on the page: nothing of the page's own content after it.
      expect(footer.compareDocumentPosition(root.querySelector('h1')!) & Node.DOCUMENT_POSITION_PRECEDING, path).to.not.equal(0);
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it('confirmation shows the lead sent last, complaint or feedback, and without one goes to the start', async () => {
    const empty = await openApp('/help-and-support/confirmation');
    await waitFor(() => location.pathname === '/help-and-support/make-a-complaint', { message: 'the journey start' });
    empty.el.remove();
    const store = getHelpStore().getState();
    store.saveReceipt('feedback', { origin: 'feedback', reference: 'HS00000002', sentAt: 1_000 });
    store.saveReceipt('complaint', { origin: 'complaints/gas-and-electricity/query', reference: 'HS00000001', sentAt: 2_000 });
    const complaint = await openApp('/help-and-support/confirmation');
    await waitFor(() => textOf(complaint.root).includes('HS00000001'), { message: 'the complaint reference' });
    complaint.el.remove();
    store.saveReceipt('feedback', { origin: 'feedback', reference: 'HS00000003', sentAt: 3_000 });
    const feedback = await openApp('/help-and-support/confirmation');
    await waitFor(() => textOf(feedback.root).includes(COMPLAINT_TEXT.feedbackConfirmed), { message: 'the feedback confirmation' });
    expect(textOf(feedback.root)).not.to.contain('HS00000001');
    feedback.el.remove();
    store.clearReceipt('feedback');
    store.clearReceipt('complaint');
  });

  it('sends any other path to the main site page-not-found page, announced first', async () => {
    history.replaceState(null, '', '/help-and-support/bills-and-payments/ways-to-pay/more');
    const el = document.createElement('help-and-support');
    const paths = navigations(el);
    document.body.append(el);
    await waitFor(() => paths.length > 0, { message: 'help-navigate' });
    expect(paths).to.deep.equal([mainSiteNotFoundUrl()]);
    el.remove();
  });

  it('moves focus to the new page heading after a route change, reports one page view each, and retitles the page [all engines] [both runtimes]', async () => {
    const views: PageView[] = [];
    const stop = addPageViewListener((view) => views.push(view));
    const { dataLayer, before } = await dataLayerSoFar();
    try {
      const { root } = await openApp('/help-and-support/probate');
      // Reported by an effect once the page has shown.
      await waitFor(() => views.length > 0, { message: 'the first page view' });
      expect(views).to.deep.equal([{ path: '/probate', basePath: '/help-and-support/' }]);
      const contactUs = [...root.querySelectorAll('a')].find((a) => new URL(a.href).pathname === '/help-and-support/contact-us')!;
      contactUs.click();
      await waitFor(() => root.querySelector('h1')?.textContent === CONTACT_TEXT.heading, { message: 'the contact page' });
      await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
      expect(location.pathname).to.equal('/help-and-support/contact-us');
      expect(document.title).to.equal(CONTACT_TEXT.pageTitle);
      // Reported once the page shows and its requests have settled.
      await waitFor(() => views.length >= 2, { message: 'the second page view' });
      expect(views.map((view) => view.path)).to.deep.equal(['/probate', '/contact-us']);
      // One entry each in the page's data layer, with the full path.
      await waitFor(() => dataLayer.length >= before + 2, { message: 'two page views in the data layer' });
      expect(dataLayer.slice(before)).to.deep.equal([
        { event: 'page_view', page_path: '/help-and-support/probate' },
        { event: 'page_view', page_path: '/help-and-support/contact-us' },
      ]);
    } finally {
      stop();
    }
  });

  it('reports no page view for an address that goes to a not-found page: an unknown path, category or article [both runtimes]', async () => {
    const views: PageView[] = [];
    const stop = addPageViewListener((view) => views.push(view));
    const { dataLayer, before } = await dataLayerSoFar();
    try {
      for (const [path, notFound] of [
        ['/help-and-support/bills-and-payments/ways-to-pay/more', mainSiteNotFoundUrl()],
        ['/help-and-support/no-such-category', pageNotFoundUrl()],
        // Known to be unknown only once the categories list is in.
        ['/help-and-support/meters/no-such-article', pageNotFoundUrl()],
      ] as const) {
        getQueryClient().clear();
        history.replaceState(null, '', path);
        const el = document.createElement('help-and-support');
        const paths = navigations(el);
        document.body.append(el);
        await waitFor(() => paths.length > 0, { message: `help-navigate from ${path}` });
        expect(paths, path).to.deep.equal([notFound]);
        el.remove();
      }
      // A page that is one is reported, and after it nothing of the addresses before: the app's
      // next page's view follows it directly.
      await openApp('/help-and-support/meters');
      await waitFor(() => views.length > 0, { message: 'the page view of /meters' });
      history.pushState(null, '', '/help-and-support/probate');
      await waitFor(() => views.length > 1, { message: 'the page view of /probate' });
      expect(views).to.deep.equal([
        { path: '/meters', basePath: '/help-and-support/' },
        { path: '/probate', basePath: '/help-and-support/' },
      ]);
      // The data layer's module comes on demand: its entries follow the views, a moment later.
      await waitFor(() => dataLayer.length - before >= 2, { message: 'the two page views in the data layer' });
      expect(dataLayer.slice(before)).to.deep.equal([
        { event: 'page_view', page_path: '/help-and-support/meters' },
        { event: 'page_view', page_path: '/help-and-support/probate' },
      ]);
    } finally {
      stop();
    }
  });

  it('routes every path of every element table, each to a screen of its own', async () => {
    const appPaths = appRoutes.map((route) => route.path);
    expect(new Set(appPaths).size).to.equal(appPaths.length);
    for (const { tag, routes, appRoutes: inApp } of ELEMENT_ROUTES) {
      const paths = (await routes()).map((route) => route.path);
      if (inApp) {
        // An element with <tag>.app-routes.ts: each of its paths is in the app, and those routes are the app's own.
        for (const path of paths) expect(appPaths, `<${tag}> ${path}`).to.include(path);
        for (const route of await inApp()) expect(appRoutes, `<${tag}> ${route.path}`).to.include(route);
      } else {
        // Any other element is in the app whole (its routes held by the app's own file) or not at all (<help-search>).
        const served = paths.filter((path) => appPaths.includes(path));
        expect(served, `<${tag}>: ${paths.join(', ')}`).to.deep.equal(served.length ? paths : []);
      }
    }
  });

  it('tries each route before the patterns that would also take its paths, whatever the order of the folders', () => {
    /** A path the route takes: each `:param` given a value no fixed route has. */
    const sample = (path: string) => path.replace(/:[a-z]+/g, 'any-name');
    const first = (routes: readonly { path: string }[], path: string) => routes.find((route) => matchRoute(parse, route.path, path)[0])?.path;
    // Ranked from the folders' order and from the reverse, each path still reaches its own route.
    for (const routes of [appRoutes, rankRoutes([...appRoutes].reverse())]) {
      for (const route of routes) expect(first(routes, sample(route.path)), route.path).to.equal(route.path);
    }
  });

  it('shows a category at one segment, after the fixed routes, and sends an unknown one to /page-not-found.html', async () => {
    const { el, root } = await openApp('/help-and-support/meters');
    await waitFor(() => root.querySelector('h1')?.textContent?.includes('Meters'), { message: 'the meters page' });
    el.remove();
    history.replaceState(null, '', '/help-and-support/no-such-category');
    const unknown = document.createElement('help-and-support');
    const paths = navigations(unknown);
    document.body.append(unknown);
    await waitFor(() => paths.length > 0, { message: 'help-navigate' });
    expect(paths).to.deep.equal([pageNotFoundUrl()]);
  });

  it('shows an article at two segments, and sends one the categories list does not have to /page-not-found.html', async () => {
    const { el, root } = await openApp('/help-and-support/meters/how-to-read-your-meter');
    await waitFor(() => / - Help & Support$/.test(document.title) && root.querySelector('h1'), { message: 'the article, titled' });
    expect(document.title).to.equal(`${root.querySelector('h1')?.textContent} - Help & Support`);
    el.remove();
    history.replaceState(null, '', '/help-and-support/meters/no-such-article');
    const unknown = document.createElement('help-and-support');
    const paths = navigations(unknown);
    document.body.append(unknown);
    await waitFor(() => paths.length > 0, { message: 'help-navigate' });
    expect(paths).to.deep.equal([pageNotFoundUrl()]);
  });

  it('on a page outside its base path, shows its fallback and reports it, leaving the page where it is [both runtimes]', async () => {
    history.replaceState(null, '', '/support-centre');
    const { el, root } = await mountElement('help-and-support', { waitForHeading: false });
    await waitFor(() => root.querySelector('[part="fallback"]'), { message: 'the fallback' });
    expect(location.pathname).to.equal('/support-centre');
    await expect(el).to.be.accessible();
  });

  it('drops a trailing slash, keeping the page', async () => {
    const { root } = await openApp('/help-and-support/probate/');
    await waitFor(() => location.pathname === '/help-and-support/probate', { message: 'the path without its slash' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Bereavement');
  });

  it('lives under another base path when given one', async () => {
    const { root } = await openApp('/support/probate', { 'base-path': '/support/' });
    expect(textOf(root.querySelector('h1')!)).to.equal('Bereavement');
    const meterRead = [...root.querySelectorAll('a')].find((a) => new URL(a.href).pathname.endsWith('/submit-meter-read'))!;
    expect(new URL(meterRead.href).pathname).to.equal('/support/submit-meter-read');
  });
});
