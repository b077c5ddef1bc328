import { describe, it } from 'node:test';
import { expect } from 'chai';
import { leadKey } from './delivery';

describe('the Idempotency-Key of a set of answers', () => {
  it('is the same for the same draft and body, in any tab, and a UUID (version 8)', async () => {
    const key = await leadKey('draft-1', '{"data":{"attributes":{"GasReading":"012345"}}}');
    expect(key).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await leadKey('draft-1', '{"data":{"attributes":{"GasReading":"012345"}}}')).to.equal(key);
  });

  it('changes with any change of the answers, and between drafts', async () => {
    const key = await leadKey('draft-1', '{"a":1}');
    expect(await leadKey('draft-1', '{"a":2}')).not.to.equal(key);
    expect(await leadKey('draft-2', '{"a":1}')).not.to.equal(key);
  });
});
