/**
 * The accounts stand-in's 'users' lookup (the feedback page's) and its record of the
 * calls it received (GET /__stub/accounts), against standins/fixtures/accounts.json; from Node,
 * with the stand-ins in this process (test/helpers/node-stand-ins.ts).
 */
import { after, beforeEach, describe, it } from 'node:test';
import { expect } from 'chai';
// fetch: Node's, with paths taken against the stand-ins' origin; signIn: tokens only (no cookies in Node).
import { fetch, getAccountCalls, injectFault, resetStandIns, signIn, stopStandIns } from '../helpers/node-stand-ins';

const CLIENT_ID = 'help-and-support-web';
const USERS = '/api/v1/users';

interface Users {
  accountStatusCount: { liveCount: number; lostCount: number; preLiveCount: number };
  accounts: { person: { firstName: string; lastName: string }; email: string; mobile: string }[];
  customers: { type: string; attributes: Record<string, string> }[];
}

describe('stand-in accounts: users lookup and the calls received', () => {
  beforeEach(resetStandIns);
  after(stopStandIns);

  it('answers the account status count, accounts and customers of the identity token at once', async () => {
    const { identityToken } = signIn('live');
    const response = await fetch(USERS, { headers: { Authorization: `Bearer ${identityToken}`, 'X-Client-Id': CLIENT_ID } });
    expect(response.status).to.equal(200);
    const users = (await response.json()) as Users;
    expect(users.accountStatusCount.liveCount).to.equal(1);
    expect(users.accounts[0]?.person.firstName).to.equal('Priya');
    expect(users.accounts[0]?.mobile).to.equal('07700900123');
    expect(users.customers[0]?.type).to.equal('customers');
    expect(users.customers[0]?.attributes['first-name']).to.equal('Priya');
  });

  it("gives a customer without a live account a count of 0 and the customer record", async () => {
    const { identityToken } = signIn('new');
    const users = (await (await fetch(USERS, { headers: { Authorization: `Bearer ${identityToken}`, 'X-Client-Id': CLIENT_ID } })).json()) as Users;
    expect(users.accountStatusCount.liveCount).to.equal(0);
    expect(users.accounts).to.have.length(0);
    expect(users.customers[0]?.attributes.surname).to.equal('Evans');
  });

  it('answers 401 without the identity token or without X-Client-Id', async () => {
    const { identityToken, accessToken } = signIn('live');
    expect((await fetch(USERS, { headers: { 'X-Client-Id': CLIENT_ID } })).status).to.equal(401);
    expect((await fetch(USERS, { headers: { Authorization: `Bearer ${accessToken}`, 'X-Client-Id': CLIENT_ID } })).status).to.equal(401);
    expect((await fetch(USERS, { headers: { Authorization: `Bearer ${identityToken}` } })).status).to.equal(401);
  });

  it('takes faults of the accounts service', async () => {
    const { identityToken } = signIn('live');
    await injectFault({ service: 'accounts', status: 500, delayMs: 0, times: 1 });
    expect((await fetch(USERS, { headers: { Authorization: `Bearer ${identityToken}`, 'X-Client-Id': CLIENT_ID } })).status).to.equal(500);
  });

  it('records each account call with its Authorization and X-Client-Id headers, until DELETE /__stub/accounts', async () => {
    const { identityToken, accessToken } = signIn('new');
    await fetch('/api/proxy/Customer/Accounts/AccountStatusCount', { headers: { Authorization: `Bearer ${identityToken}` } });
    await fetch('/api/v1/customers', { headers: { Authorization: `Bearer ${accessToken}`, 'X-Client-Id': CLIENT_ID } });
    const calls = await getAccountCalls();
    expect(calls.map((call) => call.path)).to.deep.equal(['/api/proxy/Customer/Accounts/AccountStatusCount', '/api/v1/customers']);
    expect(calls.map((call) => call.headers.authorization)).to.deep.equal([`Bearer ${identityToken}`, `Bearer ${accessToken}`]);
    expect(calls.map((call) => call.headers['x-client-id'])).to.deep.equal(['', CLIENT_ID]);
    expect((await fetch('/__stub/accounts', { method: 'DELETE' })).status).to.equal(204);
    expect(await getAccountCalls()).to.have.length(0);
  });
});
