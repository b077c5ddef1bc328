import { describe, it } from 'node:test';
import { expect } from 'chai';
import { KEPT_FOR_MS, KEPT_STORAGE_KEY, forgetKept, keepLead, keptFor, keptInHand, markTried, readKept, type KeptLead } from './kept';
import { memoryStorage } from '../saved/saved';

const lead = (change: Partial<KeptLead> = {}): KeptLead => ({
  key: 'key-1',
  draftId: 'draft-1',
  draft: 'meterRead',
  origin: 'submit-meter-read',
  body: '{"data":{}}',
  keptAt: Date.now(),
  ...change,
});

describe('leads kept on the device', () => {
  it('keeps a lead until it is forgotten, under one localStorage key and nowhere else', () => {
    const storage = memoryStorage();
    keepLead(lead(), storage);
    expect(storage.length).to.equal(1);
    expect(JSON.parse(storage.getItem(KEPT_STORAGE_KEY)!)).to.deep.equal([lead({ keptAt: readKept(Date.now(), storage)[0]!.keptAt })]);
    forgetKept('key-1', storage);
    expect(storage.length, 'nothing left behind').to.equal(0);
  });

  it('drops what was kept 7 days ago or more, unsent, whenever the list is read', () => {
    const storage = memoryStorage();
    const now = Date.now();
    keepLead(lead({ key: 'old', draftId: 'a', keptAt: now - KEPT_FOR_MS }), storage);
    keepLead(lead({ key: 'recent', draftId: 'b', keptAt: now - KEPT_FOR_MS + 60_000 }), storage);
    expect(readKept(now, storage).map(({ key }) => key)).to.deep.equal(['recent']);
    expect((JSON.parse(storage.getItem(KEPT_STORAGE_KEY)!) as KeptLead[]).map(({ key }) => key)).to.deep.equal(['recent']);
    expect(readKept(now + 60_000, storage)).to.deep.equal([]);
    expect(storage.getItem(KEPT_STORAGE_KEY)).to.equal(null);
  });

  it('replaces answers of the same draft that never left, but keeps one that left without a reply', () => {
    const storage = memoryStorage();
    keepLead(lead({ key: 'first' }), storage);
    keepLead(lead({ key: 'second' }), storage);
    expect(readKept(Date.now(), storage).map(({ key }) => key)).to.deep.equal(['second']);
    markTried('second', storage);
    keepLead(lead({ key: 'third' }), storage);
    expect(readKept(Date.now(), storage).map(({ key, tried }) => [key, tried ?? false])).to.deep.equal([
      ['second', true],
      ['third', false],
    ]);
    keepLead(lead({ key: 'second' }), storage);
    expect(readKept(Date.now(), storage).find(({ key }) => key === 'second')?.tried, 'kept again, still tried').to.equal(true);
  });

  it('offers a draft its own leads, newest first, but not one an element on the page is sending', () => {
    const storage = memoryStorage();
    keepLead(lead({ key: 'a', draftId: '1' }), storage);
    keepLead(lead({ key: 'b', draftId: '2', draft: 'meterRead#home' }), storage);
    keepLead(lead({ key: 'c', draftId: '3' }), storage);
    expect(keptFor('meterRead', storage).map(({ key }) => key)).to.deep.equal(['c', 'a']);
    keptInHand.set('c', null);
    expect(keptFor('meterRead', storage).map(({ key }) => key)).to.deep.equal(['a']);
    keptInHand.set('c', { isConnected: false } as Node); // its element has left the page
    expect(keptFor('meterRead', storage).map(({ key }) => key)).to.deep.equal(['c', 'a']);
    keptInHand.clear();
  });

  it('ignores what it cannot read: broken JSON, other shapes', () => {
    for (const text of ['{ broken', '42', JSON.stringify([{ key: 1 }, null])]) {
      expect(readKept(Date.now(), memoryStorage({ [KEPT_STORAGE_KEY]: text })), text).to.deep.equal([]);
    }
  });
});
