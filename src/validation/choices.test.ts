import { describe, it } from 'node:test';
import { expect } from 'chai';
import { ECONOMY_7_CHOICES, FUELS, TITLES, economy7Schema, fuelSchema, readsElectricity, readsGas, titleSchema } from './choices';
import { messages } from './messages';
import { messageFor, outputOf } from './test-support';

describe('fuel', () => {
  it('is required and one of Dual, Gas, Electricity', () => {
    expect(FUELS).to.deep.equal(['Dual', 'Gas', 'Electricity']);
    for (const fuel of FUELS) expect(outputOf(fuelSchema, fuel)).to.equal(fuel);
    for (const refused of ['', undefined, 'gas', 'Oil', 'Gas and Electricity']) {
      expect(messageFor(fuelSchema, refused), String(refused)).to.equal('Select your fuel type');
    }
  });

  it('says which fuels are read', () => {
    expect([readsGas('Dual'), readsGas('Gas'), readsGas('Electricity'), readsGas('')]).to.deep.equal([true, true, false, false]);
    expect([readsElectricity('Dual'), readsElectricity('Gas'), readsElectricity('Electricity'), readsElectricity('')]).to.deep.equal([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('Economy 7 choice', () => {
  it('is required and Yes or No', () => {
    expect(ECONOMY_7_CHOICES).to.deep.equal(['Yes', 'No']);
    expect(outputOf(economy7Schema, 'Yes')).to.equal('Yes');
    expect(outputOf(economy7Schema, 'No')).to.equal('No');
    for (const refused of ['', undefined, 'yes', true]) {
      expect(messageFor(economy7Schema, refused), String(refused)).to.equal(messages.economy7.required);
    }
  });
});

describe('title', () => {
  it('lists the titles in SPEC order', () => {
    expect(TITLES).to.deep.equal(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Sir', 'Reverend', 'Dame', 'Lady', 'Professor', 'Lord']);
  });

  it('is optional and otherwise one of the titles', () => {
    expect(outputOf(titleSchema, '')).to.equal('');
    expect(outputOf(titleSchema, undefined)).to.equal('');
    for (const title of TITLES) expect(outputOf(titleSchema, title)).to.equal(title);
    for (const refused of ['mr', 'Mx', 'Captain', ' Mr']) {
      expect(messageFor(titleSchema, refused), refused).to.equal(messages.title.unknown);
    }
  });
});
