/**
 * In the browser: a refused configuration value is reported, and reports also reach the page's
 * data layer, which reads the page.
 */
import { expect } from '@open-wc/testing';
import { parseConfig, SIGN_IN_URL_KEYS, URL_KEYS } from './config';
import { setReporter } from '../report';
import { isSafeUrl } from './safe-url';
import { ACCEPTED, REFUSED } from './safe-url.cases';

describe('isSafeUrl in this engine’s URL parser [all engines]', () => {
  it('takes paths on the page’s origin and http(s) links, and refuses every form that leads elsewhere', () => {
    for (const value of ACCEPTED) expect(isSafeUrl(value), value).to.equal(true);
    for (const value of REFUSED) expect(isSafeUrl(value), JSON.stringify(value)).to.equal(false);
  });
});

describe('every configured URL [all engines]', () => {
  const HOSTILE = ['/\t/evil.example/c', '/\n/evil.example/c', '/\r\\evil.example/c', '\\\\evil.example/c'];

  it('falls back to its default for each form that leads elsewhere, and the page hears why', () => {
    const refusals: string[] = [];
    const before = setReporter((error) => refusals.push(String(error)));
    const defaults = parseConfig({});
    for (const value of HOSTILE) {
      for (const key of URL_KEYS) expect(parseConfig({ [key]: value })[key], `${key}: ${JSON.stringify(value)}`).to.equal(defaults[key]);
      for (const key of SIGN_IN_URL_KEYS) {
        expect(parseConfig({ signIn: { [key]: value } }).signIn[key], `signIn.${key}: ${JSON.stringify(value)}`).to.equal(defaults.signIn[key]);
      }
      expect(parseConfig({ serviceMessageUrls: [value] }).serviceMessageUrls).to.deep.equal([]);
    }
    setReporter(before);
    expect(refusals).to.have.length(HOSTILE.length * (URL_KEYS.length + SIGN_IN_URL_KEYS.length));
    expect(refusals[0]).to.match(/^UnsafeConfigUrlError: mainSiteUrl must be a path or an http\(s\) URL/);
  });
});
