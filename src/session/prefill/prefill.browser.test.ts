// Prefill against the stand-ins, with the page's token cookies; reading the 'users' lookup is
// tested in Node (prefill.test.ts).
import { expect } from '@open-wc/testing';
import { setConfig } from '../../config';
import { prefill } from './prefill';
import { getAccountCalls, injectFault, resetStandIns } from '../../../test/helpers/stand-ins';
import { collectReports, reportedText } from '../../../test/helpers/reports';
import { signIn, signOut } from '../../../test/helpers/session';

const PRIYA = { firstName: 'Priya', surname: 'Shah', email: 'priya.shah@example.co.uk', mobile: '07700900123' };
const TOM = { firstName: 'Tom', surname: 'Evans', email: 'tom.evans@example.co.uk', mobile: '' };

describe('prefill', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });
  afterEach(signOut);
  after(resetStandIns);

  it('is null without an identity token, asking nothing', async () => {
    expect(await prefill()).to.equal(null);
    expect(await prefill({ tokens: { identityToken: null, accessToken: 'demo-access.live.000000000000000000000000' } })).to.equal(null);
    expect(await prefill({ source: 'users' })).to.equal(null);
    expect(await getAccountCalls()).to.have.length(0);
  });

  it('takes name, email and mobile of the first account when liveCount is above 0', async () => {
    const { identityToken } = signIn('live');
    expect(await prefill()).to.deep.equal(PRIYA);
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/proxy/Customer/Accounts/AccountStatusCount', '/api/v1/accounts']);
    expect(calls.map((call) => call.headers.authorization)).to.deep.equal([`Bearer ${identityToken}`, `Bearer ${identityToken}`]);
  });

  it('takes name and email of the customer record otherwise, asked with the access token and client id', async () => {
    const { identityToken, accessToken } = signIn('new');
    expect(await prefill()).to.deep.equal(TOM);
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/proxy/Customer/Accounts/AccountStatusCount', '/api/v1/customers']);
    expect(calls.map((call) => call.headers.authorization)).to.deep.equal([`Bearer ${identityToken}`, `Bearer ${accessToken}`]);
    expect(calls[1]?.headers['x-client-id']).to.equal('help-and-support-web');
  });

  it("asks only the 'users' lookup for the feedback page, with the identity token and client id", async () => {
    const { identityToken } = signIn('live');
    expect(await prefill({ source: 'users' })).to.deep.equal(PRIYA);
    signIn('new');
    expect(await prefill({ source: 'users' })).to.deep.equal(TOM);
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/v1/users', '/api/v1/users']);
    expect(calls[0]?.headers.authorization).to.equal(`Bearer ${identityToken}`);
    expect(calls[0]?.headers['x-client-id']).to.equal('help-and-support-web');
  });

  for (const [source, lookup] of [
    ['accounts', 'account status count'],
    ['users', 'users'],
  ] as const) {
    it(`reports a failed ${lookup} lookup without its token, and gives null`, async () => {
      const { identityToken, accessToken } = signIn('live');
      await injectFault({ service: 'accounts', status: 500, until: 'cleared' });
      const collected = collectReports();
      try {
        expect(await prefill({ source, element: 'feedback-journey' })).to.equal(null);
      } finally {
        collected.stop();
      }
      expect(collected.reports).to.have.length(1);
      const [reported] = collected.reports;
      expect((reported!.error as Error).name).to.equal('AccountLookupError');
      expect(reported!.context.level).to.equal('warn');
      expect(reported!.context.element).to.equal('feedback-journey');
      expect(reported!.context.detail?.lookup).to.equal(lookup);
      expect(reported!.context.detail?.code).to.equal('500 Internal Server Error');
      const text = reportedText(reported!);
      expect(text).not.to.contain(identityToken);
      expect(text).not.to.contain(accessToken);
    });
  }

  it('reports a malformed answer and gives null', async () => {
    signIn('new');
    await injectFault({ service: 'accounts', malformed: true, until: 'cleared' });
    const collected = collectReports();
    try {
      expect(await prefill()).to.equal(null);
    } finally {
      collected.stop();
    }
    expect(collected.reports.map((r) => r.context.detail?.code)).to.deep.equal(['malformed']);
  });
});
