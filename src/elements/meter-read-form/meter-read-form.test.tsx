import { expect } from '@open-wc/testing';
import { longDate } from './screens/opens-again';
import { install, type Clock } from '@sinonjs/fake-timers';
import { getConfig } from '../../config';
import { submissionTimings } from '../../leads/forms/use-submit-lead';
import { helpPageTitle } from '../../platform/page-meta';
import { getHelpStore, STORAGE_KEY } from '../../store';
import { TITLES, messages } from '../../validation';
import { clearFaults, clearRequests, getLeads, getRequests, injectFault, setFlags, type StoredLead } from '../../../test/helpers/stand-ins';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import {
  fieldIn as field,
  hasField as has,
  inlineErrorOf,
  mountElement,
  resetPage,
  setQueryDefaults,
  simulateReload,
  submitButton,
  summaryLinks,
} from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { FORM_TEXT } from '../../forms';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { define, MeterReadFormElement } from './meter-read-form.element';
import { dualFuelAnswers } from './meter-read-form.test-support';
import { TEXT } from './meter-read-form.text';
import { CONFIRM_TEXT } from './screens/confirm.text';

define();

/** The day the stand-in's configuration says the next meter-read week opens. */
const nextMeterReadWeek = async (): Promise<string> => ((await (await fetch(getConfig().meterReadConfigUrl)).json()) as { nextMeterReadWeek: string }).nextMeterReadWeek;

const START_URL = `${location.pathname}${location.search}`;

function isoToday(offsetDays = 0): { day: string; month: string; year: string; iso: string } {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { day: String(date.getDate()), month: String(date.getMonth() + 1), year: String(date.getFullYear()), iso };
}

const mount = (attributes: Record<string, string> = {}) => mountElement('meter-read-form', { attributes });

async function fillDetails(root: ShadowRoot, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await typeInto(field(root, name), value);
}

const today = isoToday();

/** Counts the page's calls to history.replaceState until restored. */
function spyOnReplaceState(): { calls: number; restore: () => void } {
  const replaceState = history.replaceState.bind(history);
  const spy = {
    calls: 0,
    restore: () => {
      history.replaceState = replaceState;
    },
  };
  history.replaceState = (...args: Parameters<History['replaceState']>) => {
    spy.calls += 1;
    replaceState(...args);
  };
  return spy;
}

const validDual = dualFuelAnswers();

async function submit(root: ShadowRoot): Promise<void> {
  submitButton(root).click();
}

/** Where the meter-read flag comes from (the meter-read page config). */
const FLAG_PATH = new URL(getConfig().meterReadConfigUrl, location.href).pathname;

/** The page's timers on a fake clock, for the tests about time; put back after each test. */
let clock: Clock | undefined;
const installClock = (): Clock => (clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] }));
/** The real clock back, for what needs it (axe waits on timers of its own between its rules). */
const realClock = () => {
  clock?.uninstall();
  clock = undefined;
};

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

/** The leads the service has stored, once `accept` takes them (asked again, one call at a time, until then). */
async function storedLeads(accept: (leads: StoredLead[]) => boolean, message: string): Promise<StoredLead[]> {
  let seen: StoredLead[] | undefined;
  let asking: Promise<void> | undefined;
  await waitFor(
    () => {
      asking ??= getLeads().then((leads) => {
        seen = leads;
        asking = undefined;
      });
      return seen !== undefined && accept(seen);
    },
    { message },
  );
  return seen!;
}

const confirmed = (root: ShadowRoot) => waitStill(() => textOf(root).includes(CONFIRM_TEXT.heading), 'the confirmation');

describe('<meter-read-form>', () => {
  beforeEach(resetPage);
  afterEach(realClock);
  after(resetPage);

  it('registers once: define() again and a second element do no harm', async () => {
    define();
    expect(customElements.get('meter-read-form')).to.equal(MeterReadFormElement);
    expect(document.createElement('meter-read-form')).to.be.instanceOf(MeterReadFormElement);
  });

  it('renders nothing until the meter-read flag is known, however long it takes [both runtimes]', async () => {
    const hostTitle = document.title;
    try {
      const flag = holdRequests(FLAG_PATH);
      installClock();
      document.title = 'A host page';
      const { el } = await mountElement('meter-read-form', { attributes: { 'owns-page': '' }, waitForHeading: false });
      // Owning the page, the screen titles it as it mounts: it is there, waiting for the flag.
      await waitStill(() => document.title === helpPageTitle(TEXT.heading), 'the screen waiting for the flag');
      expect(flag.urls, 'the flag on its way').to.have.length(1);
      await clock!.tickAsync(60_000);
      expect(textOf(el.shadowRoot!), 'nothing a minute on').to.equal('');
      flag.release();
      await waitStill(() => el.shadowRoot!.querySelector('form'), 'the form after the flag arrives');
    } finally {
      document.title = hostTitle;
    }
  });

  it('says the online form is no longer available when meter-read week is off', async () => {
    await setFlags({ meterReadWeek: false });
    const { el, root } = await mount();
    expect(textOf(root)).to.contain("We're sorry the online form to submit meter readings is no longer available.");
    expect(root.querySelector('form')).to.equal(null);
    // The heading says when the form opens again, the day the configuration gives; the line after
    // SPEC's sentence points to the meter reads page.
    expect(textOf(root.querySelector('h1')!)).to.equal(`The online meter reading form opens again on ${longDate(await nextMeterReadWeek())}`);
    expect(textOf(root.querySelector('h1')!)).to.match(/ on (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ 20\d\d$/);
    expect([...root.querySelectorAll('p')].map(textOf)).to.deep.equal([
      "We're sorry the online form to submit meter readings is no longer available.",
      'Until then, our meter reads page shows other ways to give us a reading.',
      'Other ways to give us a meter reading',
    ]);
    const link = root.querySelector<HTMLAnchorElement>('a.help-link')!;
    expect(textOf(link)).to.equal('Other ways to give us a meter reading');
    expect(new URL(link.href).pathname).to.equal('/energy/meter-readings');
    await expect(el).to.be.accessible();

    // Leaving the app is announced first, so the host page can record it.
    const navigations: CustomEvent<unknown>[] = [];
    const record = (event: CustomEvent) => {
      navigations.push(event);
      event.preventDefault();
    };
    document.addEventListener('help-navigate', record);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    document.removeEventListener('help-navigate', record);
    expect(navigations.map((event) => event.detail)).to.deep.equal([{ path: '/energy/meter-readings' }]);
  });

  it('offers to try again when the meter-read config cannot be loaded', async () => {
    setQueryDefaults(['meter-read-config'], { retry: 0 });
    await injectFault({ service: 'content', status: 500, until: 'cleared', path: FLAG_PATH });
    const { el, root } = await mountElement('meter-read-form', { waitForHeading: false });
    const retry = await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.textContent === TEXT.tryAgain), {
      message: 'the try again button',
    });
    expect(textOf(root)).to.contain("Sorry, we're having technical issues right now");
    expect([...root.querySelectorAll('h1')].map(textOf), "the page's heading").to.deep.equal([TEXT.technicalIssues]);
    expect(root.querySelector('form')).to.equal(null);
    await expect(el).to.be.accessible();
    await clearFaults();
    retry.click();
    await waitFor(() => root.querySelector('form'), { message: 'the form after trying again' });
  });

  it('starts on Dual fuel with Economy 7 No, showing gas and one electricity reading', async () => {
    const { el, root } = await mount();
    expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')!.value).to.equal('Dual');
    expect(root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"]:checked')!.value).to.equal('No');
    for (const name of ['gas_account_number', 'gas_reading', 'elec_account_number', 'elec_reading']) expect(has(root, name), name).to.equal(true);
    expect(has(root, 'elec7_reading_normal')).to.equal(false);
    expect(has(root, 'elec7_reading_low')).to.equal(false);
    expect(field(root, 'company').value).to.equal('Price-cap');
    expect(field(root, 'company').type).to.equal('hidden');
    expect(field(root, 'reading_date').type).to.equal('hidden');
    await expect(el).to.be.accessible();
  });

  it('offers the SPEC titles in order, optional', async () => {
    const { root } = await mount();
    const options = [...root.querySelectorAll<HTMLOptionElement>('select[name="title"] option')].map((o) => o.value);
    expect(options).to.deep.equal(['', ...TITLES]);
    expect(TITLES).to.deep.equal(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Sir', 'Reverend', 'Dame', 'Lady', 'Professor', 'Lord']);
    expect(textOf(root.querySelector(`label[for="${field(root, 'title').id}"]`)!)).to.contain('(optional)');
  });

  it('shows one set of fields for Gas or Electricity, and normal and low readings for Economy 7 [all engines] [both runtimes]', async () => {
    const { el, root } = await mount();
    const dual = root.querySelector<HTMLInputElement>('input[name="fuel"][value="Dual"]')!;
    dual.focus();
    await press('ArrowDown'); // Gas only
    await waitFor(() => !has(root, 'elec_reading'), { message: 'electricity fields to go' });
    expect(has(root, 'gas_reading')).to.equal(true);
    expect(has(root, 'elec_account_number')).to.equal(false);

    await press('ArrowDown'); // Electricity only
    await waitFor(() => !has(root, 'gas_reading'), { message: 'gas fields to go' });
    expect(has(root, 'gas_account_number')).to.equal(false);
    expect(has(root, 'elec_reading')).to.equal(true);

    root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')!.click();
    await waitFor(() => has(root, 'elec7_reading_normal') && has(root, 'elec7_reading_low'), { message: 'Economy 7 fields' });
    expect(has(root, 'elec_reading')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('lists every missing answer in a focused error summary and inline, losing nothing [all engines] [both runtimes]', async () => {
    const { el, root } = await mount();
    await typeInto(field(root, 'first_name'), 'Ann');
    await submit(root);
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(textOf(root.querySelector('.help-error-summary')!)).to.contain('There is a problem');
    expect(summaryLinks(root)).to.deep.equal([
      messages.surname.required,
      messages.telephone.required,
      messages.gasAccountNumber.required,
      messages.gasReading.required,
      messages.electricityAccountNumber.required,
      messages.electricityReading.required,
      messages.readingDate.required,
    ]);
    // The summary takes focus in an effect after it renders, which some engines run a task later.
    await waitFor(() => deepActiveElement()?.classList.contains('help-error-summary'), { message: 'focus on the error summary' });
    const lastName = field(root, 'last_name');
    expect(lastName.getAttribute('aria-invalid')).to.equal('true');
    expect(inlineErrorOf(root, lastName)).to.equal(`Error: ${messages.surname.required}`);
    expect(field(root, 'first_name').value).to.equal('Ann');
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();

    // A summary link takes the customer to the field.
    root.querySelector<HTMLAnchorElement>('.help-error-summary a')!.click();
    expect(deepActiveElement()).to.equal(lastName);
  });

  // Each rule, and which field's message it gives, is checked in src/validation/*.test.ts
  // (meter-read-form.test.ts for this form's schema): here, that a broken rule's message reaches
  // the customer, in the summary (in the order of the fields) and at its field.
  it("shows a broken rule's message in the error summary and at its field, keeping what was typed", async () => {
    const { el, root } = await mount();
    await fillDetails(root, { telephone: '12345', email: 'ann@', gas_reading: '12.5' });
    await submit(root);
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([
      messages.firstName.required,
      messages.surname.required,
      messages.telephone.format,
      messages.email.format,
      messages.gasAccountNumber.required,
      messages.gasReading.decimal,
      messages.electricityAccountNumber.required,
      messages.electricityReading.required,
      messages.readingDate.required,
    ]);
    expect(inlineErrorOf(root, field(root, 'telephone'))).to.equal(`Error: ${messages.telephone.format}`);
    expect(inlineErrorOf(root, field(root, 'email'))).to.equal(`Error: ${messages.email.format}`);
    // As the reading's hint says.
    expect(inlineErrorOf(root, field(root, 'gas_reading'))).to.equal(
      'Error: Enter only the numbers before the decimal point in your gas meter reading',
    );
    expect(['telephone', 'email', 'gas_reading'].map((name) => field(root, name).value)).to.deep.equal(['12345', 'ann@', '12.5']);
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('marks only the date boxes in error and links the summary to the first of them', async () => {
    const { el, root } = await mount();
    await fillDetails(root, { ...validDual, 'date.month': '' });
    await submit(root);
    await waitFor(() => root.querySelector('.help-error-summary'), { message: 'the error summary' });
    expect(summaryLinks(root)).to.deep.equal([messages.readingDate.missing(['month'])]);
    expect(['date.day', 'date.month', 'date.year'].map((name) => field(root, name).getAttribute('aria-invalid'))).to.deep.equal([
      null,
      'true',
      null,
    ]);
    root.querySelector<HTMLAnchorElement>('.help-error-summary a')!.click();
    expect(deepActiveElement()).to.equal(field(root, 'date.month'));
    await expect(el).to.be.accessible();
  });

  it('sends exactly the price-cap meter-read lead for Dual fuel, confirms, and fires help-submitted [both runtimes]', async () => {
    const { el, root } = await mount();
    const events: CustomEvent[] = [];
    document.addEventListener('help-submitted', (e) => events.push(e), { once: true });
    await fillDetails(root, validDual);
    await waitFor(() => field(root, 'reading_date').value === today.iso, { message: 'the hidden reading_date' });
    await submit(root);
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });

    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(leads[0]!.headers['content-type']).to.contain('application/vnd.api+json');
    expect(leads[0]!.headers['x-client-id']).to.equal('help-and-support-web');
    expect(leads[0]!.body).to.deep.equal({
      data: {
        type: 'leads',
        attributes: {
          title: null,
          topic: 'PriceCapMeterRead',
          'first-name': 'Ann',
          surname: "O'Neill",
          email: null,
          'query-type': null,
          'query-subtype': null,
          query: null,
          'marketing-preferences': [],
          'additional-information': {
            Telephone: '07700900982',
            Fuel: 'Gas and Electricity',
            Company: 'Price-cap',
            ReadingDate: today.iso,
            GasMPRN: '',
            ElecMPAN: '',
            GasAccountNumber: '850000000001',
            GasReading: '012345',
            ElecAccountNumber: 'A12345',
            IsEconomy7: 'No',
            ElecReading: '54321',
          },
        },
      },
    });

    expect(textOf(root)).to.contain(CONFIRM_TEXT.bill);
    expect(textOf(root)).to.contain(CONFIRM_TEXT.contact);
    expect(textOf(root)).to.contain(leads[0]!.id);
    expect(events).to.have.length(1);
    expect(events[0]!.detail).to.deep.equal({ origin: 'submit-meter-read', reference: leads[0]!.id });
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    await waitFor(() => deepActiveElement()?.tagName === 'H1', { message: 'focus on the confirmation heading' });
    // Embedded away from the base path, the page URL is left alone.
    expect(`${location.pathname}${location.search}`).to.equal(START_URL);
    // Answers are cleared once the lead is accepted.
    expect(getHelpStore().getState().drafts.meterRead).to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('sends Electricity with Economy 7 readings, a title and an email', async () => {
    const { root } = await mount();
    root.querySelector<HTMLSelectElement>('select[name="title"]')!.focus();
    const select = field(root, 'title') as unknown as HTMLSelectElement;
    select.value = 'Dr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    root.querySelector<HTMLInputElement>('input[name="fuel"][value="Electricity"]')!.click();
    await waitFor(() => !has(root, 'gas_reading'));
    root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')!.click();
    await waitFor(() => has(root, 'elec7_reading_low'));
    await fillDetails(root, {
      first_name: 'Sam',
      last_name: 'Jones',
      telephone: '01632 960001',
      email: 'sam@example.com',
      elec_account_number: ' bgx12345 ',
      elec7_reading_normal: '000123',
      elec7_reading_low: '999999',
      'date.day': today.day,
      'date.month': today.month,
      'date.year': today.year,
    });
    await submit(root);
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });
    const [lead] = await getLeads();
    const attributes = lead!.body.data.attributes;
    expect(attributes.title).to.equal('Dr');
    expect(attributes.email).to.equal('sam@example.com');
    expect(attributes['additional-information']).to.deep.equal({
      Telephone: '01632960001',
      Fuel: 'Electricity',
      Company: 'Price-cap',
      ReadingDate: today.iso,
      GasMPRN: '',
      ElecMPAN: '',
      ElecAccountNumber: 'BGX12345',
      IsEconomy7: 'Yes',
      Elec7ReadingNormal: '000123',
      Elec7ReadingLow: '999999',
    });
  });

  it('keeps every answer when the leads service fails, shows the banner and template, and lets the customer retry', async () => {
    await injectFault({ service: 'leads', status: 500, until: 'cleared' });
    const { el, root } = await mount();
    await fillDetails(root, validDual);
    await submit(root);
    const banner = await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the error banner' });
    expect(textOf(banner)).to.contain("Sorry, we're having technical issues right now");
    // The config's smrErrorTemplate follows the title, sanitised.
    const config = (await (await fetch('/aem6/content/dam/britishgas/beta/json/help/meter-read.json')).json()) as { smrErrorTemplate: string };
    const templateText = textOf(new DOMParser().parseFromString(config.smrErrorTemplate, 'text/html').body);
    await waitFor(() => textOf(banner).includes(templateText), { message: 'the error template' });
    for (const [name, value] of Object.entries(validDual)) expect(field(root, name).value, name).to.equal(value);
    expect(await getLeads()).to.have.length(0);
    await expect(el).to.be.accessible();

    await clearFaults();
    await submit(root);
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation after retry' });
    expect(await getLeads()).to.have.length(1);
  });

  it('sends one lead when the customer presses submit twice', async () => {
    const leads = holdRequests('/v1/leads');
    const { root } = await mount();
    await fillDetails(root, validDual);
    await submit(root);
    await waitFor(() => submitButton(root).getAttribute('aria-disabled') === 'true', { message: 'the busy button' });
    await submit(root);
    leads.release();
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });
    expect(await getLeads()).to.have.length(1);
  });

  it('prefills from URL query parameters of the same names', async () => {
    history.replaceState(null, '', `${location.pathname}?title=Mrs&first_name=Ann&last_name=Lee&telephone=07700900982&email=ann%40example.com&fuel=Gas&gas_account_number=A1234&gas_reading=123&date=${today.iso}`);
    const { root } = await mount();
    expect((field(root, 'title') as unknown as HTMLSelectElement).value).to.equal('Mrs');
    expect(field(root, 'first_name').value).to.equal('Ann');
    expect(field(root, 'last_name').value).to.equal('Lee');
    expect(field(root, 'email').value).to.equal('ann@example.com');
    expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')!.value).to.equal('Gas');
    expect(has(root, 'elec_reading')).to.equal(false);
    expect(field(root, 'gas_account_number').value).to.equal('A1234');
    expect(field(root, 'date.day').value).to.equal(today.day);
    expect(field(root, 'reading_date').value).to.equal(today.iso);
    await submit(root);
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });
    const [lead] = await getLeads();
    expect(lead!.body.data.attributes['additional-information']).to.include({ Fuel: 'Gas', GasAccountNumber: 'A1234', GasReading: '123' });
  });

  describe("the details out of the page's address", () => {
    const PREFILL = 'first_name=Ann&telephone=07700900982&email=ann%40example.com';

    it('takes them out before any request, keeping the rest of the query, the fragment and the history state, with no page added to history [all engines]', async () => {
      await clearRequests();
      const historyLength = history.length;
      history.replaceState({ hostStep: 2 }, '', `${location.pathname}?utm_source=mail&${PREFILL}&wtr-note=a%20b#reading`);
      const { root } = await mount();
      await waitFor(() => root.querySelector('form'), { message: 'the form' });
      expect(field(root, 'first_name').value).to.equal('Ann');
      expect(field(root, 'telephone').value).to.equal('07700900982');
      expect(location.search, 'the rest of the query, as written').to.equal('?utm_source=mail&wtr-note=a%20b');
      expect(location.hash).to.equal('#reading');
      expect(history.state).to.deep.equal({ hostStep: 2 });
      expect(history.length).to.equal(historyLength);
      // The meter-read flag's request, and any before it, left after them: its Referer is the address then.
      const requests = await getRequests();
      expect(requests.some(({ url }) => url.startsWith(FLAG_PATH)), "the flag's request").to.equal(true);
      for (const { url, referer } of requests) {
        for (const detail of ['Ann', '07700900982', 'ann%40example.com', 'first_name']) {
          expect(url, `a request's address holds ${detail}`).not.to.include(detail);
          expect(referer, `the Referer of ${url} holds ${detail}`).not.to.include(detail);
        }
      }
    });

    it('leaves an address without them as it is [all engines]', async () => {
      history.replaceState({ hostStep: 1 }, '', `${location.pathname}?utm_source=mail&fuel_type=gas#top`);
      const replaced = spyOnReplaceState();
      try {
        const { root } = await mount();
        await waitFor(() => root.querySelector('form'), { message: 'the form' });
      } finally {
        replaced.restore();
      }
      expect(replaced.calls, 'the address replaced').to.equal(0);
      expect(location.search).to.equal('?utm_source=mail&fuel_type=gas');
      expect(history.state).to.deep.equal({ hostStep: 1 });
    });

    it('gives them to every form on the page [both runtimes]', async () => {
      history.replaceState(null, '', `${location.pathname}?${PREFILL}`);
      const first = await mountElement('meter-read-form', { attributes: { 'draft-key': 'first' } });
      const second = await mountElement('meter-read-form', { attributes: { 'draft-key': 'second' } });
      for (const { root } of [first, second]) {
        await waitFor(() => root.querySelector('form'), { message: 'a form' });
        expect(field(root, 'first_name').value).to.equal('Ann');
        expect(field(root, 'email').value).to.equal('ann@example.com');
      }
      expect(location.search).to.equal('');
      // Each keeps its own answers from there.
      await typeInto(field(second.root, 'first_name'), 'e');
      expect(field(first.root, 'first_name').value).to.equal('Ann');
      expect(field(second.root, 'first_name').value).to.equal('Anne');
    });

    it('keeps them for the tab, as typed answers are: a reload of the page, its address without them, shows them again', async () => {
      history.replaceState(null, '', `${location.pathname}?${PREFILL}`);
      const first = await mount();
      await waitFor(() => first.root.querySelector('form'), { message: 'the form' });
      expect(location.search).to.equal('');
      simulateReload();
      const again = await mount();
      await waitFor(() => again.root.querySelector('form'), { message: 'the form again' });
      expect(field(again.root, 'first_name').value).to.equal('Ann');
      expect(field(again.root, 'telephone').value).to.equal('07700900982');
    });
  });

  it('with owns-page, titles the page after its heading, the form then the confirmation; embedded, leaves the title alone', async () => {
    const hostTitle = document.title;
    try {
      document.title = 'Host page';
      const embedded = await mount();
      await waitFor(() => embedded.root.querySelector('form'), { message: 'the embedded form' });
      expect(document.title).to.equal('Host page');
      embedded.el.remove();

      const { root } = await mount({ 'owns-page': '' });
      await waitFor(() => root.querySelector('form'), { message: 'the form' });
      await waitFor(() => document.title === 'Submit a meter reading - Help & Support', { message: 'the form page title' });
      await fillDetails(root, validDual);
      await submit(root);
      await confirmed(root);
      await waitFor(() => document.title === 'Meter reading submitted - Help & Support', { message: 'the confirmation page title' });
    } finally {
      document.title = hostTitle;
    }
  });

  it('with owns-page outside meter-read week, titles the page after the heading saying when the form opens again', async () => {
    const hostTitle = document.title;
    try {
      await setFlags({ meterReadWeek: false });
      const { root } = await mount({ 'owns-page': '' });
      const heading = TEXT.unavailableHeadingOn(longDate(await nextMeterReadWeek())!);
      expect(textOf(root.querySelector('h1')!)).to.equal(heading);
      await waitFor(() => document.title === `${heading} - Help & Support`, { message: 'the page title' });
    } finally {
      document.title = hostTitle;
    }
  });

  it('keeps what was typed across a reload of the element', async () => {
    const first = await mount();
    await typeInto(field(first.root, 'first_name'), 'Ann');
    await typeInto(field(first.root, 'gas_reading'), '42');
    first.el.remove();
    const second = await mount();
    expect(field(second.root, 'first_name').value).to.equal('Ann');
    expect(field(second.root, 'gas_reading').value).to.equal('42');
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!) as { drafts: { meterRead: { answers: { first_name: unknown } } } };
    expect(saved.drafts.meterRead.answers.first_name).to.equal('Ann');
  });

  it('can be completed with the keyboard alone [all engines] [both runtimes]', async () => {
    const { root } = await mount();
    field(root, 'title').focus();
    await press('Tab'); // first name
    for (const [key, value] of [
      ['first_name', 'Kay'],
      ['last_name', 'Ng'],
      ['telephone', '01632960001'],
      ['email', ''],
    ] as const) {
      expect((deepActiveElement() as HTMLInputElement).name).to.equal(key);
      if (value) await typeInto(deepActiveElement() as HTMLElement, value);
      await press('Tab');
    }
    expect((deepActiveElement() as HTMLInputElement).name).to.equal('fuel');
    await press('ArrowDown'); // Gas only
    await waitFor(() => !has(root, 'elec_reading'));
    await press('Tab');
    expect((deepActiveElement() as HTMLInputElement).name).to.equal('gas_account_number');
    await typeInto(deepActiveElement() as HTMLElement, '850000000002');
    await press('Tab');
    await typeInto(deepActiveElement() as HTMLElement, '777');
    await press('Tab');
    for (const value of [today.day, today.month, today.year]) {
      await typeInto(deepActiveElement() as HTMLElement, value);
      await press('Tab');
    }
    expect(deepActiveElement()).to.equal(submitButton(root));
    await press('Enter');
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });
    const [lead] = await getLeads();
    expect(lead!.body.data.attributes['first-name']).to.equal('Kay');
  });

  describe('with url-routing (the Help & Support pages)', () => {
    const urlRouting = { 'url-routing': '' };

    it('redirects a trailing slash, keeping the query (the details it held out of the address, in the form)', async () => {
      history.replaceState(null, '', '/help-and-support/submit-meter-read/?utm_source=mail&first_name=Bo');
      const { root } = await mount(urlRouting);
      await waitFor(() => location.pathname === '/help-and-support/submit-meter-read', { message: 'the redirect' });
      expect(location.search).to.equal('?utm_source=mail');
      await waitFor(() => root.querySelector('form'));
      expect(field(root, 'first_name').value).to.equal('Bo');
    });

    it('goes to submit-meter-read-confirm after a successful submission, and shows it again after a reload [both runtimes]', async () => {
      history.replaceState(null, '', '/help-and-support/submit-meter-read');
      const { root } = await mount(urlRouting);
      await fillDetails(root, validDual);
      await submit(root);
      await waitFor(() => location.pathname === '/help-and-support/submit-meter-read-confirm', { message: 'the confirm route' });
      await confirmed(root);
      const [lead] = await getLeads();

      simulateReload();
      const again = await mount(urlRouting);
      await confirmed(again.root);
      expect(textOf(again.root)).to.contain(lead!.id);
      // Reloaded, the page is not pulled to the element: its heading does not take focus.
      expect(deepActiveElement()?.tagName).not.to.equal('H1');
    });

    it('sends a confirmation page reached without a submission back to the form', async () => {
      history.replaceState(null, '', '/help-and-support/submit-meter-read-confirm');
      const { root } = await mount(urlRouting);
      await waitFor(() => location.pathname === '/help-and-support/submit-meter-read', { message: 'the form route' });
      await waitFor(() => root.querySelector('form'), { message: 'the form' });
      expect(textOf(root)).not.to.contain(CONFIRM_TEXT.heading);
    });
  });

  describe('embedded (steps kept in memory)', () => {
    it('never changes the page URL or history, and reopens on its confirmation after a reload', async () => {
      const historyLength = history.length;
      const { root } = await mount();
      await fillDetails(root, validDual);
      await submit(root);
      await confirmed(root);
      expect(`${location.pathname}${location.search}`).to.equal(START_URL);
      expect(history.length).to.equal(historyLength);
      const [lead] = await getLeads();

      simulateReload();
      const again = await mount();
      await confirmed(again.root);
      expect(textOf(again.root)).to.contain(lead!.id);

      // "Submit another meter reading" starts afresh, with an empty form.
      [...again.root.querySelectorAll('button')].find((button) => button.textContent === CONFIRM_TEXT.another)!.click();
      await waitFor(() => again.root.querySelector('form'), { message: 'the form again' });
      expect(field(again.root, 'first_name').value).to.equal('');
      await waitFor(() => deepActiveElement()?.tagName === 'H1', { message: 'focus on the heading' });
      expect(getHelpStore().getState().receipts.meterRead).to.equal(undefined);
    });

    it('keeps every answer across a reload, back on the first step', async () => {
      const { root } = await mount();
      await fillDetails(root, { first_name: 'Ann', gas_reading: '42' });
      simulateReload();
      const again = await mount();
      expect(field(again.root, 'first_name').value).to.equal('Ann');
      expect(field(again.root, 'gas_reading').value).to.equal('42');
    });
  });

  describe('two forms on one page', () => {
    it('with ids, each keeps its own answers, across a reload too, and a submission clears only its own [both runtimes]', async () => {
      const home = await mount({ id: 'home-reading' });
      const flat = await mount({ id: 'flat-reading' });
      await typeInto(field(home.root, 'first_name'), 'Ann');
      await typeInto(field(flat.root, 'first_name'), 'Bea');
      await typeInto(field(flat.root, 'gas_reading'), '7');

      simulateReload();
      const homeAgain = await mount({ id: 'home-reading' });
      const flatAgain = await mount({ id: 'flat-reading' });
      expect(field(homeAgain.root, 'first_name').value).to.equal('Ann');
      expect(field(homeAgain.root, 'gas_reading').value).to.equal('');
      expect(field(flatAgain.root, 'first_name').value).to.equal('Bea');
      expect(field(flatAgain.root, 'gas_reading').value).to.equal('7');

      await fillDetails(homeAgain.root, { ...validDual, first_name: '' });
      await submit(homeAgain.root);
      await confirmed(homeAgain.root);
      expect(textOf(flatAgain.root)).not.to.contain(CONFIRM_TEXT.heading);
      const { drafts } = getHelpStore().getState();
      expect(drafts['meterRead#home-reading']).to.equal(undefined);
      expect((drafts['meterRead#flat-reading']?.answers as { first_name: string }).first_name).to.equal('Bea');
    });

    it('with a draft-key, the key keeps answers apart; without either, instances share one draft', async () => {
      const keyed = await mount({ 'draft-key': 'landlord' });
      await typeInto(field(keyed.root, 'first_name'), 'Cy');
      const plain = await mount();
      expect(field(plain.root, 'first_name').value).to.equal('');
      await typeInto(field(plain.root, 'first_name'), 'Di');
      const sharing = await mount();
      expect(field(sharing.root, 'first_name').value).to.equal('Di');
      expect(Object.keys(getHelpStore().getState().drafts).sort()).to.deep.equal(['meterRead', 'meterRead#landlord']);
    });
  });

  describe('sending', () => {
    it('stores one lead when the answer was lost and the customer reloads and sends again', async () => {
      await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
      const { root } = await mount();
      await fillDetails(root, validDual);
      await submit(root);
      await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the error banner' });
      const stored = await getLeads();
      expect(stored, 'the service kept the lead').to.have.length(1);

      simulateReload();
      const again = await mount();
      for (const [name, value] of Object.entries(validDual)) expect(field(again.root, name).value, name).to.equal(value);
      // Opened again, the page sends the same request first; the service, still failing, leaves it unknown.
      await waitFor(() => textOf(again.root).includes(KEPT_TEXT.uncheckedTitle), { message: 'the check answered' });
      await clearFaults();
      await submit(again.root);
      await confirmed(again.root);
      expect(await getLeads()).to.have.length(1);
      expect(textOf(again.root)).to.contain(stored[0]!.id);
    });

    it('after a failed send the service may have stored, sends the same request first, and a changed answer only when chosen, with a new key', async () => {
      await injectFault({ service: 'leads', status: 500, stage: 'after-store', until: 'cleared' });
      const { root } = await mount();
      await fillDetails(root, validDual);
      await submit(root);
      await waitFor(() => root.querySelector('.help-banner--error'), { message: 'the error banner' });
      // The banner takes focus after it shows; typing starts once it has.
      await waitFor(() => deepActiveElement()?.classList.contains('help-form__banner'), { message: 'focus on the banner' });
      await typeInto(field(root, 'first_name'), 'e');
      await clearFaults();
      await submit(root);
      await confirmed(root);
      const [first] = await getLeads();
      expect(textOf(root.querySelector('.help-confirmation')!), 'the first, which the service had').to.contain(first!.id);
      expect(textOf(root.querySelector('.help-earlier')!)).to.contain("Name: Ann O'Neill");
      [...root.querySelectorAll('button')].find((button) => textOf(button) === KEPT_TEXT.earlierSend)!.click();
      await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed answer sent' });
      expect((await getLeads()).map((lead) => lead.body.data.attributes['first-name'])).to.deep.equal(['Ann', 'Anne']);
    });

    it('locks the fields while sending, keeping focus on the busy button [all engines] [both runtimes]', async () => {
      const leads = holdRequests('/v1/leads');
      const { el, root } = await mount();
      await fillDetails(root, validDual);
      field(root, 'date.year').focus();
      await press('Enter');
      await waitFor(() => submitButton(root).getAttribute('aria-disabled') === 'true', { message: 'the busy button' });
      expect(field(root, 'first_name').matches(':disabled')).to.equal(true);
      expect(root.querySelector('input[name="fuel"]')!.matches(':disabled')).to.equal(true);
      expect(deepActiveElement()).to.equal(submitButton(root));
      expect(textOf(root)).to.contain(TEXT.submitting);
      await expect(el).to.be.accessible();
      leads.release();
      await confirmed(root);
    });

    it('says "This is taking longer than usual" when no answer comes in time, and a retry stores one lead [both runtimes]', async () => {
      // The service stores the lead, and its answer would come long after the test.
      await injectFault({ service: 'leads', status: 0, delayMs: 60_000, stage: 'after-store', until: 'cleared' });
      const { el, root } = await mount();
      await fillDetails(root, validDual);
      installClock();
      await submit(root);
      // Stored: the send is on its way, and its wait for the answer has begun.
      await storedLeads((leads) => leads.length === 1, 'the first send to reach the service');
      await clock!.tickAsync(submissionTimings.slowAfterMs - 1);
      expect(root.querySelector('.help-form__banner'), 'no banner before the time').to.equal(null);
      await clock!.tickAsync(1);
      const banner = await waitStill(() => root.querySelector('.help-form__banner'), 'the slow banner');
      expect(textOf(banner)).to.contain(FORM_TEXT.slowTitle);
      await waitStill(() => deepActiveElement() === banner, 'focus on the banner');
      expect(field(root, 'first_name').matches(':disabled')).to.equal(false);
      expect(field(root, 'first_name').value).to.equal('Ann');
      realClock();
      await expect(el).to.be.accessible();

      expect(await getLeads(), 'the first send reached the service').to.have.length(1);
      await clearFaults();
      await submit(root);
      await confirmed(root);
      expect(await getLeads()).to.have.length(1);
    });
  });
});
