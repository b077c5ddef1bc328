import { describe, it } from 'node:test';
import { expect } from 'chai';
import { addressLabel, houseNameNumber } from './address-label';

describe('houseNameNumber', () => {
  it('joins the house name and number, leaving out what is missing', () => {
    expect(houseNameNumber({ houseName: 'The Old Bakery', houseNumber: '7' })).to.equal('The Old Bakery, 7');
    expect(houseNameNumber({ houseName: 'Rose Cottage', houseNumber: '' })).to.equal('Rose Cottage');
    expect(houseNameNumber({ houseName: ' ', houseNumber: '16 ' })).to.equal('16');
    expect(houseNameNumber({})).to.equal('');
  });
});

describe('addressLabel', () => {
  it('leads with houseNameNumber when the one-line address does not name the house', () => {
    expect(addressLabel({ houseName: 'The Old Bakery', houseNumber: '7', address: 'Hartley Street, Manchester, M1 1AE' })).to.equal(
      'The Old Bakery, 7, Hartley Street, Manchester, M1 1AE',
    );
    expect(addressLabel({ houseName: '', houseNumber: '12', address: '112 Palace Street, London, SW1A 1AA' })).to.equal(
      '12, 112 Palace Street, London, SW1A 1AA',
    );
  });

  it('shows the one-line address as it is when it names the house already', () => {
    expect(
      addressLabel({ houseName: 'Carlisle Mansions', houseNumber: '12', address: 'Flat 1, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA' }),
    ).to.equal('Flat 1, Carlisle Mansions, 12 Palace Street, London, SW1A 1AA');
    expect(addressLabel({ houseName: 'Rose Cottage', houseNumber: '', address: 'rose cottage, Park Lane, Leeds, LS1 4AP' })).to.equal(
      'rose cottage, Park Lane, Leeds, LS1 4AP',
    );
  });

  it('falls back to whichever part there is', () => {
    expect(addressLabel({ houseName: '', houseNumber: '', address: ' 7 Hartley Street, Manchester, M1 1AE ' })).to.equal(
      '7 Hartley Street, Manchester, M1 1AE',
    );
    expect(addressLabel({ houseName: 'Rose Cottage', houseNumber: '', address: '' })).to.equal('Rose Cottage');
    expect(addressLabel({})).to.equal('');
  });

  it('reads a house name with symbols in it literally', () => {
    expect(addressLabel({ houseName: 'Unit (3)', houseNumber: '', address: 'Unit (3), Dock Road, Hull, HU1 1AA' })).to.equal(
      'Unit (3), Dock Road, Hull, HU1 1AA',
    );
  });
});
