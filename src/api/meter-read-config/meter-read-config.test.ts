import { describe, it } from 'node:test';
import { expect } from 'chai';
import { parseMeterReadConfig } from './meter-read-config';

describe('meter-read page config', () => {
  it('takes a missing or non-text template as empty text', () => {
    expect(parseMeterReadConfig({ isMeterReadWeek: false, headingTemplate: '<b>Hi</b>', smrErrorTemplate: 7 })).to.deep.equal({
      isMeterReadWeek: false,
      headingTemplate: '<b>Hi</b>',
      smrErrorTemplate: '',
      contactCardPillTemplate: '',
      contactCardTemplate: '',
    });
  });
});
