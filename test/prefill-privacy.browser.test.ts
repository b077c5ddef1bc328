/**
 * A link into the meter-read form may carry a customer's details in the page's address (the
 * form's prefill). Opened with them, a page fills its form, takes them out of its address before
 * any request of the elements, and nothing it sends carries them, in its address or its Referer:
 * read on the server's side, from every request it received (GET /__stub/requests).
 *
 *   - the demo's app page and its page with the form's snippet (`/`), as `npm start` serves them
 *     (Referrer-Policy included), each in a window of its own so that monitoring starts there
 *     once the customer accepts cookies: the form's configuration, the chunks and the take-over,
 *     the personalisation beacon, monitoring's batches and a lead sent;
 *   - a host page as the marketing site writes it, its services on another origin, which sends
 *     its full address as the Referer (the laxest a page can be): every request the element
 *     makes carries none of them.
 *
 * The page's own address, the data layer's page views and the address monitoring saw are read
 * too. Needs the package built (`npm run build`).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { CONFIRM_TEXT as CONFIRM } from '../src/elements/meter-read-form/screens/confirm.text';
import { textOf, waitFor } from './helpers/dom';
import { fieldIn, submitButton } from './helpers/element';
import { clearRequests, getLeads, getRequests, resetStandIns, setFlags, type ReceivedRequest } from './helpers/stand-ins';

const today = new Date();
const iso = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** What a link fills in: every detail distinctive enough to be found wherever it goes. */
const DETAILS = {
  title: 'Mrs',
  first_name: 'Augusta',
  last_name: 'Lovelace',
  telephone: '07700900123',
  email: 'augusta.lovelace@example.com',
  fuel: 'Gas',
  gas_account_number: '850000000002',
  gas_reading: '04321',
  date: iso,
};
const PREFILL = new URLSearchParams(DETAILS).toString();

/** What must not leave the page: the details as an address writes them, and their parameters' names. */
const TRACES = ['augusta', 'lovelace', '07700900123', '850000000002', '04321', 'first_name', 'last_name', 'telephone=', 'email=', 'gas_account_number', 'gas_reading'];
const tracesIn = (text: string) => TRACES.filter((trace) => text.toLowerCase().includes(trace));

type PageWindow = Window &
  typeof globalThis & {
    dataLayer?: Record<string, unknown>[];
    DD_RUM?: { getInternalContext(): { view?: { url?: string; referrer?: string } } | undefined };
    HelpPersonalisationBeacon?: { loads: number };
  };

/** The demo cookie banner's memory of the choice (demo/public/consent-banner.js). */
const CONSENT_STORAGE_KEY = 'help-demo-consent';

let opened: Window | null = null;
let frame: HTMLIFrameElement | null = null;

/** Opens a page in a window of its own, from a key press, as a customer would (WebKit opens none without one). */
async function openWindow(url: string): Promise<PageWindow> {
  const button = document.createElement('button');
  button.textContent = 'Open the page';
  const opening = new Promise<Window | null>((resolve) => {
    button.addEventListener('click', () => resolve(window.open(url, '_blank', 'width=1024,height=768')), { once: true });
  });
  document.body.append(button);
  button.focus();
  await sendKeys({ press: 'Enter' });
  opened = await opening;
  button.remove();
  if (!opened) throw new Error('The browser refused to open the page in a window of its own');
  return opened as PageWindow;
}

/** The form of a page once its element has taken it over (its submit button, disabled in a snapshot, works). */
async function takenOverForm(win: Window, tag: string): Promise<ShadowRoot> {
  const root = await waitFor(() => win.document.querySelector(tag)?.shadowRoot ?? null, { message: `<${tag}>` });
  await waitFor(() => root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled === false, { message: 'the form taken over' });
  return root;
}

/** The form shows every detail the link carried (the date's boxes: its day). */
async function expectPrefilled(root: ShadowRoot): Promise<void> {
  await waitFor(() => fieldIn(root, 'first_name').value === DETAILS.first_name, { message: 'the first name the link carried' });
  for (const name of ['last_name', 'telephone', 'email', 'gas_account_number', 'gas_reading'] as const) expect(fieldIn(root, name).value, name).to.equal(DETAILS[name]);
  expect(root.querySelector<HTMLSelectElement>('select[name="title"]')?.value).to.equal(DETAILS.title);
  expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')?.value).to.equal(DETAILS.fuel);
  expect(fieldIn(root, 'date.day').value).to.equal(String(today.getDate()));
}

/** Sends the form as it was filled in, and waits for the confirmation and the lead. */
async function send(root: ShadowRoot): Promise<void> {
  submitButton(root).click();
  await waitFor(() => textOf(root).includes(CONFIRM.heading), { message: 'the confirmation' });
  const [lead] = await getLeads();
  expect(lead?.body.data.attributes['first-name'], "the lead's first name").to.equal(DETAILS.first_name);
}

/** Accepts every cookie on the demo's banner, then waits for the beacon and a monitoring batch at the intake. */
async function acceptCookies(win: PageWindow): Promise<void> {
  const banner = await waitFor(() => win.document.querySelector('.consent-banner'), { message: 'the cookie banner' });
  [...banner.querySelectorAll('button')].find((button) => button.textContent === 'Accept all cookies')!.click();
  await waitFor(() => (win.HelpPersonalisationBeacon?.loads ?? 0) > 0, { message: 'the personalisation beacon' });
  await waitFor(() => win.DD_RUM, { message: 'monitoring started' });
}

/** Waits until monitoring's intake has received a batch from the page (asked one call at a time). */
async function monitoringBatch(): Promise<void> {
  let received = 0;
  let asking: Promise<void> | undefined;
  await waitFor(
    () => {
      asking ??= fetch('/__stub/monitoring')
        .then((response) => response.json() as Promise<unknown[]>)
        .then((batches) => {
          received = batches.length;
          asking = undefined;
        });
      return received > 0;
    },
    { message: 'a monitoring batch at the intake' },
  );
}

/**
 * The requests the server received for the page, but the ones its address opened: `opening`
 * says which those are (the navigation, and a host page's own files, which its own policy
 * governs). Each one's address and Referer hold none of the details, and among them are the
 * services' (`expected`: the bundle's files may come from the browser's cache instead).
 */
async function expectNoDetailsSent(opening: (request: ReceivedRequest) => boolean, expected: readonly RegExp[]): Promise<void> {
  const requests = await getRequests();
  expect(requests.some(opening), 'the request that opened the page').to.equal(true);
  const sent = requests.filter((request) => !opening(request));
  for (const { method, url, referer } of sent) {
    expect(tracesIn(url), `the address of ${method} ${url}`).to.deep.equal([]);
    expect(tracesIn(referer), `the Referer of ${method} ${url}: ${referer}`).to.deep.equal([]);
  }
  for (const pattern of expected) expect(sent.some(({ url }) => pattern.test(url)), `a request to ${String(pattern)}`).to.equal(true);
}

/** The page's address now, and what its data layer and monitoring were told: none of the details. */
function expectAddressWithout(win: PageWindow, address: string): void {
  expect(`${win.location.pathname}${win.location.search}${win.location.hash}`, "the page's address").to.equal(address);
  expect(tracesIn(JSON.stringify(win.dataLayer ?? [])), 'the data layer').to.deep.equal([]);
  // Where monitoring keeps an address: the view's URL, its referrer and its name. Its random ids
  // are left out: a UUID or a number may hold "04321" by chance (it did, once in a full run).
  const { url, referrer, name } = (win.DD_RUM?.getInternalContext()?.view ?? {}) as { url?: string; referrer?: string; name?: string };
  const view = JSON.stringify({ url, referrer, name });
  expect(tracesIn(view), `monitoring's view: ${view}`).to.deep.equal([]);
}

/** The page views in the page's data layer, by path. */
const pageViews = (win: PageWindow) => (win.dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path);

function clearMonitoringCookies(): void {
  for (const name of document.cookie.split(/;\s*/).map((pair) => pair.split('=')[0] ?? '')) {
    if (name.startsWith('_dd_s')) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('a page opened with prefill in its address sends none of it [all engines]', () => {
  beforeEach(async () => {
    await resetStandIns();
    await setFlags({ meterReadWeek: true });
    await fetch('/__stub/monitoring', { method: 'DELETE' });
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    clearMonitoringCookies();
    await clearRequests();
  });
  afterEach(() => {
    opened?.close();
    opened = null;
    frame?.remove();
    frame = null;
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    clearMonitoringCookies();
  });

  it("the app's meter-read page: no request carries the details in its address or Referer, after consent and a lead sent [all engines]", async () => {
    const page = '/help-and-support/submit-meter-read';
    const win = await openWindow(`${page}?utm_campaign=spring&${PREFILL}#reading`);
    const root = await takenOverForm(win, 'help-and-support');
    await expectPrefilled(root);
    expectAddressWithout(win, `${page}?utm_campaign=spring#reading`);
    await acceptCookies(win);
    expectAddressWithout(win, `${page}?utm_campaign=spring#reading`);
    await send(root);
    await monitoringBatch();
    await waitFor(() => pageViews(win).length === 2, { message: "the confirmation's page view" });
    expect(pageViews(win)).to.deep.equal([page, '/help-and-support/submit-meter-read-confirm']);
    expectAddressWithout(win, '/help-and-support/submit-meter-read-confirm');
    await expectNoDetailsSent(({ url }) => url === `${page}?utm_campaign=spring&${PREFILL}`, [
      /meter-read\.json/,
      /^\/aem6\/etc\/clientlibs\/personalisation\/beacon\.js/,
      /^\/monitoring\/intake/,
      /^\/leads\/v1\/leads/,
    ]);
  });

  it('the page with the form\'s snippet: no request carries the details in its address or Referer, after consent and a lead sent [all engines]', async () => {
    // '/index.html': the test runner keeps '/' for its own page.
    const win = await openWindow(`/index.html?${PREFILL}&utm_campaign=spring`);
    const root = await takenOverForm(win, 'meter-read-form');
    await expectPrefilled(root);
    expectAddressWithout(win, '/index.html?utm_campaign=spring');
    await acceptCookies(win);
    await send(root);
    await monitoringBatch();
    expectAddressWithout(win, '/index.html?utm_campaign=spring');
    expect(pageViews(win), 'an embedded form sends no page view').to.deep.equal([]);
    await expectNoDetailsSent(({ url }) => url === `/index.html?${PREFILL}&utm_campaign=spring`, [
      /meter-read\.json/,
      /^\/aem6\/etc\/clientlibs\/personalisation\/beacon\.js/,
      /^\/monitoring\/intake/,
      /^\/leads\/v1\/leads/,
    ]);
  });

  it("a host page sending its full address as the Referer, its services on another origin: the element's requests carry none of it [all engines]", async () => {
    const page = `/__host/page.html?tag=meter-read-form&origin=other&${PREFILL}`;
    frame = document.createElement('iframe');
    frame.title = 'A marketing page';
    frame.width = '1024';
    frame.height = '768';
    frame.src = page;
    document.body.append(frame);
    const win = await waitFor(() => (frame?.contentWindow as PageWindow | null)?.document.getElementById('first')?.shadowRoot && (frame!.contentWindow as PageWindow), { message: 'the host page' });
    const root = await takenOverForm(win, 'meter-read-form');
    await expectPrefilled(root);
    expect(win.location.search, 'the address, the details out of it').to.match(/^\?tag=meter-read-form&origin=other&wtr-session-id=[\w-]+$/);
    await send(root);
    // The page's own files, asked for as it is read, go with its own policy: what a host page
    // sets (docs/security.md) decides their Referer, not the element.
    const pageFiles = /^\/__host\/(page\.html|probe\.js|host\.css|help-and-support\.js)(\?|$)/;
    await expectNoDetailsSent(({ url }) => pageFiles.test(url), [/meter-read\.json/, /^\/leads\/v1\/leads/]);
  });
});
