import { expect } from '@open-wc/testing';
import type { HelpNavigateDetail } from '../../../platform/events';
import { textOf, waitFor } from '../../../../test/helpers/dom';
import { act, keys, mountInShadow, unmountAll } from '../../../../test/helpers/react';
import { SearchPanel } from './search-panel';

/** The panel as a category page shows it: inside another element's shadow root and layout. */
describe('SearchPanel', () => {
  afterEach(unmountAll);

  it('lets a category page show the same panel inside its own layout, under its own heading level', async () => {
    const { host, root } = mountInShadow(<SearchPanel headingLevel={3} />);
    expect(textOf(root.querySelector('h3')!)).to.equal('Search Help & Support');
    // The panel brings its own styles: box and button side by side.
    expect(getComputedStyle(root.querySelector('.help-search__box')!).display).to.equal('flex');
    const received: string[] = [];
    const listener = (event: CustomEvent<HelpNavigateDetail>) => {
      event.preventDefault(); // the test page stays
      received.push(event.target === host ? event.detail.path : 'not from the host');
    };
    host.addEventListener('help-navigate', listener);
    try {
      root.querySelector('input')!.focus();
      await keys({ type: 'moving home' });
      await keys({ press: 'Enter' });
      // The rules arrive on first use; the search goes once they are in.
      await act(() => waitFor(() => received.length === 1, { message: 'help-navigate from the host' }));
      expect(received).to.deep.equal([`/search?q=moving%20home&initiated=${location.pathname}`]);
    } finally {
      host.removeEventListener('help-navigate', listener);
    }
  });

  it('gives two panels on one page their own ids', () => {
    const { root } = mountInShadow(
      <>
        <SearchPanel />
        <SearchPanel />
      </>,
    );
    const ids = [...root.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).to.equal(2);
  });

});
