import { describe, it } from 'node:test';
import { expect } from 'chai';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient, getQueryClient, retryDelay, STALE_TIME_MS } from './query-client';

describe('query client', () => {
  it('waits min(1000·2ⁿ, 30000) ms before each retry', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).to.deep.equal([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('uses stale time 30 s, the retry delay, no refetch on focus and no mutation retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).to.equal(30_000);
    expect(STALE_TIME_MS).to.equal(30_000);
    expect(queries?.refetchOnWindowFocus).to.equal(false);
    expect(queries?.retryDelay).to.equal(retryDelay);
    expect(mutations?.retry).to.equal(0);
  });

  it('is one client per page, shared through globalThis', () => {
    const client = getQueryClient();
    expect(client).to.be.instanceOf(QueryClient);
    expect(getQueryClient()).to.equal(client);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('help-and-support.query-client')]).to.equal(client);
  });
});
