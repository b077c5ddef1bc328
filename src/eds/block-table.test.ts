/** An Edge Delivery block's table read as an author writes it (block-table.ts), in Node. */
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { type BlockAttribute, compactForm, isPreviewHost, readBlockTable } from './block-table';

const ARTICLE: BlockAttribute[] = [
  { name: 'category', kind: 'text', label: 'Category' },
  { name: 'draft-key', kind: 'text', label: 'Name for saved answers' },
  { name: 'url-routing', kind: 'boolean', label: 'Each step has its own address' },
  { name: 'owns-page', kind: 'boolean', label: 'Sets the page title' },
  { name: 'fuel', kind: 'enum', values: ['gas', 'pay-as-you-go'], label: 'Fuel' },
];
const read = (rows: string[][]) => readBlockTable(rows, ARTICLE, 'help-article');

describe('readBlockTable', () => {
  it('reads a key by its attribute, its label or a property name, in any case', () => {
    for (const key of ['draft-key', 'Draft key', 'DRAFT KEY', 'draft_key', 'draftKey', ' Draft  Key ', 'Name for saved answers', 'name for SAVED answers']) {
      expect(read([[key, 'home']]).attributes, key).to.deep.equal([['draft-key', 'home']]);
    }
    expect(read([['URL routing', 'yes']]).attributes).to.deep.equal([['url-routing', '']]);
    expect(read([['Each step has its own address', 'yes']]).attributes).to.deep.equal([['url-routing', '']]);
  });

  it('keeps a text value as written, trimmed and with its spaces collapsed: a slug is the element’s to check', () => {
    expect(read([['Category', '  meters\n']]).attributes).to.deep.equal([['category', 'meters']]);
    expect(read([['Category', 'Struggling  to pay']]).attributes).to.deep.equal([['category', 'Struggling to pay']]);
  });

  it('turns a boolean on for yes, true, on, y, 1 or x, and leaves it off for no, false, off, n, 0 or nothing', () => {
    for (const word of ['yes', 'Yes', 'TRUE', 'on', 'y', '1', 'x', ' Yes. ']) expect(read([['Owns page', word]]).attributes, word).to.deep.equal([['owns-page', '']]);
    for (const word of ['no', 'No', 'false', 'off', 'n', '0', '']) {
      const reading = read([['Owns page', word]]);
      expect(reading.attributes, word).to.deep.equal([]);
      expect(reading.ignored, word).to.deep.equal([]);
    }
  });

  it('says which rows set nothing: an unknown key, a key without a value, a boolean that is neither', () => {
    const reading = read([['Colour', 'blue'], ['Category'], ['Owns page', 'maybe'], ['Category', 'meters']]);
    expect(reading.attributes).to.deep.equal([['category', 'meters']]);
    expect(reading.ignored).to.deep.equal(['Colour: not a setting of <help-article>', 'Category: no value (write it in the cell beside)', 'Owns page: “maybe” is neither yes nor no']);
  });

  it('lets a later row win, and an empty value leave the default', () => {
    expect(read([['Category', 'meters'], ['category', 'emergencies']]).attributes).to.deep.equal([['category', 'emergencies']]);
    expect(read([['Category', 'meters'], ['Category', ' ']]).attributes).to.deep.equal([]);
    expect(read([['Owns page', 'yes'], ['Owns page', 'no']]).attributes).to.deep.equal([]);
  });

  it('matches an enum value loosely, and keeps one it does not take as written', () => {
    expect(read([['Fuel', 'Pay as you go']]).attributes).to.deep.equal([['fuel', 'pay-as-you-go']]);
    expect(read([['Fuel', 'Electricity']]).attributes).to.deep.equal([['fuel', 'Electricity']]);
  });

  it('skips rows with no key, and cells after the second', () => {
    expect(read([[], ['', 'x'], ['Category', 'meters', 'a note']]).attributes).to.deep.equal([['category', 'meters']]);
  });

  it('reads an empty table as no attributes', () => {
    expect(read([])).to.deep.equal({ attributes: [], ignored: [] });
  });
});

describe('compactForm', () => {
  it('sets case, spaces, underscores and hyphens aside', () => {
    expect(compactForm('URL routing')).to.equal('urlrouting');
    expect(compactForm('url-routing')).to.equal('urlrouting');
  });
});

describe('isPreviewHost', () => {
  it('is a preview on *.aem.page and *.hlx.page, never on the live site or elsewhere', () => {
    expect(isPreviewHost('main--site--supplier.aem.page')).to.equal(true);
    expect(isPreviewHost('main--site--supplier.hlx.page')).to.equal(true);
    for (const host of ['main--site--supplier.aem.live', 'www.example.co.uk', 'localhost', 'aem.page.example.com', 'notaem.page']) expect(isPreviewHost(host), host).to.equal(false);
  });
});
