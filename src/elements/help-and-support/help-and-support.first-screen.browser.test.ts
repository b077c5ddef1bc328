/**
 * The app's meter-read page from the build's snapshot (dist/embed/help-and-support/
 * submit-meter-read.html): the header's place with the gas emergency line and the form are in the
 * page before any script has run. What a customer types there is kept when the app takes the page
 * over, the header arriving in its place; nothing shows twice.
 */
import { expect } from '@open-wc/testing';
import { deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, submitButton } from '../../../test/helpers/element';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { getLeads } from '../../../test/helpers/stand-ins';
import { holdEarlyPresses } from '../../platform/take-over/early-press';
import { GAS_EMERGENCY } from './help-and-support.parts';
import { HelpAndSupportElement } from './help-and-support.element';

const PAGE = '/help-and-support/submit-meter-read';

describe('<help-and-support> taking over its meter-read page from the page', () => {
  beforeEach(async () => {
    await resetPage();
    history.replaceState(null, '', PAGE);
  });
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('is usable before any script, with the gas emergency line, and keeps what was typed when the app arrives [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-and-support/submit-meter-read.html', 'help-and-support', HelpAndSupportElement);
    expect(textOf(root)).to.include(GAS_EMERGENCY.number);
    await waitFor(() => root.querySelector<HTMLLinkElement>('link[data-help-snapshot]')?.sheet, { message: "the snapshot's stylesheet" });
    await expect(el).to.be.accessible();
    expect(root.querySelector('h1')?.textContent).to.equal('Submit a meter reading');
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await typeInto(fieldIn(root, 'telephone'), '07700 900982');
    // Where the form's parts are in the page's column, as laid out with the styles in force at
    // each change the app makes as it takes the page over (the page's own sheets included). The
    // column itself moves only if the header's height changes when its content arrives, a thing
    // of its own (bench/render.mjs measures the page's layout shift).
    const layout = () => {
      const column = root.querySelector('.help-width-container')!.getBoundingClientRect();
      return ['h1', 'form', 'input[name="first_name"]', 'input[name^="date"]'].map((part) => {
        const box = root.querySelector(part)?.getBoundingClientRect();
        return box ? `${part} ${box.top - column.top} ${box.height} ${box.width}` : `${part} missing`;
      });
    };
    const before = layout();
    const during: string[][] = [];
    const observer = new MutationObserver(() => during.push(layout()));
    observer.observe(root, { subtree: true, childList: true, attributes: true });

    arrive();
    await waitFor(() => !submitButton(root).disabled, { message: 'the page taken over' });
    observer.disconnect();
    for (const moment of during) expect(moment, 'nothing moves as the app takes the page over').to.deep.equal(before);
    expect(fieldIn(root, 'first_name').value).to.equal('Ann');
    expect(fieldIn(root, 'telephone').value).to.equal('07700 900982');
    expect(deepActiveElement()).to.equal(fieldIn(root, 'telephone'));
    await waitFor(() => root.querySelector('header.site-header'), { message: 'the header in its place' });
    expect(root.querySelectorAll('form'), 'one form').to.have.length(1);
    expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
    expect(textOf(root).split(GAS_EMERGENCY.number).length - 1, 'the gas emergency line once').to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('fills the form with the details a link carried once it takes the page over, keeping what was typed first, with no mismatch [all engines] [both runtimes]', async () => {
    history.replaceState(null, '', `${PAGE}?first_name=Ada&last_name=Lovelace&telephone=07700900123&fuel=Gas&utm_campaign=spring`);
    const { root, arrive } = await snapshotInPage('/dist/embed/help-and-support/submit-meter-read.html', 'help-and-support', HelpAndSupportElement);
    await typeInto(fieldIn(root, 'last_name'), 'Byron');
    const reported = collectReports();
    try {
      arrive();
      await waitFor(() => !submitButton(root).disabled, { message: 'the page taken over' });
      expect(`${location.pathname}${location.search}`, 'the address, the details out of it').to.equal(`${PAGE}?utm_campaign=spring`);
      await waitFor(() => fieldIn(root, 'first_name').value === 'Ada', { message: 'the first name the link carried' });
      await waitFor(() => !root.querySelector('[name="elec_reading"]'), { message: 'the gas fields only, for the fuel the link carried' });
      expect(fieldIn(root, 'telephone').value).to.equal('07700900123');
      expect(fieldIn(root, 'last_name').value, 'what the customer typed before the app arrived').to.equal('Byron');
      expect(root.querySelector<HTMLInputElement>('input[name="fuel"]:checked')?.value).to.equal('Gas');
      expect(root.querySelectorAll('form'), 'one form').to.have.length(1);
      expect(reported.reports.map(reportedText), 'reports (a snapshot that did not match among them)').to.deep.equal([]);
    } finally {
      reported.stop();
    }
  });

  it('takes a press of the form before the app arrives, once its entry script has run, and shows what to correct when it is in [all engines] [both runtimes]', async () => {
    const { el, root, arrive } = await snapshotInPage('/dist/embed/help-and-support/submit-meter-read.html', 'help-and-support', HelpAndSupportElement);
    holdEarlyPresses(el.localName); // as the app's entry script does as soon as it arrives
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    const address = location.href;
    submitButton(root).click();
    expect(location.href, 'the page stays, the answers out of its address').to.equal(address);
    arrive();
    await waitFor(() => textOf(root).includes('There is a problem'), { message: 'the error summary, with no second press' });
    expect(await getLeads()).to.have.length(0);
    expect(fieldIn(root, 'first_name').value).to.equal('Ann');
    await expect(el).to.be.accessible();
  });
});
