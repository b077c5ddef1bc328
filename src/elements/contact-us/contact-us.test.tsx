import { expect } from '@open-wc/testing';
import { install, type Clock } from '@sinonjs/fake-timers';
import { getContentConfig } from '../../config/content/content-config';
import { METER_READ_PATHS } from '../meter-read-form/meter-read-form.routes';
import { define as defineMeterReadForm } from '../meter-read-form/meter-read-form.element';
import { clearFaults, injectFault, pendingFaults, setFlags } from '../../../test/helpers/stand-ins';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { mountInApp } from '../../../test/helpers/app';
import { resizeViewport } from '../../../test/helpers/engine';
import { lazyScreen } from '../../router/route-table';
import { getConfig } from '../../config';
import { define } from './contact-us.element';
import { FLAG_WAIT_MS } from './screens/contact-us.screen';
import { contactUsRoutes, LINKED_ROUTES } from './contact-us.routes';
import { CARDS, TEXT } from './contact-us.text';

define();

const mount = (attributes: Record<string, string> = {}) => mountElement('contact-us', { attributes });

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.help-card')];
const cardTitled = (root: ShadowRoot, title: string) => cards(root).find((card) => textOf(card.querySelector('h2')!) === title)!;
const linksOf = (node: ParentNode) => [...node.querySelectorAll('a')].map((a) => ({ text: textOf(a), href: a.getAttribute('href') }));
const linkNamed = (root: ShadowRoot, text: string) => [...root.querySelectorAll('a')].find((a) => textOf(a) === text)!;

/** The credit card once the meter-read flag is known (its pending state has no action). */
const creditCardSettled = (root: ShadowRoot) =>
  waitFor(() => cardTitled(root, CARDS.credit.title)?.querySelector('.help-card__action'), { message: "the credit card's action" });

const contactPage = (card: keyof typeof CARDS) => getContentConfig().contactPages[card];

/** Where the meter-read flag comes from (the meter-read page config). */
const FLAG_PATH = new URL(getConfig().meterReadConfigUrl, location.href).pathname;

/** The page's timers on a fake clock, for the tests about the flag's wait; put back after each test. */
let clock: Clock | undefined;
const installClock = (): Clock => (clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }));

/**
 * Waits for `check` while the fake clock (if any) stands still, running what is due now
 * meanwhile: a query tells its screens of an answer, and a screen's code is started, on a timer
 * of 0 ms.
 */
const waitStill = <T,>(check: () => T | null | undefined | false, message: string): Promise<T> =>
  waitFor(
    () => {
      clock?.tick(0);
      return check();
    },
    { message },
  );

/**
 * Mounted owning the page, so that the screen titles the page as it starts to wait for the flag:
 * the wait has begun once the title is there (the two are effects of the one screen's render).
 */
async function mountWaitingForTheFlag(): Promise<ShadowRoot> {
  document.title = 'A host page';
  const { root } = await mountElement('contact-us', { attributes: { 'owns-page': '' }, waitForHeading: false });
  await waitStill(() => document.title === TEXT.pageTitle, 'the screen waiting for the flag');
  return root;
}

describe('<contact-us>', () => {
  const hostTitle = document.title;
  beforeEach(resetPage);
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    document.title = hostTitle;
    await resizeViewport(800, 600);
  });
  after(resetPage);

  it('outside meter-read week shows the emergency link and three cards, each leading to its contact page', async () => {
    await setFlags({ meterReadWeek: false });
    const { el, root } = await mount();
    await creditCardSettled(root);
    expect(textOf(root.querySelector('h1')!)).to.equal('Contact us');
    expect(textOf(root.querySelector('.cu-emergency')!)).to.equal('Gas leak, power cut or another emergency? Get emergency support');
    expect(linksOf(root.querySelector('.cu-emergency')!)).to.deep.equal([{ text: 'Get emergency support', href: '/help-and-support/emergencies' }]);
    expect(cards(root).map((card) => textOf(card.querySelector('h2')!))).to.deep.equal([
      'Direct Debit or pay on receipt of bill',
      'Pay As You Go (prepayment)',
      'Home services',
    ]);
    expect(cards(root).map((card) => textOf(card.querySelector('.help-card__body')!))).to.deep.equal([
      'For gas and electricity customers who pay by Direct Debit, or pay each bill when it arrives.',
      'For customers with a prepayment meter who top up before they use their energy.',
      'For Homecare cover, boiler and heating repairs, and servicing.',
    ]);
    // Three links read alike on screen; each says which card it belongs to to a screen reader.
    expect(cards(root).map((card) => linksOf(card))).to.deep.equal([
      [{ text: 'View contact options for Direct Debit or pay on receipt of bill', href: '/contact-us/energy' }],
      [{ text: 'View contact options for Pay As You Go', href: '/contact-us/pay-as-you-go' }],
      [{ text: 'View contact options for home services', href: '/contact-us/home-services' }],
    ]);
    for (const card of cards(root)) expect(card.querySelector('.help-card__action .visually-hidden')).not.to.equal(null);
    expect(root.querySelector('.help-pill')).to.equal(null);
    expect(textOf(root)).not.to.contain(TEXT.submitMeterReading);
    // The cards are a list, so screen readers hear how many there are.
    expect(root.querySelector('ul[aria-label="Ways to contact us"]')!.children).to.have.length(3);
    expect(document.activeElement).not.to.equal(el);
    await expect(el).to.be.accessible();
  });

  it("in meter-read week the credit card shows the config's pill and words and the way to the form, and no contact link", async () => {
    await setFlags({ meterReadWeek: true });
    const { el, root } = await mount();
    await creditCardSettled(root);
    const credit = cardTitled(root, CARDS.credit.title);
    expect(textOf(credit.querySelector('.help-pill')!)).to.equal('Meter reading week');
    await waitFor(() => credit.querySelector('.help-card__body b'), { message: 'the sanitised template' });
    // The demo's config names the fourth of the next price change's month (standins/price-change.mjs).
    expect(textOf(credit.querySelector('.help-card__body')!)).to.match(
      /^It's meter reading week\. Send us your readings by 4 (January|April|July|October) so we can bill you at the right price, without calling us\.$/,
    );
    expect(textOf(credit.querySelector('.help-card__body b')!)).to.match(/^4 (January|April|July|October)$/);
    expect(linksOf(credit)).to.deep.equal([{ text: 'Submit a meter reading', href: '/help-and-support/submit-meter-read' }]);
    expect(credit.querySelector('a')!.classList.contains('help-button')).to.equal(true);
    // The other cards are unchanged.
    expect(linksOf(cardTitled(root, CARDS.prepay.title))).to.deep.equal([{ text: 'View contact options for Pay As You Go', href: '/contact-us/pay-as-you-go' }]);
    expect(linksOf(cardTitled(root, CARDS.homeServices.title))).to.deep.equal([{ text: 'View contact options for home services', href: '/contact-us/home-services' }]);
    await expect(el).to.be.accessible();
  });

  it('links to the routes the other elements serve', () => {
    expect(LINKED_ROUTES.submitMeterRead).to.equal(METER_READ_PATHS.form);
    expect(LINKED_ROUTES.emergencies).to.equal('/emergencies');
  });

  it('embedded, announces every way out with help-navigate, and a host that prevents it keeps the page', async () => {
    await setFlags({ meterReadWeek: true });
    const { root } = await mount();
    await creditCardSettled(root);
    const startUrl = location.href;
    const navigations = recordNavigations();
    try {
      linkNamed(root, TEXT.submitMeterReading).click();
      linkNamed(root, TEXT.emergencyLink).click();
      linkNamed(root, 'View contact options for Pay As You Go').click();
      linkNamed(root, 'View contact options for home services').click();
    } finally {
      navigations.stop();
    }
    expect(navigations.details).to.deep.equal([
      { path: '/help-and-support/submit-meter-read' },
      { path: '/help-and-support/emergencies' },
      { path: contactPage('prepay') },
      { path: contactPage('homeServices') },
    ]);
    expect(location.href).to.equal(startUrl);
  });

  it('with url-routing, goes to the meter reading form by a router navigation, without leaving the page', async () => {
    await setFlags({ meterReadWeek: true });
    history.replaceState(null, '', '/help-and-support/contact-us');
    const { root } = await mount({ 'url-routing': '' });
    await creditCardSettled(root);
    const navigations = recordNavigations();
    try {
      linkNamed(root, TEXT.submitMeterReading).click();
    } finally {
      navigations.stop();
    }
    expect(navigations.details).to.deep.equal([]);
    expect(location.pathname).to.equal('/help-and-support/submit-meter-read');
  });

  it('works with the keyboard alone: Tab reaches the emergency link, then each card in order, and Enter follows a link [all engines] [both runtimes]', async () => {
    await setFlags({ meterReadWeek: true });
    const { root } = await mount();
    await creditCardSettled(root);
    const before = document.createElement('button');
    before.textContent = 'Before';
    document.body.prepend(before);
    const navigations = recordNavigations();
    try {
      before.focus();
      const reached: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        await press('Tab');
        reached.push(textOf(deepActiveElement()!));
      }
      expect(reached).to.deep.equal([
        'Get emergency support',
        'Submit a meter reading',
        'View contact options for Pay As You Go',
        'View contact options for home services',
      ]);
      before.focus();
      await press('Tab');
      await press('Tab');
      expect(textOf(deepActiveElement()!)).to.equal('Submit a meter reading');
      await press('Enter');
      await waitFor(() => navigations.details.length === 1, { message: 'the help-navigate event' });
      expect(navigations.details).to.deep.equal([{ path: '/help-and-support/submit-meter-read' }]);
    } finally {
      navigations.stop();
      before.remove();
    }
  });

  it('shows nothing while the meter-read flag is on its way until the wait runs out, then the emergency link and the other cards, the credit card holding its place [both runtimes]', async () => {
    const flag = holdRequests(FLAG_PATH);
    installClock();
    const root = await mountWaitingForTheFlag();
    await clock!.tickAsync(FLAG_WAIT_MS - 1);
    expect(textOf(root), 'nothing before the wait runs out').to.equal('');
    await clock!.tickAsync(1);
    await waitStill(() => root.querySelector('h1'), 'the page once the wait ran out');
    expect(textOf(root)).to.contain(TEXT.emergencyLink);
    expect(linksOf(cardTitled(root, CARDS.prepay.title))).to.have.length(1);
    const credit = cardTitled(root, CARDS.credit.title);
    expect(credit.querySelector('a')).to.equal(null);
    expect(textOf(root)).not.to.contain(TEXT.submitMeterReading);
    flag.release();
    await waitStill(() => cardTitled(root, CARDS.credit.title)?.querySelector('.help-card__action'), "the credit card's action");
    expect(textOf(root)).to.contain(TEXT.submitMeterReading);
  });

  it('waits briefly for a meter-read flag that comes quickly, so the credit card never changes size under the customer [both runtimes]', async () => {
    await setFlags({ meterReadWeek: true });
    const quickly = 300;
    expect(FLAG_WAIT_MS, 'the page waits for a flag that comes quickly').to.be.at.least(quickly);
    const flag = holdRequests(FLAG_PATH);
    installClock();
    const root = await mountWaitingForTheFlag();
    let pendingSeen = false;
    const watch = new MutationObserver(() => (pendingSeen ||= root.querySelector('.cu-pending') !== null));
    watch.observe(root, { childList: true, subtree: true });
    // The flag comes a moment before the wait would have run out.
    await clock!.tickAsync(FLAG_WAIT_MS - 1);
    expect(flag.urls.map((url) => new URL(url, location.href).pathname), 'the meter-read flag asked for').to.deep.equal([FLAG_PATH]);
    expect(textOf(root), 'nothing while the flag is on its way').to.equal('');
    flag.release();
    await waitStill(() => root.querySelector('h1'), 'the page');
    watch.disconnect();
    // The page came with the credit card as it stays: its pill, and the way to the form.
    expect(pendingSeen, 'the credit card was drawn pending').to.equal(false);
    expect(cardTitled(root, CARDS.credit.title).querySelector('.help-pill')).not.to.equal(null);
    expect(textOf(root)).to.contain(TEXT.submitMeterReading);
  });

  it('when the meter-read config cannot be loaded, still shows every contact option, with a quiet note and Try again in the credit card [all engines] [both runtimes]', async () => {
    setQueryDefaults(['meter-read-config'], { retry: 0 });
    await setFlags({ meterReadWeek: true });
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: FLAG_PATH });
    const { el, root } = await mount();
    const note = await waitFor(() => root.querySelector<HTMLElement>('.cu-note'), { message: 'the note' });
    const credit = cardTitled(root, CARDS.credit.title);
    expect(credit.contains(note)).to.equal(true);
    expect(textOf(note.querySelector('p')!)).to.equal('We could not check whether you can send us a meter reading online.');
    expect(note.getAttribute('role')).to.equal('status');
    expect(root.querySelector('.help-banner'), 'no error wall over the page').to.equal(null);
    // Every way to contact us is still there.
    expect(textOf(credit.querySelector('.help-card__body p')!)).to.equal(CARDS.credit.text);
    expect(linksOf(credit)).to.deep.equal([{ text: 'View contact options for Direct Debit or pay on receipt of bill', href: '/contact-us/energy' }]);
    expect(cards(root).map((card) => linksOf(card).length)).to.deep.equal([1, 1, 1]);
    expect(textOf(root)).to.contain(TEXT.emergencyLink);
    await expect(el).to.be.accessible();

    const navigations = recordNavigations();
    try {
      // A try that fails again keeps the note, and focus on the button. The try is held at the
      // page while the busy button is looked at, then goes on to the service, still down.
      const tryAgain = () => [...root.querySelectorAll('button')].find((button) => textOf(button) === TEXT.tryAgain)!;
      const retried = holdRequests(FLAG_PATH);
      tryAgain().focus();
      await press('Enter');
      await waitFor(() => retried.urls.length === 1 && tryAgain().getAttribute('aria-busy') === 'true', { message: 'the busy button' });
      retried.restore();
      await waitFor(() => tryAgain().getAttribute('aria-busy') === null, { message: 'the second failure' });
      expect((await pendingFaults())[0]?.hits, 'the calls the service failed').to.equal(2);
      expect(root.querySelector('.cu-note')).not.to.equal(null);
      expect(deepActiveElement()).to.equal(tryAgain());

      // A try that works shows meter-read week, and focus moves to the card's new link.
      await clearFaults();
      await press('Enter');
      await waitFor(() => textOf(root).includes(TEXT.submitMeterReading), { message: 'the meter-read week card after trying again' });
      expect(root.querySelector('.cu-note')).to.equal(null);
      await waitFor(() => deepActiveElement() === linkNamed(root, TEXT.submitMeterReading), { message: 'focus on "Submit a meter reading"' });
      expect(navigations.details, 'nothing followed by the key presses').to.deep.equal([]);
    } finally {
      navigations.stop();
    }
  });

  it('shares one meter-read config request with the meter-read form on the same page', async () => {
    defineMeterReadForm();
    performance.clearResourceTimings();
    const contact = await mount();
    const form = await mountElement('meter-read-form');
    await creditCardSettled(contact.root);
    await waitFor(() => form.root.querySelector('form'), { message: 'the meter-read form' });
    const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/help/meter-read.json'));
    expect(requests).to.have.length(1);
  });

  it('stacks the cards on a phone and lays them in a row on a wide screen, never wider than the screen [all engines]', async () => {
    await setFlags({ meterReadWeek: true });
    const phone = await resizeViewport(375, 800);
    const { el, root } = await mount();
    await creditCardSettled(root);
    if (phone.width !== 375) el.style.width = '375px'; // WebKit's window stops at about 450px: the element is given 375px of it.
    const lefts = () => cards(root).map((card) => Math.round(card.getBoundingClientRect().left));
    const tops = () => cards(root).map((card) => Math.round(card.getBoundingClientRect().top));
    expect(new Set(lefts()).size).to.equal(1);
    expect(el.scrollWidth).to.be.lessThanOrEqual(375);
    await expect(el).to.be.accessible();

    el.style.width = '';
    await resizeViewport(1280, 900);
    await waitFor(() => new Set(tops()).size === 1, { message: 'the cards in one row' });
    expect(new Set(lefts()).size).to.equal(3);
  });

  it('sets the page title and description only when it owns the page', async () => {
    await setFlags({ meterReadWeek: false });
    const title = document.title;
    const embedded = await mount();
    await creditCardSettled(embedded.root);
    expect(document.title).to.equal(title);
    embedded.el.remove();

    const { root } = await mount({ 'owns-page': '' });
    await creditCardSettled(root);
    await waitFor(() => document.title === 'Contact us - Help & Support', { message: 'the title' });
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal(
      'How to contact us about your energy account, Pay As You Go, or home services, and where to get help in an emergency.',
    );
  });

  it('inside the app, is the contact-us page, styled, and goes to other routes by router navigations', async () => {
    await setFlags({ meterReadWeek: true });
    history.replaceState(null, '', '/help-and-support/contact-us');
    const stand = (heading: string) => lazyScreen(async () => ({ default: () => <h1>{heading}</h1> }));
    const app = mountInApp(contactUsRoutes, [{ path: '/emergencies', screen: stand('Emergencies') }, { path: '/submit-meter-read', screen: stand('Submit a meter reading') }]);
    const navigations = recordNavigations();
    try {
      await creditCardSettled(app.root);
      expect(textOf(app.root.querySelector('h1')!)).to.equal('Contact us');
      await waitFor(() => document.title === 'Contact us - Help & Support', { message: 'the title set by the app' });
      // The route brings the element's stylesheet into the app.
      expect(getComputedStyle(app.root.querySelector('.cu-emergency')!).borderLeftStyle).to.equal('solid');
      linkNamed(app.root, TEXT.emergencyLink).click();
      await waitFor(() => textOf(app.root.querySelector('h1')!) === 'Emergencies', { message: 'the emergencies route' });
      expect(location.pathname).to.equal('/help-and-support/emergencies');
      expect(navigations.details).to.deep.equal([]);
    } finally {
      navigations.stop();
      app.unmount();
    }
  });
});
