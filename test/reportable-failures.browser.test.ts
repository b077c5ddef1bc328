/**
 * A failed assertion on an element must reach the report: the test runner sends each file's
 * results as a structured clone, which an element cannot be (test/runtime/reportable-failures.js).
 */
import { expect } from '@open-wc/testing';
import { makeReportable } from './runtime/reportable-failures.js';

function failureOf(assertion: () => void): Error & { actual?: unknown; expected?: unknown } {
  try {
    assertion();
  } catch (error) {
    return error as Error & { actual?: unknown; expected?: unknown };
  }
  throw new Error('the assertion passed');
}

describe('a failure whose values are elements', () => {
  it('is described in words, so the results can be sent', () => {
    const banner = document.createElement('div');
    banner.className = 'site-header has-header-placeholder';
    banner.textContent = 'Smell gas?';
    const failure = failureOf(() => {
      expect(banner).to.equal(null);
    });
    expect(() => structuredClone({ actual: failure.actual }), 'as chai leaves it').to.throw();
    makeReportable(failure);
    expect(failure.actual).to.equal('<div class="site-header has-header-placeholder"> "Smell gas?"');
    expect(failure.expected).to.equal(null);
    expect(() => structuredClone({ actual: failure.actual, expected: failure.expected })).not.to.throw();
  });

  it('keeps values that can be sent as they are', () => {
    const failure = failureOf(() => {
      expect({ reference: 'HS-1' }).to.deep.equal({ reference: 'HS-2' });
    });
    makeReportable(failure);
    expect(failure.actual).to.deep.equal({ reference: 'HS-1' });
  });
});
