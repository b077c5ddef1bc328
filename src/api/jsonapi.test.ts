import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import {
  camelCaseKey,
  camelCaseKeys,
  deserialise,
  findIncluded,
  kebabCaseKey,
  kebabCaseKeys,
  related,
  serialise,
  type Resource,
} from './jsonapi';

const categories = {
  data: [
    {
      type: 'categories',
      id: 'bills-and-payments',
      attributes: { title: 'Bills and payments', 'meta-description': 'Help with bills', 'is-new-layout': true },
      relationships: { 'article-list': { data: { type: 'article-lists', id: 'bills' } } },
    },
  ],
  included: [
    {
      type: 'article-lists',
      id: 'bills',
      attributes: {
        articles: [
          { label: 'Understand your bill', 'external-link': false },
          { label: 'Pay by direct debit', 'external-link': true },
        ],
      },
    },
  ],
  meta: { 'total-count': 1 },
};

describe('JSON:API keys', () => {
  it('turns kebab-case into camelCase and back', () => {
    expect(camelCaseKey('meta-description')).to.equal('metaDescription');
    expect(camelCaseKey('address-line1')).to.equal('addressLine1');
    expect(camelCaseKey('bg-service-area')).to.equal('bgServiceArea');
    expect(camelCaseKey('title')).to.equal('title');
    expect(kebabCaseKey('metaDescription')).to.equal('meta-description');
    expect(kebabCaseKey('addressLine1')).to.equal('address-line1');
    expect(kebabCaseKey('vulnerabilityConsent')).to.equal('vulnerability-consent');
    expect(kebabCaseKey('isEconomy7')).to.equal('is-economy7');
  });

  it('round-trips any key without a hyphen: camel → kebab → camel', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]{0,20}$/), (key) => {
        expect(camelCaseKey(kebabCaseKey(key))).to.equal(key);
      }),
    );
  });

  it('round-trips lower-case kebab keys whose words start with a letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z][a-z0-9]{0,8}){0,4}$/), (key) => {
        expect(kebabCaseKey(camelCaseKey(key))).to.equal(key);
      }),
    );
  });

  it('renames keys at every depth and leaves values alone', () => {
    const value = { 'contact-number': { number: '07700 900123', 'number-type': 'mobile' }, list: [{ 'a-b': 'c-d' }], n: null };
    expect(camelCaseKeys(value)).to.deep.equal({
      contactNumber: { number: '07700 900123', numberType: 'mobile' },
      list: [{ aB: 'c-d' }],
      n: null,
    });
    expect(kebabCaseKeys(camelCaseKeys(value))).to.deep.equal(value);
  });
});

describe('deserialise', () => {
  it('keeps the document shape, id and type, with camelCase keys', () => {
    const document = deserialise<Resource<{ title: string; metaDescription: string; isNewLayout: boolean }>[]>(categories);
    const [category] = document.data;
    expect(category).to.deep.include({ type: 'categories', id: 'bills-and-payments' });
    expect(category!.attributes).to.deep.equal({ title: 'Bills and payments', metaDescription: 'Help with bills', isNewLayout: true });
    expect(document.meta).to.deep.equal({ totalCount: 1 });
  });

  it('resolves included resources through relationships', () => {
    const document = deserialise<Resource[]>(categories);
    const category = document.data[0]!;
    const [list] = related(document, category, 'articleList');
    expect(list!.attributes).to.deep.equal({
      articles: [
        { label: 'Understand your bill', externalLink: false },
        { label: 'Pay by direct debit', externalLink: true },
      ],
    });
    expect(findIncluded(document, { type: 'article-lists', id: 'bills' })).to.equal(list);
    expect(findIncluded(document, { type: 'article-lists', id: 'meters' })).to.equal(undefined);
    expect(related(document, category, 'missing')).to.deep.equal([]);
  });

  it('does not touch a document without included resources', () => {
    const document = deserialise({ data: null });
    expect(document).to.deep.equal({ data: null });
    expect(findIncluded(document, { type: 'x', id: '1' })).to.equal(undefined);
  });
});

describe('serialise', () => {
  it('builds { data: { type, attributes, relationships } } with kebab-case keys', () => {
    expect(
      serialise(
        'addresses',
        { postcode: 'SW1A 1AA', houseNumber: '10', addressLine1: 'Downing Street', mpans: ['123'] },
        { billingAccount: { data: { type: 'accounts', id: 'A1' } } },
      ),
    ).to.deep.equal({
      data: {
        type: 'addresses',
        attributes: { postcode: 'SW1A 1AA', 'house-number': '10', 'address-line1': 'Downing Street', mpans: ['123'] },
        relationships: { 'billing-account': { data: { type: 'accounts', id: 'A1' } } },
      },
    });
  });

  it('round-trips camelCase attributes through deserialise', () => {
    const attributes = { firstName: 'Ada', contactNumber: { number: '07700900123', type: 'mobile' }, isManual: true };
    const document = deserialise<Resource<typeof attributes>>(serialise('customers', attributes, undefined, 'C1'));
    expect(document.data).to.deep.equal({ type: 'customers', id: 'C1', attributes });
  });
});
