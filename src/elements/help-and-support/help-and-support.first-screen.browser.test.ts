/**
 * The app's meter-read page from the build's snapshot (dist/embed/help-and-support/
 * submit-meter-read.html): the header's place with the gas emergency line and the form are in the
 * page before any script has run. What a customer types there is kept when the app takes the page
 * over, the header arriving in its place; nothing shows twice.
 */
import { expect } from '@open-wc/testing';
import { deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, submitButton } from '../../../test/helpers/element';
import { removeSnapshots, snapshotInPage } from '../../../test/helpers/snapshot';
import { GAS_EMERGENCY } from './help-and-support.parts';
import { HelpAndSupportElement } from './help-and-support.element';

const PAGE = '/help-and-support/submit-meter-read';

describe('<help-and-support> taking over its meter-read page from the page', function () {
  this.timeout(30_000);

  beforeEach(async () => {
    await resetPage();
    history.replaceState(null, '', PAGE);
  });
  afterEach(async () => {
    removeSnapshots();
    await resetPage();
  });

  it('is usable before any script, with the gas emergency line, and keeps what was typed when the app arrives [all engines]', async () => {
    const { root, arrive } = await snapshotInPage('/dist/embed/help-and-support/submit-meter-read.html', 'help-and-support', HelpAndSupportElement);
    expect(textOf(root)).to.include(GAS_EMERGENCY.number);
    expect(root.querySelector('h1')?.textContent).to.equal('Submit a meter reading');
    await typeInto(fieldIn(root, 'first_name'), 'Ann');
    await typeInto(fieldIn(root, 'telephone'), '07700 900982');

    arrive();
    await waitFor(() => !submitButton(root).disabled, { message: 'the page taken over' });
    expect(fieldIn(root, 'first_name').value).to.equal('Ann');
    expect(fieldIn(root, 'telephone').value).to.equal('07700 900982');
    expect(deepActiveElement()).to.equal(fieldIn(root, 'telephone'));
    await waitFor(() => root.querySelector('header.site-header'), { message: 'the header in its place' });
    expect(root.querySelectorAll('form'), 'one form').to.have.length(1);
    expect(root.querySelectorAll('h1'), 'one heading').to.have.length(1);
    expect(textOf(root).split(GAS_EMERGENCY.number).length - 1, 'the gas emergency line once').to.equal(1);
  });
});
