import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { isSafeUrl } from './safe-url';
import { ACCEPTED, REFUSED, SAFE_PATHS } from './safe-url.cases';

const PAGE = 'https://www.example.co.uk/help-and-support/contact-us';

/** The characters the URL parser removes or reads as a slash (the WHATWG URL standard). */
const STRIPPED = ['\t', '\n', '\r'];

describe('isSafeUrl', () => {
  it('takes paths on the page’s origin and absolute http(s) links', () => {
    for (const value of ACCEPTED) {
      expect(isSafeUrl(value, PAGE), value).to.equal(true);
    }
  });

  it('refuses the forms that lead elsewhere once the parser has read them', () => {
    for (const value of REFUSED) expect(isSafeUrl(value, PAGE), JSON.stringify(value)).to.equal(false);
  });

  it('refuses a safe path or link with a tab, line feed or carriage return anywhere in it', () => {
    const values = fc.constantFrom(...SAFE_PATHS, 'https://www.britishgas.co.uk/energy');
    fc.assert(
      fc.property(values, fc.nat(), fc.constantFrom(...STRIPPED, ' ', '\u0000', '\u001f', '\u007f', '\u00a0', '\u3000', '\\'), (value, at, character) => {
        const index = at % (value.length + 1);
        expect(isSafeUrl(`${value.slice(0, index)}${character}${value.slice(index)}`, PAGE)).to.equal(false);
      }),
    );
  });

  it('keeps every accepted path on the page’s origin and every accepted link on http(s), whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((rest) => `/${rest}`), fc.webUrl(), fc.string({ unit: 'binary' })), (value) => {
        if (!isSafeUrl(value, PAGE)) return;
        const url = new URL(value, PAGE);
        expect(['http:', 'https:']).to.include(url.protocol);
        if (value.startsWith('/')) expect(url.origin).to.equal(new URL(PAGE).origin);
        expect(value).not.to.match(/[\s\u0000-\u001f\u007f\\]/);
      }),
      { numRuns: 500 },
    );
  });

  it('resolves paths against the page it is on', () => {
    expect(isSafeUrl('/help', 'http://localhost:8000/')).to.equal(true);
    expect(isSafeUrl('/\t/localhost:8001/help', 'http://localhost:8000/')).to.equal(false);
  });
});
