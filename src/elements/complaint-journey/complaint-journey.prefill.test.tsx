import { expect } from '@open-wc/testing';
import { clearField, deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, simulateReload } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { signIn, signOut } from '../../../test/helpers/session';
import { getAccountCalls, injectFault } from '../../../test/helpers/stand-ins';
import { chooseAddress } from '../../journeys/test-support';
import { define } from './complaint-journey.element';
import { completeDetails, mount } from './complaint-journey.test-support';

define();

const PREFILLED = ['firstName', 'surname', 'email', 'telephoneNumber'] as const;
const valuesOf = (root: ShadowRoot) => PREFILLED.map((name) => fieldIn(root, name).value);
const PRIYA = ['Priya', 'Shah', 'priya.shah@example.co.uk', '07700900123'];
const TOM = ['Tom', 'Evans', 'tom.evans@example.co.uk', ''];

/**
 * A later call to the stand-ins, answered and shown: the address look-up the customer asks for
 * once the step shows. A lookup the step started as it showed would have reached the accounts
 * stand-in before it.
 */
const aLaterCallAnswered = (root: ShadowRoot) => chooseAddress(root);

describe('<complaint-journey> details for signed-in customers', () => {
  beforeEach(resetPage);
  afterEach(signOut);
  after(resetPage);

  it('signed out: asks no account service and fills nothing', async () => {
    const { root } = await mount({ complaint: 'gas-and-electricity' });
    await aLaterCallAnswered(root);
    expect(await getAccountCalls()).to.have.length(0);
    expect(valuesOf(root)).to.deep.equal(['', '', '', '']);
  });

  it("a live account: name, email and mobile from /v1/accounts, asked with the identity token, and saved as typed", async () => {
    const { identityToken } = signIn('live');
    const { el, root } = await mount({ complaint: 'gas-and-electricity' });
    await waitFor(() => fieldIn(root, 'telephoneNumber').value !== '', { message: 'the prefilled mobile' });
    expect(valuesOf(root)).to.deep.equal(PRIYA);
    expect(fieldIn(root, 'textphoneNumber').value).to.equal('');
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/proxy/Customer/Accounts/AccountStatusCount', '/api/v1/accounts']);
    expect(calls.map((call) => call.headers.authorization)).to.deep.equal([`Bearer ${identityToken}`, `Bearer ${identityToken}`]);
    await expect(el).to.be.accessible();

    simulateReload();
    const again = await mount({ complaint: 'gas-and-electricity' });
    expect(valuesOf(again.root)).to.deep.equal(PRIYA);
    await aLaterCallAnswered(again.root);
    expect(await getAccountCalls(), 'nothing left to fill, nothing asked').to.have.length(2);
  });

  it('no live account: name and email from /v1/customers, asked with the access token and client id; no mobile', async () => {
    const { identityToken, accessToken } = signIn('new');
    const { root } = await mount({ complaint: 'enquiry-pay-as-you-go' });
    await waitFor(() => fieldIn(root, 'email').value !== '', { message: 'the prefilled email' });
    expect(valuesOf(root)).to.deep.equal(TOM);
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/proxy/Customer/Accounts/AccountStatusCount', '/api/v1/customers']);
    expect(calls.map((call) => call.headers.authorization)).to.deep.equal([`Bearer ${identityToken}`, `Bearer ${accessToken}`]);
    expect(calls[1]?.headers['x-client-id']).to.equal('help-and-support-web');
  });

  it('never overwrites what the customer typed, emptied or is in, and moves neither focus nor layout [all engines] [both runtimes]', async () => {
    signIn('live');
    // The customer's details are held on their way (after the account status count): the
    // customer types meanwhile, however long typing takes.
    const details = holdRequests('/v1/accounts');
    const { root } = await mount({ complaint: 'gas-and-electricity' });
    await typeInto(fieldIn(root, 'email'), 'x');
    await clearField(fieldIn(root, 'email'));
    await typeInto(fieldIn(root, 'firstName'), 'Ann');
    fieldIn(root, 'telephoneNumber').focus();
    const form = root.querySelector('form')!;
    // The field's place in the form: the page may scroll to the focused field meanwhile (WebKit does, late).
    const topInForm = () => fieldIn(root, 'telephoneNumber').getBoundingClientRect().top - form.getBoundingClientRect().top;
    const before = { height: form.getBoundingClientRect().height, top: topInForm() };
    await waitFor(() => details.urls.length === 1, { message: 'the details asked for' });
    expect(await getAccountCalls(), 'the details not yet arrived').to.have.length(1);

    details.release();
    await waitFor(() => fieldIn(root, 'surname').value === 'Shah', { message: 'the prefilled surname' });
    expect(valuesOf(root)).to.deep.equal(['Ann', 'Shah', '', '']);
    expect(deepActiveElement()).to.equal(fieldIn(root, 'telephoneNumber'));
    expect(form.getBoundingClientRect().height).to.equal(before.height);
    expect(topInForm()).to.equal(before.top);
  });

  it('keeps saved answers after a reload and fills only the fields left empty [both runtimes]', async () => {
    const { root } = await mount({ complaint: 'gas-and-electricity' });
    await typeInto(fieldIn(root, 'firstName'), 'Ann');
    await typeInto(fieldIn(root, 'surname'), "O'Neill");
    simulateReload();
    signIn('live');
    const again = await mount({ complaint: 'gas-and-electricity' });
    await waitFor(() => fieldIn(again.root, 'email').value !== '', { message: 'the prefilled email' });
    expect(valuesOf(again.root)).to.deep.equal(['Ann', "O'Neill", 'priya.shah@example.co.uk', '07700900123']);
  });

  it('a failed lookup is reported, not shown: the form works, empty', async () => {
    const { identityToken, accessToken } = signIn('live');
    await injectFault({ service: 'accounts', status: 500, until: 'cleared' });
    const collected = collectReports();
    try {
      const { el, root } = await mount({ complaint: 'gas-and-electricity' });
      await waitFor(() => collected.reports.length > 0, { message: 'the report' });
      expect(valuesOf(root)).to.deep.equal(['', '', '', '']);
      expect(root.querySelector('[role="alert"], .help-error-summary')).to.equal(null);
      expect(textOf(root)).not.to.contain('problem');
      await expect(el).to.be.accessible();
      await completeDetails(root);
    } finally {
      collected.stop();
    }
    expect(collected.reports).to.have.length(1);
    expect(collected.reports[0]!.context.element).to.equal('complaint-journey');
    expect(collected.reports[0]!.context.detail?.code).to.equal('500 Internal Server Error');
    const text = reportedText(collected.reports[0]!);
    expect(text).not.to.contain(identityToken);
    expect(text).not.to.contain(accessToken);
  });
});
