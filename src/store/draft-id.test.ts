import { describe, it } from 'node:test';
import { expect } from 'chai';
import { createHelpStore, memoryStorage, STORAGE_KEY } from './forms/store';

/** The drafts' ids as saved in storage. */
const savedIds = (storage: Storage): unknown => (JSON.parse(storage.getItem(STORAGE_KEY)!) as { ids: unknown }).ids;

describe("a draft's id (one Idempotency-Key per set of answers across tabs)", () => {
  it('is made with the first answer, saved with the drafts, read back by a fresh start and forgotten with the draft', () => {
    const storage = memoryStorage();
    const store = createHelpStore(storage).getState();
    store.saveAnswers('meterRead', { first_name: 'A' });
    const id = store.draftIdOf('meterRead');
    expect(id).to.match(/^[0-9a-f]{32}$/);
    store.saveAnswers('meterRead', { first_name: 'Ann' });
    expect(store.draftIdOf('meterRead'), 'the same draft, the same id').to.equal(id);
    expect(savedIds(storage)).to.deep.equal({ meterRead: id });
    // A duplicated tab starts from a copy of this storage: the same id.
    expect(createHelpStore(memoryStorage({ [STORAGE_KEY]: storage.getItem(STORAGE_KEY)! })).getState().draftIdOf('meterRead')).to.equal(id);
    store.clearDraft('meterRead');
    expect(savedIds(storage)).to.deep.equal({});
    expect(store.draftIdOf('meterRead'), 'a new draft, a new id').not.to.equal(id);
  });

  it('differs between instances of a journey', () => {
    const store = createHelpStore(memoryStorage()).getState();
    store.saveAnswers('meterRead#a', {});
    store.saveAnswers('meterRead#b', {});
    expect(store.draftIdOf('meterRead#a')).not.to.equal(store.draftIdOf('meterRead#b'));
  });
});
