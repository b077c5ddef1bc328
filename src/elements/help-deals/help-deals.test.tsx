import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { getQueryClient } from '../../api/query-client';
import { DEALS_ARTICLE_PATH, dealsArticleQueryKey } from '../../api/content-api/content';
import { deepActiveElement, press, recordNavigations, textOf, waitFor } from '../../../test/helpers/dom';
import { mountElement, resetPage, setQueryDefaults } from '../../../test/helpers/element';
import { dropCookie, signIn, signOutAddress } from '../../../test/helpers/session';
import { clearFaults, injectFault } from '../../../test/helpers/stand-ins';
import { defaultConfig } from '../../config/config';
import { SIGNED_IN_TEXT } from '../../session/help-deals/signed-in.text';
import { defaultSessionConfig, SESSION_CHECK_INTERVAL_MS } from '../../session/session-cookies/session-config';
import { define } from './help-deals.element';
import { TEXT } from './help-deals.text';
import { DEALS_AUTHORING_TEXT } from './authoring/help-deals.authoring';

define();

/** The stand-in's deals article (standins/fixtures/content/deals.html). */
const DEALS_TITLE = 'Deals for you';

/** What signed-in pages keep, which signing out must clear: the two tariff keys. */
function keepTariffChoices(): void {
  localStorage.setItem('chosenTariff', 'fixed-2027');
  localStorage.setItem('pendingTariffDismissed', 'true');
}
const tariffChoices = () => [localStorage.getItem('chosenTariff'), localStorage.getItem('pendingTariffDismissed')];

describe('<help-deals>', () => {
  let navigations: ReturnType<typeof recordNavigations>;
  beforeEach(async () => {
    await resetPage();
    navigations = recordNavigations();
  });
  afterEach(() => {
    navigations.stop();
    localStorage.removeItem('chosenTariff');
    localStorage.removeItem('pendingTariffDismissed');
  });
  after(resetPage);

  describe('without both token cookies', () => {
    it('sends a signed-out customer to sign in, coming back to this page, and asks for no deals', async () => {
      keepTariffChoices();
      const { root } = await mountElement('help-deals', { waitForHeading: false });
      const [path] = await waitFor(() => navigations.paths.length > 0 && navigations.paths, { message: 'the sign-in redirect' });
      const url = new URL(path!, location.href);
      expect(url.pathname).to.equal(defaultConfig.signIn.authoriseUrl);
      expect(url.searchParams.get('response_type')).to.equal('token');
      expect(url.searchParams.get('client_id')).to.equal(defaultConfig.signIn.clientId);
      expect(url.searchParams.get('redirect_uri')).to.equal(new URL(defaultConfig.signIn.callbackUrl, location.href).href);
      expect(url.searchParams.get('state')).to.equal(location.href);
      expect(textOf(root)).to.contain(TEXT.signingIn);
      expect(textOf(root)).not.to.contain(DEALS_TITLE);
      expect(root.querySelectorAll('[part~="signed-in"]'), '"Signed in"').to.have.length(0);
      expect(getQueryClient().getQueryState(dealsArticleQueryKey), 'a deals request').to.equal(undefined);
      expect(tariffChoices()).to.deep.equal([null, null]);
      expect(navigations.paths).to.have.length(1);
    });

    for (const only of ['access', 'identity'] as const) {
      it(`signs out a customer with only the ${only} token, at the sign-out address, forgetting the tariff choices`, async () => {
        signIn('live', only);
        sessionStorage.setItem(defaultSessionConfig.accessTokenStorageKey, 'kept');
        keepTariffChoices();
        const { root } = await mountElement('help-deals', { waitForHeading: false });
        await waitFor(() => navigations.paths.length > 0, { message: 'the sign-out redirect' });
        expect(navigations.paths).to.deep.equal([signOutAddress()]);
        expect(textOf(root)).to.contain(TEXT.signingOut);
        expect(root.querySelectorAll('[part~="signed-in"]'), '"Signed in"').to.have.length(0);
        expect(tariffChoices()).to.deep.equal([null, null]);
        expect(sessionStorage.getItem(defaultSessionConfig.accessTokenStorageKey)).to.equal(null);
      });
    }
  });

  describe('in authoring mode (an author editing the page, not signed in as a customer)', () => {
    for (const only of [undefined, 'access'] as const) {
      it(`keeps the author on the page and says why the deals do not show${only ? ', with only the access token too' : ''} [both runtimes]`, async () => {
        if (only) signIn('live', only);
        keepTariffChoices();
        const { el, root } = await mountElement('help-deals', { attributes: { authoring: '' }, waitForHeading: false });
        const note = await waitFor(() => root.querySelector<HTMLElement>('[part~="authoring-note"]'), { message: "the author's note" });
        expect(textOf(note)).to.contain(DEALS_AUTHORING_TEXT.title).and.contain(DEALS_AUTHORING_TEXT.onPublish);
        expect(navigations.paths, 'not sent to sign in or out').to.deep.equal([]);
        expect(tariffChoices(), 'nothing forgotten').to.deep.equal(['fixed-2027', 'true']);
        expect(getQueryClient().getQueryState(dealsArticleQueryKey), 'a deals request').to.equal(undefined);
        await expect(el).to.be.accessible();
      });
    }

    it('shows the deals as on publish to an author signed in as a customer', async () => {
      signIn('live');
      const { root } = await mountElement('help-deals', { attributes: { authoring: '' } });
      expect(textOf(root.querySelector('h1')!)).to.equal(DEALS_TITLE);
      expect(root.querySelector('[part~="authoring-note"]')).to.equal(null);
      expect(navigations.paths).to.deep.equal([]);
    });
  });

  describe('signed in', () => {
    it('shows the deals article, sanitised, titles the page it owns, and keeps the access token in storage', async () => {
      signIn('live');
      const { el, root } = await mountElement('help-deals', { attributes: { 'owns-page': '' } });
      expect(textOf(root.querySelector('h1')!)).to.equal(DEALS_TITLE);
      await waitFor(() => document.title === `${DEALS_TITLE}${TEXT.titleSuffix}`, { message: 'the title' });
      const body = root.querySelector('[part="article-body"]')!;
      expect(textOf(body)).to.contain('Home cover.');
      expect(body.querySelectorAll('script, style, img, iframe')).to.have.length(0);
      expect(sessionStorage.getItem(defaultSessionConfig.accessTokenStorageKey)).to.match(/^demo-access\.live\./);
      expect(navigations.paths).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    it('says the customer is signed in, with "Sign out", which Tab reaches and Enter uses: the tariff choices forgotten, then the sign-out address [all engines] [both runtimes]', async () => {
      signIn('live');
      keepTariffChoices();
      // Something of the host page's before the element, where the customer starts.
      const before = document.createElement('button');
      before.textContent = 'Before';
      document.body.append(before);
      try {
        const { el, root } = await mountElement('help-deals');
        const statuses = root.querySelectorAll('[part~="signed-in"]');
        expect(statuses).to.have.length(1);
        expect([...statuses[0]!.children].map((part) => textOf(part))).to.deep.equal([SIGNED_IN_TEXT.signedIn, SIGNED_IN_TEXT.signOut]);
        await expect(el).to.be.accessible();
        before.focus();
        await press('Tab');
        expect(deepActiveElement()?.getAttribute('part'), 'focus after one Tab').to.equal('sign-out');
        expect(textOf(deepActiveElement()!)).to.equal(SIGNED_IN_TEXT.signOut);
        expect(navigations.paths).to.deep.equal([]);
        await press('Enter');
        await waitFor(() => navigations.paths.length > 0, { message: 'the sign-out redirect' });
        expect(navigations.paths).to.deep.equal([signOutAddress()]);
        expect(tariffChoices()).to.deep.equal([null, null]);
        expect(sessionStorage.getItem(defaultSessionConfig.accessTokenStorageKey)).to.equal(null);
      } finally {
        before.remove();
      }
    });

    it('says when the deals cannot be fetched, and shows them after "Try again" [both runtimes]', async () => {
      signIn('live');
      setQueryDefaults(dealsArticleQueryKey, { retry: 0 });
      // The deals article fails until the test clears the fault, before "Try again".
      await injectFault({ service: 'content', status: 500, until: 'cleared', path: `${defaultConfig.contentBaseUrl}${DEALS_ARTICLE_PATH}` });
      const { el, root } = await mountElement('help-deals', { waitForHeading: false });
      await waitFor(() => textOf(root).includes(TEXT.failedTitle), { message: 'the failure' });
      expect([...root.querySelectorAll('h1')].map(textOf), "the page's heading").to.deep.equal([TEXT.failedTitle]);
      expect(root.querySelectorAll('[part~="signed-in"]'), '"Signed in", with a way to sign out').to.have.length(1);
      await expect(el).to.be.accessible();
      await clearFaults();
      root.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
      await waitFor(() => textOf(root.querySelector('h1') ?? root).includes(DEALS_TITLE), { message: 'the deals after trying again' });
      expect(navigations.paths).to.deep.equal([]);
    });
  });

  describe('the 30-second cookie check', () => {
    let clock: ReturnType<typeof install> | undefined;
    beforeEach(() => {
      // Only the check's interval runs on the fake clock, which only the test moves: the page
      // renders and fetches on its own timers.
      clock = install({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval'] });
    });
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('signs the customer out at the next check once the identity cookie has gone [both runtimes]', async () => {
      signIn('live');
      keepTariffChoices();
      await mountElement('help-deals');
      dropCookie('identity');
      await clock!.tickAsync(SESSION_CHECK_INTERVAL_MS - 1000);
      expect(navigations.paths, 'before the check').to.deep.equal([]);
      await clock!.tickAsync(1000);
      expect(navigations.paths).to.deep.equal([signOutAddress()]);
      expect(tariffChoices()).to.deep.equal([null, null]);
      // Once gone, the page does not ask again.
      await clock!.tickAsync(SESSION_CHECK_INTERVAL_MS * 2);
      expect(navigations.paths).to.have.length(1);
    });

    it('sends the customer to sign in when both cookies have gone (signed out in another tab)', async () => {
      signIn('new');
      await mountElement('help-deals');
      await clock!.tickAsync(SESSION_CHECK_INTERVAL_MS * 3);
      expect(navigations.paths, 'while signed in').to.deep.equal([]);
      dropCookie('identity');
      dropCookie('access');
      await clock!.tickAsync(SESSION_CHECK_INTERVAL_MS);
      expect(navigations.paths).to.have.length(1);
      expect(new URL(navigations.paths[0]!, location.href).pathname).to.equal(defaultConfig.signIn.authoriseUrl);
    });
  });
});
