import { describe, it } from 'node:test';
import { expect } from 'chai';
import { createHelpStore, draftKeyOf, getHelpStore, memoryStorage, readSaved, STORAGE_KEY } from './store';

const saved = (storage: Storage) => JSON.parse(storage.getItem(STORAGE_KEY)!) as { drafts: Record<string, unknown>; receipts: unknown };

describe('the page store', () => {
  it('is one store for the whole page, even across bundles', () => {
    expect(getHelpStore()).to.equal(getHelpStore());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('help-and-support.store')]).to.equal(getHelpStore());
  });

  it('keys drafts by journey and instance: clearing one leaves the others', () => {
    const storage = memoryStorage();
    const store = createHelpStore(storage).getState();
    store.saveAnswers(draftKeyOf('meterRead'), { first_name: 'Ann' });
    store.saveAnswers(draftKeyOf('meterRead', 'home'), { first_name: 'Bea' });
    store.saveAnswers(draftKeyOf('feedback'), { query: 'Refund' });
    expect(saved(storage).drafts).to.deep.equal({
      meterRead: { answers: { first_name: 'Ann' } },
      'meterRead#home': { answers: { first_name: 'Bea' } },
      feedback: { answers: { query: 'Refund' } },
    });
    store.clearDraft('meterRead#home');
    expect(Object.keys(saved(storage).drafts)).to.deep.equal(['meterRead', 'feedback']);
  });

  it('keeps the lead in flight with the answers until the draft is cleared', () => {
    const storage = memoryStorage();
    const store = createHelpStore(storage).getState();
    store.saveAnswers('meterRead', { first_name: 'Ann' });
    store.saveSending('meterRead', { idempotencyKey: 'key-1', body: '{"data":{}}' });
    expect(saved(storage).drafts.meterRead).to.deep.equal({
      answers: { first_name: 'Ann' },
      sending: { idempotencyKey: 'key-1', body: '{"data":{}}' },
    });
    // A fresh start (a reload) reads both back.
    expect(createHelpStore(storage).getState().drafts.meterRead?.sending?.idempotencyKey).to.equal('key-1');
    store.clearDraft('meterRead');
    expect(saved(storage).drafts).to.deep.equal({});
  });

  it('keeps receipts for the confirmation across a reload, until cleared', () => {
    const storage = memoryStorage();
    createHelpStore(storage).getState().saveReceipt('meterRead#home', { origin: 'submit-meter-read', reference: 'HS00000001' });
    const afterReload = createHelpStore(storage);
    expect(afterReload.getState().receipts['meterRead#home']).to.deep.equal({ origin: 'submit-meter-read', reference: 'HS00000001' });
    afterReload.getState().clearReceipt('meterRead#home');
    expect(saved(storage).receipts).to.deep.equal({});
  });
});

describe('reading what was saved', () => {
  const storageHolding = (text: string | null) => memoryStorage(text === null ? {} : { [STORAGE_KEY]: text });

  it('reads what this version saved', () => {
    const drafts = { meterRead: { answers: { first_name: 'Ann' } } };
    const receipts = { feedback: { origin: 'feedback', reference: 'HS1' } };
    expect(readSaved(storageHolding(JSON.stringify({ version: 2, drafts, receipts })))).to.deep.equal({ drafts, receipts });
  });

  it('carries over the answers the previous version saved, so a release loses nothing typed', () => {
    expect(readSaved(storageHolding(JSON.stringify({ version: 1, drafts: { meterRead: { first_name: 'Ann' } } })))).to.deep.equal({
      drafts: { meterRead: { answers: { first_name: 'Ann' } } },
      receipts: {},
    });
  });

  it('starts afresh on nothing, broken JSON, an unknown version or a wrong shape, and drops entries that are not objects', () => {
    for (const text of [null, '{ broken', JSON.stringify({ version: 0, drafts: { meterRead: {} } }), JSON.stringify({ version: 2, drafts: 'x' }), '42']) {
      expect(readSaved(storageHolding(text)), String(text)).to.deep.equal({ drafts: {}, receipts: {} });
    }
    expect(readSaved(storageHolding(JSON.stringify({ version: 2, drafts: { meterRead: 'x', feedback: { answers: {} } } }))).drafts).to.deep.equal({
      feedback: { answers: {} },
    });
  });
});
