/**
 * The stand-ins' limits on a JSON body, read on its text before parsing
 * (standins/json-limits.mjs): for any JSON, however it is spaced and whatever its strings
 * hold, they find the same place as a walk of the parsed value would.
 */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';

interface Limits {
  maxDepth?: number;
  maxItems?: number;
  maxValues?: number;
}
interface PastLimit {
  limit: 'depth' | 'items' | 'values';
  pointer: string;
}

// Imported by URL: the stand-ins are JavaScript without declarations (tsconfig.node.json checks them).
const { pastLimitsIn, jsonPointer } = (await import(new URL('../../standins/json-limits.mjs', import.meta.url).href)) as {
  pastLimitsIn: (text: string, limits?: Limits) => PastLimit | null;
  jsonPointer: (path: readonly (string | number)[]) => string;
};

/** The same limits, by a walk of the parsed value in document order: what the text must agree with. */
function pastLimitsOf(value: unknown, { maxDepth = 32, maxItems = Infinity, maxValues = Infinity }: Limits): PastLimit | null {
  let values = 1;
  const walk = (at: unknown, path: (string | number)[], depth: number): PastLimit | null => {
    if (typeof at !== 'object' || at === null) return null;
    if (depth > maxDepth) return { limit: 'depth', pointer: jsonPointer(path) };
    const entries: [string | number, unknown][] = Array.isArray(at) ? at.map((item, index) => [index, item]) : Object.entries(at);
    for (const [index, [token, child]] of entries.entries()) {
      if (index + 1 > maxItems) return { limit: 'items', pointer: jsonPointer(path) };
      values += 1;
      if (values > maxValues) return { limit: 'values', pointer: jsonPointer(path) };
      const past = walk(child, [...path, token], depth + 1);
      if (past) return past;
    }
    return null;
  };
  return walk(value, [], 1);
}

const limits = fc.record({ maxDepth: fc.integer({ min: 1, max: 6 }), maxItems: fc.integer({ min: 1, max: 6 }), maxValues: fc.integer({ min: 1, max: 40 }) }, { requiredKeys: [] });

describe('limits on a JSON body, read on its text', () => {
  it('find the place a walk of the parsed value finds, for any JSON and any spacing', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), limits, fc.constantFrom(undefined, 2, '\t'), (value, given, space) => {
        expect(pastLimitsIn(JSON.stringify(value, null, space), given)).to.deep.equal(pastLimitsOf(value, given));
      }),
      { numRuns: 500 },
    );
  });

  it('point at names as written, brackets and quotes inside strings read as text', () => {
    const text = '{"a/b~c": {"[\\"{": [1, "]}", {"\\u0078": [[0]]}]}}';
    expect(pastLimitsIn(text, { maxDepth: 5 })).to.deep.equal({ limit: 'depth', pointer: '/a~1b~0c/["{/2/x/0' });
    expect(pastLimitsIn(text, { maxItems: 2 })).to.deep.equal({ limit: 'items', pointer: '/a~1b~0c/["{' });
    expect(pastLimitsIn(text)).to.equal(null);
  });
});
