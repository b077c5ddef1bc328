import { describe, it } from 'node:test';
import { expect } from 'chai';
import { defaultConfig } from '../../config';
import {
  accountStatusCountRequest,
  accountsRequest,
  customersRequest,
  readAccountStatusCount,
  readAccounts,
  readCustomers,
  readUsers,
  usersRequest,
} from './accounts';

const config = {
  ...defaultConfig,
  clientId: 'bg-help',
  apiBaseUrl: 'https://api.example.co.uk/',
  backendBaseUrl: 'https://www.example.co.uk/proxy',
};

describe('account lookups: the requests', () => {
  it('asks the account status count of the backend proxy with the identity token as a bearer', () => {
    const request = accountStatusCountRequest('id-token', config);
    expect(request.url).to.equal('https://www.example.co.uk/proxy/Customer/Accounts/AccountStatusCount');
    expect(request.headers).to.deep.equal({ Accept: 'application/json', Authorization: 'Bearer id-token' });
  });

  it('asks /v1/accounts with the identity token as a bearer', () => {
    const request = accountsRequest('id-token', config);
    expect(request.url).to.equal('https://api.example.co.uk/v1/accounts');
    expect(request.headers).to.deep.equal({ Accept: 'application/vnd.api+json', 'X-Client-Id': 'bg-help', Authorization: 'Bearer id-token' });
  });

  it('asks /v1/customers with the access token as a bearer and the client id', () => {
    const request = customersRequest('access-token', config);
    expect(request.url).to.equal('https://api.example.co.uk/v1/customers');
    expect(request.headers).to.deep.equal({ Accept: 'application/vnd.api+json', 'X-Client-Id': 'bg-help', Authorization: 'Bearer access-token' });
  });

  it("asks the 'users' lookup with the identity token as a bearer and the client id", () => {
    const request = usersRequest('id-token', config);
    expect(request.url).to.equal('https://api.example.co.uk/v1/users');
    expect(request.headers).to.deep.equal({ Accept: 'application/vnd.api+json', 'X-Client-Id': 'bg-help', Authorization: 'Bearer id-token' });
  });

  it('joins base URLs with or without their closing slash, and uses the defaults', () => {
    expect(accountStatusCountRequest('t', { ...config, backendBaseUrl: '/proxy/' }).url).to.equal('/proxy/Customer/Accounts/AccountStatusCount');
    expect(accountsRequest('t', { ...config, apiBaseUrl: '/api' }).url).to.equal('/api/v1/accounts');
    expect(accountStatusCountRequest('t', defaultConfig).url).to.equal('/api/proxy/Customer/Accounts/AccountStatusCount');
    expect(customersRequest('t', defaultConfig).url).to.equal('/api/v1/customers');
    expect(customersRequest('t', defaultConfig).headers['X-Client-Id']).to.equal('help-and-support-web');
  });
});

describe('account lookups: reading the answers', () => {
  it('reads the account status count', () => {
    expect(readAccountStatusCount({ liveCount: 2, lostCount: 1, preLiveCount: 0 })).to.deep.equal({ liveCount: 2, lostCount: 1, preLiveCount: 0 });
    expect(readAccountStatusCount({ liveCount: 0 })).to.deep.equal({ liveCount: 0, lostCount: 0, preLiveCount: 0 });
    expect(readAccountStatusCount({ liveCount: '1' })).to.equal(null);
    expect(readAccountStatusCount(null)).to.equal(null);
  });

  it('reads person.firstName, person.lastName, email and mobile of each account, trimmed', () => {
    const accounts = readAccounts([{ person: { firstName: ' Priya ', lastName: 'Shah' }, email: 'p@example.com', mobile: '07700900123' }, { email: 3 }, 'x']);
    expect(accounts).to.deep.equal([
      { firstName: 'Priya', lastName: 'Shah', email: 'p@example.com', mobile: '07700900123' },
      { firstName: '', lastName: '', email: '', mobile: '' },
    ]);
    expect(readAccounts({ data: [] })).to.equal(null);
  });

  it('reads first-name, surname and email of each customer resource', () => {
    expect(readCustomers([{ type: 'customers', id: 'C1', attributes: { 'first-name': 'Tom', surname: 'Evans', email: 't@example.com' } }])).to.deep.equal([
      { firstName: 'Tom', surname: 'Evans', email: 't@example.com' },
    ]);
    expect(readCustomers(undefined)).to.equal(null);
  });

  it("reads the 'users' lookup's three parts, and refuses it without a count", () => {
    const users = readUsers({ accountStatusCount: { liveCount: 0 }, customers: [{ attributes: { 'first-name': 'Tom' } }] });
    expect(users?.accountStatusCount.liveCount).to.equal(0);
    expect(users?.accounts).to.deep.equal([]);
    expect(users?.customers[0]?.firstName).to.equal('Tom');
    expect(readUsers({ accounts: [], customers: [] })).to.equal(null);
  });
});
