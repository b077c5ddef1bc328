/** Addresses for the URL policy's tests, in Node and in each browser engine's own URL parser. */

export const SAFE_PATHS = ['/help-and-support', '/help-and-support/submit-meter-read?from=menu#top', '/', '/search?q=meter%20reading'];

/** The origins an allow-list names in these cases, and addresses on them. */
export const ALLOWED_ORIGINS = ['https://www.britishgas.co.uk', 'http://localhost:8000'];
export const ON_ALLOWED_ORIGINS = [
  'https://www.britishgas.co.uk/energy/contact-us',
  'http://localhost:8000/a?b=c',
  'HTTPS://WWW.BRITISHGAS.CO.UK/energy',
  'https://www.britishgas.co.uk:443/energy',
  'https://www.britishgas.co.uk/search?next=%2F%2Fevil.example#@evil.example',
];

/** Forms that lead to another site, or run script, once a URL parser has read them. */
export const REFUSED = [
  '/\t/evil.example/c',
  '/\n/evil.example/c',
  '/\r\\evil.example/c',
  '\\\\evil.example/c',
  '/\\evil.example',
  '\\/evil.example',
  '//evil.example/c',
  ' //evil.example',
  '\t//evil.example',
  '/ /evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  'ftp://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'help-and-support',
  '../help',
  '',
  'https://',
  'https://exa mple.com/',
  'https://example.com/\u2028',
  '/help\u00a0',
  '/help\u0000',
  // Look-alikes: the allowed host is written where a reader looks, another is where the parser looks.
  'https://www.britishgas.co.uk@evil.example/x',
  'https://www.britishgas.co.uk:443@evil.example/x',
  'https://www.britishgas.co.uk.evil.example/x',
  'https://evil.example#@www.britishgas.co.uk/x',
  'https://evil.example?@www.britishgas.co.uk/x',
  'https://evil.example/@www.britishgas.co.uk/x',
  // A user before an allowed host is refused too: it only serves to mislead.
  'https://user@www.britishgas.co.uk/x',
  'https://user:secret@www.britishgas.co.uk/x',
  // An escaped slash or backslash in the path: a server that decodes it reads another host.
  '/%2f%2fevil.example/x',
  '/%2F%2Fevil.example/x',
  '/%5c%5cevil.example/x',
  '/help/%2Fevil.example',
  'https://www.britishgas.co.uk/%2f%2fevil.example',
  'https://www.britishgas.co.uk//evil.example',
  // Ports and lookalike hosts are other origins.
  'https://www.britishgas.co.uk:8443/x',
  'http://www.britishgas.co.uk/x',
  // A Cyrillic a in place of the Latin one: another name once the parser has made it punycode.
  'https://www.britishg\u0430s.co.uk/x',
];

/**
 * The hostile forms the browser tests give every configured address, for a page on `origin`
 * ('http://localhost:8121'): each must be refused whatever key it is given for.
 */
export function hostileForms(origin: string): string[] {
  const { host } = new URL(origin);
  return [
    '//evil.example/',
    '/\\evil.example/',
    '\\evil.example/',
    '/\t/evil.example/',
    `http://${host}@evil.example/x`,
    `http://evil.example#@${host}/x`,
    `http://evil.example?@${host}/x`,
    'https://not-allowed.example/',
  ];
}
