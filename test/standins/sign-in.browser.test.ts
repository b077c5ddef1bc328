/**
 * The demo sign-in: the stand-in authorisation endpoint's sign-in page, its form,
 * and the two sign-out addresses, as the browser sees them on the test server's origin (where
 * the form returns to is tested from Node, in sign-in.test.ts).
 */
import { expect } from '@open-wc/testing';

const CLIENT_ID = 'help-and-support-web';
const AUTHORIZE = '/api/auth/authorize';
const REQUEST = { response_type: 'token', client_id: CLIENT_ID, redirect_uri: '/help-and-support/authorization-callback' };

function cookie(name: string): string | null {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : null;
}

const signedIn = () => cookie('identity_token') !== null && cookie('access_token') !== null;

function signInPage(state: string): Promise<Response> {
  return fetch(`${AUTHORIZE}?${new URLSearchParams({ ...REQUEST, state })}`);
}

/** Posts the sign-in page's form as its button does. */
function submitSignIn(fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  return fetch(AUTHORIZE, { method: 'POST', body: new URLSearchParams(fields), ...init });
}

async function liveCount(): Promise<number> {
  const count = await fetch('/api/proxy/Customer/Accounts/AccountStatusCount', {
    headers: { Authorization: `Bearer ${cookie('identity_token')}` },
  });
  return ((await count.json()) as { liveCount: number }).liveCount;
}

/** A served page's body, put in the test document to be checked (its stylesheet from the demo). */
async function mount(response: Response): Promise<HTMLElement> {
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  const container = document.createElement('div');
  const styles = document.createElement('link');
  styles.rel = 'stylesheet';
  styles.href = '/demo/public/demo.css';
  const loaded = new Promise((resolve) => styles.addEventListener('load', resolve, { once: true }));
  container.append(styles, ...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  document.body.append(container);
  await loaded;
  return container;
}

describe('demo sign-in page', () => {
  const mounted: HTMLElement[] = [];

  afterEach(async () => {
    mounted.splice(0).forEach((element) => element.remove());
    await fetch('/identity/logout', { redirect: 'manual' });
  });

  it('offers both demo customers and a Sign in button, carrying the request over, under a strict policy', async () => {
    const response = await signInPage('/help-and-support/contact-us?from=<here>');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/html/);
    expect(response.headers.get('content-security-policy')).to.include("default-src 'none'").and.include("form-action 'self'");
    expect(signedIn()).to.equal(false);

    const page = await mount(response);
    mounted.push(page);
    expect(page.querySelector('h1')?.textContent).to.equal('Sign in');
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).to.equal('post');
    expect(form?.getAttribute('action')).to.equal(AUTHORIZE);
    const radios = [...page.querySelectorAll<HTMLInputElement>('input[type=radio][name=login_hint]')];
    expect(radios.map((radio) => radio.value)).to.deep.equal(['live', 'new']);
    expect(radios.map((radio) => page.querySelector(`label[for="${radio.id}"]`)?.textContent)).to.deep.equal([
      'Priya Shah, a customer with a live account',
      'Tom Evans, a customer without a live account',
    ]);
    expect(page.querySelector<HTMLInputElement>('input[name=state]')?.value).to.equal('/help-and-support/contact-us?from=<here>');
    expect(page.querySelector('code')?.textContent).to.equal('/help-and-support/contact-us?from=%3Chere%3E');
    expect(page.querySelector('button[type=submit]')?.textContent).to.equal('Sign in');
    expect(page.querySelector('script, [style]')).to.equal(null);
    await expect(page).to.be.accessible();
  });

  it('signs in the customer chosen, with both cookies, and returns to state', async () => {
    const live = await submitSignIn({ ...REQUEST, state: '/__stub/flags?customer=live', login_hint: 'live' });
    expect(new URL(live.url).pathname + new URL(live.url).search).to.equal('/__stub/flags?customer=live');
    expect(signedIn()).to.equal(true);
    expect(await liveCount()).to.equal(1);

    const returned = await submitSignIn({ ...REQUEST, state: '/__stub/flags', login_hint: 'new' }, { redirect: 'manual' });
    expect(returned.type).to.equal('opaqueredirect');
    expect(await liveCount()).to.equal(0);
  });

  it('asks again, with an error, when no customer is chosen', async () => {
    const response = await submitSignIn({ ...REQUEST, state: '/__stub/flags' });
    expect(response.status).to.equal(400);
    expect(signedIn()).to.equal(false);
    const page = await mount(response);
    mounted.push(page);
    expect(page.querySelector('.error-summary h2')?.textContent).to.equal('There is a problem');
    expect(page.querySelector('.error-summary a')?.getAttribute('href')).to.equal('#customer-0');
    expect(page.querySelector('.error-message')?.textContent).to.equal('Error: Select the customer to sign in as');
    expect(page.querySelector('fieldset')?.getAttribute('aria-describedby')).to.equal('customer-hint customer-error');
    await expect(page).to.be.accessible();
  });

  it('keeps the checks of an authorisation request, and takes forms only', async () => {
    const wrongType = await submitSignIn({ ...REQUEST, response_type: 'code', login_hint: 'live' });
    expect(wrongType.status).to.equal(400);
    expect(((await wrongType.json()) as { error: string }).error).to.equal('unsupported_response_type');
    const noClient = await fetch(`${AUTHORIZE}?response_type=token&state=%2F`);
    expect(noClient.status).to.equal(400);
    const asText = await fetch(AUTHORIZE, { method: 'POST', body: 'response_type=token&client_id=x&login_hint=live' });
    expect(asText.status).to.equal(415);
    expect((await fetch(AUTHORIZE, { method: 'PUT' })).status).to.equal(405);
    expect(signedIn()).to.equal(false);
  });

  it('signs in at once with login_hint, for tests and scripts', async () => {
    await fetch(`${AUTHORIZE}?${new URLSearchParams({ ...REQUEST, state: '/__stub/flags', login_hint: 'new' })}`);
    expect(signedIn()).to.equal(true);
    expect(await liveCount()).to.equal(0);
  });
});

describe('demo sign-out addresses', () => {
  const signIn = () => fetch(`${AUTHORIZE}?${new URLSearchParams({ ...REQUEST, state: '/__stub/flags', login_hint: 'live' })}`);

  it('/identity/logout clears both cookies and returns to a page of this origin', async () => {
    await signIn();
    const back = await fetch('/identity/logout?return=%2F__stub%2Fflags%3Fsigned%3Dout');
    expect(new URL(back.url).pathname + new URL(back.url).search).to.equal('/__stub/flags?signed=out');
    expect(cookie('identity_token')).to.equal(null);
    expect(cookie('access_token')).to.equal(null);

    const away = await fetch(`/identity/logout?return=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(away.type).to.equal('opaqueredirect');
    const followed = await fetch(`/identity/logout?state=${encodeURIComponent('//evil.example/')}`);
    expect(new URL(followed.url).pathname).to.equal('/');
  });

  it('/logout clears both cookies and says so, with a way back', async () => {
    await signIn();
    const response = await fetch('/logout');
    expect(response.status).to.equal(200);
    expect(cookie('identity_token')).to.equal(null);
    expect(cookie('access_token')).to.equal(null);
    const page = await mount(response);
    try {
      expect(page.querySelector('h1')?.textContent).to.equal('You have been signed out');
      const links = [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).to.deep.include(['Go to Help & Support', '/help-and-support/']);
      expect(links.find(([text]) => text === 'Sign in again')?.[1]).to.match(/^\/api\/auth\/authorize\?response_type=token&/);
      await expect(page).to.be.accessible();
    } finally {
      page.remove();
    }
  });
});
