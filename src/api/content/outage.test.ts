import { describe, it } from 'node:test';
import { expect } from 'chai';
import { parseOutage } from './outage';

describe('the outage document', () => {
  it('is an outage only when it holds text; its words are trimmed', () => {
    expect(parseOutage({})).to.equal(null);
    expect(parseOutage(null)).to.equal(null);
    expect(parseOutage([])).to.equal(null);
    expect(parseOutage({ title: ' ', message: '\n' })).to.equal(null);
    expect(parseOutage({ title: 3, message: { text: 'x' } })).to.equal(null);
    expect(parseOutage({ title: ' Power cut ', message: '' })).to.deep.equal({ title: 'Power cut', message: '' });
    expect(parseOutage({ message: 'Lines closed today.' })).to.deep.equal({ title: '', message: 'Lines closed today.' });
  });
});
