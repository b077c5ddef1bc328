import { expect } from '@open-wc/testing';
import { getHelpStore, STORAGE_KEY } from './store';

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
    expect(saved.state.drafts).to.deep.equal({ meterRead: { first_name: 'Ann' }, feedback: { query: 'Refund' } });
    getHelpStore().getState().clearDraft('meterRead');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!).state.drafts).to.deep.equal({ feedback: { query: 'Refund' } });
    expect(getHelpStore().getState().drafts.meterRead).to.equal(undefined);
  });
});
