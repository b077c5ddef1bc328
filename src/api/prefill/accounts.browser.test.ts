// The lookups against the stand-in, with the browser's page and cookies; the requests and the
// reading of the answers are tested in Node (accounts.test.ts).
import { expect } from '@open-wc/testing';
import { setConfig } from '../../config';
import { AccountLookupError, fetchAccountStatusCount, fetchCustomers } from './accounts';
import { failureOf } from '../test-support';
import { injectFault, resetStandIns } from '../../../test/helpers/stand-ins';
import { signIn, signOut } from '../../../test/helpers/session';

describe('account lookups against the stand-in', () => {
  beforeEach(async () => {
    setConfig({});
    await resetStandIns();
  });
  afterEach(signOut);
  after(resetStandIns);

  it('gives the count and the customer records behind the tokens', async () => {
    const { identityToken, accessToken } = signIn('new');
    expect((await fetchAccountStatusCount(identityToken)).liveCount).to.equal(0);
    expect(await fetchCustomers(accessToken)).to.deep.equal([{ firstName: 'Tom', surname: 'Evans', email: 'tom.evans@example.co.uk' }]);
  });

  it('fails with an AccountLookupError that holds its status but no request and no token', async () => {
    const { identityToken } = signIn('live');
    await injectFault({ service: 'accounts', status: 500 });
    const error = await failureOf(() => fetchAccountStatusCount(identityToken));
    expect(error).to.be.instanceOf(AccountLookupError);
    const failure = error as AccountLookupError;
    expect(failure.name).to.equal('AccountLookupError');
    expect(failure.code).to.equal('500 Internal Server Error');
    expect(failure.lookup).to.equal('account status count');
    expect(failure.message).to.equal('The account status count lookup failed: 500 Internal Server Error');
    expect(failure.cause).to.equal(undefined);
    expect(Object.values(failure).some((value) => typeof value === 'object')).to.equal(false);
    expect(`${failure.message} ${Object.values(failure).join(' ')}`).not.to.contain(identityToken);
  });

  it('fails on a token the service refuses', async () => {
    const { accessToken } = signIn('live');
    const error = (await failureOf(() => fetchAccountStatusCount(accessToken))) as AccountLookupError;
    expect(error.code).to.equal('401 Unauthorized');
  });
});
