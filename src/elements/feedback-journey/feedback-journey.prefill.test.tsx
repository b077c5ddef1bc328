import { expect } from '@open-wc/testing';
import { deepActiveElement, textOf, typeInto, waitFor } from '../../../test/helpers/dom';
import { fieldIn, resetPage, simulateReload, submitButton } from '../../../test/helpers/element';
import { holdRequests } from '../../../test/helpers/held-requests';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { signIn, signOut } from '../../../test/helpers/session';
import { getAccountCalls, getLeads, injectFault } from '../../../test/helpers/stand-ins';
import { chooseAddress, confirmed } from '../../journeys/test-support';
import { define } from './feedback-journey.element';
import { detailsShown, fillDetails, mount, reachDetails } from './feedback-journey.test-support';

define();

const PREFILLED = ['firstName', 'surname', 'email', 'telephoneNumber'] as const;
const valuesOf = (root: ShadowRoot) => PREFILLED.map((name) => fieldIn(root, name).value);

/**
 * A later call to the stand-ins, answered and shown: the address look-up the customer asks for
 * once the step shows. A lookup the step started as it showed would have reached the accounts
 * stand-in before it.
 */
const aLaterCallAnswered = (root: ShadowRoot) => chooseAddress(root);

describe('<feedback-journey> personal details for signed-in customers', () => {
  beforeEach(resetPage);
  afterEach(signOut);
  after(resetPage);

  it('signed out: asks no account service and fills nothing', async () => {
    const { root } = await reachDetails();
    await aLaterCallAnswered(root);
    expect(await getAccountCalls()).to.have.length(0);
    expect(valuesOf(root)).to.deep.equal(['', '', '', '']);
  });

  it("a live account: one 'users' lookup with the identity token and client id gives name, email and mobile", async () => {
    const { identityToken } = signIn('live');
    const { el, root } = await reachDetails();
    await waitFor(() => fieldIn(root, 'telephoneNumber').value !== '', { message: 'the prefilled mobile' });
    expect(valuesOf(root)).to.deep.equal(['Priya', 'Shah', 'priya.shah@example.co.uk', '07700900123']);
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/v1/users']);
    expect(calls[0]?.headers.authorization).to.equal(`Bearer ${identityToken}`);
    expect(calls[0]?.headers['x-client-id']).to.equal('help-and-support-web');
    await expect(el).to.be.accessible();

    // Saved as typed answers are: a reload shows them again, and nothing is asked.
    simulateReload();
    const again = await mount();
    await detailsShown(again.root);
    expect(valuesOf(again.root)).to.deep.equal(['Priya', 'Shah', 'priya.shah@example.co.uk', '07700900123']);
    await aLaterCallAnswered(again.root);
    expect(await getAccountCalls()).to.have.length(1);
  });

  it('no live account: the customer record gives name and email, no mobile', async () => {
    signIn('new');
    const { root } = await reachDetails();
    await waitFor(() => fieldIn(root, 'email').value !== '', { message: 'the prefilled email' });
    expect(valuesOf(root)).to.deep.equal(['Tom', 'Evans', 'tom.evans@example.co.uk', '']);
    expect((await getAccountCalls()).map((call) => call.path)).to.deep.equal(['/api/v1/users']);
  });

  it('never overwrites what the customer typed, and leaves focus where it is [both runtimes]', async () => {
    signIn('live');
    // The lookup is held on its way: the customer types meanwhile, however long typing takes.
    const lookup = holdRequests('/v1/users');
    const { root } = await reachDetails();
    await typeInto(fieldIn(root, 'email'), 'ann@example.com');
    await waitFor(() => lookup.urls.length === 1, { message: 'the lookup asked for' });
    lookup.release();
    await waitFor(() => fieldIn(root, 'firstName').value === 'Priya', { message: 'the prefilled first name' });
    expect(valuesOf(root)).to.deep.equal(['Priya', 'Shah', 'ann@example.com', '07700900123']);
    expect(deepActiveElement()).to.equal(fieldIn(root, 'email'));
  });

  it('a failed lookup is reported, not shown: the feedback is sent with what the customer types', async () => {
    const { identityToken } = signIn('new');
    await injectFault({ service: 'accounts', status: 500, until: 'cleared' });
    const collected = collectReports();
    try {
      const { root } = await reachDetails();
      await waitFor(() => collected.reports.length > 0, { message: 'the report' });
      expect(valuesOf(root)).to.deep.equal(['', '', '', '']);
      expect(root.querySelector('[role="alert"], .help-error-summary')).to.equal(null);
      await fillDetails(root);
      submitButton(root).click();
      await confirmed(root, "Thanks, we've got your request");
    } finally {
      collected.stop();
    }
    expect(await getLeads()).to.have.length(1);
    expect(collected.reports).to.have.length(1);
    expect(collected.reports[0]!.context.detail?.lookup).to.equal('users');
    expect(reportedText(collected.reports[0]!)).not.to.contain(identityToken);
    expect(textOf(document.body)).not.to.contain('AccountLookupError');
  });
});
