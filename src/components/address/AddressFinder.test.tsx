import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { retryDelay } from '../../api/query-client';
import { setReporter, type ReportContext, type Reporter } from '../../report';
import { adoptStyles, baseStyles } from '../../styles/adopt';
import { messages } from '../../validation/messages';
import { focusField } from '../checks/ErrorSummary';
import { clearField, deepActiveElement, nextFrame, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { resizeViewport } from '../../../test/helpers/engine';
import { holdRequests, restoreHeldRequests } from '../../../test/helpers/held-requests';
import { clearFaults, injectFault, pendingFaults, resetStandIns } from '../../../test/helpers/stand-ins';
import { AddressFinder, ADDRESS_TEXT as TEXT, type AddressFinderDraft, type AddressFinderProps, type ChosenAddress } from './index';

/**
 * The question as a journey's details step holds it: inside the step's form, with a field
 * before it and a submit button after it (so Enter in any box would send the form unless the
 * question stops it), the chosen address kept by the step.
 * Rendered as the elements render, outside act(), so the stand-in's answers arrive as they
 * would on the page.
 */
interface Recorded {
  changes: (ChosenAddress | undefined)[];
  drafts: AddressFinderDraft[];
  submits: number;
}

type HostProps = Partial<Omit<AddressFinderProps, 'onChange' | 'onDraftChange'>>;

function Host({ record, value: initial, id = 'address', ...props }: HostProps & { record: Recorded }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      noValidate
      aria-label="Your details"
      onSubmit={(event) => {
        event.preventDefault();
        record.submits += 1;
      }}
    >
      <label htmlFor="email">Email address</label>
      <input id="email" name="email" type="email" />
      <AddressFinder
        id={id}
        value={value}
        onChange={(address) => {
          record.changes.push(address);
          setValue(address);
        }}
        onDraftChange={(draft) => record.drafts.push(draft)}
        {...props}
      />
      <button type="submit">Next step</button>
    </form>
  );
}

const unmounts: (() => void)[] = [];

async function mount(props: HostProps = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, ...baseStyles);
  const record: Recorded = { changes: [], drafts: [], submits: 0 };
  const reactRoot: Root = createRoot(root);
  const render = (next: HostProps) => reactRoot.render(<Host {...next} record={record} />);
  render(props);
  unmounts.push(() => {
    reactRoot.unmount();
    host.remove();
  });
  await waitFor(() => root.querySelector('fieldset'), { message: 'the address question' });
  return { host, root, record, rerender: (next: HostProps) => render({ ...props, ...next }) };
}

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
};
const buttonNamed = (root: ShadowRoot, name: string): HTMLButtonElement => {
  const found = [...root.querySelectorAll('button')].find((button) => textOf(button) === name);
  if (!found) throw new Error(`No button named ${name}`);
  return found;
};
/** What has focus, as a test can compare it: `#id` for a control with an id, else its text. */
const focused = (): string => {
  const element = deepActiveElement();
  if (!element || element === document.body) return 'nothing';
  return element.id ? `#${element.id}` : textOf(element);
};
const shows = (root: ShadowRoot, selector: string): boolean => root.querySelector(selector) !== null;
/** A control's label, to say which box is which where two states give the same id. */
const labelOf = (control: Element | null): string | undefined =>
  control instanceof HTMLInputElement ? textOf(control.labels?.[0] ?? control) : undefined;
const postcodeBox = (root: ShadowRoot) => $<HTMLInputElement>(root, '#address');
const resultsList = (root: ShadowRoot) => root.querySelector<HTMLSelectElement>('#address-select');
const inlineError = (root: ShadowRoot, control: Element): string | undefined =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => root.getElementById(id))
    .find((element) => element?.classList.contains('help-error-message'))
    ?.textContent?.replace(/^Error:\s*/, '');
const failureBanner = (root: ShadowRoot) => root.querySelector<HTMLElement>('.help-banner--error');
const status = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll('[role="status"]')].find((region) => textOf(region) === text);

const MANUAL = {
  addressLine1: '#address',
  addressLine2: '#address-address-line-2',
  townOrCity: '#address-town',
  county: '#address-county',
  postcode: '#address-manual-postcode',
} as const;

async function findAddressesFor(root: ShadowRoot, typed: string) {
  await typeInto(postcodeBox(root), typed);
  await press('Enter');
  return waitFor(() => resultsList(root), { message: 'the list of addresses' });
}

async function openManualEntry(root: ShadowRoot) {
  buttonNamed(root, TEXT.enterManually).click();
  await waitFor(() => root.querySelector(MANUAL.townOrCity), { message: 'the manual address boxes' });
}

async function typeManualAddress(root: ShadowRoot, answers: Partial<Record<keyof typeof MANUAL, string>>) {
  for (const [name, text] of Object.entries(answers)) {
    const box = $<HTMLInputElement>(root, MANUAL[name as keyof typeof MANUAL]);
    if (box.value) await clearField(box);
    await typeInto(box, text);
  }
}

type FakeClock = ReturnType<typeof install>;

/** The calls each pending fault has answered. */
const faultHits = async (): Promise<(number | undefined)[]> => (await pendingFaults()).map((fault) => fault.hits);

/**
 * Waits until the page has painted twice: whatever a press or an answer changed is on screen by
 * then, and the runtime's effects (focus moves among them) have run.
 */
async function painted(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/** The longest the query library waits before it tries a call again (query-client.ts). */
const LONGEST_RETRY_DELAY_MS = retryDelay(Number.MAX_SAFE_INTEGER);

/**
 * Waits on the real clock until `check` passes, moving a fake clock on a millisecond at each
 * look: the query library hands an answer to the screen on a timer of no delay.
 */
const shownOnFakeClock = <T,>(clock: FakeClock, check: () => T | null | undefined | false, message: string) =>
  waitFor(() => {
    clock.tick(1);
    return check();
  }, { message });

/** Reports made while the test runs. */
function recordReports() {
  const reports: { error: unknown; context: ReportContext }[] = [];
  const previous: Reporter = setReporter((error, context) => reports.push({ error, context }));
  return { reports, restore: () => setReporter(previous) };
}

describe('AddressFinder', () => {
  beforeEach(resetStandIns);
  afterEach(async () => {
    for (const unmount of unmounts.splice(0)) unmount();
    restoreHeldRequests();
    await resetStandIns();
  });

  it('finds the addresses at a postcode typed in lower case without the space, and the one chosen by keyboard is the answer [all engines] [both runtimes]', async () => {
    const { host, root, record } = await mount();
    expect(textOf($(root, 'legend'))).to.equal('Your address');
    await expect(host).to.be.accessible();

    // From the question before, by keyboard alone.
    $(root, '#email').focus();
    await press('Tab');
    expect(focused()).to.equal('#address');
    await typeInto(postcodeBox(root), 'm11ae');
    await press('Enter');
    const list = await waitFor(() => resultsList(root), { message: 'the list of addresses' });

    // Enter found the addresses; it did not send the journey's form.
    expect(record.submits).to.equal(0);
    await waitFor(() => focused() === '#address-select', { message: 'focus on the list' });
    expect(textOf($(root, 'label[for="address-select"]'))).to.equal('Select an address');
    expect([...list.options].map((option) => option.text)).to.deep.equal([
      '5 addresses found',
      '1 Hartley Street, Manchester, M1 1AE',
      '3 Hartley Street, Manchester, M1 1AE',
      '5 Hartley Street, Manchester, M1 1AE',
      'The Old Bakery, 7 Hartley Street, Manchester, M1 1AE',
      '9 Hartley Street, Manchester, M1 1AE',
    ]);
    expect(list.value).to.equal('');
    await expect(host).to.be.accessible();

    // Type-ahead picks The Old Bakery; choosing it takes the button.
    await press('T');
    expect(list.value).to.equal('100023337084');
    expect(record.changes).to.deep.equal([]);
    await press('Tab');
    expect(focused()).to.equal(TEXT.useAddress);
    await press('Enter');

    await waitFor(() => record.changes.length === 1, { message: 'the chosen address' });
    const chosen = record.changes[0]!;
    expect(chosen).to.deep.equal({ id: '100023337084', label: 'The Old Bakery, 7 Hartley Street, Manchester, M1 1AE' });
    // houseNameNumber: the house name and number, joined.
    expect(chosen.label).to.contain('The Old Bakery, 7');
    expect(record.submits).to.equal(0);

    const shown = await waitFor(() => root.querySelector('#address-chosen'), { message: 'the chosen address' });
    expect(textOf(shown)).to.equal(chosen.label);
    await waitFor(() => focused() === '#address-chosen', { message: 'focus on the chosen address' });
    expect(shows(root, '#address-select')).to.equal(false);
    expect(textOf(buttonNamed(root, 'Change address'))).to.equal('Change address');
    await expect(host).to.be.accessible();
  });

  it('finds the flats of a building, each labelled with its house name and number [all engines]', async () => {
    const { root, record } = await mount();
    const list = await findAddressesFor(root, ' SW1A  1aa ');
    expect([...list.options].slice(1).map((option) => option.text)).to.deep.equal([
      'Flat 1, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA',
      'Flat 2, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA',
      'Flat 3, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA',
      'Flat 4, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA',
    ]);
    list.focus();
    await press('ArrowDown');
    await press('ArrowDown');
    // Arrowing through a closed list (which fires change on some systems) chooses nothing yet.
    expect(record.changes).to.deep.equal([]);
    expect(list.value).to.equal('100023336927');
    buttonNamed(root, TEXT.useAddress).click();
    await waitFor(() => record.changes.length === 1, { message: 'the chosen address' });
    expect(record.changes[0]).to.deep.equal({ id: '100023336927', label: 'Flat 2, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA' });
    expect(record.changes[0]!.label).to.contain('Carlisle Mansions, 12');
  });

  it('asks for an address from the list when none is picked [both runtimes]', async () => {
    const { host, root, record } = await mount();
    const list = await findAddressesFor(root, 'ls14ap');
    expect(list.options[0]!.text).to.equal('6 addresses found');
    buttonNamed(root, TEXT.useAddress).click();
    await waitFor(() => inlineError(root, list), { message: 'the message on the list' });
    expect(inlineError(root, list)).to.equal(messages.address.required);
    expect(list.getAttribute('aria-invalid')).to.equal('true');
    expect(focused()).to.equal('#address-select');
    expect(record.changes).to.deep.equal([]);
    await expect(host).to.be.accessible();
  });

  it('says when there is no address at a postcode and offers to enter it manually [all engines]', async () => {
    const { host, root } = await mount();
    await typeInto(postcodeBox(root), 'zz99zz');
    buttonNamed(root, TEXT.find).click();
    const message = await waitFor(() => root.querySelector('#address-none-found'), { message: 'the not-found message' });
    expect(textOf(message)).to.equal('We could not find an address for ZZ9 9ZZ. Check the postcode or enter the address manually.');
    await waitFor(() => focused() === '#address-none-found', { message: 'focus on the message' });
    expect(shows(root, '#address-select')).to.equal(false);
    await expect(host).to.be.accessible();

    await press('Tab');
    expect(focused()).to.equal(TEXT.enterManually);
    await press('Enter');
    await waitFor(() => root.querySelector(MANUAL.townOrCity), { message: 'the manual address boxes' });
    // The postcode already given is carried over, written the usual way.
    expect($<HTMLInputElement>(root, MANUAL.postcode).value).to.equal('ZZ9 9ZZ');
  });

  it('checks the postcode before looking it up', async () => {
    const { host, root } = await mount();
    // Any call to the service would count on this fault.
    await injectFault({ service: 'addresses', status: 500, until: 'cleared' });

    buttonNamed(root, TEXT.find).click();
    await waitFor(() => inlineError(root, postcodeBox(root)), { message: 'the postcode message' });
    expect(inlineError(root, postcodeBox(root))).to.equal('Enter your postcode');
    expect(focused()).to.equal('#address');
    expect(postcodeBox(root).getAttribute('aria-invalid')).to.equal('true');
    await expect(host).to.be.accessible();

    await typeInto(postcodeBox(root), 'sw1a');
    await press('Enter');
    await waitFor(() => inlineError(root, postcodeBox(root)) === 'Enter a real postcode', { message: 'the format message' });
    expect(textOf($(root, '#address-error'))).to.equal('Error: Enter a real postcode');

    expect(await faultHits()).to.deep.equal([0]);
    expect(shows(root, '.help-banner--error')).to.equal(false);
  });

  it("shows SPEC's failure when the look-up fails, keeps the postcode, and Find address tries again [all engines] [both runtimes]", async () => {
    const { host, root } = await mount();
    const reports = recordReports();
    try {
      await injectFault({ service: 'addresses', status: 503, until: 'cleared' });
      await typeInto(postcodeBox(root), 'cf101ep');
      await press('Enter');
      const banner = await waitFor(() => failureBanner(root), { message: 'the failure' });
      expect(textOf($(banner, '.help-banner__title'))).to.equal("Unfortunately, we're having technical problems at the moment.");
      expect(textOf($(banner, '.help-banner__content'))).to.equal(
        'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.',
      );
      await waitFor(() => deepActiveElement() === banner, { message: 'focus on the failure' });
      expect(postcodeBox(root).value).to.equal('cf101ep');
      expect(shows(root, '#address-select')).to.equal(false);
      await expect(host).to.be.accessible();

      // By keyboard from the failure: the postcode, then the same button.
      await press('Tab');
      expect(focused()).to.equal('#address');
      await press('Tab');
      expect(focused()).to.equal(TEXT.find);
      // A look-up is never retried on its own: the one failure was the one call.
      expect(await faultHits()).to.deep.equal([1]);
      // The service is back for the customer's second try.
      await clearFaults();
      await press('Enter');
      const list = await waitFor(() => resultsList(root), { message: 'the list after trying again' });
      expect(list.options).to.have.length(5);
      expect(shows(root, '.help-banner--error')).to.equal(false);
      expect(reports.reports).to.deep.equal([]);
    } finally {
      reports.restore();
    }
  });

  describe('on a fake clock', () => {
    let clock: FakeClock | undefined;
    afterEach(() => {
      clock?.uninstall();
      clock = undefined;
    });

    it('makes one call a look-up, whatever the failure', async () => {
      const { root } = await mount();
      await injectFault({ service: 'addresses', status: 500, until: 'cleared' });
      // The page's timers on a fake clock, which the test moves past every wait before a retry.
      clock = install({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
      await typeInto(postcodeBox(root), 'eh11yz');
      await press('Enter');
      const failure = await shownOnFakeClock(clock, () => failureBanner(root), 'the failure');
      expect(await faultHits()).to.deep.equal([1]);
      await clock.tickAsync(LONGEST_RETRY_DELAY_MS);
      // The customer's own second try reaches the service after any retry would have: one more
      // call, and no other. Nothing tried again behind the customer's back.
      buttonNamed(root, TEXT.find).click();
      await shownOnFakeClock(clock, () => failureBanner(root) !== failure && failureBanner(root), 'the second failure');
      expect(await faultHits()).to.deep.equal([2]);
    });
  });

  it('creates an address typed in, with the checking notice, and chooses it [both runtimes]', async () => {
    const { host, root, record } = await mount();
    await typeInto(postcodeBox(root), 'm11ae');
    await openManualEntry(root);
    await waitFor(() => focused() === '#address' && labelOf(deepActiveElement()) === 'Address line 1', { message: 'focus on address line 1' });
    expect(textOf($(root, 'label[for="address"]'))).to.equal('Address line 1');
    expect(textOf($(root, 'label[for="address-address-line-2"]'))).to.equal('Address line 2 (optional)');
    expect(textOf($(root, 'label[for="address-town"]'))).to.equal('Town or city');
    expect(textOf($(root, 'label[for="address-county"]'))).to.equal('County (optional)');
    expect(textOf($(root, 'label[for="address-manual-postcode"]'))).to.equal('Postcode');
    expect($<HTMLInputElement>(root, MANUAL.postcode).value).to.equal('M1 1AE');
    await expect(host).to.be.accessible();

    await typeManualAddress(root, {
      addressLine1: '  11 Hartley Street ',
      addressLine2: 'Northern Quarter',
      townOrCity: 'Manchester',
      county: 'Greater Manchester',
      postcode: 'm1 1ae',
    });
    expect(record.drafts.at(-1)).to.deep.equal({
      postcode: 'm11ae',
      manual: {
        addressLine1: '  11 Hartley Street ',
        addressLine2: 'Northern Quarter',
        townOrCity: 'Manchester',
        county: 'Greater Manchester',
        postcode: 'm1 1ae',
      },
    });

    // The service's answer held, so the notice can be read.
    const addresses = holdRequests('/addresses');
    $(root, MANUAL.postcode).focus();
    await press('Enter');
    const notice = await waitFor(() => status(root, TEXT.checking), { message: 'the checking notice' });
    expect(textOf(notice)).to.equal(
      "We're checking your details... This will take a few seconds. Please don't refresh this page or close your browser.",
    );
    const button = buttonNamed(root, TEXT.useAddress);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect($<HTMLInputElement>(root, MANUAL.townOrCity).disabled).to.equal(true);
    expect(record.submits).to.equal(0);
    await expect(host).to.be.accessible();
    // A second press while checking sends nothing more.
    button.click();
    addresses.release();

    await waitFor(() => record.changes.length === 1, { message: 'the created address' });
    const [created] = record.changes;
    // The stand-in's id for a new address, and its label built from what it received and kept.
    expect(created!.id).to.match(/^M\d{9}$/);
    expect(created!.label).to.equal('11 Hartley Street, Northern Quarter, Manchester, M1 1AE');
    const shown = await waitFor(() => root.querySelector('#address-chosen'), { message: 'the chosen address' });
    expect(textOf(shown)).to.equal(created!.label);
    await waitFor(() => focused() === '#address-chosen', { message: 'focus on the chosen address' });
    expect(status(root, TEXT.checking) === undefined).to.equal(true);
    // The press while checking asked the service nothing: the one call made was the first press's.
    expect(addresses.urls).to.have.length(1);
    expect(record.changes).to.have.length(1);
    await expect(host).to.be.accessible();
  });

  it('checks an address typed in before sending it [both runtimes]', async () => {
    const { host, root, record } = await mount();
    await openManualEntry(root);
    // Any call to the service would count on this fault.
    await injectFault({ service: 'addresses', status: 500, until: 'cleared' });
    buttonNamed(root, TEXT.useAddress).click();
    await waitFor(() => inlineError(root, $(root, MANUAL.addressLine1)), { message: 'the messages' });
    expect(inlineError(root, $(root, MANUAL.addressLine1))).to.equal('Enter address line 1, typically the building and street');
    expect(inlineError(root, $(root, MANUAL.addressLine2))).to.equal(undefined);
    expect(inlineError(root, $(root, MANUAL.townOrCity))).to.equal('Enter town or city');
    expect(inlineError(root, $(root, MANUAL.county))).to.equal(undefined);
    expect(inlineError(root, $(root, MANUAL.postcode))).to.equal('Enter your postcode');
    expect(labelOf(deepActiveElement())).to.equal('Address line 1');
    await expect(host).to.be.accessible();

    await typeManualAddress(root, { addressLine1: '2 Park Lane', townOrCity: 'Leeds', postcode: 'LS1' });
    await press('Enter');
    await waitFor(() => inlineError(root, $(root, MANUAL.postcode)) === 'Enter a real postcode', { message: 'the postcode message' });
    expect(inlineError(root, $(root, MANUAL.addressLine1))).to.equal(undefined);
    expect(focused()).to.equal('#address-manual-postcode');
    expect(await faultHits()).to.deep.equal([0]);
    expect(record.changes).to.deep.equal([]);
    expect(record.submits).to.equal(0);
  });

  it('only logs a failure to create an address typed in (SPEC): no banner, every answer kept, and the same button tries again [all engines]', async () => {
    const { host, root, record } = await mount();
    const reports = recordReports();
    try {
      await openManualEntry(root);
      await typeManualAddress(root, { addressLine1: 'Flat 9, 4 Park Lane', townOrCity: 'Leeds', county: 'West Yorkshire', postcode: 'ls14ap' });
      await injectFault({ service: 'addresses', network: true, until: 'cleared' });
      const button = buttonNamed(root, TEXT.useAddress);
      button.focus();
      await press('Enter');
      await waitFor(() => reports.reports.length === 1, { message: 'the failure reported' });
      await waitFor(() => button.getAttribute('aria-busy') !== 'true', { message: 'the button ready again' });
      expect(reports.reports[0]!.context).to.deep.include({ action: 'creating a manual address' });
      expect((reports.reports[0]!.error as Error).message).to.equal('Network Error');
      // Logged only: nothing on screen says so, and focus stays where the customer pressed.
      await painted();
      expect(shows(root, '.help-banner--error')).to.equal(false);
      expect(textOf(root)).not.to.contain(TEXT.failureTitle).and.not.to.contain(TEXT.failure);
      expect(focused()).to.equal(TEXT.useAddress);
      expect(
        Object.values(MANUAL).map((selector) => $<HTMLInputElement>(root, selector).value),
      ).to.deep.equal(['Flat 9, 4 Park Lane', '', 'Leeds', 'West Yorkshire', 'ls14ap']);
      expect($<HTMLInputElement>(root, MANUAL.addressLine1).disabled).to.equal(false);
      expect(record.changes).to.deep.equal([]);
      await expect(host).to.be.accessible();

      await clearFaults();
      await press('Enter');
      await waitFor(() => record.changes.length === 1, { message: 'the created address' });
      expect(record.changes[0]!.label).to.equal('Flat 9, 4 Park Lane, Leeds, LS1 4AP');
      expect(reports.reports).to.have.length(1);
    } finally {
      reports.restore();
    }
  });

  it('Change clears the choice and starts finding again from the postcode box [both runtimes]', async () => {
    const { host, root, record } = await mount();
    const list = await findAddressesFor(root, 'bt15gs');
    list.value = '100023337457';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    buttonNamed(root, TEXT.useAddress).click();
    await waitFor(() => root.querySelector('#address-chosen'), { message: 'the chosen address' });
    expect(record.changes).to.deep.equal([{ id: '100023337457', label: '33 Linenhall Street, Belfast, BT1 5GS' }]);

    buttonNamed(root, 'Change address').click();
    await waitFor(() => root.querySelector('#address-chosen') === null, { message: 'the question again' });
    expect(record.changes).to.deep.equal([{ id: '100023337457', label: '33 Linenhall Street, Belfast, BT1 5GS' }, undefined]);
    await waitFor(() => labelOf(deepActiveElement()) === 'Postcode' && focused() === '#address', { message: 'focus on the postcode box' });
    // The look-up starts again: the postcode typed stays, the old list does not.
    expect(postcodeBox(root).value).to.equal('bt15gs');
    expect(shows(root, '#address-select')).to.equal(false);
    expect(record.drafts.at(-1)).to.deep.equal({ postcode: 'bt15gs' });
    await expect(host).to.be.accessible();

    await press('Enter');
    const again = await waitFor(() => resultsList(root), { message: 'the list again' });
    expect(again.value).to.equal('');
  });

  it('Change after an address typed in goes back to finding, with the manual boxes closed', async () => {
    const { root, record } = await mount();
    await openManualEntry(root);
    await typeManualAddress(root, { addressLine1: '1 Dock Road', townOrCity: 'Hull', postcode: 'hu11aa' });
    buttonNamed(root, TEXT.useAddress).click();
    await waitFor(() => root.querySelector('#address-chosen'), { message: 'the created address' });
    buttonNamed(root, 'Change address').click();
    await waitFor(() => labelOf(deepActiveElement()) === 'Postcode' && focused() === '#address', { message: 'focus on the postcode box' });
    expect(textOf($(root, 'label[for="address"]'))).to.equal('Postcode');
    expect(shows(root, MANUAL.townOrCity)).to.equal(false);
    expect(record.changes.at(-1)).to.equal(undefined);
    expect(record.drafts.at(-1)).to.deep.equal({ postcode: '' });
  });

  it('drops a list found for another postcode as soon as the postcode changes', async () => {
    const { root } = await mount();
    await findAddressesFor(root, 'sw1a1aa');
    postcodeBox(root).focus();
    await press('Backspace');
    await waitFor(() => resultsList(root) === null, { message: 'the list to go' });
  });

  it('locks every control while the journey is sending', async () => {
    const { host, root, record, rerender } = await mount();
    await findAddressesFor(root, 'sw1a1aa');
    rerender({ disabled: true });
    await waitFor(() => postcodeBox(root).disabled, { message: 'the locked question' });
    const controls = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLButtonElement>('fieldset input, fieldset select, fieldset button')];
    expect(controls.length).to.equal(5);
    expect(controls.filter((control) => !control.disabled).map((control) => control.id || textOf(control))).to.deep.equal([]);
    buttonNamed(root, TEXT.enterManually).click();
    buttonNamed(root, TEXT.useAddress).click();
    await painted();
    expect(shows(root, MANUAL.townOrCity)).to.equal(false);
    expect(record.changes).to.deep.equal([]);
    await expect(host).to.be.accessible();
  });

  it('locks Change while the journey is sending', async () => {
    const { root, record } = await mount({ disabled: true, value: { id: 'M000000001', label: '1 Dock Road, Hull, HU1 1AA' } });
    const change = buttonNamed(root, 'Change address');
    expect(change.disabled).to.equal(true);
    change.click();
    await painted();
    expect(record.changes).to.deep.equal([]);
    expect(shows(root, '#address-chosen')).to.equal(true);
  });

  it('shows the chosen address saved by the journey, with Change', async () => {
    const { host, root } = await mount({ value: { id: '100023337291', label: 'Rose Cottage, Park Lane, Headingley, Leeds, LS1 4AP' } });
    expect(textOf($(root, '#address-chosen'))).to.equal('Rose Cottage, Park Lane, Headingley, Leeds, LS1 4AP');
    expect(root.querySelectorAll('fieldset input')).to.have.length(0);
    await expect(host).to.be.accessible();
  });

  it('starts from the postcode saved in the draft', async () => {
    const { root, record } = await mount({ draft: { postcode: 'M1 1AE' } });
    expect(postcodeBox(root).value).to.equal('M1 1AE');
    expect(shows(root, MANUAL.townOrCity)).to.equal(false);
    await typeInto(postcodeBox(root), 'X');
    expect(record.drafts.at(-1)).to.deep.equal({ postcode: 'M1 1AEX' });
  });

  it('starts from the manual answers saved in the draft, with the boxes open [both runtimes]', async () => {
    const manual = { addressLine1: '7 Hartley Street', addressLine2: '', townOrCity: 'Manchester', county: 'Greater Manchester', postcode: 'M1 1AE' };
    const { host, root, record } = await mount({ draft: { postcode: 'm11ae', manual } });
    expect(Object.values(MANUAL).map((selector) => $<HTMLInputElement>(root, selector).value)).to.deep.equal([
      '7 Hartley Street',
      '',
      'Manchester',
      'Greater Manchester',
      'M1 1AE',
    ]);
    await typeInto($(root, MANUAL.addressLine2), 'Northern Quarter');
    expect(record.drafts.at(-1)).to.deep.equal({ postcode: 'm11ae', manual: { ...manual, addressLine2: 'Northern Quarter' } });
    await expect(host).to.be.accessible();

    // Back to finding: the draft no longer holds manual answers, so a reload finds again.
    buttonNamed(root, TEXT.findInstead).click();
    await waitFor(() => labelOf(deepActiveElement()) === 'Postcode' && focused() === '#address', { message: 'focus on the postcode box' });
    expect(postcodeBox(root).value).to.equal('m11ae');
    expect(record.drafts.at(-1)).to.deep.equal({ postcode: 'm11ae' });
  });

  it('ignores what in a saved draft is not text', async () => {
    const tampered = { postcode: 42, manual: { addressLine1: ['x'], townOrCity: 'Leeds' } } as unknown as AddressFinderDraft;
    const { root } = await mount({ draft: tampered });
    expect(Object.values(MANUAL).map((selector) => $<HTMLInputElement>(root, selector).value)).to.deep.equal(['', '', 'Leeds', '', '']);
  });

  it("shows the form's message for a missing address on the question, where its error summary link lands", async () => {
    const { host, root } = await mount({ error: messages.address.required });
    expect(textOf($(root, '#address-fieldset-error'))).to.equal('Error: Select your address');
    expect($(root, '.help-form-group').classList.contains('help-form-group--error')).to.equal(true);
    expect(postcodeBox(root).getAttribute('aria-describedby')).to.equal('address-fieldset-error');
    // The journey's summary finds the field by name and focuses it by id.
    expect(labelOf(root.querySelector('[name="address"]'))).to.equal('Postcode');
    expect(focusField(root, 'address')).to.equal(true);
    expect(focused()).to.equal('#address');
    await expect(host).to.be.accessible();

    await openManualEntry(root);
    expect(labelOf(root.querySelector('[name="address"]'))).to.equal('Address line 1');
    expect($(root, MANUAL.addressLine1).getAttribute('aria-describedby')).to.equal('address-fieldset-error');
    await expect(host).to.be.accessible();
  });

  it('takes its legend from the journey', async () => {
    const { root } = await mount({ legend: 'Address of the property' });
    expect(textOf($(root, 'legend'))).to.equal('Address of the property');
  });

  it('fits a 320px wide screen without sideways scrolling, with a list of long addresses and once chosen [all engines]', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    const viewport = await resizeViewport(320, 640);
    try {
      const { host, root } = await mount();
      if (viewport.width !== 320) host.style.width = '320px';
      const list = await findAddressesFor(root, 'sw1a1aa');
      // Within the element (which is 320px wide, from wherever the page puts it).
      expect(list.getBoundingClientRect().right).to.be.at.most(host.getBoundingClientRect().right);
      expect(host.scrollWidth).to.be.at.most(320);
      list.value = '100023336911';
      list.dispatchEvent(new Event('change', { bubbles: true }));
      buttonNamed(root, TEXT.useAddress).click();
      await waitFor(() => shows(root, '#address-chosen'), { message: 'the chosen address' });
      expect(host.scrollWidth).to.be.at.most(320);
      expect(document.documentElement.scrollWidth).to.be.at.most(viewport.width);
    } finally {
      await resizeViewport(before.width, before.height);
    }
  });
});
