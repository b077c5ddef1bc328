import { expect } from '@open-wc/testing';
import { getHelpStore, readDrafts, STORAGE_KEY } from './store';

describe('the page store', () => {
  afterEach(() => {
    getHelpStore().getState().clearDraft('meterRead');
    getHelpStore().getState().clearDraft('feedback');
  });

  it('is one store for the whole page, even across bundles', () => {
    expect(getHelpStore()).to.equal(getHelpStore());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('help-and-support.store')]).to.equal(getHelpStore());
  });

  it('keeps journey answers in sessionStorage and forgets them when cleared', () => {
    getHelpStore().getState().saveDraft('meterRead', { first_name: 'Ann' });
    getHelpStore().getState().saveDraft('feedback', { query: 'Refund' });
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!);
    expect(saved.drafts).to.deep.equal({ meterRead: { first_name: 'Ann' }, feedback: { query: 'Refund' } });
    getHelpStore().getState().clearDraft('meterRead');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!).drafts).to.deep.equal({ feedback: { query: 'Refund' } });
    expect(getHelpStore().getState().drafts.meterRead).to.equal(undefined);
  });
});

describe('reading saved answers', () => {
  const storageHolding = (text: string | null) => ({ getItem: () => text }) as unknown as Storage;

  it('reads the drafts this version saved', () => {
    expect(readDrafts(storageHolding(JSON.stringify({ version: 1, drafts: { meterRead: { first_name: 'Ann' } } })))).to.deep.equal({
      meterRead: { first_name: 'Ann' },
    });
  });

  it('starts afresh on nothing, broken JSON, another version or a wrong shape', () => {
    for (const text of [null, '{ broken', JSON.stringify({ version: 0, drafts: { meterRead: {} } }), JSON.stringify({ version: 1, drafts: 'x' }), '42']) {
      expect(readDrafts(storageHolding(text)), String(text)).to.deep.equal({});
    }
  });
});
