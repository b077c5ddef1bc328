import { describe, it } from 'node:test';
import { expect } from 'chai';
import fc from 'fast-check';
import { allowedOrigins, destinationRefusal, isAllowedUrl, urlPolicy, urlRefusal, type UrlPolicy } from './url-policy';

/** The origin one allow-list entry names, or null. */
const originOf = (entry: unknown): string | null => allowedOrigins([entry])[0] ?? null;
import { ALLOWED_ORIGINS, hostileForms, ON_ALLOWED_ORIGINS, REFUSED, SAFE_PATHS } from './url-policy.cases';

const PAGE = 'https://www.example.co.uk/help-and-support/contact-us';
const PAGE_ORIGIN = new URL(PAGE).origin;
/** The page alone, and the page with the cases' allow-list. */
const PAGE_ONLY = urlPolicy([], PAGE);
const WITH_ALLOWED = urlPolicy(ALLOWED_ORIGINS, PAGE);

/** The characters the URL parser removes (tab, line feed, carriage return) or reads as a slash. */
const STRIPPED = ['\t', '\n', '\r'];

/** What the parser makes of an accepted address: it must be somewhere the policy allows. */
function expectAllowedDestination(value: string, policy: UrlPolicy): void {
  const url = new URL(value, policy.page);
  expect(['http:', 'https:'], value).to.include(url.protocol);
  expect([new URL(policy.page).origin, ...policy.allowedOrigins], value).to.include(url.origin);
  expect(url.username + url.password, value).to.equal('');
  expect(url.pathname, value).not.to.match(/^\/\/|%2f|%5c/i);
  expect(value).not.to.match(/[\s\u0000-\u001f\u007f\\]/);
}

/** A path whose segments hold no slash and no escaped slash or backslash: '/a/b%20c'. */
const plainPath = fc
  .array(fc.webSegment().filter((segment) => segment !== '' && !/%2f|%5c/i.test(segment)), { maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`);

/** A string in mixed case: 'jAvAsCrIpT'. */
const anyCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

describe('the URL policy', () => {
  it('takes paths on the page’s origin, and absolute addresses only on an allowed origin', () => {
    for (const value of SAFE_PATHS) {
      expect(urlRefusal(value, PAGE_ONLY), value).to.equal(null);
      expect(urlRefusal(value, WITH_ALLOWED), value).to.equal(null);
    }
    for (const value of ON_ALLOWED_ORIGINS) {
      expect(urlRefusal(value, WITH_ALLOWED), value).to.equal(null);
      expect(urlRefusal(value, PAGE_ONLY), value).to.equal('origin not allowed');
    }
    expect(urlRefusal(`${PAGE_ORIGIN}/energy`, PAGE_ONLY)).to.equal(null);
  });

  it('refuses the forms that lead elsewhere once the parser has read them, whatever the allow-list', () => {
    for (const value of REFUSED) expect(isAllowedUrl(value, WITH_ALLOWED), JSON.stringify(value)).to.equal(false);
    for (const value of hostileForms(PAGE_ORIGIN)) {
      expect(isAllowedUrl(value, urlPolicy([PAGE_ORIGIN], PAGE)), JSON.stringify(value)).to.equal(false);
    }
  });

  it('says why: the characters, the form, a user, the origin, a path read as a host', () => {
    expect(urlRefusal('/\t/evil.example/', PAGE_ONLY)).to.equal('space, control or backslash');
    expect(urlRefusal('\\evil.example/', PAGE_ONLY)).to.equal('space, control or backslash');
    expect(urlRefusal('//evil.example/', PAGE_ONLY)).to.equal('not a path or http(s) URL');
    expect(urlRefusal('javascript:alert(1)', PAGE_ONLY)).to.equal('not a path or http(s) URL');
    expect(urlRefusal('https://www.example.co.uk@evil.example/x', PAGE_ONLY)).to.equal('user before the host');
    expect(urlRefusal('https://evil.example#@www.example.co.uk/x', PAGE_ONLY)).to.equal('origin not allowed');
    expect(urlRefusal('/%2f%2fevil.example', PAGE_ONLY)).to.equal('host in the path');
    expect(urlRefusal('https://www.example.co.uk/x', PAGE_ONLY, true)).to.equal('not a path');
    expect(urlRefusal(7, PAGE_ONLY)).to.equal('not a path or http(s) URL');
    expect(urlRefusal(['/help'], PAGE_ONLY)).to.equal('not a path or http(s) URL');
  });

  it('resolves paths against the page it is on', () => {
    expect(isAllowedUrl('/help', urlPolicy([], 'http://localhost:8000/'))).to.equal(true);
    expect(isAllowedUrl('/\t/localhost:8001/help', urlPolicy([], 'http://localhost:8000/'))).to.equal(false);
    expect(isAllowedUrl('http://localhost:8001/help', urlPolicy([], 'http://localhost:8000/'))).to.equal(false);
    expect(isAllowedUrl('http://localhost:8001/help', urlPolicy(['http://localhost:8001'], 'http://localhost:8000/'))).to.equal(true);
  });

  it('refuses a safe path or address with a tab, line feed, carriage return, space or backslash anywhere in it', () => {
    const values = fc.constantFrom(...SAFE_PATHS, ...ON_ALLOWED_ORIGINS);
    const characters = fc.constantFrom(...STRIPPED, ' ', '\u0000', '\u001f', '\u007f', '\u00a0', '\u3000', '\\');
    fc.assert(
      fc.property(values, fc.nat(), characters, (value, at, character) => {
        const index = at % (value.length + 1);
        expect(isAllowedUrl(`${value.slice(0, index)}${character}${value.slice(index)}`, WITH_ALLOWED)).to.equal(false);
      }),
    );
  });

  it('keeps every accepted address on an allowed origin, with no user and no path read as a host, whatever the text', () => {
    const pieces = fc.constantFrom(
      '/', '//', '\\', '@', '#', '?', ':', '%2f', '%2F', '%5c', '%5C', '%40', '.', '..', '\t', '\n', ' ',
      'evil.example', 'www.britishgas.co.uk', 'localhost:8000', 'www.example.co.uk', 'http:', 'https:', 'HTTPS:', 'user:pass',
    );
    const built = fc.array(pieces, { maxLength: 10 }).map((parts) => parts.join(''));
    const values = fc.oneof(fc.string(), fc.string().map((rest) => `/${rest}`), fc.webUrl(), fc.string({ unit: 'binary' }), built);
    fc.assert(
      fc.property(values, fc.constantFrom(PAGE_ONLY, WITH_ALLOWED), (value, policy) => {
        if (isAllowedUrl(value, policy)) expectAllowedDestination(value, policy);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not let @, #@, ?@ or a user carry the address to another host', () => {
    const allowed = fc.constantFrom('www.britishgas.co.uk', 'localhost:8000', 'www.example.co.uk');
    const separators = fc.constantFrom('@', ':8000@', ':pass@', '#@', '?@', '/@', '%40', '%2f@', '%5c@', '\\@', '@@', ';@');
    const lookAlike = fc
      .tuple(anyCase('https'), fc.domain(), separators, allowed, fc.webPath())
      .chain(([scheme, evil, separator, good, path]) =>
        fc.constantFrom(`${scheme}://${good}${separator}${evil}${path}`, `${scheme}://${evil}${separator}${good}${path}`, `${scheme}://${good}${separator}${good}${path}`),
      );
    fc.assert(
      fc.property(lookAlike, fc.constantFrom(PAGE_ONLY, WITH_ALLOWED), (value, policy) => {
        if (isAllowedUrl(value, policy)) expectAllowedDestination(value, policy);
        const url = URL.canParse(value, PAGE) ? new URL(value, PAGE) : null;
        if (url && (url.username || url.password)) expect(urlRefusal(value, policy), value).to.be.oneOf(['user before the host', 'space, control or backslash', 'origin not allowed', 'not a path or http(s) URL']);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an escaped slash or backslash in a path, and takes one in a query', () => {
    const escaped = fc.constantFrom('%2f', '%2F', '%5c', '%5C');
    const segment = fc.stringMatching(/^[a-z0-9.-]{0,8}$/);
    fc.assert(
      fc.property(segment, escaped, segment, (before, separator, after) => {
        expect(urlRefusal(`/${before}${separator}${after}`, PAGE_ONLY)).to.equal('host in the path');
        expect(urlRefusal(`https://www.britishgas.co.uk/${before}${separator}${after}`, WITH_ALLOWED)).to.equal('host in the path');
        expect(urlRefusal(`/search?next=${before}${separator}${after}`, PAGE_ONLY)).to.equal(null);
      }),
    );
  });

  it('refuses every other scheme in any case, and takes http(s) in any case on an allowed origin', () => {
    const scripts = fc.tuple(fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'ftp', 'mailto'), fc.string()).chain(([scheme, rest]) =>
      anyCase(scheme).map((written) => `${written}:${rest}`),
    );
    fc.assert(
      fc.property(scripts, (value) => {
        expect(isAllowedUrl(value, WITH_ALLOWED), value).to.equal(false);
      }),
    );
    fc.assert(
      fc.property(anyCase('https'), plainPath, (scheme, path) => {
        expect(isAllowedUrl(`${scheme}://www.britishgas.co.uk${path}`, WITH_ALLOWED), path).to.equal(true);
      }),
    );
  });

  it('compares internationalised names and ports as the origin the parser makes of them', () => {
    // An allow-list names an international name as the parser writes it (xn--); an address may use either.
    expect(originOf('https://bücher.example')).to.equal(null);
    const policy = urlPolicy([originOf('https://xn--bcher-kva.example')!, originOf('https://www.britishgas.co.uk:443')!], PAGE);
    expect(policy.allowedOrigins).to.deep.equal(['https://xn--bcher-kva.example', 'https://www.britishgas.co.uk']);
    expect(isAllowedUrl('https://BÜCHER.example/x', policy)).to.equal(true);
    expect(isAllowedUrl('https://xn--bcher-kva.example/x', policy)).to.equal(true);
    expect(isAllowedUrl('https://bucher.example/x', policy)).to.equal(false);
    expect(isAllowedUrl('https://www.britishgas.co.uk/x', policy)).to.equal(true);
    expect(isAllowedUrl('https://www.britishgas.co.uk:444/x', policy)).to.equal(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (port) => {
        expect(isAllowedUrl(`https://www.britishgas.co.uk:${port}/x`, policy)).to.equal(port === 443);
      }),
    );
  });

  it('with only a path allowed (a base path, a page to return to), refuses every absolute address', () => {
    for (const value of SAFE_PATHS) expect(urlRefusal(value, WITH_ALLOWED, true), value).to.equal(null);
    for (const value of [...ON_ALLOWED_ORIGINS, `${PAGE_ORIGIN}/x`, '//evil.example/', 'help']) {
      expect(urlRefusal(value, WITH_ALLOWED, true), value).not.to.equal(null);
    }
  });
});

describe('the allow-list', () => {
  it('hands each entry that names no origin to the caller, and keeps the others in order', () => {
    let refused = 0;
    expect(allowedOrigins(['https://a.example', '/path', 'https://b.example:8443/', 7], () => (refused += 1))).to.deep.equal(['https://a.example', 'https://b.example:8443']);
    expect(refused).to.equal(2);
    expect(allowedOrigins('https://a.example')).to.deep.equal([]);
  });

  it('names origins exactly: scheme, host and port, nothing else', () => {
    expect(originOf('https://www.britishgas.co.uk')).to.equal('https://www.britishgas.co.uk');
    expect(originOf('https://www.britishgas.co.uk/')).to.equal('https://www.britishgas.co.uk');
    expect(originOf('HTTP://LOCALHOST:8000')).to.equal('http://localhost:8000');
    for (const entry of [
      'https://www.britishgas.co.uk/energy',
      'https://www.britishgas.co.uk?x',
      'https://www.britishgas.co.uk#x',
      'https://user@www.britishgas.co.uk',
      'https://*.britishgas.co.uk',
      '*',
      '//www.britishgas.co.uk',
      'www.britishgas.co.uk',
      'javascript:alert(1)',
      'ftp://www.britishgas.co.uk',
      ' https://www.britishgas.co.uk',
      'https://www.britishgas.co.uk\t',
      'null',
      7,
      null,
    ]) {
      expect(originOf(entry), JSON.stringify(entry)).to.equal(null);
    }
  });
});

describe('links from content', () => {
  it('follow the same policy once resolved, written as their authors write them', () => {
    for (const href of ['meters', '../meters', '#top', '?q=x', '/help-and-support', 'https://www.britishgas.co.uk/energy']) {
      expect(destinationRefusal(href, WITH_ALLOWED), href).to.equal(null);
    }
    for (const href of ['//evil.example/phish', '/\\evil.example', 'https://evil.example/', 'https://user@www.britishgas.co.uk/', '/%2f%2fevil.example', 'javascript:alert(1)']) {
      expect(destinationRefusal(href, WITH_ALLOWED), href).not.to.equal(null);
    }
  });
});
