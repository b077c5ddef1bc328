import { describe, it } from 'node:test';
import { expect } from 'chai';
import { attemptUnderWay, failureToShow, hasFailed, type FetchState } from './query-failure';

const down = new Error('503');
const query = (state: Partial<FetchState>): FetchState => ({ data: undefined, error: null, failureReason: null, failureCount: 0, isFetching: false, ...state });

describe('a query failure as the customer hears of it', () => {
  it('is silent on a first failure while the query retries, and said at the second', () => {
    expect(failureToShow(query({ isFetching: true, failureCount: 1, failureReason: down }))).to.equal(null);
    expect(failureToShow(query({ isFetching: true, failureCount: 2, failureReason: down }))).to.equal(down);
  });

  it('is said once the query has given up, and never once it has data', () => {
    expect(failureToShow(query({ error: down, failureCount: 4, failureReason: down }))).to.equal(down);
    expect(failureToShow(query({ data: [], error: down, failureCount: 1, failureReason: down }))).to.equal(null);
  });

  it('counts as a fresh attempt (a busy "Try again") only until that attempt fails', () => {
    expect(attemptUnderWay(query({ isFetching: true }))).to.equal(true);
    expect(attemptUnderWay(query({ isFetching: true, failureCount: 1, failureReason: down }))).to.equal(false);
    expect(attemptUnderWay(query({ data: [], isFetching: true }))).to.equal(false);
  });

  it('is asked again where it has failed, given up or not', () => {
    expect(hasFailed(query({ isFetching: true, failureCount: 1, failureReason: down }))).to.equal(true);
    expect(hasFailed(query({ error: down }))).to.equal(true);
    expect(hasFailed(query({ isFetching: true }))).to.equal(false);
  });
});
