/**
 * The app's journeys with no connection: the app's own routes fetch the confirmation before a
 * lead leaves, keep answers sent with no connection, and offer them on the journey's steps.
 */
import { expect } from '@open-wc/testing';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { SENDING_TEXT } from '../../leads/sending.text';
import { press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads, restoreOnline, setOnline, simulateClose } from '../../../test/helpers/connection';
import { fieldIn, mountElement, resetPage, submitButton } from '../../../test/helpers/element';
import { getLeads } from '../../../test/helpers/stand-ins';
import { CONFIRM_TEXT as METER_READ_CONFIRM_TEXT } from '../meter-read-form/screens/confirm.text';
import { dualFuelAnswers } from '../meter-read-form/meter-read-form.test-support';
import { define } from './help-and-support.element';

define();

const answers = dualFuelAnswers();

async function openForm() {
  history.replaceState(null, '', '/help-and-support/submit-meter-read');
  const mounted = await mountElement('help-and-support');
  await waitFor(() => mounted.root.querySelector('form'), { message: 'the form' });
  return mounted;
}

describe('<help-and-support> offline [all engines]', () => {
  beforeEach(resetPage);
  afterEach(restoreOnline);
  after(resetPage);

  it('sends a reading kept with no connection when it is back, and shows submit-meter-read-confirm', async () => {
    const { root } = await openForm();
    for (const [name, value] of Object.entries(answers)) await typeInto(fieldIn(root, name), value);
    setOnline(false);
    submitButton(root).click();
    await waitFor(() => textOf(root).includes(SENDING_TEXT.waitingTitle), { message: 'the no-connection banner' });
    setOnline(true);
    await waitFor(() => textOf(root).includes(METER_READ_CONFIRM_TEXT.heading), { message: 'the confirmation' });
    expect(location.pathname).to.equal('/help-and-support/submit-meter-read-confirm');
    expect(await getLeads()).to.have.length(1);
  });

  it('offers the kept reading on the form after the page was closed, and sends it once [both runtimes]', async () => {
    const first = await openForm();
    for (const [name, value] of Object.entries(answers)) await typeInto(fieldIn(first.root, name), value);
    setOnline(false);
    submitButton(first.root).click();
    await waitFor(() => textOf(first.root).includes(SENDING_TEXT.waitingTitle), { message: 'the no-connection banner' });
    simulateClose();
    setOnline(true);

    const { el, root } = await openForm();
    const offer = await waitFor(() => root.querySelector('.help-kept'), { message: 'the offer' });
    expect(textOf(offer)).to.contain('Gas meter reading: 012345');
    await expect(el).to.be.accessible();
    [...root.querySelectorAll('button')].find((button) => textOf(button) === KEPT_TEXT.keptSend)!.focus();
    await press('Enter');
    await waitFor(() => textOf(root).includes(METER_READ_CONFIRM_TEXT.heading), { message: 'the confirmation' });
    expect(location.pathname).to.equal('/help-and-support/submit-meter-read-confirm');
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root)).to.contain(leads[0]!.id);
    expect(keptLeads()).to.deep.equal([]);
  });
});
