/** Links for the safe-URL tests, in Node and in each browser engine's own URL parser. */

export const SAFE_PATHS = ['/help-and-support', '/help-and-support/submit-meter-read?from=menu#top', '/', '/search?q=meter%20reading'];

export const ACCEPTED = [...SAFE_PATHS, 'https://www.britishgas.co.uk/energy/contact-us', 'http://localhost:8000/a?b=c'];

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
  'vbscript:msgbox(1)',
  'ftp://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'help-and-support',
  '../help',
  '',
  'https://',
  'https://exa mple.com/',
  'https://example.com/\u2028',
  '/help\u00a0',
  '/help\u0000',
];
