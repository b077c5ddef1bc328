/**
 * The prefill taken out of the page's address (address-prefill.ts): what leaves the address and
 * what stays there exactly as written (the rest of the query, the fragment, the history state,
 * the number of pages in history), what the forms get, and only where the page holds an element
 * that reads it.
 */
import { expect } from '@open-wc/testing';
import { ADDRESS_PREFILL_KEY, addressPrefill, takePrefillForReaders, takePrefillFromAddress } from './address-prefill';

const START_URL = `${location.pathname}${location.search}${location.hash}`;
const here = () => `${location.pathname}${location.search}${location.hash}`;

describe('the prefill out of the address [all engines]', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[ADDRESS_PREFILL_KEY];
    history.replaceState(null, '', START_URL);
  });

  it('takes out every parameter a form reads, leaving the others as written, the fragment and the history state, with no page added to history', () => {
    const pages = history.length;
    history.replaceState({ step: 3 }, '', '/help-and-support/submit-meter-read?utm_source=mail&first_name=Ada%20K&telephone=07700900123&q=a+b%2Cc&email=ada%40example.com&date=2026-12-01#form');
    takePrefillFromAddress();
    expect(here()).to.equal('/help-and-support/submit-meter-read?utm_source=mail&q=a+b%2Cc#form');
    expect(history.state).to.deep.equal({ step: 3 });
    expect(history.length).to.equal(pages);
    expect([...addressPrefill()]).to.deep.equal([
      ['first_name', 'Ada K'],
      ['telephone', '07700900123'],
      ['email', 'ada@example.com'],
      ['date', '2026-12-01'],
    ]);
  });

  it('takes a name however it is escaped, and leaves no "?" behind when nothing else was asked', () => {
    history.replaceState(null, '', '/help-and-support/submit-meter-read?first%5Fname=Ada&last_name=&gas_reading=0123');
    takePrefillFromAddress();
    expect(here()).to.equal('/help-and-support/submit-meter-read');
    expect(addressPrefill().get('first_name')).to.equal('Ada');
    expect(addressPrefill().get('last_name')).to.equal('');
    expect(addressPrefill().get('gas_reading')).to.equal('0123');
  });

  it('keeps them for every form that asks, however many times, and leaves an address without them untouched', () => {
    history.replaceState(null, '', '/page?first_name=Ada');
    expect(addressPrefill().get('first_name')).to.equal('Ada');
    expect(addressPrefill().get('first_name'), 'a second form').to.equal('Ada');
    history.replaceState({ kept: true }, '', '/page?firstname=Bo&page=2#top');
    const replaceState = history.replaceState.bind(history);
    let calls = 0;
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      calls += 1;
      replaceState(...args);
    };
    try {
      takePrefillFromAddress();
    } finally {
      history.replaceState = replaceState;
    }
    expect(calls, 'the address replaced').to.equal(0);
    expect(here()).to.equal('/page?firstname=Bo&page=2#top');
    expect(addressPrefill().get('first_name'), 'what was taken before').to.equal('Ada');
  });

  it('takes them where the page holds an element that reads them, and only there', () => {
    history.replaceState(null, '', '/page?title=Mr&email=x%40example.com');
    const page = document.createElement('div');
    page.innerHTML = '<help-search></help-search>';
    takePrefillForReaders(page);
    expect(here(), 'a page with no form').to.equal('/page?title=Mr&email=x%40example.com');
    page.append(document.createElement('meter-read-form'));
    takePrefillForReaders(page);
    expect(here()).to.equal('/page');
    expect(addressPrefill().get('title')).to.equal('Mr');
  });
});
