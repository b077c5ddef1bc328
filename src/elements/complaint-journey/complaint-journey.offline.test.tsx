/**
 * The complaint journey's last step when the connection goes or a reply is lost: the same
 * machinery as every journey's (leads/forms/use-submit-lead.ts), seen from a complaint.
 */
import { expect } from '@open-wc/testing';
import { FORM_TEXT } from '../../forms';
import { KEPT_TEXT } from '../../forms/kept-answers/kept-answers.text';
import { SENDING_TEXT } from '../../leads/sending.text';
import { deepActiveElement, press, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { keptLeads, restoreOnline, setOnline, simulateClose } from '../../../test/helpers/connection';
import { resetPage, setSlowSendAfter, submitButton } from '../../../test/helpers/element';
import { clearFaults, getLeads, injectFault } from '../../../test/helpers/stand-ins';
import { define } from './complaint-journey.element';
import { buttonNamed, confirmed, heading } from '../../journeys/test-support';
import { mount, reachQuery } from './complaint-journey.test-support';
import { KIND_TEXT } from './complaint-journey.text';

define();

const query = (root: ShadowRoot) => root.querySelector<HTMLTextAreaElement>('textarea[name="query"]')!;
const waiting = (root: ShadowRoot) => waitFor(() => textOf(root).includes(SENDING_TEXT.waitingTitle), { message: 'the no-connection banner' });

describe('<complaint-journey> offline and lost replies [all engines]', () => {
  beforeEach(resetPage);
  afterEach(restoreOnline);
  after(resetPage);

  it('keeps a complaint sent with no connection and sends it by itself when the connection is back', async () => {
    const { el, root } = await reachQuery('pay-as-you-go');
    await typeInto(query(root), 'No gas.');
    setOnline(false);
    submitButton(root).click();
    await waiting(root);
    expect(query(root).matches(':disabled')).to.equal(true);
    await expect(el).to.be.accessible();
    expect(await getLeads()).to.deep.equal([]);
    setOnline(true);
    await confirmed(root, 'Complaint sent');
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root)).to.contain(leads[0]!.id);
  });

  it('offers a complaint kept when the page was closed where the journey opens again, and sends it once [both runtimes]', async () => {
    const first = await reachQuery('pay-as-you-go');
    await typeInto(query(first.root), 'No gas.');
    setOnline(false);
    submitButton(first.root).click();
    await waiting(first.root);
    simulateClose();
    setOnline(true);

    const { el, root } = await mount({ complaint: 'pay-as-you-go' });
    await heading(root, KIND_TEXT.complaint.heading);
    const offer = await waitFor(() => root.querySelector('.help-kept'), { message: 'the offer' });
    expect(textOf(offer)).to.contain('Your message: No gas.');
    await expect(el).to.be.accessible();
    buttonNamed(root, KEPT_TEXT.keptSend)!.focus();
    await press('Enter');
    await confirmed(root, 'Complaint sent');
    const leads = await getLeads();
    expect(leads).to.have.length(1);
    expect(textOf(root)).to.contain(leads[0]!.id);
    expect(keptLeads()).to.deep.equal([]);
  });

  it('shows the confirmation of a complaint whose reply never came before its changed text goes, and sends that only when asked [both runtimes]', async () => {
    setSlowSendAfter(400);
    // The reply to a stored lead is held past any wait of the test: the page gives up on it
    // (and drops the call), however busy the machine.
    await injectFault({ service: 'leads', status: 0, delayMs: 60_000, stage: 'after-store', until: 'cleared' });
    const { el, root } = await reachQuery('pay-as-you-go');
    await typeInto(query(root), 'No gas.');
    submitButton(root).click();
    await waitFor(() => textOf(root).includes(FORM_TEXT.slowTitle), { message: 'no reply' });
    // The banner takes focus after it shows; typing starts once it has.
    await waitFor(() => deepActiveElement()?.classList.contains('help-form__banner'), { message: 'focus on the banner' });
    // Only that send is given up: the next ones have the usual time, however busy the machine,
    // and the service answers them at once.
    setSlowSendAfter(20_000);
    await clearFaults();
    await typeInto(query(root), ' Since Monday.');
    submitButton(root).click();
    await confirmed(root, 'Complaint sent');
    const [first] = await getLeads();
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(first!.id);
    expect(textOf(root.querySelector('.help-earlier')!)).to.contain('Your message: No gas.');
    expect(await getLeads()).to.have.length(1);
    await expect(el).to.be.accessible();

    buttonNamed(root, KEPT_TEXT.earlierSend)!.focus();
    await press('Enter');
    await waitFor(() => !root.querySelector('.help-earlier'), { message: 'the changed complaint sent' });
    const leads = await getLeads();
    expect(leads.map((lead) => lead.body.data.attributes.query)).to.deep.equal(['No gas.', 'No gas. Since Monday.']);
    expect(textOf(root.querySelector('.help-confirmation')!)).to.contain(leads[1]!.id);
    await waitFor(() => deepActiveElement() === root.querySelector('h1'), { message: 'focus on the heading' });
  });
});
