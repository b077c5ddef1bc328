/**
 * Which elements take the meter-read form's prefill out of the page's address (address-prefill.ts),
 * in Node: the list the entry scripts check the page for names exactly the elements created to
 * read it (`onCreated: takePrefillFromAddress` in their module).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'chai';
import { PREFILL_READERS } from './address-prefill';

const ELEMENTS = new URL('../../elements', import.meta.url).pathname;

describe('the elements that read the prefill', () => {
  it('are the ones the page is checked for, and only those', () => {
    const readers = readdirSync(ELEMENTS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((tag) => /\bonCreated: takePrefillFromAddress\b/.test(readFileSync(join(ELEMENTS, tag, `${tag}.element.ts`), 'utf8')));
    expect([...PREFILL_READERS].sort()).to.deep.equal(readers.sort());
  });
});
