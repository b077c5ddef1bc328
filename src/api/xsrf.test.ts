import { describe, it } from 'node:test';
import { expect } from 'chai';
import { readCookie } from './xsrf';

describe('XSRF token', () => {
  it('reads a cookie among others, decoded', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).to.equal('abc==');
    expect(readCookie('XSRF-TOKEN', 'X-XSRF-TOKEN=no; b=2')).to.equal(undefined);
    expect(readCookie('XSRF-TOKEN', '')).to.equal(undefined);
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=%E0%A4%A')).to.equal('%E0%A4%A');
  });
});
