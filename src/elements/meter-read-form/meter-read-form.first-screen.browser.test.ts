/**
 * <meter-read-form> from the build's snapshot (dist/embed/meter-read-form.html, written by
 * `npm run build`): the form is in the page as declarative shadow DOM before any script has run.
 * What a customer types and chooses there before the element's code arrives is kept when the
 * element takes the form over, with the focus and the caret; nothing moves and nothing shows
 * twice; the snapshot, the form taken over and a fresh render say the same; a snapshot that does
 * not match is rendered afresh, keeping what was typed; and the service receives it all.
 *
 * The code "arrives" when a test defines the element: each test gives the snippet a tag of its
 * own and defines it once it has typed.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, mountElement, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { engineFeatures } from '../../../test/helpers/engine';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { getLeads } from '../../../test/helpers/stand-ins';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { STORAGE_KEY } from '../../store';
import { MeterReadFormElement } from './meter-read-form.element';
import { TEXT } from './meter-read-form.text';
import { CONFIRM_TEXT } from './screens/confirm.text';

const CONFIG_PATH = '/json/help/meter-read.json';

/** The form's snippet in the page, its code not yet arrived. */
const snapshotOfForm = (edit?: (html: string) => string) => snapshotInPage('/dist/embed/meter-read-form.html', 'meter-read-form', MeterReadFormElement, edit);

/** The snapshot's own stylesheet is in (axe reads colours and sizes as a customer sees them). */
const styled = (root: ShadowRoot) => waitFor(() => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]')?.sheet, { message: "the snapshot's stylesheet" });

/** Taken over: the submit button, disabled in the snapshot, works. */
const takenOver = (root: ShadowRoot) => waitFor(() => !submitButton(root).disabled, { message: 'the form taken over' });

/**
 * The words a customer sees on the screen, the example date (the day of the render) left out, and
 * the way for pages without JavaScript, which only a page without scripts shows.
 */
function wordsOf(root: ShadowRoot): string {
  const screen = root.querySelector('.help-root')!;
  const clone = screen.cloneNode(true) as Element;
  // What the stylesheet does not show (the fields of choices not made, that way) is not said.
  const originals = [...screen.querySelectorAll('*')];
  const copies = [...clone.querySelectorAll('*')];
  copies.filter((_copy, index) => getComputedStyle(originals[index]!).display === 'none').forEach((copy) => copy.remove());
  return textOf(clone).replace(/For example, \d+ \d+ \d+/, 'For example, <date>');
}

/** Focuses a radio of the fuel question and chooses it with the space bar, as a keyboard user does. */
async function chooseFuel(root: ShadowRoot, value: string): Promise<void> {
  const radio = root.querySelector<HTMLInputElement>(`input[name="fuel"][value="${value}"]`);
  if (!radio) throw new Error(`no fuel choice ${value}`);
  radio.focus();
  await sendKeys({ press: ' ' }); // the space bar by its character: Firefox's driver knows no 'Space'
  expect(radio.checked, `${value} chosen`).to.equal(true);
}

describe('<meter-read-form> taking over its first screen from the page [both runtimes]', () => {
  beforeEach(resetPage);
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('is a form a customer can type into before any script has run, and keeps every answer, the focus and the caret when its code arrives [all engines]', async () => {
    const { el, root, arrive } = await snapshotOfForm();
    expect(root.querySelector('h1')?.textContent).to.equal(TEXT.heading);
    expect(submitButton(root).disabled, 'the snapshot button cannot send the form the browser way').to.equal(true);
    await styled(root);
    await expect(el).to.be.accessible();
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await chooseFuel(root, 'Gas');
    await typeInto(fieldIn(root, 'telephone'), '07700 9009');
    const firstName = fieldIn(root, 'first_name');

    arrive();
    await takenOver(root);
    await waitFor(() => root.querySelector('[name="gas_reading"]'), { message: 'the gas fields, for the fuel chosen before' });
    expect(fieldIn(root, 'first_name').value).to.equal('Ann');
    expect(fieldIn(root, 'telephone').value).to.equal('07700 9009');
    expect(root.querySelector<HTMLInputElement>('input[name="fuel"][value="Gas"]')?.checked).to.equal(true);
    expect(deepActiveElement(), 'focus stays in the telephone box').to.equal(fieldIn(root, 'telephone'));
    // The caret stays at the end: the next keys carry on the number.
    await sendKeys({ type: '82' });
    expect(fieldIn(root, 'telephone').value).to.equal('07700 900982');
    expect(root.querySelectorAll('form'), 'one form, not a second copy').to.have.length(1);
    expect(root.querySelectorAll('h1')).to.have.length(1);
    expect(fieldIn(root, 'first_name'), "the snapshot's own box, taken over").to.equal(firstName);
    await expect(el).to.be.accessible();
  });

  it("follows the customer's choices before any script has run: each fuel's fields and each way of reading electricity, then the element takes them over [all engines]", async () => {
    const { el, root, arrive } = await snapshotOfForm();
    await styled(root);
    // WebKit (2.50) restyles :has() on a change of choice only for a shadow root's <style>
    // elements, which a strict CSP forbids, not for its linked or adopted sheets: there the
    // snapshot shows the fields of the choices it was drawn with until the element takes over.
    const restyles = (await engineFeatures()).engine !== 'webkit';
    /** The fields a customer sees (laid out), of those the readings step may show. */
    const shown = () =>
      ['gas_account_number', 'gas_reading', 'elec_account_number', 'elec_reading', 'elec7_reading_normal', 'elec7_reading_low'].filter(
        (name) => (root.querySelector(`[name="${name}"]`)?.getClientRects().length ?? 0) > 0,
      );
    const expectShown = (names: string[], what: string) => {
      if (restyles) expect(shown(), what).to.deep.equal(names);
    };
    const gasAndEconomy7 = ['gas_account_number', 'gas_reading', 'elec_account_number', 'elec7_reading_normal', 'elec7_reading_low'];
    expect(shown(), 'gas and electricity, one electricity reading').to.deep.equal(['gas_account_number', 'gas_reading', 'elec_account_number', 'elec_reading']);
    await chooseFuel(root, 'Electricity');
    expectShown(['elec_account_number', 'elec_reading'], 'electricity only');
    const economy7 = root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')!;
    economy7.focus();
    await sendKeys({ press: ' ' });
    expectShown(['elec_account_number', 'elec7_reading_normal', 'elec7_reading_low'], 'Economy 7: a day and a night reading');
    await expect(el).to.be.accessible();
    await chooseFuel(root, 'Gas');
    expectShown(['gas_account_number', 'gas_reading'], 'gas only');
    await chooseFuel(root, 'Dual');
    expectShown(gasAndEconomy7, 'both again, the Economy 7 answer kept');
    await typeInto(fieldIn(root, 'gas_reading'), '04321');
    // (Where the snapshot still shows the one electricity reading, that is the box a customer types into.)
    const reading = restyles ? 'elec7_reading_low' : 'elec_reading';
    await typeInto(fieldIn(root, reading), '00123');

    arrive();
    await takenOver(root);
    expect(shown(), "the element's own render").to.deep.equal(gasAndEconomy7);
    expect(fieldIn(root, 'gas_reading').value).to.equal('04321');
    if (restyles) expect(fieldIn(root, 'elec7_reading_low').value).to.equal('00123');
    await chooseFuel(root, 'Gas');
    await waitFor(() => !root.querySelector('[name="elec_account_number"]'), { message: 'the electricity fields gone, once taken over' });
    expect(shown()).to.deep.equal(['gas_account_number', 'gas_reading']);
    await expect(el).to.be.accessible();
  });

  it("follows the customer's choices in every engine once its entry script has run, before its code arrives [all engines]", async () => {
    const { el, root, arrive } = await snapshotOfForm();
    await styled(root);
    // What the element's entry script does as it arrives (dist/elements/meter-read-form.js).
    holdEarlyPresses(el.localName, true);
    const shown = () =>
      ['gas_account_number', 'gas_reading', 'elec_account_number', 'elec_reading', 'elec7_reading_normal', 'elec7_reading_low'].filter(
        (name) => (root.querySelector(`[name="${name}"]`)?.getClientRects().length ?? 0) > 0,
      );
    // As the customer sees it: by the next frame (WebKit restyles then).
    const expectShown = (names: string[], what: string) => waitFor(() => shown().join() === names.join(), { message: `${what}: ${names.join(', ')}` });
    await chooseFuel(root, 'Electricity');
    await expectShown(['elec_account_number', 'elec_reading'], 'electricity only');
    const economy7 = root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')!;
    economy7.focus();
    await sendKeys({ press: ' ' });
    await expectShown(['elec_account_number', 'elec7_reading_normal', 'elec7_reading_low'], 'Economy 7: a day and a night reading');
    await chooseFuel(root, 'Gas');
    await expectShown(['gas_account_number', 'gas_reading'], 'gas only');
    await typeInto(fieldIn(root, 'gas_reading'), '04321');

    arrive();
    await takenOver(root);
    expect(shown(), "the element's own render").to.deep.equal(['gas_account_number', 'gas_reading']);
    expect(fieldIn(root, 'gas_reading').value).to.equal('04321');
    await chooseFuel(root, 'Dual');
    await expectShown(['gas_account_number', 'gas_reading', 'elec_account_number', 'elec7_reading_normal', 'elec7_reading_low'], 'both, Economy 7 kept');
    await expect(el).to.be.accessible();
  });

  it('takes a press of its button before its code arrives, once its entry script has run, and sends the answers when the code is in [all engines]', async () => {
    const { el, root, arrive } = await snapshotOfForm();
    expect(submitButton(root).disabled, 'no script yet: the button cannot send the form the browser way').to.equal(true);
    holdEarlyPresses(el.localName); // as the element's entry script does as soon as it arrives
    expect(submitButton(root).disabled, 'the entry script in: the button can be pressed').to.equal(false);
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await typeInto(fieldIn(root, 'last_name'), "O'Neill");
    await typeInto(fieldIn(root, 'telephone'), '07700 900982');
    await chooseFuel(root, 'Gas');
    await typeInto(fieldIn(root, 'gas_account_number'), '850000000001');
    await typeInto(fieldIn(root, 'gas_reading'), '012345');
    const today = new Date();
    await typeInto(fieldIn(root, 'date.day'), String(today.getDate()));
    await typeInto(fieldIn(root, 'date.month'), String(today.getMonth() + 1));
    await typeInto(fieldIn(root, 'date.year'), String(today.getFullYear()));
    const address = location.href;
    submitButton(root).click();
    expect(location.href, 'the page stays, the answers out of its address').to.equal(address);
    expect(await getLeads(), 'nothing sent before the code is in').to.have.length(0);

    arrive();
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation, with no second press' });
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(leads[0]!.body.data.attributes['additional-information']).to.include({ Telephone: '07700900982', Fuel: 'Gas', GasReading: '012345' });
  });

  it('takes the Enter key in an unfinished form before its code arrives, and shows what to correct when it is in [all engines]', async () => {
    const { el, root, arrive } = await snapshotOfForm();
    holdEarlyPresses(el.localName);
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await sendKeys({ press: 'Enter' });
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary' });
    expect(await getLeads()).to.have.length(0);
    expect(fieldIn(root, 'first_name').value).to.equal('Ann');
    await expect(el).to.be.accessible();
  });

  it('keeps an answer whose question a later choice took away before its code arrived: Economy 7, then gas only [all engines]', async () => {
    const { root, arrive } = await snapshotOfForm();
    await chooseFuel(root, 'Electricity');
    const economy7 = root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')!;
    economy7.focus();
    await sendKeys({ press: ' ' });
    await chooseFuel(root, 'Gas');
    arrive();
    await takenOver(root);
    await waitFor(() => !root.querySelector('[name="elec_account_number"]'), { message: 'gas only, once taken over' });
    await chooseFuel(root, 'Dual');
    await waitFor(() => root.querySelector('[name="elec_account_number"]'), { message: 'the electricity fields again' });
    expect(root.querySelector<HTMLInputElement>('input[name="is_economy_7_radio"][value="Yes"]')?.checked, 'the Economy 7 answer kept').to.equal(true);
    expect(root.querySelector('[name="elec7_reading_low"]'), 'with its day and night readings').to.not.equal(null);
  });

  it('twice on one page, each form keeps its own answers when the code arrives [all engines]', async () => {
    const { roots, arrive } = await snapshotOfForm((html) => `${html.replace('>', ' draft-key="first">')}${html.replace('>', ' draft-key="second">')}`);
    expect(roots).to.have.length(2);
    const [first, second] = roots as [ShadowRoot, ShadowRoot];
    await typeInto(fieldIn(first, 'first_name'), 'Ann');
    await typeInto(fieldIn(second, 'first_name'), 'Bob');
    arrive();
    await takenOver(first);
    await takenOver(second);
    expect(fieldIn(first, 'first_name').value).to.equal('Ann');
    expect(fieldIn(second, 'first_name').value).to.equal('Bob');
    for (const root of roots) expect(root.querySelectorAll('form'), 'one form each').to.have.length(1);
  });

  it('sends what was typed before and after its code arrived [all engines]', async () => {
    const { root, arrive } = await snapshotOfForm();
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await typeInto(fieldIn(root, 'last_name'), "O'Neill");
    await typeInto(fieldIn(root, 'telephone'), '07700 900982');
    await chooseFuel(root, 'Gas');
    arrive();
    await takenOver(root);
    const today = new Date();
    for (const [name, value] of Object.entries({
      gas_account_number: '850000000001',
      gas_reading: '012345',
      'date.day': String(today.getDate()),
      'date.month': String(today.getMonth() + 1),
      'date.year': String(today.getFullYear()),
    })) {
      await typeInto(await waitFor(() => root.querySelector<HTMLInputElement>(`[name="${name}"]`), { message: name }), value);
    }
    submitButton(root).click();
    await waitFor(() => textOf(root).includes(CONFIRM_TEXT.heading), { message: 'the confirmation' });
    const [lead] = await getLeads();
    const attributes = lead!.body.data.attributes;
    expect(attributes['first-name']).to.equal('Ann');
    expect(attributes.surname).to.equal("O'Neill");
    expect(attributes['additional-information']).to.include({ Telephone: '07700900982', Fuel: 'Gas', GasReading: '012345' });
  });

  it('says the same as a fresh render, and nothing moves as it is taken over [all engines]', async () => {
    const config = holdRequests(CONFIG_PATH);
    const { root, arrive } = await snapshotOfForm();
    const snapshotWords = wordsOf(root);
    // Where the screen's parts are, as laid out with the styles in force at that moment.
    const layout = () => ['h1', 'input[name="first_name"]', 'input[name^="date"]', 'button[type="submit"]'].map((part) => {
      const box = root.querySelector(part)?.getBoundingClientRect();
      return box ? `${part} ${box.top} ${box.height} ${box.width}` : `${part} missing`;
    });
    const before = layout();
    // After each change the element makes, as the browser would paint it: not only once it is done.
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout()));
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    arrive();
    await takenOver(root);
    observer.disconnect();
    expect(wordsOf(root), 'the form taken over, its configuration still on the way').to.equal(snapshotWords);
    expect(layout()).to.deep.equal(before);
    expect(during.length, 'changes were seen').to.be.greaterThan(0);
    for (const moment of during) expect(moment, 'at every moment of the take-over').to.deep.equal(before);
    config.release();
    await waitFor(() => root.querySelector('.mrf-intro:not(.mrf-intro--pending)'), { message: "the week's words" });

    const fresh = await mountElement('meter-read-form');
    await waitFor(() => fresh.root.querySelector('form'), { message: 'the fresh form' });
    const withoutIntro = (shadow: ShadowRoot) => wordsOf(shadow).replace(textOf(shadow.querySelector('.mrf-intro')!), '');
    expect(withoutIntro(root)).to.equal(withoutIntro(fresh.root));
    expect(withoutIntro(root)).to.equal(snapshotWords);
  });

  it('keeps what was typed before its code arrived for the tab too: a reload shows it [both runtimes]', async () => {
    const { root, arrive } = await snapshotOfForm();
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await chooseFuel(root, 'Gas');
    arrive();
    await takenOver(root);
    simulateReload();
    removeSnapshots();
    const again = await mountElement('meter-read-form');
    await waitFor(() => again.root.querySelector('[name="gas_reading"]'), { message: 'the gas fields, for the fuel kept' });
    expect(fieldIn(again.root, 'first_name').value).to.equal('Ann');
  });

  it('keeps nothing for the tab when nothing was typed before its code arrived: the title list showing its first choice is not an answer [all engines]', async () => {
    const { root, arrive } = await snapshotOfForm();
    expect(fieldIn(root, 'title').querySelector('option[selected]'), 'the list marks no choice its own').to.equal(null);
    arrive();
    await takenOver(root);
    await waitFor(() => !root.querySelector('link[data-help-snapshot]'), { message: 'the take-over done' });
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as { drafts?: Record<string, unknown> };
    expect(kept.drafts?.meterRead, 'no answers kept for the tab').to.equal(undefined);
  });

  it("shows the answers kept for the tab, not the snapshot's defaults [all engines]", async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, drafts: { meterRead: { answers: { first_name: 'Kim', fuel: 'Electricity' } } }, receipts: {} }));
    simulateReload(); // the page opens again, its tab's answers kept
    const { root, arrive } = await snapshotOfForm();
    arrive();
    await takenOver(root);
    await waitFor(() => root.querySelector('[name="elec_reading"]') && !root.querySelector('[name="gas_reading"]'), { message: 'the electricity fields only' });
    expect(fieldIn(root, 'first_name').value).to.equal('Kim');
    expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')?.value).to.equal('Electricity');
  });

  it('fills the form with the details a link carried once its code arrives, keeping what was typed first, with no mismatch [all engines]', async () => {
    history.replaceState(null, '', `${location.pathname}?first_name=Ada&telephone=07700900123&fuel=Electricity&is_economy_7_radio=Yes&elec7_reading_low=4321&utm_campaign=spring`);
    const { root, arrive } = await snapshotOfForm();
    await typeInto(fieldIn(root, 'telephone'), '01632 960001');
    const reported = collectReports();
    try {
      arrive();
      await takenOver(root);
      expect(location.search, 'the address, the details out of it').to.equal('?utm_campaign=spring');
      await waitFor(() => fieldIn(root, 'first_name').value === 'Ada', { message: 'the first name the link carried' });
      await waitFor(() => root.querySelector('[name="elec7_reading_low"]') && !root.querySelector('[name="gas_reading"]'), { message: 'the Economy 7 fields, for the meter the link carried' });
      expect(fieldIn(root, 'elec7_reading_low').value).to.equal('4321');
      expect(fieldIn(root, 'telephone').value, 'what the customer typed before the code arrived').to.equal('01632 960001');
      expect(root.querySelectorAll('form')).to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
    } finally {
      reported.stop();
    }
  });

  it('renders afresh a snapshot that does not match, keeping what was typed and where [all engines]', async () => {
    const { root, arrive } = await snapshotOfForm((html) => html.replace(`>${TEXT.yourDetails}<`, '>Details from an older build<'));
    await typeInto(fieldIn(root, 'last_name'), 'Lee');
    arrive();
    await takenOver(root);
    await waitFor(() => textOf(root).includes(TEXT.yourDetails), { message: "today's words" });
    expect(textOf(root)).not.to.include('Details from an older build');
    expect(fieldIn(root, 'last_name').value).to.equal('Lee');
    expect(deepActiveElement()).to.equal(fieldIn(root, 'last_name'));
    expect(root.querySelectorAll('form')).to.have.length(1);
  });
});

// The element class is defined under new tags only: the tests' own <meter-read-form> is for fresh renders.
if (!customElements.get('meter-read-form')) customElements.define('meter-read-form', class extends MeterReadFormElement {});
