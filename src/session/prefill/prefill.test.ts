import { describe, it } from 'node:test';
import { expect } from 'chai';
import { fromUsers } from './prefill';

describe('prefill', () => {
  it("reads the 'users' lookup as the three lookups are read", () => {
    const account = { firstName: 'A', lastName: 'B', email: 'a@b.c', mobile: '07700900000' };
    const customer = { firstName: 'C', surname: 'D', email: 'c@d.e' };
    const count = (liveCount: number) => ({ liveCount, lostCount: 0, preLiveCount: 0 });
    expect(fromUsers({ accountStatusCount: count(1), accounts: [account], customers: [customer] })?.surname).to.equal('B');
    expect(fromUsers({ accountStatusCount: count(0), accounts: [account], customers: [customer] })?.surname).to.equal('D');
    expect(fromUsers({ accountStatusCount: count(1), accounts: [], customers: [customer] })).to.equal(null);
  });
});
